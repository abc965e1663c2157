// The meet-up made legal: the paying buyer (and an Admin) read the phone's IMEIs to check them by
// KYD and record the answer; its seller releases it from NEIR before the handover code is taken;
// after the handover the buyer confirms it registered, or claims that it won't. A device without
// an IMEI (a tablet) skips the release. Every cell of the permission rows, every 409.
import { ObjectId } from 'mongodb';
import type { Booking } from '@mobile-planet/shared';
import {
  getBooking, handOver, handoverCode, notificationKinds, paidDeal, postClaim, postHandover, bookedDeal, readBooking, registerDealCast, type PaidDeal,
} from './support/deals';
import type { TestUser } from './support/identity';
import { testImei } from './support/imei';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

/** A phone with two IMEIs, booked by the buyer and paid. */
const paidPhone = () => paidDeal(app, buyer, seller, { imei: testImei(), imei2: testImei() });

const post = (path: string, user: TestUser | null, body: unknown = {}) => {
  const req = app.http().post(path);
  return (user ? req.set(user.auth) : req).send(body as object);
};
const release = (user: TestUser | null, id: string) => post(`/bookings/${id}/neir-release`, user);
const kyd = (user: TestUser | null, id: string, body: unknown = { result: 'valid' }) => post(`/bookings/${id}/kyd`, user, body);
const registered = (user: TestUser | null, id: string) => post(`/bookings/${id}/registered`, user);
const stored = (id: string) => app.server.db.collections.bookings.findOne({ _id: new ObjectId(id) });

describe('GET /bookings/{id}: the IMEIs', () => {
  test('the buyer reads both once they have paid, not before; an Admin reads them; the seller, another user and every list never', async () => {
    const booked = await bookedDeal(app, buyer, seller, { imei: testImei() });
    const before = await readBooking(app, buyer, booked.bookingId);
    expect(before.imei).toBeUndefined();
    expect(before.neirReleaseNeeded).toBe(true);

    const deal = await paidPhone();
    const asBuyer = await readBooking(app, buyer, deal.bookingId);
    expect(asBuyer.imei).toBe(deal.listing.imei);
    expect(asBuyer.imei2).toBe(deal.listing.imei2);
    const asAdmin = await readBooking(app, admin, deal.bookingId);
    expect(asAdmin.imei).toBe(deal.listing.imei);
    const asSeller = await readBooking(app, seller, deal.bookingId);
    expect(asSeller.imei).toBeUndefined();
    expect(asSeller.imei2).toBeUndefined();
    expect((await getBooking(app, otherBuyer, deal.bookingId)).status).toBe(403);

    const lists = [
      (await app.http().get('/bookings').query({ email: buyer.email, limit: 100 }).set(buyer.auth)).body as Booking[],
      (await app.http().get('/sales').query({ limit: 100 }).set(seller.auth)).body as Booking[],
    ];
    for (const list of lists) {
      const mine = list.find((b) => b._id === deal.bookingId);
      expect(mine).toBeDefined();
      expect(JSON.stringify(mine)).not.toContain(deal.listing.imei!);
    }
  });
});

describe('POST /bookings/{id}/neir-release', () => {
  let deal: PaidDeal;
  beforeAll(async () => {
    deal = await paidPhone();
  });

  test('anonymous 401; the buyer, another user and an Admin 403; nothing changes', async () => {
    expect((await release(null, deal.bookingId)).status).toBe(401);
    for (const user of [buyer, otherBuyer, admin]) {
      const res = await release(user, deal.bookingId);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(user === buyer || user === admin ? 'neir_release_seller_only' : 'booking_not_yours');
    }
    expect((await stored(deal.bookingId))?.neirReleasedAt).toBeUndefined();
  });

  test('before the release the handover code is refused with what is missing, and no try is spent; a body is refused', async () => {
    const code = await handoverCode(app, buyer, deal.bookingId);
    const res = await postHandover(app, seller, deal.bookingId, code);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'neir_not_released', message: 'The seller has not yet de-registered this phone from NEIR: the handover waits for it' });
    expect(await app.server.db.collections.handoverAttempts.countDocuments({ bookingId: (await stored(deal.bookingId))!._id })).toBe(0);
    expect((await release(seller, deal.bookingId).send({ released: true })).status).toBe(400);
  });

  test('the seller: 200 with neirReleasedAt, the buyer is told; a second time 409; then the handover goes through', async () => {
    const res = await release(seller, deal.bookingId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('paid');
    expect(Date.parse(res.body.neirReleasedAt)).not.toBeNaN();
    expect(res.body.history.at(-1)).toMatchObject({ event: 'neir_release', from: 'paid', to: 'paid', by: 'seller' });
    expect(await notificationKinds(app, buyer, deal.bookingId)).toContain('neir_released');

    const again = await release(seller, deal.bookingId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('neir_already_released');

    expect((await handOver(app, buyer, seller, deal.bookingId)).status).toBe('handed_over');
  });

  test('two tabs of the seller release once: one 200, one 409, one history entry', async () => {
    const other = await paidPhone();
    const answers = await Promise.all([release(seller, other.bookingId), release(seller, other.bookingId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await readBooking(app, buyer, other.bookingId)).history.filter((e) => e.event === 'neir_release')).toHaveLength(1);
  });

  test('409 before payment, and for a device without an IMEI (a tablet), whose handover needs no release', async () => {
    const booked = await bookedDeal(app, buyer, seller, { imei: testImei() });
    expect((await release(seller, booked.bookingId)).body.code).toBe('booking_not_paid');
    const tablet = await paidDeal(app, buyer, seller, { category: 'tablet' });
    const res = await release(seller, tablet.bookingId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('neir_not_needed');
    expect((await readBooking(app, seller, tablet.bookingId)).neirReleaseNeeded).toBeUndefined();
    expect((await handOver(app, buyer, seller, tablet.bookingId)).status).toBe('handed_over');
  });
});

describe('POST /bookings/{id}/kyd', () => {
  test('the buyer records the answer (again replaces it); the seller, an Admin, another user 403; anonymous 401', async () => {
    const deal = await paidPhone();
    expect((await kyd(null, deal.bookingId)).status).toBe(401);
    for (const user of [seller, admin]) expect((await kyd(user, deal.bookingId)).body.code).toBe('kyd_buyer_only');
    expect((await kyd(otherBuyer, deal.bookingId)).status).toBe(403);

    const first = await kyd(buyer, deal.bookingId, { result: 'blocked' });
    expect(first.status).toBe(200);
    expect(first.body.kyd.result).toBe('blocked');
    const second = await kyd(buyer, deal.bookingId, { result: 'valid' });
    expect(second.body.kyd.result).toBe('valid');
    // Both sides see what the buyer found.
    expect((await readBooking(app, seller, deal.bookingId)).kyd?.result).toBe('valid');
  });

  test('bad input 400 and nothing stored; before payment 409; a device without an IMEI 409', async () => {
    const deal = await paidPhone();
    for (const body of [{}, { result: 'maybe' }, { result: 'valid', extra: 1 }]) {
      const res = await kyd(buyer, deal.bookingId, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await stored(deal.bookingId))?.kyd).toBeUndefined();
    const booked = await bookedDeal(app, buyer, seller, { imei: testImei() });
    expect((await kyd(buyer, booked.bookingId)).body.code).toBe('kyd_not_open');
    const tablet = await paidDeal(app, buyer, seller, { category: 'tablet' });
    expect((await kyd(buyer, tablet.bookingId)).body.code).toBe('no_imei');
  });
});

describe('after the handover', () => {
  test('the buyer confirms the phone registered, once; before the handover 409; the seller 403; anonymous 401', async () => {
    const deal = await paidPhone();
    expect((await registered(buyer, deal.bookingId)).body.code).toBe('registered_not_handed_over');
    expect((await release(seller, deal.bookingId)).status).toBe(200);
    await handOver(app, buyer, seller, deal.bookingId);

    expect((await registered(null, deal.bookingId)).status).toBe(401);
    expect((await registered(seller, deal.bookingId)).body.code).toBe('registered_buyer_only');
    const res = await registered(buyer, deal.bookingId);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.registeredAt)).not.toBeNaN();
    expect((await registered(buyer, deal.bookingId)).body.code).toBe('registered_already');
  });

  test("or claims, within the warranty, that it won't register", async () => {
    const deal = await paidPhone();
    await release(seller, deal.bookingId);
    await handOver(app, buyer, seller, deal.bookingId);
    const res = await postClaim(app, buyer, deal.bookingId, { reason: 'wont_register', text: 'The SIM says the phone is not registered.' });
    expect(res.status).toBe(200);
    expect(res.body.claim.reason).toBe('wont_register');
  });
});
