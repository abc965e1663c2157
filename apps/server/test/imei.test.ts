// The IMEI rule on the real app: the shared check (15 digits, Luhn) on POST /products, the IMEI
// stored but shown by its last four digits only, and duplicates: another seller's available,
// booked or lately sold listing refuses a new one (409, and the queue gets a case), also when two
// sellers list the same IMEI at the same instant; the seller's own deleted listing does not.
import { ObjectId } from 'mongodb';
import { IMEI_RELIST_WINDOW_DAYS, MSG, imeiProblem, type ModerationCase } from '@mobile-planet/shared';
import { DEMO_BOOKINGS } from '../src/seed/demo-bookings';
import { demoImeiFields } from '../src/seed/demo-imei';
import { DEMO_LISTINGS } from '../src/seed/demo-listings';
import { book, DAY_MS, pay } from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { luhnDigit, testImei } from './support/imei';
import { allCases, casesOf, listDevice, postListing } from './support/list-device';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let sellerA: TestUser;
let sellerB: TestUser;
let sellerC: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [sellerA, sellerB, sellerC, buyer, admin] = await Promise.all([
    registerUser(app, 'Seller', 'Amina Seller'),
    registerUser(app, 'Seller', 'Babul Seller'),
    registerUser(app, 'Seller', 'Chitra Seller'),
    registerUser(app, 'Buyer', 'Dipu Buyer'),
    registerUser(app, 'Admin', 'Esha Admin'),
  ]);
});
afterAll(() => app.stop());

const products = () => app.server.db.collections.products;
const claims = () => app.server.db.collections.imeiHolds;
/** Claims that still hold an IMEI (not released). */
const liveClaims = (imei: string) => claims().countDocuments({ imei, releasedAt: { $exists: false } });
const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);

/** A valid IMEI with its check digit changed. */
const badLuhn = (imei: string) => imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);

describe('POST /products checks the IMEI with the shared rule', () => {
  test('a valid IMEI, typed with spaces and dashes: 201; stored as its digits, shown as the last four', async () => {
    const imei = testImei();
    const typed = `${imei.slice(0, 2)}-${imei.slice(2, 8)} ${imei.slice(8, 14)}-${imei.slice(14)}`;
    const id = await listDevice(app, sellerA, { imei: typed });
    const doc = await products().findOne({ _id: new ObjectId(id) });
    expect(doc).toMatchObject({ imei, imeiLast4: imei.slice(-4) });
    expect(doc?.imei2).toBeUndefined();
    const page = await app.http().get(`/products/${id}`);
    expect(page.body.imeiLast4).toBe(imei.slice(-4));
    expect(page.body.imei).toBeUndefined();
    expect(await liveClaims(imei)).toBe(1);
  });

  test('a dual-SIM phone: both IMEIs stored and claimed', async () => {
    const [imei, imei2] = [testImei(), testImei()];
    const id = await listDevice(app, sellerA, { imei, imei2 });
    expect(await products().findOne({ _id: new ObjectId(id) })).toMatchObject({ imei, imei2, imeiLast4: imei.slice(-4) });
    expect([await liveClaims(imei), await liveClaims(imei2)]).toEqual([1, 1]);
  });

  const valid = testImei();
  const BAD: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['a wrong check digit', { imei: badLuhn(valid) }, { imei: MSG.imeiCheckDigit }],
    ['14 digits', { imei: valid.slice(0, 14) }, { imei: MSG.imeiLength }],
    ['16 digits', { imei: `${valid}0` }, { imei: MSG.imeiLength }],
    ['letters', { imei: `35ABCDEF${valid.slice(8)}` }, { imei: MSG.imeiLength }],
    ['a number, not text', { imei: Number(valid) }, { imei: MSG.imeiRequired }],
    ['an operator object', { imei: { $ne: null } }, { imei: MSG.imeiRequired }],
    ['no IMEI for a smartphone', { imei: undefined }, { imei: MSG.imeiRequired }],
    ['a blank IMEI for a smartphone', { imei: '  ' }, { imei: MSG.imeiRequired }],
    ['no IMEI for a feature phone', { imei: undefined, category: 'feature-phone' }, { imei: MSG.imeiRequired }],
    ['a second IMEI the same as the first', { imei: valid, imei2: `${valid.slice(0, 7)} ${valid.slice(7)}` }, { imei2: MSG.imeiSame }],
    ['a second IMEI with a wrong check digit', { imei: valid, imei2: badLuhn(testImei()) }, { imei2: MSG.imeiCheckDigit }],
    ['a second IMEI without a first', { imei: undefined, imei2: testImei() }, { imei: MSG.imeiRequired }],
    ['a tablet with a bad IMEI', { imei: '12345', category: 'tablet' }, { imei: MSG.imeiLength }],
  ];

  test.each(BAD)('%s: 400 naming the field, nothing stored', async (_case, fields, errors) => {
    const before = await Promise.all([products().countDocuments(), claims().countDocuments()]);
    const res = await postListing(app, sellerA, fields);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0]);
    expect(await Promise.all([products().countDocuments(), claims().countDocuments()])).toEqual(before);
  });

  test('a tablet may go without an IMEI (then none is shown), or give one', async () => {
    const without = await listDevice(app, sellerA, { category: 'tablet', deviceName: 'Xiaomi Pad 6', imei: undefined, neir: undefined });
    expect((await app.http().get(`/products/${without}`)).body.imeiLast4).toBeUndefined();
    const imei = testImei();
    const withOne = await listDevice(app, sellerA, { category: 'tablet', deviceName: 'Galaxy Tab A8 LTE', imei });
    expect((await app.http().get(`/products/${withOne}`)).body.imeiLast4).toBe(imei.slice(-4));
  });

  test('luhnDigit of the test helper agrees with the shared rule (a known IMEI)', () => {
    expect(luhnDigit('49015420323751')).toBe('8');
  });
});

describe('the same IMEI on another seller\'s listing', () => {
  test('409 with a clear message on the field; nothing stored; one case in the queue naming both, however often they retry', async () => {
    const imei = testImei();
    const held = await listDevice(app, sellerA, { imei, deviceName: 'Apple iPhone 13 128GB' });
    const before = await products().countDocuments();
    for (let i = 0; i < 3; i++) {
      const res = await postListing(app, sellerB, { imei, deviceName: 'iPhone 13 (128)' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'imei_taken', message: MSG.imeiTaken, errors: { imei: MSG.imeiTaken }, fieldCodes: { imei: 'imeiTaken' } });
      expect(JSON.stringify(res.body)).not.toContain(imei);
    }
    expect(await products().countDocuments()).toBe(before);
    expect(await liveClaims(imei)).toBe(1);

    const cases = await casesOf(app, admin, held);
    expect(cases).toHaveLength(1);
    const flagged = cases[0]!;
    expect(flagged).toMatchObject({
      kind: 'imei',
      status: 'open',
      product: { _id: held, deviceName: 'Apple iPhone 13 128GB', status: 'available', sellerEmail: sellerA.email, sellerName: 'Rahim Uddin', imeiLast4: imei.slice(-4) },
      imeiConflict: { imeiLast4: imei.slice(-4), deviceName: 'iPhone 13 (128)', sellerName: sellerB.name, sellerEmail: sellerB.email, at: expect.any(String) },
      seller: { name: sellerA.name, email: sellerA.email, blocked: false, listings: expect.any(Number), sales: 0, rating: null },
      reports: [],
    });
    expect(flagged.history).toEqual([{ action: 'opened', by: sellerB.name, note: expect.stringContaining('stolen or cloned'), at: flagged.createdAt }]);
    expect(JSON.stringify(flagged)).not.toContain(imei);

    // A third seller with the same IMEI is another pair: a case of its own.
    expect((await postListing(app, sellerC, { imei })).status).toBe(409);
    const both = await casesOf(app, admin, held);
    expect(both.map((c) => c.imeiConflict?.sellerEmail).sort()).toEqual([sellerB.email, sellerC.email].sort());
  });

  test('the second IMEI counts too, across fields; a refused listing leaves no claim behind (both or none)', async () => {
    const [first, second] = [testImei(), testImei()];
    // IMEIs are claimed in the order of their digits: `fresh` sorts first, so it is claimed, then given back.
    let fresh = testImei();
    while (fresh >= second) fresh = testImei();
    const held = await listDevice(app, sellerA, { imei: first, imei2: second });

    const res = await postListing(app, sellerB, { imei: fresh, imei2: second });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ imei2: MSG.imeiTaken });
    expect(await claims().findOne({ imei: fresh })).toMatchObject({ n: 0, releasedAt: expect.any(Date) });
    expect(await liveClaims(fresh)).toBe(0);
    await listDevice(app, sellerC, { imei: fresh });

    // The held listing's second IMEI given as someone's first.
    const asFirst = await postListing(app, sellerB, { imei: second });
    expect(asFirst.status).toBe(409);
    expect(asFirst.body.errors).toEqual({ imei: MSG.imeiTaken });
    expect((await casesOf(app, admin, held)).filter((c) => c.imeiConflict?.sellerEmail === sellerB.email)).toHaveLength(1);
  });

  test('the seller\'s own listing: 409 "already listed" and no case; once deleted, they (or anyone) may list it again', async () => {
    const imei = testImei();
    const first = await listDevice(app, sellerA, { imei });
    const again = await postListing(app, sellerA, { imei });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'imei_yours', message: MSG.imeiYours, errors: { imei: MSG.imeiYours }, fieldCodes: { imei: 'imeiYours' } });
    expect(await casesOf(app, admin, first)).toHaveLength(0);

    expect((await app.http().delete(`/products/${first}`).set(sellerA.auth)).status).toBe(200);
    const relisted = await listDevice(app, sellerA, { imei });
    expect(relisted).not.toBe(first);
    expect((await app.http().get(`/products/${relisted}`)).body.imeiLast4).toBe(imei.slice(-4));
    // The generations: the deleted listing's claim released, the new one live.
    const gens = await claims().find({ imei }).sort({ n: 1 }).toArray();
    expect(gens.map((g) => [g.n, g.productId.toHexString(), Boolean(g.releasedAt)])).toEqual([
      [0, first, true],
      [1, relisted, false],
    ]);

    expect((await app.http().delete(`/products/${relisted}`).set(admin.auth)).status).toBe(200);
    await listDevice(app, sellerB, { imei });
  });

  test('a listing taken off the market with its deleted seller frees its IMEI', async () => {
    const gone = await registerUser(app, 'Seller', 'Gone Seller');
    const imei = testImei();
    await listDevice(app, gone, { imei });
    expect((await app.http().delete(`/users/${gone.email}`).set(admin.auth)).status).toBe(200);
    await listDevice(app, sellerB, { imei });
  });

  test('the race: two sellers listing one IMEI at the same instant, ten rounds: exactly one 201 each round', async () => {
    for (let round = 0; round < 10; round++) {
      const imei = testImei();
      const answers = await Promise.all([postListing(app, sellerA, { imei }), postListing(app, sellerB, { imei })]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await products().countDocuments({ imei })).toBe(1);
      expect(await liveClaims(imei)).toBe(1);
      const winner = answers.find((r) => r.status === 201)!.body.insertedId as string;
      const loser = answers.find((r) => r.status === 409)!;
      expect(loser.body.message).toBe(MSG.imeiTaken);
      expect(await casesOf(app, admin, winner)).toHaveLength(1);
    }
  });

  test('the race on a second IMEI: three sellers, one shared imei2, each with an imei of their own: one 201, and the losers leave no claim', async () => {
    for (let round = 0; round < 5; round++) {
      const shared = testImei();
      const own = [testImei(), testImei(), testImei()];
      const answers = await Promise.all(
        [sellerA, sellerB, sellerC].map((s, i) => postListing(app, s, { imei: own[i], imei2: shared })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await liveClaims(shared)).toBe(1);
      const live = await Promise.all(own.map(liveClaims));
      expect(live.sort()).toEqual([0, 0, 1]);
    }
  });

  test('the race crosswise: one seller\'s (x, y) against another\'s (y, x), five rounds: one 201, no claim left by the other', async () => {
    for (let round = 0; round < 5; round++) {
      const [x, y] = [testImei(), testImei()];
      const answers = await Promise.all([postListing(app, sellerA, { imei: x, imei2: y }), postListing(app, sellerB, { imei: y, imei2: x })]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect([await liveClaims(x), await liveClaims(y)]).toEqual([1, 1]);
      const winner = answers.find((r) => r.status === 201)!.body.insertedId as string;
      expect((await claims().find({ imei: { $in: [x, y] }, releasedAt: { $exists: false } }).toArray()).every((c) => c.productId.toHexString() === winner)).toBe(true);
    }
  });

  test('one seller in two tabs: one 201, the other "already listed"', async () => {
    const imei = testImei();
    const answers = await Promise.all([postListing(app, sellerC, { imei }), postListing(app, sellerC, { imei })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(MSG.imeiYours);
  });
});

describe('the demo data', () => {
  test('every demo phone has a fixed, valid IMEI of its own and a NEIR status (registered unless it says not); tablets have neither', () => {
    const listings = [
      ...DEMO_LISTINGS.map((l) => [l.slug, l.category] as const),
      ...DEMO_BOOKINGS.flatMap((d) => (typeof d.listing === 'string' ? [] : [[d.slug, d.listing.category] as const])),
    ];
    const imeis = listings.map(([slug, category]) => [category, demoImeiFields(slug, category).imei] as const);
    for (const [category, imei] of imeis) {
      if (category === 'tablet') expect(imei).toBeUndefined();
      else expect(imeiProblem(imei!)).toBeNull();
    }
    const phones = imeis.filter(([category]) => category !== 'tablet').map(([, imei]) => imei);
    expect(new Set(phones).size).toBe(phones.length);
    expect(demoImeiFields('nokia-8210-4g', 'feature-phone')).toEqual(demoImeiFields('nokia-8210-4g', 'feature-phone'));
    expect(demoImeiFields('nokia-8210-4g', 'feature-phone').neir).toBe('registered');
    expect(demoImeiFields('pixel-7', 'smartphone', 'unregistered').neir).toBe('unregistered');
    expect(demoImeiFields('ipad-air-m1', 'tablet', 'registered')).toEqual({});
  });
});

describe('the whole IMEI is never in an answer', () => {
  test('listing pages, cards, search, the owner\'s and the admin\'s lists, the queue', async () => {
    const [imei, imei2] = [testImei(), testImei()];
    const created = await postListing(app, sellerA, { imei, imei2, deviceName: 'Pixel 7 Hidden Digits' });
    expect(created.status).toBe(201);
    const id = created.body.insertedId as string;
    expect((await app.http().post('/advertise').set(sellerA.auth).send({ _id: id })).status).toBe(200);
    const refused = await postListing(app, sellerB, { imei2: imei });

    const answers = await Promise.all([
      app.http().get(`/products/${id}`),
      app.http().get('/products').set(sellerA.auth).query({ limit: 100 }),
      app.http().get('/products').set(admin.auth).query({ limit: 100 }),
      app.http().get('/listings').query({ q: 'pixel hidden digits' }),
      app.http().get('/category/smartphone').query({ limit: 48 }),
      app.http().get('/advertise').query({ limit: 48 }),
      app.http().get('/moderation').set(admin.auth).query({ limit: 100 }),
      app.http().get('/users/me').set(sellerA.auth),
    ]);
    expect(ids((answers[3]!.body as { items: Array<{ _id: string }> }).items)).toContain(id);
    expect(ids(answers[5]!.body)).toContain(id);
    expect((answers[1]!.body as Array<{ _id: string; imeiLast4?: string }>).find((p) => p._id === id)?.imeiLast4).toBe(imei.slice(-4));
    for (const res of [created, refused, ...answers]) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(imei);
      expect(text).not.toContain(imei2);
    }
  });
});

// Last: it moves the API's clock half a year on.
describe('a sold device\'s IMEI stays taken for the relist window', () => {
  test(`another seller: 409 ${IMEI_RELIST_WINDOW_DAYS - 1} days after the sale, 201 after ${IMEI_RELIST_WINDOW_DAYS + 1}`, async () => {
    const imei = testImei();
    const sold = await listDevice(app, sellerA, { imei });
    const listing = { _id: new ObjectId(sold) };
    const bookingId = await book(app, buyer, listing);
    // Booked is still on the market: taken.
    expect((await postListing(app, sellerB, { imei })).status).toBe(409);
    await pay(app, buyer, bookingId);
    const doc = await products().findOne({ _id: listing._id });
    expect(doc?.status).toBe('sold');
    // The sale is dated by the API's clock, which the window is measured by.
    expect(Math.abs(doc!.soldAt!.getTime() - app.clock.now().getTime())).toBeLessThan(5_000);

    app.clock.advance((IMEI_RELIST_WINDOW_DAYS - 1) * DAY_MS);
    const early = await postListing(app, sellerB, { imei });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.imeiTaken);
    const flagged: ModerationCase[] = (await allCases(app, admin)).filter((c) => c.product._id === sold);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.product.status).toBe('sold');

    app.clock.advance(2 * DAY_MS);
    const later = await listDevice(app, sellerB, { imei });
    expect((await app.http().get(`/products/${later}`)).body.imeiLast4).toBe(imei.slice(-4));
    expect(await liveClaims(imei)).toBe(2); // the sold listing's generation is simply superseded
  });
});
