// The Bangla words of every other screen: one chunk, loaded with the first of those screens.
import admin from './bn/admin.json';
import auth from './bn/auth.json';
import blog from './bn/blog.json';
import dashboard from './bn/dashboard.json';
import deals from './bn/deals.json';
import deviceCheck from './bn/deviceCheck.json';
import mail from './bn/mail.json';
import moderation from './bn/moderation.json';
import myFavourites from './bn/myFavourites.json';
import mySavedSearches from './bn/mySavedSearches.json';
import notifications from './bn/notifications.json';
import offers from './bn/offers.json';
import orders from './bn/orders.json';
import payment from './bn/payment.json';
import priceGuide from './bn/priceGuide.json';
import products from './bn/products.json';
import questions from './bn/questions.json';
import sellers from './bn/sellers.json';

export const banglaMore = { admin, auth, blog, dashboard, deals, deviceCheck, mail, moderation, myFavourites, mySavedSearches, notifications, offers, orders, payment, priceGuide, products, questions, sellers };
