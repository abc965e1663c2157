// The English words of every other screen (a listing, a seller, the blog, the price guide, sign-in,
// the dashboard): one chunk, loaded with the first of those screens (lib/i18n.ts loadAllWords).
import admin from './en/admin.json';
import auth from './en/auth.json';
import blog from './en/blog.json';
import dashboard from './en/dashboard.json';
import deals from './en/deals.json';
import deviceCheck from './en/deviceCheck.json';
import mail from './en/mail.json';
import moderation from './en/moderation.json';
import myFavourites from './en/myFavourites.json';
import mySavedSearches from './en/mySavedSearches.json';
import notifications from './en/notifications.json';
import offers from './en/offers.json';
import orders from './en/orders.json';
import payment from './en/payment.json';
import priceGuide from './en/priceGuide.json';
import products from './en/products.json';
import questions from './en/questions.json';
import sellers from './en/sellers.json';

export const englishMore = { admin, auth, blog, dashboard, deals, deviceCheck, mail, moderation, myFavourites, mySavedSearches, notifications, offers, orders, payment, priceGuide, products, questions, sellers };
