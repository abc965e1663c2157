// The scheduler keeps no timers of its own: what is due is found in the database. So an API that
// stopped loses nothing (a new one on the same database expires, completes and finishes the
// follow-ups left half way), and two API instances doing the same job do it once.
import { ObjectId } from 'mongodb';
import type { BookingTransitionDoc } from '../src/modules/bookings/bookings.documents';
import {
  advance, book, bookedDeal, DAY_MS, handedOverDeal, HOUR_MS, isRefunded, MINUTE_MS, notificationKinds, paidDeal, paidIntent, payoutsOf, postPayment,
  productStatus, readBooking, runScheduler, SECOND_MS,
} from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

const events = (b: { history: Array<{ event: string }> }) => b.history.map((e) => e.event);

describe('an API restarted on the same database', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  let buyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    first = await startTestApp();
    [buyer, seller] = await Promise.all([registerUser(first, 'Buyer', 'Bina Buyer'), registerUser(first, 'Seller', 'Sami Seller')]);
  });
  afterAll(async () => {
    await first.server.stop().catch(() => undefined);
    await (second ?? first).stop();
  });

  test('the new instance\'s scheduler expires a booking made before the stop, completes a handed-over deal, and finishes a follow-up left half way', async () => {
    const booked = await bookedDeal(first, buyer, seller);
    const handedOver = await handedOverDeal(first, buyer, seller, { resalePrice: 19_000 });
    const paid = await paidDeal(first, buyer, seller);
    // The seller's cancel of the paid deal was logged, and then the API stopped: not written on the
    // booking, no refund, no relisting, nobody told.
    const halfWay: BookingTransitionDoc = {
      _id: `${paid.bookingId}:1`, bookingId: new ObjectId(paid.bookingId), seq: 1, event: 'seller_cancel', from: 'paid', to: 'refunded',
      by: 'seller', byEmail: seller.email, at: first.clock.now(), changes: {}, effectsDone: false, pendingSince: first.clock.now(),
    };
    await first.server.db.collections.bookingTransitions.insertOne(halfWay);
    await first.server.stop();

    second = await startTestApp({ MONGODB_DB: first.config.MONGODB_DB });
    advance(second, 8 * DAY_MS);
    await runScheduler(second);

    const expired = await readBooking(second, buyer, booked.bookingId);
    expect(expired.status).toBe('expired');
    expect(events(expired)).toEqual(['expire']);
    expect(await notificationKinds(second, buyer, booked.bookingId)).toEqual(['expired']);
    expect(await notificationKinds(second, seller, booked.bookingId)).toEqual(['booked', 'expired']);

    expect(events(await readBooking(second, seller, handedOver.bookingId))).toEqual(['pay', 'handover', 'complete']);
    expect(await payoutsOf(second, handedOver.bookingId)).toEqual([expect.objectContaining({ amount: 19_000, sellerEmail: seller.email })]);

    const refunded = await readBooking(second, buyer, paid.bookingId);
    expect(refunded.status).toBe('refunded');
    expect(refunded.history.at(-1)).toMatchObject({ event: 'seller_cancel', by: 'seller' });
    expect(await isRefunded(second, paid.transactionId)).toBe(true);
    expect(await productStatus(second, paid.listing)).toBe('available');
    expect(await notificationKinds(second, buyer, paid.bookingId)).toEqual(['paid', 'refunded']);

    // Running again changes nothing: each follow-up ran once.
    advance(second, HOUR_MS);
    await runScheduler(second);
    expect(await notificationKinds(second, buyer, paid.bookingId)).toEqual(['paid', 'refunded']);
    expect(await notificationKinds(second, seller, booked.bookingId)).toEqual(['booked', 'expired']);
    expect(await payoutsOf(second, handedOver.bookingId)).toHaveLength(1);
  });

  test('bookings stored before deals had a life get a status, a history and, when paid, a handover code at start-up', async () => {
    const third = await startTestApp();
    try {
      const [oldBuyer, oldSeller] = await Promise.all([registerUser(third, 'Buyer', 'Olga Old'), registerUser(third, 'Seller', 'Osman Old')]);
      const listing = await insertListing(third, oldSeller, { status: 'sold' });
      const unpaidListing = await insertListing(third, oldSeller);
      const legacy = (productId: ObjectId, paid: boolean) => ({
        _id: new ObjectId(), name: oldBuyer.name, email: oldBuyer.email, device: 'Old Phone', price: 9_000, contact: '01711000222',
        location: 'Dhaka', paid, productId, createdAt: new Date(), ...(paid ? { transactionId: 'pi_legacy0000' } : {}),
      });
      const [paid, unpaid] = [legacy(listing._id, true), legacy(unpaidListing._id, false)];
      // As a booking was stored before this change: none of status, version, history, seller, expiry or code.
      await third.server.db.collections.bookings.insertMany([paid, unpaid] as never);
      await third.server.stop();

      const restarted = await startTestApp({ MONGODB_DB: third.config.MONGODB_DB });
      try {
        const asBuyer = await readBooking(restarted, oldBuyer, paid._id.toHexString());
        expect(asBuyer).toMatchObject({ status: 'paid', history: [], sellerName: oldSeller.name });
        expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
        expect((await readBooking(restarted, oldBuyer, unpaid._id.toHexString())).status).toBe('booked');
        // The seller sees it in My sales and can hand it over with the buyer's new code.
        const sales = await restarted.http().get('/sales').set(oldSeller.auth);
        expect((sales.body as Array<{ _id: string }>).map((b) => b._id)).toContain(paid._id.toHexString());
        const handover = await restarted.http().post(`/bookings/${paid._id.toHexString()}/handover`).set(oldSeller.auth).send({ code: asBuyer.handoverCode });
        expect(handover.status).toBe(200);
        expect(handover.body.status).toBe('handed_over');
      } finally {
        await restarted.stop();
      }
    } finally {
      await third.server.stop().catch(() => undefined);
    }
  });
});

describe('a payment whose API stopped before the sale was recorded', () => {
  let app: TestApp;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    app = await startTestApp();
    [buyer, otherBuyer, seller] = await Promise.all([
      registerUser(app, 'Buyer', 'Bina Buyer'),
      registerUser(app, 'Buyer', 'Omar Other'),
      registerUser(app, 'Seller', 'Sami Seller'),
    ]);
  });
  afterAll(() => app.stop());

  test('the device then sold to another buyer: the scheduler refunds the first buyer, whose booking no longer shows a handover code', async () => {
    const { bookingId, listing } = await bookedDeal(app, buyer, seller);
    const transactionId = await paidIntent(app, buyer, bookingId);
    // The booking's pay step was logged (as POST /payments logs it), then the API stopped: no sale, no payment record.
    const at = app.clock.now();
    await app.server.db.collections.bookingTransitions.insertOne({
      _id: `${bookingId}:0`, bookingId: new ObjectId(bookingId), seq: 0, event: 'pay', from: 'booked', to: 'paid', by: 'buyer', at,
      changes: { paid: true, transactionId, paidAt: at, handoverCode: '123456' }, effectsDone: false, pendingSince: at,
    });
    expect((await readBooking(app, buyer, bookingId)).status).toBe('paid');

    const other = await book(app, otherBuyer, listing);
    expect((await postPayment(app, otherBuyer, other, await paidIntent(app, otherBuyer, other))).status).toBe(201);

    advance(app, MINUTE_MS);
    await runScheduler(app);
    const after = await readBooking(app, buyer, bookingId);
    expect(after.status).toBe('refunded');
    expect(after.handoverCode).toBeUndefined();
    expect(after.history.at(-1)).toMatchObject({ event: 'refund_unsold', by: 'system', note: 'The device was sold to another buyer' });
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['refunded']);
    expect((await readBooking(app, otherBuyer, other)).status).toBe('paid');
  });

  test('the device still on sale: the scheduler finishes the sale from the processor\'s record, so it cannot be sold twice', async () => {
    const { bookingId, listing } = await bookedDeal(app, buyer, seller);
    const other = await book(app, otherBuyer, listing);
    const transactionId = await paidIntent(app, buyer, bookingId);
    const at = app.clock.now();
    await app.server.db.collections.bookingTransitions.insertOne({
      _id: `${bookingId}:0`, bookingId: new ObjectId(bookingId), seq: 0, event: 'pay', from: 'booked', to: 'paid', by: 'buyer', at,
      changes: { paid: true, transactionId, paidAt: at, handoverCode: '654321' }, effectsDone: false, pendingSince: at,
    });
    expect(await productStatus(app, listing)).toBe('available');

    advance(app, MINUTE_MS);
    await runScheduler(app);
    expect(await productStatus(app, listing)).toBe('sold');
    expect(await app.server.db.collections.payments.countDocuments({ transactionId })).toBe(1);
    expect((await readBooking(app, buyer, bookingId)).status).toBe('paid');
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid']);
    // The other buyer's booking closed when the sale was recorded; their payment is refused.
    expect((await readBooking(app, otherBuyer, other)).status).toBe('cancelled');
    expect((await app.http().post('/create-payment-intent').set(otherBuyer.auth).send({ bookingId: other })).status).toBe(409);
  });
});

describe('two instances running the scheduler at once', () => {
  let a: TestApp;
  let b: TestApp;
  let buyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ MONGODB_DB: a.config.MONGODB_DB });
    [buyer, seller] = await Promise.all([registerUser(a, 'Buyer', 'Bina Buyer'), registerUser(a, 'Seller', 'Sami Seller')]);
  });
  afterAll(async () => {
    await b.server.stop();
    await a.stop();
  });

  /** Moves both instances' clocks, then runs both schedulers together. */
  async function bothRun(ms: number) {
    advance(a, ms);
    advance(b, ms);
    await Promise.all([runScheduler(a), runScheduler(b)]);
  }

  test.each([1, 2, 3, 4])('round %i: a booking expires once (one transition, one notification each side)', async () => {
    const { bookingId } = await bookedDeal(a, buyer, seller);
    await bothRun(48 * HOUR_MS + SECOND_MS);
    const after = await readBooking(b, buyer, bookingId);
    expect(after.status).toBe('expired');
    expect(events(after)).toEqual(['expire']);
    expect(await notificationKinds(a, buyer, bookingId)).toEqual(['expired']);
    expect(await notificationKinds(a, seller, bookingId)).toEqual(['booked', 'expired']);
  });

  test.each([1, 2])('round %i: a deal completes once (one transition, one payout)', async () => {
    const { bookingId } = await handedOverDeal(a, buyer, seller);
    await bothRun(7 * DAY_MS + SECOND_MS);
    expect(events(await readBooking(b, seller, bookingId))).toEqual(['pay', 'handover', 'complete']);
    expect(await payoutsOf(a, bookingId)).toHaveLength(1);
    expect(await notificationKinds(a, seller, bookingId)).toEqual(['booked', 'paid', 'completed']);
  });
});
