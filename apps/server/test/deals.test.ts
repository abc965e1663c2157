// The deal after the booking, over HTTP on the real app with the sandbox processor: every transition
// of the booking's life (docs/api.md "The life of a booking"), every refusal, and who may make each
// call. What is asserted is what a client would notice: answers, the booking as GET /bookings/{id}
// shows it, notifications as GET /notifications shows them, the product, the processor's refunds
// and the payouts. The API's clock is moved (and its scheduler run) instead of waiting.
import { ObjectId } from 'mongodb';
import type { Booking, BookingEvent } from '@mobile-planet/shared';
import type { BookingDoc } from '../src/modules/bookings/bookings.documents';
import type { ProductDoc } from '../src/modules/products/products.documents';
import {
  advance, advanceAndRun, book, bookedDeal, CLAIM, DAY_MS, getBooking, handedOverDeal, handOver, handoverCode, HOUR_MS, isRefunded, MINUTE_MS,
  notificationKinds, paidDeal, paidIntent, pay, payoutsOf, postCancel, postClaim, postDecision, postHandover, postPayment, productStatus,
  readBooking, registerDealCast, runScheduler, uploadPhoto, wrongCode,
} from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { cursorIn, nextQuery } from './support/paging';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const SOLD_TO_ANOTHER = 'The device was sold to another buyer';

/** The history as [event, by] pairs, oldest first. */
const steps = (b: Pick<Booking, 'history'>) => b.history.map((e) => [e.event, e.by]);
const status = async (user: TestUser, bookingId: string) => (await readBooking(app, user, bookingId)).status;
const createIntent = (user: TestUser, bookingId: string) => app.http().post('/create-payment-intent').set(user.auth).send({ bookingId });
const attempts = (bookingId: string) => app.server.db.collections.handoverAttempts.countDocuments({ bookingId: new ObjectId(bookingId) });
const listed = async (listing: ProductDoc) =>
  ((await app.http().get('/listings').query({ q: listing.deviceName })).body.items as Array<{ _id: string }>).map((i) => i._id).includes(listing._id.toHexString());
const claimIds = async (state: 'open' | 'decided') =>
  ((await app.http().get('/claims').query({ state, limit: 100 }).set(admin.auth)).body as Booking[]).map((b) => b._id);

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('every transition', () => {
  test('booked → paid: the buyer sees the handover code; the device is sold; its other bookings close (cancelled, with a note) and their buyers hear it was sold to another', async () => {
    const third = await registerUser(app, 'Buyer', 'Tara Third');
    const { listing, bookingId } = await bookedDeal(app, buyer, seller, { resalePrice: 23_000 });
    const others = [await book(app, otherBuyer, listing), await book(app, third, listing)];

    const transactionId = await pay(app, buyer, bookingId);

    const paid = await readBooking(app, buyer, bookingId);
    expect(paid).toMatchObject({ status: 'paid', paid: true, transactionId, handoverCode: expect.stringMatching(/^\d{6}$/), paidAt: expect.any(String) });
    expect(paid.history).toEqual([{ event: 'pay', from: 'booked', to: 'paid', by: 'buyer', at: paid.paidAt }]);
    expect(await productStatus(app, listing)).toBe('sold');
    expect(await listed(listing)).toBe(false);

    for (const [user, id] of [[otherBuyer, others[0]!], [third, others[1]!]] as const) {
      const closed = await readBooking(app, user, id);
      expect(closed.status).toBe('cancelled');
      expect(closed.history).toEqual([{ event: 'close', from: 'booked', to: 'cancelled', by: 'system', at: expect.any(String), note: SOLD_TO_ANOTHER }]);
      expect(await notificationKinds(app, user, id)).toEqual(['sold_to_other']);
      const intent = await createIntent(user, id);
      expect(intent.status).toBe(409);
    }
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'paid']);
    expect(await isRefunded(app, transactionId)).toBe(false);
  });

  test('booked → expired: not before 48 h; then the scheduler expires it, both sides hear it, and it cannot be paid', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    await advanceAndRun(app, 48 * HOUR_MS - MINUTE_MS);
    expect(await status(buyer, bookingId)).toBe('booked');
    expect(await notificationKinds(app, buyer, bookingId)).toEqual([]);

    await advanceAndRun(app, 2 * MINUTE_MS);
    const expired = await readBooking(app, buyer, bookingId);
    expect(expired.status).toBe('expired');
    expect(expired.history).toEqual([{ event: 'expire', from: 'booked', to: 'expired', by: 'system', at: expect.any(String) }]);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['expired']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'expired']);

    const intent = await createIntent(buyer, bookingId);
    expect(intent.status).toBe(409);
    expect(intent.body.message).toBe('This booking has expired. Book the device again to buy it.');
    // The scheduler does it once.
    await runScheduler(app);
    expect((await readBooking(app, seller, bookingId)).history).toHaveLength(1);
  });

  test('booked → cancelled by the buyer: the seller hears it; it cannot be paid or cancelled again', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const res = await postCancel(app, buyer, bookingId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: bookingId, status: 'cancelled', paid: false });
    expect(res.body.history).toEqual([{ event: 'cancel', from: 'booked', to: 'cancelled', by: 'buyer', at: expect.any(String) }]);
    expect(await status(seller, bookingId)).toBe('cancelled');
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'cancelled']);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual([]);

    const intent = await createIntent(buyer, bookingId);
    expect(intent.status).toBe(409);
    expect(intent.body.message).toBe('This booking was cancelled.');
    const again = await postCancel(app, buyer, bookingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking was cancelled');
  });

  test('booked → cancelled by the seller (declined): the buyer hears it', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const res = await postCancel(app, seller, bookingId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(steps(res.body)).toEqual([['cancel', 'seller']]);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['cancelled']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked']);
  });

  test('a payment made before the booking was cancelled: 409 and the charge goes back', async () => {
    const { listing, bookingId } = await bookedDeal(app, buyer, seller);
    const transactionId = await paidIntent(app, buyer, bookingId);
    expect((await postCancel(app, buyer, bookingId)).status).toBe(200);
    const res = await postPayment(app, buyer, bookingId, transactionId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking was cancelled. Your payment has been refunded.');
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await status(buyer, bookingId)).toBe('cancelled');
    expect(await productStatus(app, listing)).toBe('available');
  });

  test('paid → refunded by the seller\'s cancel: the charge is refunded, the listing is back on the market and another buyer buys it', async () => {
    const { listing, bookingId, transactionId } = await paidDeal(app, buyer, seller);
    expect(await productStatus(app, listing)).toBe('sold');

    const res = await postCancel(app, seller, bookingId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('refunded');
    expect(res.body.history.at(-1)).toEqual({ event: 'seller_cancel', from: 'paid', to: 'refunded', by: 'seller', at: expect.any(String) });
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await productStatus(app, listing)).toBe('available');
    expect(await listed(listing)).toBe(true);
    const seen = await readBooking(app, buyer, bookingId);
    expect(seen.status).toBe('refunded');
    expect(seen.handoverCode).toBeUndefined();
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'refunded']);
    expect((await createIntent(buyer, bookingId)).status).toBe(409);

    const again = await book(app, otherBuyer, listing);
    const second = await pay(app, otherBuyer, again);
    expect(await status(otherBuyer, again)).toBe('paid');
    expect(await productStatus(app, listing)).toBe('sold');
    expect(await isRefunded(app, second)).toBe(false);
    // The first buyer's refunded booking stays refunded.
    expect(await status(buyer, bookingId)).toBe('refunded');
  });

  test('paid → handed_over with the buyer\'s code (spaces forgiven): handedOverAt, a 7-day warranty, the code gone', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const sellerView = await readBooking(app, seller, bookingId);
    expect(sellerView.handoverCode).toBeUndefined();
    expect(sellerView.handover).toEqual({ triesLeft: 5 });

    const res = await postHandover(app, seller, bookingId, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.status).toBe(200);
    const done = res.body as Booking;
    expect(done.status).toBe('handed_over');
    expect(Date.parse(done.warrantyEndsAt!) - Date.parse(done.handedOverAt!)).toBe(7 * DAY_MS);
    expect(done.history.at(-1)).toEqual({ event: 'handover', from: 'paid', to: 'handed_over', by: 'seller', at: done.handedOverAt });
    expect(steps(done)).toEqual([['pay', 'buyer'], ['handover', 'seller']]);
    expect(done.handover).toBeUndefined();

    const asBuyer = await readBooking(app, buyer, bookingId);
    expect(asBuyer).toMatchObject({ status: 'handed_over', handedOverAt: done.handedOverAt, warrantyEndsAt: done.warrantyEndsAt });
    expect(asBuyer.handoverCode).toBeUndefined();
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'handed_over']);
  });

  test('handed_over → completed by the scheduler after the 7 days, not before: one payout of the price', async () => {
    const { bookingId, transactionId } = await handedOverDeal(app, buyer, seller, { resalePrice: 27_500 });
    await advanceAndRun(app, 7 * DAY_MS - MINUTE_MS);
    expect(await status(buyer, bookingId)).toBe('handed_over');
    expect(await payoutsOf(app, bookingId)).toEqual([]);

    await advanceAndRun(app, 2 * MINUTE_MS);
    const done = await readBooking(app, seller, bookingId);
    expect(done.status).toBe('completed');
    expect(done.history.at(-1)).toEqual({ event: 'complete', from: 'handed_over', to: 'completed', by: 'system', at: expect.any(String) });
    expect(await payoutsOf(app, bookingId)).toEqual([
      { _id: new ObjectId(bookingId), sellerEmail: seller.email, amount: 27_500, transactionId, createdAt: expect.any(Date) },
    ]);
    expect(await isRefunded(app, transactionId)).toBe(false);

    await runScheduler(app);
    expect(await payoutsOf(app, bookingId)).toHaveLength(1);
    expect((await readBooking(app, seller, bookingId)).history).toHaveLength(3);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'handed_over', 'completed']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'paid', 'completed']);
  });

  test('handed_over → claimed within the 7 days, with the buyer\'s own uploaded photo; a photo the buyer did not upload is a 400', async () => {
    const { bookingId } = await handedOverDeal(app, buyer, seller);
    advance(app, 6 * DAY_MS);
    const photo = await uploadPhoto(app, buyer);
    const sellersPhoto = await uploadPhoto(app, seller);

    const notYours = await postClaim(app, buyer, bookingId, { ...CLAIM, photos: [photo, sellersPhoto] });
    expect(notYours.status).toBe(400);
    expect(notYours.body).toEqual({ code: 'photo_not_yours', message: 'Use a photo you uploaded yourself', errors: { 'photos.1': 'Use a photo you uploaded yourself' } });
    const missing = await postClaim(app, buyer, bookingId, { ...CLAIM, photos: [`http://api.test/images/${new ObjectId().toHexString()}`] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'photos.0': 'The photo was not found. Please upload it again' });
    const elsewhere = await postClaim(app, buyer, bookingId, { ...CLAIM, photos: ['https://example.test/photo.png'] });
    expect(elsewhere.status).toBe(400);
    const tooMany = await postClaim(app, buyer, bookingId, { ...CLAIM, photos: [photo, photo, photo, photo] });
    expect(tooMany.status).toBe(400);
    expect(await status(buyer, bookingId)).toBe('handed_over');

    const res = await postClaim(app, buyer, bookingId, { ...CLAIM, photos: [photo] });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('claimed');
    expect(res.body.claim).toEqual({ reason: CLAIM.reason, text: CLAIM.text, photos: [photo], openedAt: expect.any(String) });
    expect(res.body.history.at(-1)).toEqual({ event: 'claim', from: 'handed_over', to: 'claimed', by: 'buyer', at: res.body.claim.openedAt });
    expect((await readBooking(app, seller, bookingId)).claim).toEqual(res.body.claim);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'paid', 'claim_opened']);
    expect(await claimIds('open')).toContain(bookingId);

    // A claimed deal does not complete when its warranty ends.
    await advanceAndRun(app, 2 * DAY_MS);
    expect(await status(buyer, bookingId)).toBe('claimed');
    expect(await payoutsOf(app, bookingId)).toEqual([]);
  });

  test('claimed → refunded by an Admin\'s decision: the note shows both sides, the charge goes back, no payout', async () => {
    const { bookingId, transactionId } = await handedOverDeal(app, buyer, seller);
    expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
    const note = 'The photos show a cracked screen: the buyer is refunded.';
    const res = await postDecision(app, admin, bookingId, 'refund', note);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('refunded');
    const decision = { outcome: 'refund', note, at: expect.any(String) };
    const last: BookingEvent = { event: 'refund_claim', from: 'claimed', to: 'refunded', by: 'admin', at: expect.any(String), note };
    for (const user of [buyer, seller, admin]) {
      const seen = await readBooking(app, user, bookingId);
      expect(seen.claim?.decision).toEqual(decision);
      expect(seen.history.at(-1)).toEqual(last);
    }
    expect(await isRefunded(app, transactionId)).toBe(true);
    expect(await payoutsOf(app, bookingId)).toEqual([]);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'handed_over', 'claim_refunded']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'paid', 'claim_opened', 'claim_refunded']);
    expect(await claimIds('open')).not.toContain(bookingId);
    expect(await claimIds('decided')).toContain(bookingId);
  });

  test('claimed → completed by an Admin\'s rejection: the note shows both sides, the payout is recorded, nothing refunded', async () => {
    const { bookingId, transactionId } = await handedOverDeal(app, buyer, seller, { resalePrice: 14_000 });
    expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
    const note = 'The device works as described.';
    const res = await postDecision(app, admin, bookingId, 'reject', note);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    for (const user of [buyer, seller]) {
      const seen = await readBooking(app, user, bookingId);
      expect(seen.claim?.decision).toEqual({ outcome: 'reject', note, at: expect.any(String) });
      expect(seen.history.at(-1)).toEqual({ event: 'reject_claim', from: 'claimed', to: 'completed', by: 'admin', at: expect.any(String), note });
    }
    expect(await isRefunded(app, transactionId)).toBe(false);
    expect(await payoutsOf(app, bookingId)).toEqual([expect.objectContaining({ sellerEmail: seller.email, amount: 14_000, transactionId })]);
    expect(await notificationKinds(app, buyer, bookingId)).toEqual(['paid', 'handed_over', 'claim_rejected']);
    expect(await notificationKinds(app, seller, bookingId)).toEqual(['booked', 'paid', 'claim_opened', 'claim_rejected']);
    // Past the warranty, the scheduler has nothing more to do with it.
    await advanceAndRun(app, 8 * DAY_MS);
    expect(await payoutsOf(app, bookingId)).toHaveLength(1);
    expect((await readBooking(app, buyer, bookingId)).history).toHaveLength(4);
  });
});

describe('every refusal', () => {
  test('a wrong code: 400 with the tries left; the 5th wrong code locks the handover for an hour (429, Retry-After), even for the right code', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const wrong = wrongCode(code);
    for (const left of [4, 3, 2, 1]) {
      const res = await postHandover(app, seller, bookingId, wrong);
      expect(res.status).toBe(400);
      const message = `That is not the buyer's handover code. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
      expect(res.body).toEqual({ code: 'handover_code_wrong', message, params: { left }, errors: { code: message } });
      expect((await readBooking(app, seller, bookingId)).handover).toEqual({ triesLeft: left });
    }
    const fifth = await postHandover(app, seller, bookingId, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBe('3600');
    expect(fifth.body.message).toMatch(/^Too many wrong codes\. Try again after \d\d:\d\d UTC\.$/);
    const locked = (await readBooking(app, seller, bookingId)).handover!;
    expect(locked.triesLeft).toBe(0);
    expect(Date.parse(locked.lockedUntil!) - app.clock.now().getTime()).toBeGreaterThan(59 * MINUTE_MS);

    const right = await postHandover(app, seller, bookingId, code);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3500);
    advance(app, 59 * MINUTE_MS);
    const stillLocked = await postHandover(app, seller, bookingId, code);
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await status(buyer, bookingId)).toBe('paid');
    expect(await attempts(bookingId)).toBe(5);

    advance(app, 2 * MINUTE_MS);
    expect((await readBooking(app, seller, bookingId)).handover).toEqual({ triesLeft: 5 });
    const after = await postHandover(app, seller, bookingId, code);
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('handed_over');
  });

  test('four wrong codes, then the right one as the fifth try: handed over', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    for (let i = 0; i < 4; i++) expect((await postHandover(app, seller, bookingId, wrongCode(code))).status).toBe(400);
    expect((await readBooking(app, seller, bookingId)).handover).toEqual({ triesLeft: 1 });
    const fifth = await postHandover(app, seller, bookingId, code);
    expect(fifth.status).toBe(200);
    expect(fifth.body.status).toBe('handed_over');
  });

  test('handover on a booked or an already handed-over booking: 409, no try spent', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const early = await postHandover(app, seller, bookingId, '123456');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This booking has not been paid yet');
    expect(await attempts(bookingId)).toBe(0);

    await pay(app, buyer, bookingId);
    expect((await readBooking(app, seller, bookingId)).handover).toEqual({ triesLeft: 5 });
    const code = await handoverCode(app, buyer, bookingId);
    expect((await postHandover(app, seller, bookingId, code)).status).toBe(200);
    expect(await attempts(bookingId)).toBe(1);
    for (const again of [code, wrongCode(code)]) {
      const res = await postHandover(app, seller, bookingId, again);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This device has already been handed over');
    }
    expect(await attempts(bookingId)).toBe(1);
    expect((await readBooking(app, buyer, bookingId)).history).toHaveLength(2);
  });

  test('a booking paid before deals had handover codes: any code is refused with a 409, and the booking stays paid', async () => {
    const listing = await insertListing(app, seller, { status: 'sold' });
    const now = app.clock.now();
    const legacy: BookingDoc = {
      _id: new ObjectId(), name: buyer.name, email: buyer.email, device: listing.deviceName, price: listing.resalePrice, contact: '01711000222',
      location: 'Dhaka', paid: true, productId: listing._id, createdAt: now, sellerEmail: seller.email, sellerName: seller.name,
      status: 'paid', version: 0, history: [], expiresAt: new Date(now.getTime() + 48 * HOUR_MS),
    };
    await app.server.db.collections.bookings.insertOne(legacy);
    const bookingId = legacy._id.toHexString();
    expect((await readBooking(app, buyer, bookingId)).handoverCode).toBeUndefined();
    const res = await postHandover(app, seller, bookingId, '000000');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking has no handover code to check');
    const after = await readBooking(app, seller, bookingId);
    expect(after.status).toBe('paid');
    expect(after.history).toEqual([]);
    expect(await attempts(bookingId)).toBe(0);
  });

  test('a malformed code: 400 naming the field, no try spent', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    for (const code of ['12345', '1234567', 'abcdef', 123456, { $ne: null }]) {
      const res = await app.http().post(`/bookings/${bookingId}/handover`).set(seller.auth).send({ code });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ code: 'The handover code is 6 digits' });
    }
    expect(await attempts(bookingId)).toBe(0);
  });

  test('a claim after the 7 days: 409 (even before the scheduler completed the deal)', async () => {
    const { bookingId } = await handedOverDeal(app, buyer, seller);
    advance(app, 7 * DAY_MS + MINUTE_MS);
    const res = await postClaim(app, buyer, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The 7-day warranty of this deal has ended');
    await runScheduler(app);
    const late = await postClaim(app, buyer, bookingId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This deal is already completed');
    expect(steps(await readBooking(app, buyer, bookingId))).toEqual([['pay', 'buyer'], ['handover', 'seller'], ['complete', 'system']]);
  });

  test('a claim twice: 409; a claim before the handover: 409', async () => {
    const { bookingId } = await handedOverDeal(app, buyer, seller);
    expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
    const twice = await postClaim(app, buyer, bookingId, { reason: 'damaged', text: 'And a scratch.' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A claim is already open on this deal');
    expect((await readBooking(app, buyer, bookingId)).claim?.reason).toBe(CLAIM.reason);

    const paid = await paidDeal(app, buyer, seller);
    const early = await postClaim(app, buyer, paid.bookingId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This booking is already paid');
  });

  test('a decision on a booking without an open claim: 409; a second decision: 409', async () => {
    const { bookingId } = await handedOverDeal(app, buyer, seller);
    const unclaimed = await postDecision(app, admin, bookingId, 'refund');
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.body.message).toBe('This device has already been handed over');
    const booked = await bookedDeal(app, buyer, seller);
    expect((await postDecision(app, admin, booked.bookingId, 'reject')).status).toBe(409);

    expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
    expect((await postDecision(app, admin, bookingId, 'reject')).status).toBe(200);
    const second = await postDecision(app, admin, bookingId, 'refund');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This deal is already completed');
    expect(await payoutsOf(app, bookingId)).toHaveLength(1);
  });

  test('the buyer cancels after paying: 409, still paid; the seller cancels a handed-over deal: 409', async () => {
    const { bookingId, transactionId } = await paidDeal(app, buyer, seller);
    const res = await postCancel(app, buyer, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking is already paid');
    expect(await status(buyer, bookingId)).toBe('paid');
    expect(await isRefunded(app, transactionId)).toBe(false);

    await handOver(app, buyer, seller, bookingId);
    for (const user of [buyer, seller]) {
      const late = await postCancel(app, user, bookingId);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This device has already been handed over');
    }
    expect(await isRefunded(app, transactionId)).toBe(false);
  });

  test('paying for an expired or a cancelled booking: 409 for the intent', async () => {
    const expired = await bookedDeal(app, buyer, seller);
    const cancelled = await bookedDeal(app, buyer, seller);
    expect((await postCancel(app, seller, cancelled.bookingId)).status).toBe(200);
    const cancelledIntent = await createIntent(buyer, cancelled.bookingId);
    expect(cancelledIntent.status).toBe(409);
    expect(cancelledIntent.body.message).toBe('This booking was cancelled.');

    // Past its expiry it cannot be paid, even before the scheduler has expired it.
    advance(app, 48 * HOUR_MS + MINUTE_MS);
    const due = await createIntent(buyer, expired.bookingId);
    expect(due.status).toBe(409);
    expect(due.body.message).toBe('This booking has expired. Book the device again to buy it.');
    await runScheduler(app);
    expect(await status(buyer, expired.bookingId)).toBe('expired');
    expect((await createIntent(buyer, expired.bookingId)).status).toBe(409);
  });

  test('the seller\'s contact and the meeting place: for the buyer and an Admin, from the listing; not repeated to the seller', async () => {
    const { listing, bookingId } = await bookedDeal(app, buyer, seller, { Contact: '01811000999', Location: 'Bashundhara City, Dhaka' });
    for (const reader of [buyer, admin]) {
      expect(await readBooking(app, reader, bookingId)).toMatchObject({ sellerContact: '01811000999', meetingPlace: 'Bashundhara City, Dhaka' });
    }
    const mine = await app.http().get('/bookings').query({ email: buyer.email, limit: 100 }).set(buyer.auth);
    expect((mine.body as Booking[]).find((b) => b._id === bookingId)).toMatchObject({ sellerContact: listing.Contact, meetingPlace: listing.Location });
    const asSeller = await readBooking(app, seller, bookingId);
    expect(asSeller.sellerContact).toBeUndefined();
    expect(asSeller.meetingPlace).toBeUndefined();
  });

  test('the handover code: only for the buyer in GET /bookings/{id}, only while paid; never for the seller, an Admin, or in GET /sales', async () => {
    const { bookingId } = await paidDeal(app, buyer, seller);
    const code = await handoverCode(app, buyer, bookingId);
    const looks = [
      await getBooking(app, seller, bookingId),
      await getBooking(app, admin, bookingId),
      await app.http().get('/sales').query({ limit: 100 }).set(seller.auth),
      await app.http().get('/bookings').query({ email: buyer.email, limit: 100 }).set(admin.auth),
      await app.http().get('/claims').query({ limit: 100 }).set(admin.auth),
    ];
    for (const res of looks) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('handoverCode');
    }
    expect((looks[2]!.body as Booking[]).find((b) => b._id === bookingId)).toMatchObject({ status: 'paid' });

    const before = await bookedDeal(app, buyer, seller);
    expect((await readBooking(app, buyer, before.bookingId)).handoverCode).toBeUndefined();
    await handOver(app, buyer, seller, bookingId);
    expect((await readBooking(app, buyer, bookingId)).handoverCode).toBeUndefined();
    expect(JSON.stringify((await getBooking(app, buyer, bookingId)).body)).not.toContain(code);
  });
});

describe('who may make each call', () => {
  let booked: string;
  let paid: string;
  let handedOver: string;
  let claimed: string;
  let code: string;

  beforeAll(async () => {
    booked = (await bookedDeal(app, buyer, seller)).bookingId;
    paid = (await paidDeal(app, buyer, seller)).bookingId;
    code = await handoverCode(app, buyer, paid);
    handedOver = (await handedOverDeal(app, buyer, seller)).bookingId;
    claimed = (await handedOverDeal(app, buyer, seller)).bookingId;
    expect((await postClaim(app, buyer, claimed)).status).toBe(200);
  });

  test('an Admin who sold the device cannot decide its claim (403, still claimed); another Admin can', async () => {
    const selling = await registerUser(app, 'Admin', 'Selma Selling-Admin');
    const { bookingId } = await handedOverDeal(app, buyer, selling);
    expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
    const own = await postDecision(app, selling, bookingId, 'reject');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Another admin decides a claim on your own deal');
    expect(await status(buyer, bookingId)).toBe('claimed');
    expect((await postDecision(app, admin, bookingId, 'reject')).status).toBe(200);
    expect(await status(buyer, bookingId)).toBe('completed');
  });

  test('the test clock is not there unless the API was started with TEST_CLOCK: POST /testing/clock is a 404 and time does not move', async () => {
    const before = app.clock.now().getTime();
    const res = await app.http().post('/testing/clock').send({ advanceHours: 24 * 8 });
    expect(res.status).toBe(404);
    expect(app.clock.now().getTime() - before).toBeLessThan(60_000);
  });

  test('anonymous: 401 for every call of the deal', async () => {
    const http = app.http;
    const calls = [
      http().get(`/bookings/${paid}`),
      http().post(`/bookings/${booked}/cancel`).send({}),
      http().post(`/bookings/${paid}/handover`).send({ code }),
      http().post(`/bookings/${handedOver}/claim`).send(CLAIM),
      http().post(`/bookings/${claimed}/claim/decision`).send({ decision: 'refund', note: 'x' }),
      http().get('/claims'),
      http().get('/sales'),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    expect(await status(buyer, booked)).toBe('booked');
    expect(await status(buyer, paid)).toBe('paid');
    expect(await status(buyer, claimed)).toBe('claimed');
  });

  test('GET /bookings/{id}: its buyer, its seller and an Admin; another Buyer or Seller 403', async () => {
    for (const user of [buyer, seller, admin]) expect((await getBooking(app, user, paid)).status).toBe(200);
    for (const user of [otherBuyer, otherSeller]) {
      const res = await getBooking(app, user, paid);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'booking_not_yours', message: 'You can only see your own bookings' });
    }
  });

  test('cancel: another Buyer, another Seller and an Admin get 403; the booking stays as it was', async () => {
    for (const id of [booked, paid]) {
      for (const user of [otherBuyer, otherSeller, admin]) expect((await postCancel(app, user, id)).status).toBe(403);
    }
    expect(await status(buyer, booked)).toBe('booked');
    expect(await status(buyer, paid)).toBe('paid');
  });

  test('handover: only the listing\'s seller; the buyer, another Buyer or Seller and an Admin get 403 without spending a try', async () => {
    const onlySeller = await postHandover(app, buyer, paid, code);
    expect(onlySeller.status).toBe(403);
    expect(onlySeller.body.message).toBe('Only the seller enters the handover code');
    for (const user of [otherBuyer, otherSeller, admin]) expect((await postHandover(app, user, paid, code)).status).toBe(403);
    expect(await status(buyer, paid)).toBe('paid');
    expect(await attempts(paid)).toBe(0);
  });

  test('claim: only the booking\'s buyer; the seller, another Buyer and an Admin get 403', async () => {
    const bySeller = await postClaim(app, seller, handedOver);
    expect(bySeller.status).toBe(403);
    expect(bySeller.body.message).toBe('Only the buyer can open a claim');
    for (const user of [otherBuyer, admin]) expect((await postClaim(app, user, handedOver)).status).toBe(403);
    expect(await status(buyer, handedOver)).toBe('handed_over');
  });

  test('decision: only an Admin; the deal\'s own buyer and seller, and others, get 403', async () => {
    for (const user of [buyer, seller, otherBuyer, otherSeller]) {
      const res = await postDecision(app, user, claimed, 'refund');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an admin can do this');
    }
    expect(await status(buyer, claimed)).toBe('claimed');
  });

  test('GET /claims: only an Admin; open ones oldest first, with the claim', async () => {
    for (const user of [buyer, seller]) expect((await app.http().get('/claims').set(user.auth)).status).toBe(403);
    const res = await app.http().get('/claims').query({ limit: 100 }).set(admin.auth);
    expect(res.status).toBe(200);
    const open = res.body as Booking[];
    expect(open.every((b) => b.status === 'claimed')).toBe(true);
    expect(open.find((b) => b._id === claimed)?.claim).toMatchObject({ reason: CLAIM.reason, text: CLAIM.text });
    const opened = open.map((b) => Date.parse(b.claim!.openedAt));
    expect(opened).toEqual([...opened].sort((a, b) => a - b));
    expect((await app.http().get('/claims').query({ state: 'closed' }).set(admin.auth)).status).toBe(400);
    expect((await app.http().get('/claims').query({ x: '1' }).set(admin.auth)).status).toBe(400);
  });

  test('GET /sales: a Seller and an Admin see only the bookings of their own listings, newest first, with the buyer\'s name, contact and location; a Buyer 403', async () => {
    const shop = await registerUser(app, 'Seller', 'Shop Keeper');
    const first = await bookedDeal(app, buyer, shop);
    const second = await paidDeal(app, otherBuyer, shop);
    const res = await app.http().get('/sales').set(shop.auth);
    expect(res.status).toBe(200);
    expect((res.body as Booking[]).map((b) => b._id)).toEqual([second.bookingId, first.bookingId]);
    expect(res.body[0]).toMatchObject({ name: otherBuyer.name, email: otherBuyer.email, contact: '01711000222', location: 'Mirpur, Dhaka', status: 'paid' });
    expect(res.body[0].handoverCode).toBeUndefined();

    const paged = await app.http().get('/sales').query({ limit: 1 }).set(shop.auth);
    expect((paged.body as Booking[]).map((b) => b._id)).toEqual([second.bookingId]);
    const next = await app.http().get('/sales').query({ limit: 1, cursor: cursorIn(nextQuery(paged)) }).set(shop.auth);
    expect((next.body as Booking[]).map((b) => b._id)).toEqual([first.bookingId]);
    expect(nextQuery(next)).toBeNull();

    const others = ((await app.http().get('/sales').query({ limit: 100 }).set(otherSeller.auth)).body as Booking[]).map((b) => b._id);
    expect(others).not.toContain(first.bookingId);
    const adminListing = await insertListing(app, admin);
    const adminSale = await book(app, buyer, adminListing);
    const asAdmin = await app.http().get('/sales').query({ limit: 100 }).set(admin.auth);
    expect(asAdmin.status).toBe(200);
    expect((asAdmin.body as Booking[]).map((b) => b._id)).toEqual([adminSale]);

    for (const user of [buyer, otherBuyer]) expect((await app.http().get('/sales').set(user.auth)).status).toBe(403);
    expect((await app.http().get('/sales').query({ limit: 101 }).set(shop.auth)).status).toBe(400);
  });

  test('a malformed id: 400; an unknown id: 404, for every call', async () => {
    const unknown = new ObjectId().toHexString();
    for (const id of ['not-an-id', encodeURIComponent('{"$ne":null}')]) {
      const bad = [
        await getBooking(app, buyer, id),
        await postCancel(app, buyer, id),
        await postHandover(app, seller, id, '123456'),
        await postClaim(app, buyer, id),
        await postDecision(app, admin, id, 'refund'),
      ];
      for (const res of bad) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Not a valid id');
      }
    }
    const missing = [
      await getBooking(app, buyer, unknown),
      await postCancel(app, buyer, unknown),
      await postHandover(app, seller, unknown, '123456'),
      await postClaim(app, buyer, unknown),
      await postDecision(app, admin, unknown, 'refund'),
    ];
    for (const res of missing) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No such booking');
    }
  });

  test('a body with unknown or operator fields: 400, nothing changes', async () => {
    const bad = [
      await app.http().post(`/bookings/${booked}/cancel`).set(buyer.auth).send({ reason: 'changed my mind' }),
      await app.http().post(`/bookings/${booked}/cancel?force=1`).set(buyer.auth).send({}),
      await app.http().post(`/bookings/${paid}/handover`).set(seller.auth).send({ code, skip: true }),
      await app.http().post(`/bookings/${handedOver}/claim`).set(buyer.auth).send({ ...CLAIM, refund: true }),
      await app.http().post(`/bookings/${handedOver}/claim`).set(buyer.auth).send({ ...CLAIM, reason: { $ne: null } }),
      await app.http().post(`/bookings/${handedOver}/claim`).set(buyer.auth).send({ reason: 'broken', text: 'x' }),
      await app.http().post(`/bookings/${handedOver}/claim`).set(buyer.auth).send({ reason: 'other', text: '' }),
      await app.http().post(`/bookings/${claimed}/claim/decision`).set(admin.auth).send({ decision: 'refund', note: 'ok', amount: 1 }),
      await app.http().post(`/bookings/${claimed}/claim/decision`).set(admin.auth).send({ decision: 'maybe', note: 'ok' }),
      await app.http().post(`/bookings/${claimed}/claim/decision`).set(admin.auth).send({ decision: 'refund' }),
    ];
    for (const res of bad) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await status(buyer, booked)).toBe('booked');
    expect(await status(buyer, paid)).toBe('paid');
    expect(await attempts(paid)).toBe(0);
    expect(await status(buyer, handedOver)).toBe('handed_over');
    expect(await status(buyer, claimed)).toBe('claimed');
  });
});
