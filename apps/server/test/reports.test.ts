// Reports of listings on the real app: who may report (anyone signed in but the listing's
// seller), one open report per user per listing (also for two sent at once), reports joining the
// listing's one open case, and a new report once that case is closed.
import { ObjectId } from 'mongodb';
import { MSG, NO_QUERY_MESSAGE } from '@mobile-planet/shared';
import { registerUser, type TestUser } from './support/identity';
import { casesOf, listDevice, postAction, postReport } from './support/list-device';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Seller', 'Tania Seller'),
    registerUser(app, 'Buyer', 'Farhana Akter'),
    registerUser(app, 'Buyer', 'Kamal Hossain'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
});
afterAll(() => app.stop());

const reports = () => app.server.db.collections.listingReports;
const GOOD = { reason: 'fake_photos', text: 'The photo is from a shop website.' };

describe('POST /products/{id}/reports: who may report', () => {
  let listing: string;
  beforeAll(async () => {
    listing = await listDevice(app, seller);
  });

  test('anonymous: 401, a bad token: 401; nothing written', async () => {
    const before = await reports().countDocuments();
    expect((await postReport(app, null, listing, GOOD)).status).toBe(401);
    expect((await app.http().post(`/products/${listing}/reports`).set('Authorization', 'Bearer nope').send(GOOD)).status).toBe(401);
    expect(await reports().countDocuments()).toBe(before);
  });

  test('the listing\'s own seller: 403; nothing written', async () => {
    const before = await reports().countDocuments();
    const res = await postReport(app, seller, listing, GOOD);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot report your own listing');
    expect(await reports().countDocuments()).toBe(before);
  });

  test.each([
    ['a Buyer', () => buyer],
    ['another Seller', () => otherSeller],
    ['an Admin', () => admin],
  ])('%s: 201 { acknowledged, insertedId }', async (_who, who) => {
    const res = await postReport(app, who(), listing, GOOD);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(await reports().findOne({ _id: new ObjectId(res.body.insertedId as string) })).toMatchObject({
      reason: GOOD.reason,
      text: GOOD.text,
      reporterEmail: who().email,
      productId: new ObjectId(listing),
    });
  });

  test('their reports are one open case of the listing, with each report and the history', async () => {
    const cases = await casesOf(app, admin, listing);
    expect(cases).toHaveLength(1);
    const open = cases[0]!;
    expect(open).toMatchObject({ kind: 'report', status: 'open', product: { _id: listing, sellerEmail: seller.email } });
    expect(open.reports.map((r) => r.by)).toEqual([buyer.name, otherSeller.name, admin.name]);
    expect(open.reports[0]).toEqual({ reason: GOOD.reason, text: GOOD.text, by: buyer.name, at: expect.any(String) });
    expect(open.history.map((s) => s.action)).toEqual(['opened', 'reported', 'reported', 'reported']);
    // Reporters are named, their emails stay with the market.
    expect(JSON.stringify(open.reports)).not.toContain(buyer.email);
    expect(JSON.stringify(open.history)).not.toContain(buyer.email);
  });
});

describe('what may be reported, and with what', () => {
  test('no such listing: 404; a malformed id: 400', async () => {
    const missing = await postReport(app, buyer, new ObjectId().toHexString(), GOOD);
    expect(missing.status).toBe(404);
    const bad = await postReport(app, buyer, 'not-an-id', GOOD);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.idInvalid);
  });

  test('a listing taken off the market with its seller: 404; a sold one may still be reported (a scam comes out after the sale)', async () => {
    const removed = await listDevice(app, seller);
    const sold = await listDevice(app, seller);
    await app.server.db.collections.products.updateOne({ _id: new ObjectId(removed) }, { $set: { status: 'removed' } });
    await app.server.db.collections.products.updateOne({ _id: new ObjectId(sold) }, { $set: { status: 'sold' } });
    expect((await postReport(app, buyer, removed, GOOD)).status).toBe(404);
    expect((await postReport(app, buyer, sold, GOOD)).status).toBe(201);
  });

  test('a hidden listing: 404 (it is off the market)', async () => {
    const listing = await listDevice(app, seller);
    expect((await postReport(app, buyer, listing, GOOD)).status).toBe(201);
    const [open] = await casesOf(app, admin, listing);
    expect((await postAction(app, admin, open!._id, 'hide', 'Fake photos')).status).toBe(200);
    const res = await postReport(app, otherBuyer, listing, GOOD);
    expect(res.status).toBe(404);
  });

  test.each<[string, Record<string, unknown>, string[]]>([
    ['an unknown reason', { reason: 'ugly', text: 'x' }, ['reason']],
    ['no reason', { text: 'Something is off.' }, ['reason']],
    ['no text', { reason: 'scam' }, ['text']],
    ['blank text', { reason: 'scam', text: '   ' }, ['text']],
    ['text over 1,000 characters', { reason: 'scam', text: 'x'.repeat(1001) }, ['text']],
    ['operator objects', { reason: { $ne: null }, text: { $gt: '' } }, ['reason', 'text']],
    ['a field it does not take', { ...GOOD, status: 'closed' }, ['status']],
  ])('%s: 400 naming the fields, nothing written', async (_case, body, fields) => {
    const listing = await listDevice(app, otherSeller);
    const before = await reports().countDocuments();
    const res = await postReport(app, buyer, listing, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    expect(await reports().countDocuments()).toBe(before);
    expect(await casesOf(app, admin, listing)).toHaveLength(0);
  });

  test('a query parameter: 400', async () => {
    const listing = await listDevice(app, otherSeller);
    const res = await app.http().post(`/products/${listing}/reports`).query({ 'x[$ne]': '' }).set(buyer.auth).send(GOOD);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NO_QUERY_MESSAGE);
  });

  test('every reason of REPORT_REASONS is taken', async () => {
    const listing = await listDevice(app, otherSeller);
    const reporters = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => registerUser(app, 'Buyer', `Reporter ${n}`)));
    const reasons = ['stolen', 'fake_photos', 'wrong_price', 'scam', 'other'];
    const answers = await Promise.all(reasons.map((reason, i) => postReport(app, reporters[i]!, listing, { reason, text: `Because: ${reason}` })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const [open] = await casesOf(app, admin, listing);
    expect(open!.reports.map((r) => r.reason).sort()).toEqual([...reasons].sort());
  });
});

describe('one open report per user per listing', () => {
  test('a second report while the case is open: 409; after the case is closed the user may report again (a new case)', async () => {
    const listing = await listDevice(app, seller);
    expect((await postReport(app, buyer, listing, GOOD)).status).toBe(201);
    const again = await postReport(app, buyer, listing, { reason: 'scam', text: 'And it is a scam.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this listing: an admin is looking into it');

    const [first] = await casesOf(app, admin, listing);
    expect(first!.reports).toHaveLength(1);
    expect((await postAction(app, admin, first!._id, 'dismiss', 'The photos are the seller\'s own.')).status).toBe(200);

    expect((await postReport(app, buyer, listing, { reason: 'scam', text: 'Asked me to pay outside the app.' })).status).toBe(201);
    const [second] = await casesOf(app, admin, listing);
    expect(second!._id).not.toBe(first!._id);
    expect(second!.reports.map((r) => r.reason)).toEqual(['scam']);
    expect((await casesOf(app, admin, listing, 'closed')).map((c) => c._id)).toEqual([first!._id]);
  });

  test('the same user sending two reports at once, five rounds: one 201, one 409', async () => {
    for (let round = 0; round < 5; round++) {
      const listing = await listDevice(app, seller);
      const answers = await Promise.all([postReport(app, buyer, listing, GOOD), postReport(app, buyer, listing, GOOD)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await reports().countDocuments({ productId: new ObjectId(listing) })).toBe(1);
    }
  });

  test('four users reporting a listing at once, five rounds: four 201, one case with the four reports', async () => {
    for (let round = 0; round < 5; round++) {
      const listing = await listDevice(app, seller);
      const answers = await Promise.all([buyer, otherBuyer, otherSeller, admin].map((u) => postReport(app, u, listing, GOOD)));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const cases = await casesOf(app, admin, listing);
      expect(cases).toHaveLength(1);
      expect(cases[0]!.reports).toHaveLength(4);
    }
  });
});
