// The deal's moves under concurrency, on the real app: requests sent together, and the scheduler
// running at the very instant a person acts. Each transition is decided by a unique insert into
// booking_transitions (the local engine's conditional updates are a read then a write), so every
// race applies one move once; each is run for several rounds because interleavings vary.
import { ObjectId } from 'mongodb';
import type { Booking } from '@mobile-planet/shared';
import {
  advance, book, bookedDeal, handedOverDeal, handoverCode, HOUR_MS, isRefunded, notificationKinds, paidDeal, paidIntent, payoutsOf, postCancel,
  postClaim, postHandover, postPayment, productStatus, readBooking, runScheduler, SECOND_MS, wrongCode,
} from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let seller: TestUser;

const ROUNDS = [1, 2, 3, 4];
const events = (b: Pick<Booking, 'history'>) => b.history.map((e) => e.event);
const attempts = (bookingId: string) => app.server.db.collections.handoverAttempts.countDocuments({ bookingId: new ObjectId(bookingId) });

beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller] = await Promise.all([registerUser(app, 'Buyer', 'Bina Buyer'), registerUser(app, 'Seller', 'Sami Seller')]);
});
afterAll(() => app.stop());

describe('two handovers with the right code at once', () => {
  test.each(ROUNDS)('round %i: one 200, one 409; one handover in the history', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const answers = await Promise.all([postHandover(app, seller, bookingId, code), postHandover(app, seller, bookingId, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.message).toBe('This device has already been handed over');
    const after = await readBooking(app, buyer, bookingId);
    expect(after.status).toBe('handed_over');
    expect(events(after)).toEqual(['pay', 'handover']);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'handed_over']);
  });
});

describe('a handover sent while the payment lands', () => {
  test.each(ROUNDS)('round %i: a guessed code never hands the device over (409 before the payment, 400 after)', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const transactionId = await paidIntent(app, buyer, bookingId);
    const [payment, handover] = await Promise.all([postPayment(app, buyer, bookingId, transactionId), postHandover(app, seller, bookingId, '000000')]);
    expect(payment.status).toBe(201);
    const after = await readBooking(app, buyer, bookingId);
    if (after.handoverCode === '000000') return; // The one code in a million the guess was right.
    expect([400, 409]).toContain(handover.status);
    expect(after.status).toBe('paid');
    expect(events(after)).toEqual(['pay']);
  });
});

describe('six wrong codes at once', () => {
  test.each([...ROUNDS, 5, 6, 7, 8])('round %i: no more than five compared (four 400, then 429s); the right code is locked out', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postHandover(app, seller, bookingId, wrongCode(code))));
    expect(answers.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 429, 429]);
    const left = answers.filter((r) => r.status === 400).map((r) => Number(/(\d) tr/.exec(r.body.message as string)?.[1]));
    expect(left.sort()).toEqual([1, 2, 3, 4]);
    expect(await attempts(bookingId)).toBe(5);
    expect((await postHandover(app, seller, bookingId, code)).status).toBe(429);
    expect((await readBooking(app, buyer, bookingId)).status).toBe('paid');
  });
});

describe('two cancels at once', () => {
  test.each(ROUNDS)('round %i: the buyer and the seller cancel a booking together: one 200, one 409, one transition, one notification', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const [byBuyer, bySeller] = await Promise.all([postCancel(app, buyer, bookingId), postCancel(app, seller, bookingId)]);
    expect([byBuyer.status, bySeller.status].sort()).toEqual([200, 409]);
    const after = await readBooking(app, buyer, bookingId);
    expect(after.status).toBe('cancelled');
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.by).toBe(byBuyer.status === 200 ? 'buyer' : 'seller');
    // The other side of the winner hears it, once.
    const told = [...(await notificationKinds(app, buyer, bookingId)), ...(await notificationKinds(app, seller, bookingId))];
    expect(told.filter((k) => k === 'cancelled')).toHaveLength(1);
  });

  test.each(ROUNDS)('round %i: the seller calls a paid deal off twice at once: one 200, one 409; refunded once, listed again once', async () => {
    const { bookingId, listing, transactionId } = await paidDeal(app, buyer, seller);
    const answers = await Promise.all([postCancel(app, seller, bookingId), postCancel(app, seller, bookingId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await readBooking(app, buyer, bookingId);
    expect(events(after)).toEqual(['pay', 'seller_cancel']);
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await productStatus(app, listing)).toBe('available');
    expect((await app.server.db.collections.products.findOne({ _id: listing._id }))?.saleGeneration).toBe(1);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'refunded']);
  });

  test.each(ROUNDS)('round %i: the seller\'s cancel and the handover at once: handed over or refunded, never both', async () => {
    const { bookingId, listing, transactionId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const [cancel, handover] = await Promise.all([postCancel(app, seller, bookingId), postHandover(app, seller, bookingId, code)]);
    expect([cancel.status, handover.status].sort()).toEqual([200, 409]);
    const after = await readBooking(app, buyer, bookingId);
    if (handover.status === 200) {
      expect(events(after)).toEqual(['pay', 'handover']);
      expect(await isRefunded(app, transactionId)).toBe(false);
      expect(await productStatus(app, listing)).toBe('sold');
    } else {
      expect(events(after)).toEqual(['pay', 'seller_cancel']);
      expect(await isRefunded(app, transactionId)).toBe(true);
      expect(await productStatus(app, listing)).toBe('available');
    }
  });
});

describe('the claim and the completion at the same instant', () => {
  /** A handed-over deal and the clock moved to `offsetMs` from its warranty's end. */
  async function atWarrantyEnd(offsetMs: number): Promise<{ bookingId: string; transactionId: string }> {
    const deal = await handedOverDeal(app, buyer, seller);
    const { warrantyEndsAt } = await readBooking(app, buyer, deal.bookingId);
    advance(app, Date.parse(warrantyEndsAt!) - app.clock.now().getTime() + offsetMs);
    return deal;
  }

  /** Exactly one of claim and complete moved the deal, and its history and payout agree with the claim's answer. */
  async function exactlyOne(bookingId: string, claimStatus: number) {
    const after = await readBooking(app, buyer, bookingId);
    const moves = events(after).slice(2);
    expect(moves).toHaveLength(1);
    if (claimStatus === 200) {
      expect(moves).toEqual(['claim']);
      expect(after.status).toBe('claimed');
      expect(await payoutsOf(app, bookingId)).toEqual([]);
    } else {
      expect(claimStatus).toBe(409);
      expect(moves).toEqual(['complete']);
      expect(after.status).toBe('completed');
      expect(await payoutsOf(app, bookingId)).toHaveLength(1);
    }
  }

  test.each([-60, -25, -10, -3, 0, 5])('the clock %i ms from the warranty\'s end: exactly one of them applies', async (offsetMs) => {
    const { bookingId } = await atWarrantyEnd(offsetMs);
    const [claim] = await Promise.all([postClaim(app, buyer, bookingId), runScheduler(app)]);
    // Both may have found it not yet due (the claim then just late): the next run completes it.
    advance(app, SECOND_MS);
    await runScheduler(app);
    await exactlyOne(bookingId, claim.status);
  });

  test('a minute past the warranty\'s end: the claim is refused and the deal completes', async () => {
    const { bookingId } = await atWarrantyEnd(60_000);
    const [claim] = await Promise.all([postClaim(app, buyer, bookingId), runScheduler(app)]);
    expect(claim.status).toBe(409);
    await exactlyOne(bookingId, claim.status);
  });
});

describe('the expiry and the payment at the same instant', () => {
  test.each(ROUNDS)('round %i: paid (not expired), or expired with the charge refunded and a 409; never both, never sold without a paid booking', async () => {
    const { bookingId, listing } = await bookedDeal(app, buyer, seller);
    const transactionId = await paidIntent(app, buyer, bookingId);
    advance(app, 48 * HOUR_MS + SECOND_MS);
    const [payment] = await Promise.all([postPayment(app, buyer, bookingId, transactionId), runScheduler(app)]);
    const after = await readBooking(app, buyer, bookingId);
    expect(after.history).toHaveLength(1);
    if (payment.status === 201) {
      expect(events(after)).toEqual(['pay']);
      expect(after.status).toBe('paid');
      expect(await isRefunded(app, transactionId)).toBe(false);
      expect(await productStatus(app, listing)).toBe('sold');
    } else {
      expect(payment.status).toBe(409);
      expect(payment.body.message).toBe('This booking has expired. Your payment has been refunded.');
      expect(events(after)).toEqual(['expire']);
      expect(await isRefunded(app, transactionId)).toBe(true);
      expect(await productStatus(app, listing)).toBe('available');
      expect(await app.server.db.collections.payments.countDocuments({ bookingId: new ObjectId(bookingId) })).toBe(0);
    }
    // Nothing changes when the scheduler runs again.
    await runScheduler(app);
    expect((await readBooking(app, buyer, bookingId)).history).toEqual(after.history);
  });

  test('a payment recorded after the scheduler expired the booking: 409, refunded; another buyer can still buy the device', async () => {
    const other = await registerUser(app, 'Buyer', 'Omar Other');
    const { bookingId, listing } = await bookedDeal(app, buyer, seller);
    const transactionId = await paidIntent(app, buyer, bookingId);
    advance(app, 48 * HOUR_MS + SECOND_MS);
    await runScheduler(app);
    const res = await postPayment(app, buyer, bookingId, transactionId);
    expect(res.status).toBe(409);
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await productStatus(app, listing)).toBe('available');
    const again = await book(app, other, listing);
    const second = await paidIntent(app, other, again);
    expect((await postPayment(app, other, again, second)).status).toBe(201);
    expect(await productStatus(app, listing)).toBe('sold');
  });
});
