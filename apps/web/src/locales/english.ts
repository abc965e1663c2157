// The English catalogues, bundled with the app: English is the spec's words and every key's fallback.
// The validation namespace is the shared package's MSG itself, so those words exist once.
import { MSG } from '@mobile-planet/shared';
import admin from './en/admin.json';
import auth from './en/auth.json';
import blog from './en/blog.json';
import booking from './en/booking.json';
import catalog from './en/catalog.json';
import common from './en/common.json';
import dashboard from './en/dashboard.json';
import deals from './en/deals.json';
import home from './en/home.json';
import moderation from './en/moderation.json';
import newsletter from './en/newsletter.json';
import notifications from './en/notifications.json';
import orders from './en/orders.json';
import payment from './en/payment.json';
import priceGuide from './en/priceGuide.json';
import products from './en/products.json';
import sellers from './en/sellers.json';

type MessageKey = keyof typeof MSG;

/** MSG as a catalogue: a message with a number in it reads '{{max, number}}' there. */
const validation = Object.fromEntries(
  Object.entries(MSG).map(([key, message]) => [key, typeof message === 'function' ? message('{{max, number}}' as never) : message]),
) as Record<MessageKey, string>;

export const englishResources = {
  admin,
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

export type Namespace = keyof typeof englishResources;
