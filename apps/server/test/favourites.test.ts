// Favourites over HTTP on the real app: a signed-in person keeps listings (not their own), reads
// them back as cards with their status, and hears of a favourite's price drop, sale or removal
// once the scheduler has told the listing's favouriters. One test per cell of the permission table
// (docs/api.md), and what a person would notice.
import { ObjectId } from 'mongodb';
import { FAVOURITES_MAX, type FavouriteIds, type FavouritesPage, type Notification } from '@mobile-planet/shared';
import { favouriteKey } from '../src/modules/favourites/favourites.repository';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { allNotificationsOf, book, pay, registerDealCast, runScheduler } from './support/deals';
import { anyValidationError } from './support/errors';
import { registerUser, signedAs, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const put = (user: TestUser | null, productId: string) => signedAs(app.http().put(`/me/favourites/${productId}`), user).send({});
const del = (user: TestUser | null, productId: string) => signedAs(app.http().delete(`/me/favourites/${productId}`), user);
const list = (user: TestUser | null, query: Record<string, string | number> = {}) => signedAs(app.http().get('/me/favourites').query(query), user);
const ids = (user: TestUser | null, query: Record<string, string> = {}) => signedAs(app.http().get('/me/favourites/ids').query(query), user);
const id = (listing: Pick<ProductDoc, '_id'>) => listing._id.toHexString();

async function favourite(user: TestUser, listing: ProductDoc): Promise<void> {
  const res = await put(user, id(listing));
  if (res.status !== 200) throw new Error(`PUT /me/favourites answered ${res.status}: ${JSON.stringify(res.body)}`);
}
async function idsOf(user: TestUser): Promise<string[]> {
  const res = await ids(user);
  expect(res.status).toBe(200);
  return (res.body as FavouriteIds).ids;
}
/** `user`'s notifications about one listing, of the favourites' kinds, oldest first. */
async function favouriteNews(user: TestUser, listing: Pick<ProductDoc, '_id'>): Promise<Notification[]> {
  return (await allNotificationsOf(app, user)).filter((n) => n.productId === id(listing) && n.kind.startsWith('favourite_')).reverse();
}
const patchPrice = (user: TestUser, listing: ProductDoc, resalePrice: number) =>
  app.http().patch(`/products/${id(listing)}`).set(user.auth).send({ resalePrice });

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('PUT /me/favourites/{productId}', () => {
  test('a buyer keeps a listing; pressing the heart again keeps it once, from the first time', async () => {
    const listing = await insertListing(app, seller);
    const first = await put(buyer, id(listing));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ productId: id(listing), savedAt: expect.any(String) });
    const again = await put(buyer, id(listing));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await idsOf(buyer)).filter((x) => x === id(listing))).toHaveLength(1);
  });

  test(`at most ${FAVOURITES_MAX}: two hearts at the same moment with one place left never keep more`, async () => {
    const many = await registerUser(app, 'Buyer', 'Many Hearts');
    const at = new Date();
    await app.server.db.collections.favourites.insertMany(
      Array.from({ length: FAVOURITES_MAX - 1 }, (_, i) => {
        const productId = new ObjectId();
        return { _id: new ObjectId(), key: favouriteKey(productId, many.email), email: many.email, productId, deviceName: `Phone ${i}`, createdAt: at };
      }),
    );
    const [left, right] = [await insertListing(app, seller), await insertListing(app, seller)];
    const answers = await Promise.all([put(many, id(left)), put(many, id(right))]);
    expect(answers.map((a) => a.status)).toContain(409);
    const kept = await app.server.db.collections.favourites.countDocuments({ email: many.email });
    expect(kept).toBeLessThanOrEqual(FAVOURITES_MAX);
    // What a 200 said is kept is kept; what a 409 refused is not.
    for (const [listing, answer] of [[left, answers[0]!], [right, answers[1]!]] as const) {
      const there = await app.server.db.collections.favourites.countDocuments({ email: many.email, productId: listing._id });
      expect([answer.status, there]).toEqual(answer.status === 200 ? [200, 1] : [409, 0]);
    }
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('favourites_full');
  });

  test('a seller and an Admin may keep another seller’s listing', async () => {
    const listing = await insertListing(app, seller);
    expect((await put(otherSeller, id(listing))).status).toBe(200);
    expect((await put(admin, id(listing))).status).toBe(200);
    expect(await idsOf(otherSeller)).toContain(id(listing));
  });

  test('not one’s own listing: 403, nothing kept', async () => {
    const listing = await insertListing(app, seller);
    const res = await put(seller, id(listing));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('favourite_own_listing');
    expect(await idsOf(seller)).not.toContain(id(listing));
  });

  test('signed out: 401', async () => {
    const listing = await insertListing(app, seller);
    expect((await put(null, id(listing))).status).toBe(401);
  });

  test('a missing, hidden or removed listing is 404; a malformed id is 400 on id', async () => {
    const hidden = await insertListing(app, seller, { status: 'hidden' });
    const removed = await insertListing(app, seller, { status: 'removed' });
    for (const productId of [new ObjectId().toHexString(), id(hidden), id(removed)]) {
      const res = await put(buyer, productId);
      expect([productId, res.status, res.body.code]).toEqual([productId, 404, 'listing_not_found']);
    }
    const bad = await put(buyer, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ...anyValidationError, errors: { id: expect.any(String) } });
  });
});

describe('DELETE /me/favourites/{productId}', () => {
  test('removes the caller’s own favourite only; removing one not kept is fine too', async () => {
    const listing = await insertListing(app, seller);
    await favourite(buyer, listing);
    await favourite(otherBuyer, listing);
    expect((await del(buyer, id(listing))).status).toBe(204);
    expect(await idsOf(buyer)).not.toContain(id(listing));
    // Another person's heart on it stays.
    expect(await idsOf(otherBuyer)).toContain(id(listing));
    expect((await del(buyer, id(listing))).status).toBe(204);
  });

  test('signed out: 401; a malformed id: 400', async () => {
    const listing = await insertListing(app, seller);
    await favourite(buyer, listing);
    expect((await del(null, id(listing))).status).toBe(401);
    expect(await idsOf(buyer)).toContain(id(listing));
    expect((await del(buyer, 'nope')).status).toBe(400);
  });
});

describe('GET /me/favourites and /me/favourites/ids', () => {
  test('newest first, as cards with their status, in pages; a deleted listing still says what it was', async () => {
    const reader = (await registerDealCast(app)).buyer;
    const onSale = await insertListing(app, seller, { resalePrice: 30_000 });
    const sold = await insertListing(app, seller);
    const deleted = await insertListing(app, seller);
    for (const listing of [onSale, sold, deleted]) {
      await favourite(reader, listing);
      app.clock.advance(1000);
    }
    await app.server.db.collections.products.updateOne({ _id: sold._id }, { $set: { status: 'sold' } });
    expect((await app.http().delete(`/products/${id(deleted)}`).set(seller.auth)).status).toBe(200);

    const first = await list(reader, { limit: 2 });
    expect(first.status).toBe(200);
    const page = first.body as FavouritesPage;
    expect(page.items.map((f) => [f.productId, f.status])).toEqual([
      [id(deleted), 'removed'],
      [id(sold), 'sold'],
    ]);
    expect(page.items[0]).toMatchObject({ deviceName: deleted.deviceName, listing: null });
    expect(page.items[1]!.listing).toMatchObject({ _id: id(sold), status: 'sold', deviceName: sold.deviceName });
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = (await list(reader, { limit: 2, cursor: page.nextCursor! })).body as FavouritesPage;
    expect(second.items.map((f) => f.productId)).toEqual([id(onSale)]);
    expect(second.items[0]).toMatchObject({ status: 'available', listing: { _id: id(onSale), resalePrice: 30_000, deviceName: onSale.deviceName } });
    expect(second.nextCursor).toBeNull();

    expect(await idsOf(reader)).toEqual([id(deleted), id(sold), id(onSale)]);
  });

  test('each person reads their own only', async () => {
    const listing = await insertListing(app, seller);
    await favourite(buyer, listing);
    const theirs = (await list(otherBuyer, { limit: 48 })).body as FavouritesPage;
    expect(theirs.items.map((f) => f.productId)).not.toContain(id(listing));
    expect(await idsOf(otherBuyer)).not.toContain(id(listing));
  });

  test('signed out: 401; a bad limit, a forged cursor or an unknown parameter: 400 with the field', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await ids(null)).status).toBe(401);
    const badLimit = await list(buyer, { limit: 49 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors).toHaveProperty('limit');
    const badCursor = await list(buyer, { cursor: 'forged' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors).toHaveProperty('cursor');
    expect((await ids(buyer, { products: 'a,b' })).status).toBe(400);
  });
});

test('a deleted account’s favourites and saved searches go with it', async () => {
  const leaving = (await registerDealCast(app)).buyer;
  const listing = await insertListing(app, seller);
  await favourite(leaving, listing);
  expect((await app.http().post('/me/saved-searches').set(leaving.auth).send({ query: { q: 'nokia' } })).status).toBe(201);
  expect((await app.http().delete(`/users/${leaving.email}`).set(admin.auth)).status).toBe(200);
  const { favourites, savedSearches } = app.server.db.collections;
  expect(await favourites.countDocuments({ email: leaving.email })).toBe(0);
  expect(await savedSearches.countDocuments({ email: leaving.email })).toBe(0);
});

describe('what favouriters hear', () => {
  test('a price drop tells each favouriter once, with the new and the old price; its seller and others hear nothing', async () => {
    const listing = await insertListing(app, seller, { resalePrice: 40_000 });
    await favourite(buyer, listing);
    await favourite(otherBuyer, listing);
    const res = await patchPrice(seller, listing, 35_000);
    expect(res.status).toBe(200);
    // Told by the scheduler, not the request.
    expect(await favouriteNews(buyer, listing)).toEqual([]);
    await runScheduler(app);
    await runScheduler(app);
    for (const reader of [buyer, otherBuyer]) {
      const news = await favouriteNews(reader, listing);
      expect(news).toHaveLength(1);
      expect(news[0]).toMatchObject({ kind: 'favourite_price_drop', device: listing.deviceName, amount: 35_000, previousAmount: 40_000, read: false });
    }
    expect(await favouriteNews(seller, listing)).toEqual([]);
    expect(await favouriteNews(otherSeller, listing)).toEqual([]);
  });

  test('a price rise tells nobody; a second drop is news again', async () => {
    const listing = await insertListing(app, seller, { resalePrice: 40_000 });
    await favourite(buyer, listing);
    expect((await patchPrice(seller, listing, 45_000)).status).toBe(200);
    await runScheduler(app);
    expect(await favouriteNews(buyer, listing)).toEqual([]);
    expect((await patchPrice(seller, listing, 38_000)).status).toBe(200);
    await runScheduler(app);
    expect((await patchPrice(seller, listing, 36_000)).status).toBe(200);
    await runScheduler(app);
    expect((await favouriteNews(buyer, listing)).map((n) => [n.amount, n.previousAmount])).toEqual([
      [38_000, 45_000],
      [36_000, 38_000],
    ]);
  });

  test('a sale tells the favouriters, but not the buyer who bought it', async () => {
    const listing = await insertListing(app, seller);
    await favourite(buyer, listing);
    await favourite(otherBuyer, listing);
    await pay(app, buyer, await book(app, buyer, listing));
    await runScheduler(app);
    expect((await favouriteNews(otherBuyer, listing)).map((n) => n.kind)).toEqual(['favourite_sold']);
    expect(await favouriteNews(buyer, listing)).toEqual([]);
  });

  test('leaving the market tells them: deleted by its seller, hidden by an Admin, taken off with its seller', async () => {
    const deleted = await insertListing(app, seller);
    const hidden = await insertListing(app, seller);
    const leaving = (await registerDealCast(app)).seller;
    const takenOff = await insertListing(app, leaving);
    for (const listing of [deleted, hidden, takenOff]) await favourite(buyer, listing);

    expect((await app.http().delete(`/products/${id(deleted)}`).set(seller.auth)).status).toBe(200);
    await app.server.services.products.hide(hidden._id, 'Wrong photos');
    expect((await app.http().delete(`/users/${leaving.email}`).set(admin.auth)).status).toBe(200);
    await runScheduler(app);

    for (const listing of [deleted, hidden, takenOff]) {
      expect([listing.deviceName, (await favouriteNews(buyer, listing)).map((n) => n.kind)]).toEqual([listing.deviceName, ['favourite_removed']]);
    }
    // Deleting the hidden one as well is not news twice.
    expect((await app.http().delete(`/products/${id(hidden)}`).set(admin.auth)).status).toBe(200);
    await runScheduler(app);
    expect(await favouriteNews(buyer, hidden)).toHaveLength(1);
  });

  test('news told to everyone is deleted after a week; news still being told is kept', async () => {
    const listing = await insertListing(app, seller, { resalePrice: 30_000 });
    await favourite(buyer, listing);
    expect((await patchPrice(seller, listing, 29_000)).status).toBe(200);
    await runScheduler(app);
    const news = app.server.db.collections.favouriteNews;
    expect(await news.countDocuments({ productId: listing._id, done: true })).toBe(1);
    app.clock.advance(8 * 24 * 3_600_000);
    await runScheduler(app);
    expect(await news.countDocuments({ productId: listing._id })).toBe(0);
    // Nobody is told twice for it.
    expect((await favouriteNews(buyer, listing)).map((n) => n.amount)).toEqual([29_000]);
  });

  test('thousands of hearts are told in pages by the scheduler, each person once, however often it runs', async () => {
    const listing = await insertListing(app, seller, { resalePrice: 20_000 });
    const emails = Array.from({ length: 450 }, (_, i) => `fan-${i}-${id(listing)}@example.test`);
    await app.server.db.collections.favourites.insertMany(
      emails.map((email, i) => ({
        _id: new ObjectId(), key: `${id(listing)}:${email}`, email, productId: listing._id, deviceName: listing.deviceName, createdAt: new Date(Date.now() + i),
      })),
    );
    expect((await patchPrice(seller, listing, 18_000)).status).toBe(200);
    // Two instances' runs at the same moment tell each person once.
    await Promise.all([app.server.services.favourites.tellNews(), app.server.services.favourites.tellNews()]);
    await runScheduler(app);
    const told = await app.server.db.collections.notifications.find({ productId: listing._id, kind: 'favourite_price_drop' }).toArray();
    expect(told).toHaveLength(450);
    expect(new Set(told.map((n) => n.email)).size).toBe(450);
  });
});
