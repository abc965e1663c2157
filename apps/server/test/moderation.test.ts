// The Admin's moderation queue on the real app: who may read and act on it, each action (dismiss,
// hide, block) and its effect on every list and search, the listing page, the seller's own list,
// booking and listing; the history of each case; the queue's pages; two Admins acting at once.
import { ObjectId } from 'mongodb';
import { MSG, NO_QUERY_MESSAGE, type ModerationCase, type Product } from '@mobile-planet/shared';
import { book, pay } from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { testImei } from './support/imei';
import { allCases, casesOf, getModeration, listDevice, postAction, postListing, postReport } from './support/list-device';
import { insertListing } from './support/listings';
import { engineGone, onNextCall } from './support/lost-answers';
import { cursorIn, nextQuery } from './support/paging';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let reporter: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [seller, otherSeller, buyer, reporter, admin, otherAdmin] = await Promise.all([
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Seller', 'Tania Seller'),
    registerUser(app, 'Buyer', 'Bilkis Buyer'),
    registerUser(app, 'Buyer', 'Rafi Reporter'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
    registerUser(app, 'Admin', 'Omar Admin'),
  ]);
});
afterAll(() => app.stop());

const REPORT = { reason: 'stolen', text: 'This is the phone stolen from my shop on Monday.' };

/** Reports the listing as `who` and answers its open case. */
async function reportedCase(listing: string, who: TestUser = reporter): Promise<ModerationCase> {
  const res = await postReport(app, who, listing, REPORT);
  if (res.status !== 201) throw new Error(`POST /products/${listing}/reports answered ${res.status}: ${JSON.stringify(res.body)}`);
  const [open] = await casesOf(app, admin, listing);
  return open!;
}

/** Where a listing shows: search (by its name and by its seller), its category, the advertised list, its page. */
async function whereShown(listing: string, deviceName: string, sellerId: string) {
  const [search, bySeller, category, advertised, page] = await Promise.all([
    app.http().get('/listings').query({ q: deviceName }),
    app.http().get('/listings').query({ seller: sellerId, limit: 48 }),
    app.http().get('/category/smartphone').query({ limit: 48 }),
    app.http().get('/advertise').query({ limit: 48 }),
    app.http().get(`/products/${listing}`),
  ]);
  const has = (items: Array<{ _id: string }>) => items.some((p) => p._id === listing);
  return {
    search: has(search.body.items),
    seller: has(bySeller.body.items),
    category: has(category.body),
    advertise: has(advertised.body),
    page: page.status,
  };
}

const ON_MARKET = { search: true, seller: true, category: true, advertise: true, page: 200 };
const NOWHERE = { search: false, seller: false, category: false, advertise: false, page: 404 };

/** The listing as its owner's GET /products shows it. */
async function ownView(user: TestUser, listing: string): Promise<Product | undefined> {
  const res = await app.http().get('/products').set(user.auth).query({ limit: 100 });
  expect(res.status).toBe(200);
  return (res.body as Product[]).find((p) => p._id === listing);
}

/** A unique device name (search finds it alone). */
const uniqueName = (word: string) => `Galaxy ${word} ${new ObjectId().toHexString().slice(-6)}`;

/** A seller's id as listings carry it. */
const sellerIdOf = async (user: TestUser) => (await app.server.db.collections.users.findOne({ email: user.email }))!._id.toHexString();

/** An available, advertised listing of `user`'s, shown everywhere. */
async function advertisedListing(user: TestUser, deviceName: string): Promise<string> {
  const id = await listDevice(app, user, { deviceName });
  expect((await app.http().post('/advertise').set(user.auth).send({ _id: id })).status).toBe(200);
  expect(await whereShown(id, deviceName, await sellerIdOf(user))).toEqual(ON_MARKET);
  return id;
}

describe('permissions', () => {
  let open: ModerationCase;
  beforeAll(async () => {
    open = await reportedCase(await listDevice(app, seller));
  });

  test('GET /moderation: anonymous 401, a bad token 401, Buyer 403, Seller 403, Admin 200', async () => {
    expect((await getModeration(app, null)).status).toBe(401);
    expect((await app.http().get('/moderation').set('Authorization', 'Bearer not.a.token')).status).toBe(401);
    for (const user of [buyer, seller]) {
      const res = await getModeration(app, user);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an admin can do this');
    }
    const res = await getModeration(app, admin);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  test('POST /moderation/{id}/actions: anonymous 401, Buyer 403 (the reporter too), Seller 403 (the listing\'s own too); the case stays open', async () => {
    expect((await postAction(app, null, open._id, 'dismiss')).status).toBe(401);
    for (const user of [buyer, reporter, seller]) {
      const res = await postAction(app, user, open._id, 'dismiss');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an admin can do this');
    }
    expect((await casesOf(app, admin, open.product._id)).map((c) => c.status)).toEqual(['open']);
    expect((await postAction(app, admin, open._id, 'dismiss')).status).toBe(200);
  });

  test('bad input: 400 naming the field; an unknown case 404; nothing changes', async () => {
    const target = await reportedCase(await listDevice(app, seller));
    const cases = [
      [{ action: 'delete', note: 'x' }, ['action'], MSG.moderationActionInvalid],
      [{ action: 'hide' }, ['note'], MSG.moderationNoteRequired],
      [{ action: 'hide', note: '   ' }, ['note'], MSG.moderationNoteRequired],
      [{ action: { $ne: null }, note: 'x' }, ['action'], MSG.moderationActionInvalid],
      [{ action: 'hide', note: 'x', by: 'someone@example.test' }, ['by'], undefined],
    ] as const;
    for (const [body, fields, message] of cases) {
      const res = await app.http().post(`/moderation/${target._id}/actions`).set(admin.auth).send(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(fields);
      if (message) expect(res.body.message).toBe(message);
    }
    const badId = await postAction(app, admin, 'nope', 'dismiss');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe(MSG.idInvalid);
    const unknown = await postAction(app, admin, new ObjectId().toHexString(), 'dismiss');
    expect(unknown.status).toBe(404);
    const query = await app.http().post(`/moderation/${target._id}/actions`).query({ x: '1' }).set(admin.auth).send({ action: 'dismiss', note: 'x' });
    expect(query.status).toBe(400);
    expect(query.body.message).toBe(NO_QUERY_MESSAGE);
    const [still] = await casesOf(app, admin, target.product._id);
    expect(still).toMatchObject({ _id: target._id, status: 'open' });
    expect(await whereShown(target.product._id, target.product.deviceName, await sellerIdOf(seller))).toMatchObject({ page: 200, search: true });
  });

  test('GET /moderation with a bad state, limit, cursor or parameter: 400', async () => {
    for (const [query, field] of [
      [{ state: 'pending' }, 'state'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ cursor: 'abc' }, 'cursor'],
      [{ 'state[$ne]': 'x' }, 'state[$ne]'],
    ] as const) {
      const res = await getModeration(app, admin, query);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });
});

describe('dismiss', () => {
  test('closes the case; the listing stays on the market; the history says who, when and why', async () => {
    const name = uniqueName('Dismiss');
    const listing = await advertisedListing(seller, name);
    const open = await reportedCase(listing);
    const res = await postAction(app, admin, open._id, 'dismiss', 'The seller showed the receipt.');
    expect(res.status).toBe(200);
    const closed = res.body as ModerationCase;
    expect(closed).toMatchObject({ _id: open._id, status: 'closed', product: { _id: listing, status: 'available' } });
    expect(closed.history.map((s) => [s.action, s.by])).toEqual([
      ['opened', reporter.name],
      ['reported', reporter.name],
      ['dismiss', admin.email],
    ]);
    expect(closed.history[2]).toEqual({ action: 'dismiss', by: admin.email, note: 'The seller showed the receipt.', at: expect.any(String) });
    expect(await whereShown(listing, name, await sellerIdOf(seller))).toEqual(ON_MARKET);

    expect(await casesOf(app, admin, listing)).toHaveLength(0);
    expect(await casesOf(app, admin, listing, 'closed')).toEqual([closed]);
    // A closed case takes no second action.
    const again = await postAction(app, admin, open._id, 'hide', 'Changed my mind.');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This case is already closed');
    expect((await casesOf(app, admin, listing, 'closed'))[0]!.history).toHaveLength(3);
    expect(await whereShown(listing, name, await sellerIdOf(seller))).toEqual(ON_MARKET);
  });
});

describe('hide', () => {
  test('the listing leaves every list and search and its page; its seller sees it hidden, with why; nobody can book it', async () => {
    const name = uniqueName('Hide');
    const listing = await advertisedListing(seller, name);
    const other = await listDevice(app, seller, { deviceName: uniqueName('Kept') });
    const open = await reportedCase(listing);

    const res = await postAction(app, admin, open._id, 'hide', 'The photos are from a shop website.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', product: { _id: listing, status: 'hidden' } });
    expect((res.body as ModerationCase).history.at(-1)).toMatchObject({ action: 'hide', by: admin.email, note: 'The photos are from a shop website.' });

    expect(await whereShown(listing, name, await sellerIdOf(seller))).toEqual(NOWHERE);
    expect((await app.http().get(`/products/${other}`)).status).toBe(200);

    const own = await ownView(seller, listing);
    expect(own).toMatchObject({ status: 'hidden', advertised: false, moderation: { reason: 'The photos are from a shop website.', hiddenAt: expect.any(String) } });
    expect((await ownView(admin, listing))?.moderation?.reason).toBe('The photos are from a shop website.');
    expect((await ownView(seller, other))?.moderation).toBeUndefined();

    const booking = await app.http().post('/bookings').set(buyer.auth).send({ productId: listing, contact: '01711000222', location: 'Dhaka' });
    expect(booking.status).toBe(404);
    const advertise = await app.http().post('/advertise').set(seller.auth).send({ _id: listing });
    expect(advertise.status).toBe(409);
    expect(await whereShown(listing, name, await sellerIdOf(seller))).toEqual(NOWHERE);

    // Its seller cannot delete it (and so free its IMEI for another account); an Admin can.
    const deleted = await app.http().delete(`/products/${listing}`).set(seller.auth);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('An admin hid this listing: only an admin can delete it');
    expect((await ownView(seller, listing))?.status).toBe('hidden');
    expect((await app.http().delete(`/products/${listing}`).set(admin.auth)).body).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  test('a hidden listing keeps its IMEI from another seller', async () => {
    const imei = testImei();
    const listing = await listDevice(app, seller, { imei });
    const open = await reportedCase(listing);
    expect((await postAction(app, admin, open._id, 'hide', 'Reported stolen')).status).toBe(200);
    const relist = await postListing(app, otherSeller, { imei });
    expect(relist.status).toBe(409);
    expect(relist.body.message).toBe(MSG.imeiTaken);
    const [flagged] = await casesOf(app, admin, listing);
    expect(flagged).toMatchObject({ kind: 'imei', product: { status: 'hidden' } });
  });

  test('a listing sold before the Admin acts: 409, the case stays open (dismiss it, or block the seller)', async () => {
    const listing = await listDevice(app, seller);
    const open = await reportedCase(listing);
    await pay(app, buyer, await book(app, buyer, { _id: new ObjectId(listing) }));
    const res = await postAction(app, admin, open._id, 'hide', 'Stolen');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no longer on the market/);
    expect((await casesOf(app, admin, listing)).map((c) => c.status)).toEqual(['open']);
    expect((await app.http().get(`/products/${listing}`)).body.status).toBe('sold');
    expect((await postAction(app, admin, open._id, 'dismiss', 'Sold already; the claim process covers the buyer.')).status).toBe(200);
  });
});

describe('block', () => {
  test('hides all the seller\'s listings on the market, refuses new ones with the reason; they still sign in and see their orders', async () => {
    const blocked = await registerUser(app, 'Seller', 'Bashir Blocked');
    const blockedId = await sellerIdOf(blocked);
    const names = [uniqueName('BlockA'), uniqueName('BlockB')];
    const reported = await advertisedListing(blocked, names[0]!);
    const second = await listDevice(app, blocked, { deviceName: names[1]! });
    const sold = await insertListing(app, blocked, { status: 'sold', soldAt: new Date(), sellerId: blockedId });
    // Their own purchase, as a buyer of someone else's listing.
    const bought = await listDevice(app, seller);
    const bookingId = await book(app, blocked, { _id: new ObjectId(bought) });

    const open = await reportedCase(reported);
    const reason = 'Listed three phones reported stolen.';
    const res = await postAction(app, admin, open._id, 'block', reason);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', seller: { email: blocked.email, blocked: true }, product: { status: 'hidden' } });
    expect((res.body as ModerationCase).history.at(-1)).toMatchObject({ action: 'block', by: admin.email, note: reason });

    for (const [id, name] of [[reported, names[0]!], [second, names[1]!]] as const) {
      expect(await whereShown(id, name, blockedId)).toEqual(NOWHERE);
      expect(await ownView(blocked, id)).toMatchObject({ status: 'hidden', moderation: { reason } });
    }
    expect((await app.http().get('/listings').query({ seller: blockedId })).body.total).toBe(0);
    expect((await app.http().get(`/products/${sold._id.toHexString()}`)).body.status).toBe('sold');

    // No new listing: 403 with the Admin's reason, nothing stored.
    const before = await app.server.db.collections.products.countDocuments({ sellerEmail: blocked.email });
    const refused = await postListing(app, blocked);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(reason);
    expect(await app.server.db.collections.products.countDocuments({ sellerEmail: blocked.email })).toBe(before);

    // Signs in, reads their record (with why) and their orders.
    const jwt = await app.http().get('/jwt').query({ email: blocked.email }).set('Authorization', `Bearer ${blocked.idToken}`);
    expect(jwt.status).toBe(200);
    const me = await app.http().get('/users/me').set({ Authorization: `Bearer ${jwt.body.accessToken}` });
    expect(me.status).toBe(200);
    expect(me.body.blocked).toEqual({ at: expect.any(String), reason });
    const orders = await app.http().get('/bookings').query({ email: blocked.email }).set(blocked.auth);
    expect(orders.status).toBe(200);
    expect((orders.body as Array<{ _id: string }>).map((b) => b._id)).toContain(bookingId);
    expect((await app.http().get(`/bookings/${bookingId}`).set(blocked.auth)).status).toBe(200);
    // Hidden: off the market, so it cannot be reported any more either.
    expect((await postReport(app, buyer, second, REPORT)).status).toBe(404);
  });

  test('an Admin\'s listing: block is 403 and the case stays open', async () => {
    const listing = await listDevice(app, otherAdmin);
    const open = await reportedCase(listing);
    const res = await postAction(app, admin, open._id, 'block', 'Testing');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('An admin cannot be blocked');
    expect((await casesOf(app, admin, listing)).map((c) => c.status)).toEqual(['open']);
    expect((await app.server.db.collections.users.findOne({ email: otherAdmin.email }))?.blocked).toBeUndefined();
  });
});

describe('the seller\'s record in the queue', () => {
  test('name, email, blocked, listings made, sales paid, rating', async () => {
    const recorded = await registerUser(app, 'Seller', 'Rehana Record');
    const first = await listDevice(app, recorded);
    await listDevice(app, recorded);
    await pay(app, buyer, await book(app, buyer, { _id: new ObjectId(first) }));
    await app.server.db.collections.users.updateOne({ email: recorded.email }, { $set: { sellerRating: { average: 4.5, count: 2 } } });
    const third = await listDevice(app, recorded);
    const open = await reportedCase(third);
    expect(open.seller).toEqual({ name: 'Rehana Record', email: recorded.email, blocked: false, listings: 3, sales: 1, rating: { average: 4.5, count: 2 } });
  });
});

describe('two Admins acting on one case at once', () => {
  test('five rounds of hide against dismiss: one 200, one 409, one action in the history, the listing as the winner left it', async () => {
    for (let round = 0; round < 5; round++) {
      const name = uniqueName('Race');
      const listing = await listDevice(app, seller, { deviceName: name });
      const open = await reportedCase(listing);
      const answers = await Promise.all([postAction(app, admin, open._id, 'hide', 'Hide it'), postAction(app, otherAdmin, open._id, 'dismiss', 'Fine')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.status === 200)!.body as ModerationCase;
      const [closed] = await casesOf(app, admin, listing, 'closed');
      expect(closed!.history.filter((s) => s.action === 'hide' || s.action === 'dismiss')).toHaveLength(1);
      expect(closed!.history.at(-1)!.action).toBe(winner.history.at(-1)!.action);
      const hidden = winner.history.at(-1)!.action === 'hide';
      expect((await app.http().get(`/products/${listing}`)).status).toBe(hidden ? 404 : 200);
    }
  });
});

describe('an action cut short by the engine going away after it was decided', () => {
  /** `who`'s action on the listing's open case, answered 503: its decision written, the engine gone before the case closed. */
  async function cutShort(listing: string, who: TestUser, action: string, note: string): Promise<ModerationCase> {
    const open = await reportedCase(listing);
    await onNextCall(app.server.db.collections.moderationCases, 'updateOne', engineGone, async () => {
      const cut = await postAction(app, who, open._id, action, note);
      expect(cut.status).toBe(503);
    });
    expect(await casesOf(app, admin, listing)).toEqual([expect.objectContaining({ _id: open._id, status: 'open' })]);
    return open;
  }

  test('the same action again finishes it: 200 with the case closed, the listing hidden, one action in the history', async () => {
    const listing = await listDevice(app, seller, { deviceName: uniqueName('Cut') });
    const open = await cutShort(listing, admin, 'hide', 'Stolen, says the shop.');

    const again = await postAction(app, admin, open._id, 'hide', 'Stolen, says the shop.');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'closed', product: { _id: listing, status: 'hidden' } });
    expect(await casesOf(app, admin, listing)).toEqual([]);
    const [closed] = await casesOf(app, admin, listing, 'closed');
    expect(closed!.history.filter((s) => s.action === 'hide')).toEqual([expect.objectContaining({ by: admin.email, note: 'Stolen, says the shop.' })]);
    expect((await app.http().get(`/products/${listing}`)).status).toBe(404);
  });

  test('another Admin\'s action: 409, and the case is closed with the decision taken first', async () => {
    const listing = await listDevice(app, seller, { deviceName: uniqueName('Cut') });
    const open = await cutShort(listing, admin, 'dismiss', 'Looks fine.');

    const other = await postAction(app, otherAdmin, open._id, 'hide', 'Hide it.');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('case_closed');
    const [closed] = await casesOf(app, admin, listing, 'closed');
    expect(closed!.history.at(-1)).toMatchObject({ action: 'dismiss', by: admin.email, note: 'Looks fine.' });
    expect((await app.http().get(`/products/${listing}`)).status).toBe(200);
  });
});

describe('the queue\'s pages', () => {
  test('open cases oldest first and closed ones newest first, a page at a time through the Link header; a cursor opens only its own list', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await reportedCase(await listDevice(app, seller))).product._id);
    const open = await allCases(app, admin, 'open');
    const times = open.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const mine = open.filter((c) => made.includes(c.product._id)).map((c) => c.product._id);
    expect(mine).toEqual(made);

    // Walked one at a time: the same cases in the same order.
    const walked: string[] = [];
    let res = await getModeration(app, admin, { limit: 1 });
    for (;;) {
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      walked.push((res.body as ModerationCase[])[0]!._id);
      const next = nextQuery(res);
      if (!next) break;
      res = await app.http().get(`/moderation?${next}`).set(admin.auth);
    }
    expect(walked).toEqual(open.map((c) => c._id));

    // Closed: newest decision first.
    for (const productId of made) {
      const [c] = await casesOf(app, admin, productId);
      expect((await postAction(app, admin, c!._id, 'dismiss', 'ok')).status).toBe(200);
    }
    const closed = await allCases(app, admin, 'closed');
    const decided = closed.map((c) => Date.parse(c.history.at(-1)!.at));
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
    expect(closed.filter((c) => made.includes(c.product._id)).map((c) => c.product._id)).toEqual([...made].reverse());

    // A cursor of the open list does not open the closed one.
    const first = await getModeration(app, admin, { limit: 1 });
    const cursor = cursorIn(nextQuery(first));
    const crossed = await getModeration(app, admin, { state: 'closed', limit: 1, cursor });
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors).toEqual({ cursor: MSG.cursorInvalid });
  });
});
