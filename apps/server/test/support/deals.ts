// The deal after the booking, step by step as its clients take it: book, pay through the sandbox
// processor (intent, confirm with a test card, POST /payments), read the handover code as the
// buyer, hand over as the seller, and move the API's clock and run its scheduler.
// Shared by the tests of deals, their races, messages, notifications and reviews: keep it general.
import { ObjectId } from 'mongodb';
import type { Booking, Notification, NotificationsPage } from '@mobile-planet/shared';
import type { ProductDoc } from '../../src/modules/products/products.documents';
import { registerUser, type TestUser } from './identity';
import { pngImage } from '../fixtures/images';
import { insertListing } from './listings';
import type { TestApp } from './test-app';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The five people a deal test needs: two buyers, two sellers and an admin. */
export async function registerDealCast(app: TestApp): Promise<Record<'buyer' | 'otherBuyer' | 'seller' | 'otherSeller' | 'admin', TestUser>> {
  const [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    registerUser(app, 'Buyer', 'Bina Buyer'),
    registerUser(app, 'Buyer', 'Omar Other'),
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Seller', 'Tania Trader'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
  return { buyer, otherBuyer, seller, otherSeller, admin };
}

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** POST /bookings as `buyer`; answers the booking's id (throws unless 201). */
export async function book(app: TestApp, buyer: TestUser, listing: Pick<ProductDoc, '_id'>): Promise<string> {
  const res = await app.http().post('/bookings').set(buyer.auth).send({ productId: listing._id.toHexString(), contact: '01711000222', location: 'Mirpur, Dhaka' });
  if (res.status !== 201) throw new Error(`POST /bookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId as string;
}

/** POST /create-payment-intent then POST /sandbox/confirm with a good card: the succeeded intent's id. */
export async function paidIntent(app: TestApp, buyer: TestUser, bookingId: string): Promise<string> {
  const intent = await app.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId });
  if (intent.status !== 200) throw new Error(`POST /create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const confirmed = await app
    .http()
    .post('/sandbox/confirm')
    .send({ clientSecret: intent.body.clientSecret, card: GOOD_CARD, billingDetails: { name: buyer.name, email: buyer.email } });
  if (confirmed.body.paymentIntent?.status !== 'succeeded') throw new Error(`POST /sandbox/confirm: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.paymentIntent.id as string;
}

/** POST /payments for a succeeded intent (the answer, whatever it is). */
export const postPayment = (app: TestApp, buyer: TestUser, bookingId: string, transactionId: string) =>
  app.http().post('/payments').set(buyer.auth).send({ bookingId, transactionId });

/** Pays for the booking the whole way; answers the intent's id (throws unless POST /payments answered 201). */
export async function pay(app: TestApp, buyer: TestUser, bookingId: string): Promise<string> {
  const transactionId = await paidIntent(app, buyer, bookingId);
  const res = await postPayment(app, buyer, bookingId, transactionId);
  if (res.status !== 201) throw new Error(`POST /payments answered ${res.status}: ${JSON.stringify(res.body)}`);
  return transactionId;
}

/** GET /bookings/{id} as `user` (the answer, whatever it is). */
export const getBooking = (app: TestApp, user: TestUser | null, bookingId: string) => {
  const req = app.http().get(`/bookings/${bookingId}`);
  return user ? req.set(user.auth) : req;
};

/** The booking as `user` reads it (throws unless 200). */
export async function readBooking(app: TestApp, user: TestUser, bookingId: string): Promise<Booking> {
  const res = await getBooking(app, user, bookingId);
  if (res.status !== 200) throw new Error(`GET /bookings/${bookingId} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Booking;
}

/** The handover code, as the buyer's GET /bookings/{id} shows it while the booking is paid. */
export async function handoverCode(app: TestApp, buyer: TestUser, bookingId: string): Promise<string> {
  const { handoverCode: code } = await readBooking(app, buyer, bookingId);
  if (!code) throw new Error(`booking ${bookingId} shows its buyer no handover code`);
  return code;
}

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** POST /bookings/{id}/handover as `seller` (the answer, whatever it is). */
export const postHandover = (app: TestApp, seller: TestUser | null, bookingId: string, code: string) => {
  const req = app.http().post(`/bookings/${bookingId}/handover`);
  return (seller ? req.set(seller.auth) : req).send({ code });
};

/** Hands the device over with the buyer's own code (throws unless 200). */
export async function handOver(app: TestApp, buyer: TestUser, seller: TestUser, bookingId: string): Promise<Booking> {
  const res = await postHandover(app, seller, bookingId, await handoverCode(app, buyer, bookingId));
  if (res.status !== 200) throw new Error(`POST /bookings/${bookingId}/handover answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Booking;
}

/** POST /bookings/{id}/cancel as `user` (the answer, whatever it is). */
export const postCancel = (app: TestApp, user: TestUser | null, bookingId: string) => {
  const req = app.http().post(`/bookings/${bookingId}/cancel`);
  return (user ? req.set(user.auth) : req).send({});
};

export const CLAIM = { reason: 'not_working', text: 'The screen stays black after a day.' } as const;

/** POST /bookings/{id}/claim as `user` (the answer, whatever it is). */
export const postClaim = (app: TestApp, user: TestUser | null, bookingId: string, body: Record<string, unknown> = CLAIM) => {
  const req = app.http().post(`/bookings/${bookingId}/claim`);
  return (user ? req.set(user.auth) : req).send(body);
};

/** POST /bookings/{id}/claim/decision as `user` (the answer, whatever it is). */
export const postDecision = (app: TestApp, user: TestUser | null, bookingId: string, decision: 'refund' | 'reject', note = 'Checked the photos.') => {
  const req = app.http().post(`/bookings/${bookingId}/claim/decision`);
  return (user ? req.set(user.auth) : req).send({ decision, note });
};

export interface Deal {
  listing: ProductDoc;
  bookingId: string;
}
export interface PaidDeal extends Deal {
  transactionId: string;
}

/** A listing of `seller`'s (straight into the database) booked by `buyer`. */
export async function bookedDeal(app: TestApp, buyer: TestUser, seller: TestUser, overrides: Partial<ProductDoc> = {}): Promise<Deal> {
  const listing = await insertListing(app, seller, overrides);
  return { listing, bookingId: await book(app, buyer, listing) };
}

/** …and paid for through the sandbox processor. */
export async function paidDeal(app: TestApp, buyer: TestUser, seller: TestUser, overrides: Partial<ProductDoc> = {}): Promise<PaidDeal> {
  const deal = await bookedDeal(app, buyer, seller, overrides);
  return { ...deal, transactionId: await pay(app, buyer, deal.bookingId) };
}

/** …and handed over with the buyer's code: the warranty runs from now (the API's clock). */
export async function handedOverDeal(app: TestApp, buyer: TestUser, seller: TestUser, overrides: Partial<ProductDoc> = {}): Promise<PaidDeal> {
  const deal = await paidDeal(app, buyer, seller, overrides);
  await handOver(app, buyer, seller, deal.bookingId);
  return deal;
}

/** Moves the API's clock forward by `ms` (no job runs). */
export const advance = (app: TestApp, ms: number) => app.clock.advance(ms);

/** Runs the scheduler's jobs once, now; answers how much each did. */
export const runScheduler = (app: TestApp) => app.server.scheduler.runOnce();

/** Moves the clock forward by `ms`, then runs the scheduler once. */
export async function advanceAndRun(app: TestApp, ms: number): Promise<Record<string, number>> {
  advance(app, ms);
  return runScheduler(app);
}

/** GET /notifications as `user` (throws unless 200). */
export async function notificationsOf(app: TestApp, user: TestUser, query: Record<string, string | number> = {}): Promise<NotificationsPage> {
  const res = await app.http().get('/notifications').query(query).set(user.auth);
  if (res.status !== 200) throw new Error(`GET /notifications answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as NotificationsPage;
}

/** Every notification of `user`'s, newest first, read page by page through GET /notifications. */
export async function allNotificationsOf(app: TestApp, user: TestUser): Promise<Notification[]> {
  const all: Notification[] = [];
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page: NotificationsPage = await notificationsOf(app, user, { limit: 50, ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor;
  }
  return all;
}

/** The kinds of `user`'s notifications about one booking, oldest first. */
export async function notificationKinds(app: TestApp, user: TestUser, bookingId: string): Promise<Notification['kind'][]> {
  return (await allNotificationsOf(app, user)).filter((n) => n.bookingId === bookingId).map((n) => n.kind).reverse();
}

/** Whether the sandbox processor gave this intent's charge back. */
export async function isRefunded(app: TestApp, intentId: string): Promise<boolean> {
  return (await app.server.db.collections.sandboxIntents.findOne({ _id: intentId }))?.refunded === true;
}

/** A seller's payout as the `payouts` collection records it. */
export interface RecordedPayout {
  _id: ObjectId;
  sellerEmail: string;
  amount: number;
  transactionId?: string;
  createdAt: Date;
}

/** The payouts recorded for a booking (the `payouts` collection is keyed by the booking). */
export const payoutsOf = (app: TestApp, bookingId: string): Promise<RecordedPayout[]> =>
  app.server.db.collections.payouts.find({ _id: new ObjectId(bookingId) }).toArray();

/** The product's status as GET /products/{id} answers it. */
export async function productStatus(app: TestApp, listing: Pick<ProductDoc, '_id'>): Promise<string> {
  const res = await app.http().get(`/products/${listing._id.toHexString()}`);
  if (res.status !== 200) throw new Error(`GET /products/${listing._id.toHexString()} answered ${res.status}`);
  return res.body.status as string;
}

/** POST /images as `user` with a small PNG: the URL it answers (throws unless 201). */
export async function uploadPhoto(app: TestApp, user: TestUser): Promise<string> {
  const res = await app.http().post('/images').set(user.auth).attach('image', await pngImage(), { filename: 'photo.png', contentType: 'image/png' });
  if (res.status !== 201) throw new Error(`POST /images answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.url as string;
}
