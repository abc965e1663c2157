// The composition root: every module's service, built once, here, in the order of what each
// needs. The routers, the scheduler and the demo seed are handed these instances; no module builds
// another's service. Products and moderation need each other (a refused IMEI opens a case;
// moderation reads and hides listings): products gets a callback to moderation's flagImei. Likewise
// favourites reads listings, and products records listings' news for favourites through a callback.
// Notifications hand each new one to mail through a callback, so neither imports the other.
import type { AppContext } from './app-context';
import { bookingsService } from './modules/bookings/bookings.service';
import { favouritesService } from './modules/favourites/favourites.service';
import { imagesService } from './modules/images/images.service';
import { mailService } from './modules/mail/mail.service';
import { messagesService } from './modules/messages/messages.service';
import { moderationService } from './modules/moderation/moderation.service';
import { notificationsService } from './modules/notifications/notifications.service';
import { offersService } from './modules/offers/offers.service';
import { paymentsService } from './modules/payments/payments.service';
import { payoutsService } from './modules/payouts/payouts.service';
import { priceGuideService } from './modules/price-guide/price-guide.service';
import { productsService } from './modules/products/products.service';
import { questionsService } from './modules/questions/questions.service';
import { reviewsService } from './modules/reviews/reviews.service';
import { savedSearchesService } from './modules/saved-searches/saved-searches.service';
import { sellersService } from './modules/sellers/sellers.service';
import { usersService } from './modules/users/users.service';

export function createServices(ctx: AppContext) {
  // Services that need no other module's.
  const images = imagesService(ctx);
  // Every new notification of a mailed kind is also queued as a mail (the mail module owns the outbox).
  const mail = mailService(ctx);
  const notifications = notificationsService(ctx, { mailed: (ns) => mail.enqueueForEach(ns) });
  const payouts = payoutsService(ctx);
  // Moderation is built below (it reads listings): the callback reaches it when a listing is refused.
  // Favourites too (it reads listings): a listing's news reaches it when products records some.
  const products = productsService(ctx, {
    images,
    flagImei: (holder, attempt) => moderation.flagImei(holder, attempt),
    listingNews: (news) => favourites.record(news),
  });
  // Favourites and saved searches are built below: a deleted person's are forgotten through this callback.
  const users = usersService(ctx, {
    products,
    forgetFollows: async (email) => {
      await Promise.all([favourites.forget(email), savedSearches.forget(email)]);
    },
  });
  const priceGuide = priceGuideService(ctx, { products });
  const bookings = bookingsService(ctx, { products, images, notifications, payouts, priceGuide });
  const moderation = moderationService(ctx, { products, users, bookings });
  const payments = paymentsService(ctx, { bookings, products });
  const reviews = reviewsService(ctx, { bookings, users, products, notifications });
  const messages = messagesService(ctx, { bookings, notifications });
  const questions = questionsService(ctx, { products, notifications });
  const sellers = sellersService(ctx, { users, reviews });
  const favourites = favouritesService(ctx, { products, notifications });
  const savedSearches = savedSearchesService(ctx, { products, notifications });
  // Offers start deals: only they get bookings' createAgreed (a booking at an agreed price).
  const offers = offersService(ctx, { products, notifications, bookings });
  return {
    images, mail, notifications, payouts, products, users, priceGuide, bookings, moderation, payments, reviews, messages, questions, sellers,
    favourites, savedSearches, offers,
  };
}

/** Every module's service, as the composition root built it. */
export type AppServices = ReturnType<typeof createServices>;
