// The device check at the meet-up: the buyer's link (theirs alone, while the deal is open), the
// check page's calls with no sign-in but the link's token, the IMEI compared on the server (only
// match or no match is kept or answered), the result on the deal for both parties and an Admin.
// Bad input (a malformed or forged token, an expired link, a body for anything else, an IMEI that
// is not 15 digits) is a 400 and changes nothing.
import { ObjectId } from 'mongodb';
import { DEVICE_CHECK_STEPS, DEVICE_CHECK_TTL_MINUTES, type DeviceCheckInput } from '@mobile-planet/shared';
import { bookedDeal, handOver, paidDeal, readBooking, registerDealCast, MINUTE_MS } from './support/deals';
import type { TestUser } from './support/identity';
import { testImei } from './support/imei';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_WEB_URL: 'http://web.test' });
  ({ buyer, otherBuyer, seller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

const askLink = (user: TestUser | null, id: string) => {
  const req = app.http().post(`/bookings/${id}/device-check`);
  return (user ? req.set(user.auth) : req).send({});
};
/** The token of a link the buyer asked for. */
async function linkToken(id: string): Promise<string> {
  const res = await askLink(buyer, id);
  expect(res.status).toBe(200);
  return (res.body.url as string).split('/check/')[1]!;
}
const allSteps = (outcome: 'works' | 'fails' | 'skipped' = 'works') =>
  Object.fromEntries(DEVICE_CHECK_STEPS.map((s) => [s, outcome])) as DeviceCheckInput['steps'];
const result = (imei: string, extra: Partial<DeviceCheckInput> = {}): DeviceCheckInput => ({ imei, steps: allSteps(), sensors: ['orientation', 'battery'], battery: 81, ...extra });
const stored = (id: string) => app.server.db.collections.bookings.findOne({ _id: new ObjectId(id) });

describe('POST /bookings/{id}/device-check (the link)', () => {
  test('the buyer of a paid deal gets a link to the web\'s check page, expiring in two hours; the seller, an Admin, another user 403; anonymous 401', async () => {
    const deal = await paidDeal(app, buyer, seller, { imei: testImei() });
    const res = await askLink(buyer, deal.bookingId);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/web\.test\/check\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(res.body.expiresAt) - app.clock.now().getTime()).toBeGreaterThan((DEVICE_CHECK_TTL_MINUTES - 1) * MINUTE_MS);
    expect((await askLink(null, deal.bookingId)).status).toBe(401);
    for (const user of [seller, admin]) expect((await askLink(user, deal.bookingId)).body.code).toBe('device_check_buyer_only');
    expect((await askLink(otherBuyer, deal.bookingId)).status).toBe(403);
  });

  test('409 before payment', async () => {
    const booked = await bookedDeal(app, buyer, seller, { imei: testImei() });
    const res = await askLink(buyer, booked.bookingId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('device_check_not_open');
  });
});

describe('the check page\'s calls (no sign-in: the token is the key)', () => {
  test('GET names the device and whether it has an IMEI, never the IMEI, a person or a price', async () => {
    const imei = testImei();
    const deal = await paidDeal(app, buyer, seller, { imei });
    const token = await linkToken(deal.bookingId);
    const res = await app.http().get(`/device-check/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ device: deal.listing.deviceName, hasImei: true, expiresAt: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain(imei.slice(-4));
  });

  test('POST compares the typed IMEI on the server and answers match or no match; the deal shows the check to both parties and an Admin', async () => {
    const imei = testImei();
    const imei2 = testImei();
    const deal = await paidDeal(app, buyer, seller, { imei, imei2 });
    const token = await linkToken(deal.bookingId);

    const wrong = await app.http().post(`/device-check/${token}`).send(result(testImei(), { steps: { ...allSteps(), microphone: 'fails' } }));
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ imeiMatch: false });
    expect(JSON.stringify(wrong.body)).not.toContain(imei);

    const right = await app.http().post(`/device-check/${token}`).send(result(imei2));
    expect(right.body).toEqual({ imeiMatch: true });
    for (const user of [buyer, seller, admin]) {
      const check = (await readBooking(app, user, deal.bookingId)).deviceCheck;
      expect(check).toMatchObject({ imeiMatch: true, steps: allSteps(), sensors: ['orientation', 'battery'], battery: 81 });
    }
    // What was typed is not kept: only whether it matched.
    expect(Object.keys((await stored(deal.bookingId))!.deviceCheck!).sort()).toEqual(['at', 'battery', 'imeiMatch', 'sensors', 'steps']);
  });

  test('a tablet without an IMEI: the check is saved with no IMEI to compare', async () => {
    const deal = await paidDeal(app, buyer, seller, { category: 'tablet' });
    const token = await linkToken(deal.bookingId);
    expect((await app.http().get(`/device-check/${token}`)).body.hasImei).toBe(false);
    expect((await app.http().post(`/device-check/${token}`).send(result(testImei()))).body).toEqual({ imeiMatch: null });
  });

  test('bad input is a 400 and changes nothing: malformed, forged or expired links, an IMEI not 15 digits, a missing or unknown step, another field', async () => {
    const imei = testImei();
    const deal = await paidDeal(app, buyer, seller, { imei });
    const token = await linkToken(deal.bookingId);
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    for (const bad of ['not-a-token', 'a.b', forged, `${token}x`]) {
      const res = await app.http().post(`/device-check/${bad}`).send(result(imei));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('device_check_link_invalid');
      expect((await app.http().get(`/device-check/${bad}`)).status).toBe(400);
    }
    // An app token is not a check link.
    const appToken = buyer.auth.Authorization.replace('Bearer ', '');
    expect((await app.http().get(`/device-check/${appToken}`)).body.code).toBe('device_check_link_invalid');

    for (const body of [
      result('12345'),
      result(`${imei}0`),
      { ...result(imei), steps: { screen: 'works' } },
      { ...result(imei), steps: { ...allSteps(), smell: 'works' } },
      { ...result(imei), steps: { ...allSteps(), screen: 'maybe' } },
      { ...result(imei), bookingId: new ObjectId().toHexString() },
      { ...result(imei), battery: 140 },
    ]) {
      const res = await app.http().post(`/device-check/${token}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await stored(deal.bookingId))?.deviceCheck).toBeUndefined();

    app.clock.advance((DEVICE_CHECK_TTL_MINUTES + 1) * MINUTE_MS);
    const late = await app.http().post(`/device-check/${token}`).send(result(imei));
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('device_check_link_invalid');
    expect((await stored(deal.bookingId))?.deviceCheck).toBeUndefined();
  });

  test('a link works through the handover, not once the deal is done or called off (409)', async () => {
    const imei = testImei();
    const deal = await paidDeal(app, buyer, seller, { imei });
    const token = await linkToken(deal.bookingId);
    await app.http().post(`/bookings/${deal.bookingId}/neir-release`).set(seller.auth).send({});
    await handOver(app, buyer, seller, deal.bookingId);
    expect((await app.http().post(`/device-check/${token}`).send(result(imei))).body).toEqual({ imeiMatch: true });

    const other = await paidDeal(app, buyer, seller, { imei: testImei() });
    const otherToken = await linkToken(other.bookingId);
    await app.http().post(`/bookings/${other.bookingId}/cancel`).set(seller.auth).send({});
    const res = await app.http().post(`/device-check/${otherToken}`).send(result(imei));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('device_check_not_open');
  });
});
