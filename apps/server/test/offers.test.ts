// Offers over HTTP on the real app: a buyer offers a price, the side whose turn it is accepts,
// declines or counters, either side withdraws, an offer lapses after 48 hours, and accepting
// starts the deal at the agreed price. One test per cell of the permission table (docs/api.md),
// the races the issue names, and what a person would notice (the bell, the price charged).
import { ObjectId } from 'mongodb';
import type { Offer, OffersPage } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { HOUR_MS, advanceAndRun, allNotificationsOf, book, pay, readBooking, registerDealCast, runScheduler } from './support/deals';
import { registerUser, signedAs, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { answerLost, engineGone, onNextCall, sentTwice } from './support/lost-answers';
import { nextQuery, cursorIn } from './support/paging';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const offer = (user: TestUser | null, listing: ProductDoc, body: unknown) => signedAs(app.http().post(`/products/${listing._id.toHexString()}/offers`), user).send(body as object);
const move = (user: TestUser | null, id: string, what: 'accept' | 'decline' | 'withdraw' | 'counter', body: unknown = {}) =>
  signedAs(app.http().post(`/offers/${id}/${what}`), user).send(body as object);
const read = (user: TestUser | null, id: string) => signedAs(app.http().get(`/offers/${id}`), user);
const list = (user: TestUser | null, query: Record<string, string | number> = {}) => signedAs(app.http().get('/offers').query(query), user);

/** A listing at 40,000 taka: offers from 20,000 to 39,999. */
const listing = (owner: TestUser = seller, overrides: Partial<ProductDoc> = {}) => insertListing(app, owner, { resalePrice: 40_000, ...overrides });

async function made(user: TestUser, on: ProductDoc, amount: number): Promise<Offer> {
  const res = await offer(user, on, { amount });
  if (res.status !== 201) throw new Error(`POST /products/{id}/offers answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Offer;
}
const kindsAbout = async (user: TestUser, offerId: string) => (await allNotificationsOf(app, user)).filter((n) => n.offerId === offerId).map((n) => n.kind).reverse();
const bookingsOf = (email: string, productId: ObjectId) => app.server.db.collections.bookings.find({ email, productId }).toArray();

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('POST /products/{id}/offers', () => {
  test('a buyer offers within the bounds: 201 open, the seller is told with the amount', async () => {
    const on = await listing();
    const res = await offer(buyer, on, { amount: 30_000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', amount: 30_000, turn: 'seller', askingPrice: 40_000, bounds: { min: 20_000, max: 39_999 }, side: 'buyer', device: on.deviceName });
    expect(new Date(res.body.lapsesAt).getTime() - new Date(res.body.createdAt).getTime()).toBe(48 * HOUR_MS);
    const told = (await allNotificationsOf(app, seller)).find((n) => n.offerId === res.body._id);
    expect(told).toMatchObject({ kind: 'offer_made', amount: 30_000, device: on.deviceName, productId: on._id.toHexString() });
  });

  test('a Seller may make an offer on another seller\'s listing, and the bounds are inclusive of half the price', async () => {
    const on = await listing(otherSeller, { resalePrice: 40_001 });
    expect((await offer(seller, on, { amount: 20_001 })).status).toBe(201);
  });

  test('an Admin may make an offer on someone else\'s listing', async () => {
    expect((await offer(admin, await listing(), { amount: 30_000 })).status).toBe(201);
  });

  test('on one\'s own listing: 403 offer_own_listing', async () => {
    const res = await offer(seller, await listing(), { amount: 30_000 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('offer_own_listing');
  });

  test('signed out: 401', async () => {
    expect((await offer(null, await listing(), { amount: 30_000 })).status).toBe(401);
  });

  test.each([
    ['below half the price', 19_999],
    ['the asking price', 40_000],
    ['above it', 50_000],
  ])('an amount %s: 400 with errors.amount naming the bounds', async (_what, amount) => {
    const res = await offer(buyer, await listing(), { amount });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('offer_amount_out_of_bounds');
    expect(res.body.errors.amount).toBe('Offer from ৳20000 to ৳39999: at least half the asking price, and below it');
  });

  test.each([
    ['not a whole number of taka', 25_000.5],
    ['not a number', 'a lot'],
    ['missing', undefined],
  ])('an amount %s: 400 with errors.amount, nothing written', async (_what, amount) => {
    const on = await listing();
    const res = await offer(buyer, on, amount === undefined ? {} : { amount });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toEqual(expect.any(String));
    expect(await app.server.db.collections.offers.countDocuments({ productId: on._id })).toBe(0);
  });

  test('a second open offer on the same listing: 409; two sent at once: one 201, one 409', async () => {
    const on = await listing();
    await made(buyer, on, 30_000);
    const again = await offer(buyer, on, { amount: 31_000 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('offer_open_already');

    const other = await listing();
    const both = await Promise.all([offer(buyer, other, { amount: 30_000 }), offer(buyer, other, { amount: 32_000 })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await app.server.db.collections.offers.countDocuments({ productId: other._id })).toBe(1);
  });

  test('after the first offer ended, the buyer may offer again', async () => {
    const on = await listing();
    const first = await made(buyer, on, 30_000);
    expect((await move(buyer, first._id, 'withdraw')).status).toBe(200);
    expect((await offer(buyer, on, { amount: 31_000 })).status).toBe(201);
  });

  describe('when the engine fails half way', () => {
    const offersOf = (user: TestUser, on: ProductDoc) => app.server.db.collections.offers.find({ productId: on._id, buyerEmail: user.email }).toArray();
    const toldOf = async (offerId: string) => (await allNotificationsOf(app, seller)).filter((n) => n.kind === 'offer_made' && n.offerId === offerId);

    test('its lock sent twice by the driver (the answer lost on the way back): 201, and the offer stays open', async () => {
      const on = await listing();
      let res: Awaited<ReturnType<typeof offer>> | undefined;
      await onNextCall(app.server.db.collections.offerLocks, 'insertOne', sentTwice, async () => {
        res = await offer(buyer, on, { amount: 30_000 });
      });
      expect(res?.status).toBe(201);
      expect((await read(buyer, res?.body._id)).body).toMatchObject({ status: 'open', amount: 30_000 });
      expect((await offer(buyer, on, { amount: 31_000 })).body.code).toBe('offer_open_already');
    });

    test.each([
      ['the engine gone before the lock', engineGone],
      ['the lock taken, its answer lost', answerLost],
    ])('%s: 503 and no offer left; the retry makes one, and the seller hears of it', async (_what, fault) => {
      const on = await listing();
      await onNextCall(app.server.db.collections.offerLocks, 'insertOne', fault, async () => {
        expect((await offer(buyer, on, { amount: 30_000 })).status).toBe(503);
      });
      expect(await offersOf(buyer, on)).toEqual([]);
      const again = await offer(buyer, on, { amount: 30_000 });
      expect(again.status).toBe(201);
      expect((await offersOf(buyer, on)).map((o) => o.status)).toEqual(['open']);
      expect(await toldOf(again.body._id)).toHaveLength(1);
    });

    test('made, but the seller not told (503): the retry is 409 offer_open_already, and the seller hears of it once', async () => {
      const on = await listing();
      await onNextCall(app.server.db.collections.notifications, 'insertMany', engineGone, async () => {
        expect((await offer(buyer, on, { amount: 30_000 })).status).toBe(503);
      });
      const [made] = await offersOf(buyer, on);
      expect(await toldOf(made!._id.toHexString())).toHaveLength(0);
      for (const amount of [30_000, 31_000]) expect((await offer(buyer, on, { amount })).body.code).toBe('offer_open_already');
      expect(await toldOf(made!._id.toHexString())).toHaveLength(1);
    });
  });

  test('a listing not available: sold 409, hidden 404', async () => {
    const sold = await offer(buyer, await listing(seller, { status: 'sold' }), { amount: 30_000 });
    expect(sold.status).toBe(409);
    expect(sold.body.code).toBe('offer_listing_off_sale');
    expect((await offer(buyer, await listing(seller, { status: 'hidden' }), { amount: 30_000 })).status).toBe(404);
  });
});

describe('the bargaining', () => {
  test('the seller counters, the buyer counters back, the seller accepts: the deal starts at the agreed price, and paying charges it', async () => {
    const on = await listing();
    const o = await made(buyer, on, 25_000);
    // Out of bounds for a counter too.
    const wild = await move(seller, o._id, 'counter', { amount: 40_000 });
    expect(wild.status).toBe(400);
    expect(wild.body.errors.amount).toContain('৳39999');

    app.clock.advance(10 * HOUR_MS);
    const countered = await move(seller, o._id, 'counter', { amount: 36_000 });
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ status: 'countered', amount: 36_000, turn: 'buyer', side: 'seller' });
    // Each counter starts the 48 hours again.
    expect(new Date(countered.body.lapsesAt).getTime() - new Date(countered.body.updatedAt).getTime()).toBe(48 * HOUR_MS);
    // Not the seller's turn any more.
    expect((await move(seller, o._id, 'accept')).status).toBe(403);
    expect((await move(seller, o._id, 'counter', { amount: 35_000 })).status).toBe(403);

    const back = await move(buyer, o._id, 'counter', { amount: 33_000 });
    expect(back.body).toMatchObject({ status: 'open', amount: 33_000, turn: 'seller' });
    // The buyer may not accept their own amount.
    const wrong = await move(buyer, o._id, 'accept');
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('offer_not_your_turn');

    const accepted = await move(seller, o._id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', amount: 33_000, bookingId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(accepted.body.history.map((s: { event: string }) => s.event)).toEqual(['make', 'counter', 'counter', 'accept']);

    const booking = await readBooking(app, buyer, accepted.body.bookingId);
    expect(booking).toMatchObject({ status: 'booked', price: 33_000, productId: on._id.toHexString(), history: [] });
    expect(await kindsAbout(buyer, o._id)).toEqual(['offer_countered', 'offer_accepted']);
    expect(await kindsAbout(seller, o._id)).toEqual(['offer_made', 'offer_countered']);

    const intentId = await pay(app, buyer, accepted.body.bookingId);
    const intent = await app.server.db.collections.sandboxIntents.findOne({ _id: intentId });
    expect(intent?.amount).toBe(33_000 * 100);
    const payment = await app.server.db.collections.payments.findOne({ transactionId: intentId });
    expect(payment?.price).toBe(33_000);
  });

  test('the buyer accepts the seller\'s counter: the deal is at the counter', async () => {
    const o = await made(buyer, await listing(), 22_000);
    await move(seller, o._id, 'counter', { amount: 38_000 });
    const accepted = await move(buyer, o._id, 'accept', {});
    expect(accepted.status).toBe(200);
    expect((await readBooking(app, buyer, accepted.body.bookingId)).price).toBe(38_000);
    expect(await kindsAbout(seller, o._id)).toEqual(['offer_made', 'offer_accepted']);
  });

  test('whose turn: the buyer cannot counter or decline their own open offer; the seller cannot decline or accept their own counter', async () => {
    const o = await made(buyer, await listing(), 22_000);
    for (const [what, body] of [['counter', { amount: 25_000 }], ['decline', {}], ['accept', {}]] as const) {
      const res = await move(buyer, o._id, what, body);
      expect([what, res.status, res.body.code]).toEqual([what, 403, 'offer_not_your_turn']);
    }
    await move(seller, o._id, 'counter', { amount: 36_000 });
    for (const [what, body] of [['counter', { amount: 35_000 }], ['decline', {}], ['accept', {}]] as const) {
      const res = await move(seller, o._id, what, body);
      expect([what, res.status, res.body.code]).toEqual([what, 403, 'offer_not_your_turn']);
    }
    expect((await read(buyer, o._id)).body).toMatchObject({ status: 'countered', amount: 36_000 });
    const missing = new ObjectId().toHexString();
    expect((await move(seller, missing, 'accept')).status).toBe(404);
    expect((await move(seller, missing, 'counter', { amount: 30_000 })).status).toBe(404);
  });

  test('decline: by the side whose turn it is; the other side is told; nothing more can happen', async () => {
    const o = await made(buyer, await listing(), 22_000);
    expect((await move(buyer, o._id, 'decline')).status).toBe(403);
    const declined = await move(seller, o._id, 'decline');
    expect(declined.body.status).toBe('declined');
    expect(await kindsAbout(buyer, o._id)).toEqual(['offer_declined']);
    const late = await move(seller, o._id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('offer_declined_already');
  });

  test('withdraw: by the buyer, or by the seller; the other side is told', async () => {
    const a = await made(buyer, await listing(), 22_000);
    expect((await move(buyer, a._id, 'withdraw')).body.status).toBe('withdrawn');
    expect(await kindsAbout(seller, a._id)).toEqual(['offer_made', 'offer_withdrawn']);
    const b = await made(buyer, await listing(), 22_000);
    expect((await move(seller, b._id, 'withdraw')).body.status).toBe('withdrawn');
    expect(await kindsAbout(buyer, b._id)).toEqual(['offer_withdrawn']);
  });

  test('a move takes no other fields, and a counter only an amount', async () => {
    const o = await made(buyer, await listing(), 22_000);
    expect((await move(seller, o._id, 'accept', { price: 1 })).status).toBe(400);
    const bad = await move(seller, o._id, 'counter', { amount: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.amount).toEqual(expect.any(String));
    expect((await read(buyer, o._id)).body.status).toBe('open');
  });

  test('an Admin reads any offer but moves none; anyone else 403; signed out 401', async () => {
    const o = await made(buyer, await listing(), 22_000);
    expect((await read(admin, o._id)).body).toMatchObject({ side: 'admin', amount: 22_000 });
    expect((await read(buyer, o._id)).body.side).toBe('buyer');
    expect((await read(seller, o._id)).body.side).toBe('seller');
    expect((await read(otherBuyer, o._id)).status).toBe(403);
    expect((await read(null, o._id)).status).toBe(401);
    expect((await read(buyer, new ObjectId().toHexString())).status).toBe(404);
    for (const what of ['accept', 'decline', 'withdraw'] as const) {
      expect((await move(admin, o._id, what)).status).toBe(403);
      expect((await move(otherBuyer, o._id, what)).status).toBe(403);
      expect((await move(null, o._id, what)).status).toBe(401);
    }
    expect((await move(admin, o._id, 'counter', { amount: 30_000 })).status).toBe(403);
    expect((await move(otherSeller, o._id, 'counter', { amount: 30_000 })).status).toBe(403);
    expect((await move(null, o._id, 'counter', { amount: 30_000 })).status).toBe(401);
    expect((await read(buyer, o._id)).body).toMatchObject({ status: 'open', amount: 22_000 });
  });
});

describe('time and the listing', () => {
  test('an offer nobody answered lapses after 48 hours, both sides told; a counter restarts the clock', async () => {
    const a = await made(buyer, await listing(), 22_000);
    const b = await made(buyer, await listing(), 22_000);
    await advanceAndRun(app, 30 * HOUR_MS);
    await move(seller, b._id, 'counter', { amount: 30_000 });
    await advanceAndRun(app, 18 * HOUR_MS + 1000);
    expect((await read(buyer, a._id)).body.status).toBe('lapsed');
    expect((await read(buyer, b._id)).body.status).toBe('countered');
    expect(await kindsAbout(buyer, a._id)).toEqual(['offer_lapsed']);
    expect(await kindsAbout(seller, a._id)).toEqual(['offer_made', 'offer_lapsed']);
    const late = await move(seller, a._id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('offer_lapsed_already');
    await advanceAndRun(app, 30 * HOUR_MS);
    expect((await read(buyer, b._id)).body.status).toBe('lapsed');
  });

  test('accepting one offer closes the listing\'s other live offers, each buyer told', async () => {
    const on = await listing();
    const mine = await made(buyer, on, 30_000);
    const theirs = await made(otherBuyer, on, 28_000);
    expect((await move(seller, mine._id, 'accept')).status).toBe(200);
    expect((await read(otherBuyer, theirs._id)).body.status).toBe('closed');
    expect(await kindsAbout(otherBuyer, theirs._id)).toEqual(['offer_closed']);
    expect((await move(seller, theirs._id, 'accept')).status).toBe(409);
  });

  test('the seller lowered the price to the offer or below it: accepting is a 409, nothing is booked, the offer stays', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const lowered = await app.http().patch(`/products/${on._id.toHexString()}`).set(seller.auth).send({ resalePrice: 30_000 });
    expect(lowered.status).toBe(200);
    const res = await move(seller, o._id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('offer_above_price');
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(0);
    expect((await read(buyer, o._id)).body.status).toBe('open');
    // Just below the new price, the same offer can be accepted again after a counter within the new bounds.
    expect((await move(seller, o._id, 'counter', { amount: 29_000 })).status).toBe(200);
    const accepted = await move(buyer, o._id, 'accept');
    expect(accepted.status).toBe(200);
    expect((await readBooking(app, buyer, accepted.body.bookingId)).price).toBe(29_000);
  });

  test('a listing sold to another buyer: accepting is a 409 and no second booking; the scheduler closes its offers', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const bookingId = await book(app, otherBuyer, on);
    await pay(app, otherBuyer, bookingId);
    const res = await move(seller, o._id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('offer_listing_off_sale');
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(0);
    expect((await read(buyer, o._id)).body.status).toBe('open');
    await runScheduler(app);
    expect((await read(buyer, o._id)).body.status).toBe('closed');
    expect(await kindsAbout(buyer, o._id)).toEqual(['offer_closed']);
  });
});

describe('an API stopped half way', () => {
  test('an accept written but not followed up: the scheduler makes its booking (once) and closes the other offers', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const other = await made(otherBuyer, on, 29_000);
    // The accept step as an API writes it before its follow-up, and then stops.
    const bookingId = new ObjectId();
    const at = app.clock.now();
    await app.server.db.collections.offers.updateOne({ _id: new ObjectId(o._id) }, {
      $set: { status: 'accepted', version: 1, bookingId, updatedAt: at, pending: { seq: 0, since: at } },
      $unset: { lapsesAt: '' },
      $push: { history: { event: 'accept', from: 'open', to: 'accepted', by: 'seller', at } },
    });
    await runScheduler(app);
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(0);
    // Past the grace a live request gets to finish its own follow-up.
    await advanceAndRun(app, 60_000);
    await runScheduler(app);
    const booked = await bookingsOf(buyer.email, on._id);
    expect(booked.map((b) => [b._id.toHexString(), b.price])).toEqual([[bookingId.toHexString(), 30_000]]);
    expect((await read(otherBuyer, other._id)).body.status).toBe('closed');
    expect(await kindsAbout(buyer, o._id)).toEqual(['offer_accepted']);
    expect((await app.server.db.collections.offers.findOne({ _id: new ObjectId(o._id) }))?.pending).toBeUndefined();
  });
});

describe('races', () => {
  test('two accepts at the same moment: one 200, one 409, one booking', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const both = await Promise.all([move(seller, o._id, 'accept'), move(seller, o._id, 'accept')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('offer_accepted_already');
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(1);
  });

  test('an accept against a withdrawal: one wins, the other 409; a booking only if the accept won', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const [accepted, withdrawn] = await Promise.all([move(seller, o._id, 'accept'), move(buyer, o._id, 'withdraw')]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const final = (await read(buyer, o._id)).body as Offer;
    expect(final.status).toBe(accepted.status === 200 ? 'accepted' : 'withdrawn');
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(accepted.status === 200 ? 1 : 0);
  });

  test('an accept against a counter at the same moment: one wins; the other is refused and changes nothing', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    // Two tabs of the seller's: one accepts the buyer's amount, the other counters it. A counter
    // written first hands the turn to the buyer, so the accept judged after it is the seller's
    // move out of turn (403 offer_not_your_turn); an accept written first ends the offer (409).
    const [accepted, countered] = await Promise.all([move(seller, o._id, 'accept'), move(seller, o._id, 'counter', { amount: 35_000 })]);
    expect([accepted.status, countered.status].filter((s) => s === 200)).toHaveLength(1);
    const loser = accepted.status === 200 ? countered : accepted;
    expect(loser.body.code).toEqual(accepted.status === 200 ? 'offer_accepted_already' : expect.stringMatching(/^(offer_not_your_turn|offer_changed)$/));
    const final = (await read(buyer, o._id)).body as Offer;
    expect(final.status).toBe(accepted.status === 200 ? 'accepted' : 'countered');
    expect(await bookingsOf(buyer.email, on._id)).toHaveLength(accepted.status === 200 ? 1 : 0);
  });

  test('an accept against the listing sold at the same moment: never two sales, never a charge twice', async () => {
    const on = await listing();
    const o = await made(buyer, on, 30_000);
    const bookingId = await book(app, otherBuyer, on);
    const [accepted] = await Promise.all([move(seller, o._id, 'accept'), pay(app, otherBuyer, bookingId)]);
    expect([200, 409]).toContain(accepted.status);
    if (accepted.status === 200) {
      // The deal was made before the sale: its payment is refused or refunded, never a second sale.
      const intent = await app.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId: accepted.body.bookingId });
      expect(intent.status).toBe(409);
    }
    expect(await app.server.db.collections.payments.countDocuments({ productId: on._id })).toBe(1);
  });
});

describe('GET /offers', () => {
  test('both sides by default, newest first, paged; each side alone; a status; nobody sees another\'s', async () => {
    // A fresh Seller who also buys, so their lists hold only this test's offers.
    const me = await registerUser(app, 'Seller', 'Mina Mixed');
    const mySale = await listing(me);
    const made1 = await made(me, await listing(), 21_000);
    const made2 = await made(me, await listing(), 22_000);
    const received = await made(buyer, mySale, 35_000);

    const first = await list(me, { limit: 2 });
    expect(first.status).toBe(200);
    expect((first.body as OffersPage).items.map((o) => o._id)).toEqual([received._id, made2._id]);
    expect((first.body as OffersPage).items.map((o) => o.side)).toEqual(['seller', 'buyer']);
    const next = await list(me, { limit: 2, cursor: cursorIn(nextQuery(first)) });
    expect((next.body as OffersPage).items.map((o) => o._id)).toEqual([made1._id]);
    expect((next.body as OffersPage).nextCursor).toBeNull();

    expect(((await list(me, { side: 'seller' })).body as OffersPage).items.map((o) => o._id)).toEqual([received._id]);
    expect(((await list(me, { side: 'buyer' })).body as OffersPage).items.map((o) => o._id)).toEqual([made2._id, made1._id]);
    await move(me, made1._id, 'withdraw');
    expect(((await list(me, { status: 'withdrawn' })).body as OffersPage).items.map((o) => o._id)).toEqual([made1._id]);
    expect(((await list(me, { productId: mySale._id.toHexString() })).body as OffersPage).items.map((o) => o._id)).toEqual([received._id]);

    const stranger = ((await list(otherBuyer, { limit: 50 })).body as OffersPage).items.map((o) => o._id);
    for (const o of [made1, made2, received]) expect(stranger).not.toContain(o._id);
    // A cursor of another list opens nothing.
    expect((await list(otherBuyer, { cursor: cursorIn(nextQuery(first)) })).status).toBe(400);
    expect((await list(me, { side: 'both' })).status).toBe(400);
    expect((await list(null)).status).toBe(401);
  });
});
