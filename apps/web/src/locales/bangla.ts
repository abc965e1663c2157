// The Bangla catalogues, one chunk: a reader who chooses Bangla downloads all its words in one request
// (about 20 KB gzipped) rather than one per feature. Loaded by lib/i18n.ts, never bundled with the app.
import admin from './bn/admin.json';
import apiErrors from './bn/apiErrors.json';
import auth from './bn/auth.json';
import blog from './bn/blog.json';
import booking from './bn/booking.json';
import catalog from './bn/catalog.json';
import common from './bn/common.json';
import dashboard from './bn/dashboard.json';
import deals from './bn/deals.json';
import home from './bn/home.json';
import moderation from './bn/moderation.json';
import newsletter from './bn/newsletter.json';
import notifications from './bn/notifications.json';
import orders from './bn/orders.json';
import payment from './bn/payment.json';
import priceGuide from './bn/priceGuide.json';
import products from './bn/products.json';
import sellers from './bn/sellers.json';
import validation from './bn/validation.json';

export const banglaResources = {
  admin,
  apiErrors,
  auth,
  blog,
  booking,
  catalog,
  common,
  dashboard,
  deals,
  home,
  moderation,
  newsletter,
  notifications,
  orders,
  payment,
  priceGuide,
  products,
  sellers,
  validation,
};
