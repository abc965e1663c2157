// The composition root (src/services.ts): the running API builds each module's service once, and
// every service is handed the very instances the root built, the routers' and the scheduler's.
import { ObjectId } from 'mongodb';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { bookingsService } from '../src/modules/bookings/bookings.service';
import { favouritesService } from '../src/modules/favourites/favourites.service';
import { imagesService } from '../src/modules/images/images.service';
import { mailService } from '../src/modules/mail/mail.service';
import type { NewNotification } from '../src/modules/notifications/notifications.service';
import { messagesService } from '../src/modules/messages/messages.service';
import { moderationService } from '../src/modules/moderation/moderation.service';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { offersService } from '../src/modules/offers/offers.service';
import { paymentsService } from '../src/modules/payments/payments.service';
import { payoutsService } from '../src/modules/payouts/payouts.service';
import { priceGuideService } from '../src/modules/price-guide/price-guide.service';
import { productsService, type ImeiAttempt, type ListingNews } from '../src/modules/products/products.service';
import { questionsService } from '../src/modules/questions/questions.service';
import { reviewsService } from '../src/modules/reviews/reviews.service';
import { savedSearchesService } from '../src/modules/saved-searches/saved-searches.service';
import { sellersService } from '../src/modules/sellers/sellers.service';
import { usersService } from '../src/modules/users/users.service';
import type { AppServices } from '../src/services';
import { startTestApp, type TestApp } from './support/test-app';

/** The module as it is, each `…Service` factory wrapped to record its calls. */
function mockRecorded(actual: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, typeof value === 'function' && name.endsWith('Service') ? jest.fn(value as () => unknown) : value]),
  );
}
jest.mock('../src/modules/bookings/bookings.service', () => mockRecorded(jest.requireActual('../src/modules/bookings/bookings.service')));
jest.mock('../src/modules/images/images.service', () => mockRecorded(jest.requireActual('../src/modules/images/images.service')));
jest.mock('../src/modules/mail/mail.service', () => mockRecorded(jest.requireActual('../src/modules/mail/mail.service')));
jest.mock('../src/modules/messages/messages.service', () => mockRecorded(jest.requireActual('../src/modules/messages/messages.service')));
jest.mock('../src/modules/moderation/moderation.service', () => mockRecorded(jest.requireActual('../src/modules/moderation/moderation.service')));
jest.mock('../src/modules/notifications/notifications.service', () => mockRecorded(jest.requireActual('../src/modules/notifications/notifications.service')));
jest.mock('../src/modules/offers/offers.service', () => mockRecorded(jest.requireActual('../src/modules/offers/offers.service')));
jest.mock('../src/modules/payments/payments.service', () => mockRecorded(jest.requireActual('../src/modules/payments/payments.service')));
jest.mock('../src/modules/payouts/payouts.service', () => mockRecorded(jest.requireActual('../src/modules/payouts/payouts.service')));
jest.mock('../src/modules/price-guide/price-guide.service', () => mockRecorded(jest.requireActual('../src/modules/price-guide/price-guide.service')));
jest.mock('../src/modules/products/products.service', () => mockRecorded(jest.requireActual('../src/modules/products/products.service')));
jest.mock('../src/modules/questions/questions.service', () => mockRecorded(jest.requireActual('../src/modules/questions/questions.service')));
jest.mock('../src/modules/reviews/reviews.service', () => mockRecorded(jest.requireActual('../src/modules/reviews/reviews.service')));
jest.mock('../src/modules/sellers/sellers.service', () => mockRecorded(jest.requireActual('../src/modules/sellers/sellers.service')));
jest.mock('../src/modules/favourites/favourites.service', () => mockRecorded(jest.requireActual('../src/modules/favourites/favourites.service')));
jest.mock('../src/modules/saved-searches/saved-searches.service', () => mockRecorded(jest.requireActual('../src/modules/saved-searches/saved-searches.service')));
jest.mock('../src/modules/users/users.service', () => mockRecorded(jest.requireActual('../src/modules/users/users.service')));

const factories: Record<keyof AppServices, unknown> = {
  images: imagesService,
  mail: mailService,
  notifications: notificationsService,
  payouts: payoutsService,
  products: productsService,
  users: usersService,
  priceGuide: priceGuideService,
  bookings: bookingsService,
  moderation: moderationService,
  payments: paymentsService,
  reviews: reviewsService,
  messages: messagesService,
  questions: questionsService,
  sellers: sellersService,
  favourites: favouritesService,
  savedSearches: savedSearchesService,
  offers: offersService,
};
const recorded = (factory: unknown) => factory as jest.Mock;
/** What the root handed a factory besides the context: the services it needs. */
const depsOf = (factory: unknown) => recorded(factory).mock.calls[0]?.[1] as Record<string, unknown>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

test('the API builds each module’s service once, and runs with those instances', () => {
  const { services } = app.server;
  expect(Object.keys(services).sort()).toEqual(Object.keys(factories).sort());
  for (const [name, factory] of Object.entries(factories)) {
    expect([name, recorded(factory).mock.calls.length]).toEqual([name, 1]);
    expect(recorded(factory).mock.results[0]?.value).toBe(services[name as keyof AppServices]);
  }
});

test('a service needing another module’s is handed the instance the root built', () => {
  const { services } = app.server;
  const expected: Array<[unknown, Record<string, unknown>]> = [
    [productsService, { images: services.images }],
    [usersService, { products: services.products }],
    [priceGuideService, { products: services.products }],
    [bookingsService, { products: services.products, images: services.images, notifications: services.notifications, payouts: services.payouts, priceGuide: services.priceGuide }],
    [moderationService, { products: services.products, users: services.users, bookings: services.bookings }],
    [paymentsService, { bookings: services.bookings, products: services.products }],
    [reviewsService, { bookings: services.bookings, users: services.users, products: services.products, notifications: services.notifications }],
    [messagesService, { bookings: services.bookings, notifications: services.notifications }],
    [questionsService, { products: services.products, notifications: services.notifications }],
    [sellersService, { users: services.users, reviews: services.reviews }],
    [favouritesService, { products: services.products, notifications: services.notifications }],
    [savedSearchesService, { products: services.products, notifications: services.notifications }],
    [offersService, { products: services.products, notifications: services.notifications, bookings: services.bookings }],
  ];
  for (const [factory, deps] of expected) {
    for (const [name, instance] of Object.entries(deps)) expect(depsOf(factory)[name]).toBe(instance);
  }
});

test('notifications hand each new notification to mail’s outbox through the callback the root handed them', async () => {
  const enqueueForEach = jest.spyOn(app.server.services.mail, 'enqueueForEach').mockResolvedValue();
  const n: NewNotification = { email: 'someone@example.test', kind: 'paid', key: 'services-test', device: 'Nokia 105' };
  await (depsOf(notificationsService).mailed as (ns: NewNotification[]) => Promise<void>)([n]);
  expect(enqueueForEach).toHaveBeenCalledWith([n]);
  enqueueForEach.mockRestore();
});

test('products reaches moderation’s flagImei through the callback the root handed it', async () => {
  const flagImei = jest.spyOn(app.server.services.moderation, 'flagImei').mockResolvedValue();
  const holder = { _id: new ObjectId() } as ProductDoc;
  const attempt: ImeiAttempt = { imeiLast4: '1234', deviceName: 'Nokia 105', sellerName: 'Someone', sellerEmail: 'someone@example.test', at: new Date() };
  await (depsOf(productsService).flagImei as (h: ProductDoc, a: ImeiAttempt) => Promise<void>)(holder, attempt);
  expect(flagImei).toHaveBeenCalledWith(holder, attempt);
  flagImei.mockRestore();
});

test('users forgets a deleted person’s favourites and saved searches through the callback the root handed it', async () => {
  const forgetFavourites = jest.spyOn(app.server.services.favourites, 'forget').mockResolvedValue();
  const forgetSearches = jest.spyOn(app.server.services.savedSearches, 'forget').mockResolvedValue();
  await (depsOf(usersService).forgetFollows as (email: string) => Promise<void>)('gone@example.test');
  expect(forgetFavourites).toHaveBeenCalledWith('gone@example.test');
  expect(forgetSearches).toHaveBeenCalledWith('gone@example.test');
  forgetFavourites.mockRestore();
  forgetSearches.mockRestore();
});

test('products reaches favourites’ record through the callback the root handed it', async () => {
  const record = jest.spyOn(app.server.services.favourites, 'record').mockResolvedValue();
  const news: ListingNews[] = [{ id: 'removed:x', productId: new ObjectId(), kind: 'removed', device: 'Nokia 105' }];
  await (depsOf(productsService).listingNews as (n: ListingNews[]) => Promise<void>)(news);
  expect(record).toHaveBeenCalledWith(news);
  record.mockRestore();
});
