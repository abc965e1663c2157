// Saved searches over HTTP on the real app: a signed-in person saves the results' filters and
// keywords, lists, renames and deletes their own, and hears of new listings that match in at most
// one digest per search an hour (the scheduler, with the test clock). One test per cell of the
// permission table (docs/api.md), and what a person would notice.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { SAVED_SEARCHES_MAX, type ListingFilters, type Notification, type SavedSearch, type SavedSearchesPage } from '@mobile-planet/shared';
import { allNotificationsOf, HOUR_MS, MINUTE_MS, registerDealCast, runScheduler } from './support/deals';
import { anyValidationError } from './support/errors';
import { registerUser, signedAs, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;

const post = (user: TestUser | null, body: unknown) => signedAs(app.http().post('/me/saved-searches'), user).send(body as object);
const list = (user: TestUser | null, query: Record<string, string | number> = {}) => signedAs(app.http().get('/me/saved-searches').query(query), user);
const rename = (user: TestUser | null, id: string, body: unknown) => signedAs(app.http().patch(`/me/saved-searches/${id}`), user).send(body as object);
const del = (user: TestUser | null, id: string) => signedAs(app.http().delete(`/me/saved-searches/${id}`), user);

/** A word no other listing of the run has: each test's search matches only its own listings. */
const uniqueWord = () => `zq${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function saved(user: TestUser, body: Record<string, unknown>): Promise<SavedSearch> {
  const res = await post(user, body);
  if (res.status !== 201) throw new Error(`POST /me/saved-searches answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as SavedSearch;
}
async function all(user: TestUser): Promise<SavedSearch[]> {
  const res = await list(user, { limit: 50 });
  expect(res.status).toBe(200);
  return (res.body as SavedSearchesPage).items;
}
async function digestsOf(user: TestUser, search: SavedSearch): Promise<Notification[]> {
  return (await allNotificationsOf(app, user)).filter((n) => n.kind === 'saved_search_digest' && n.savedSearchId === search._id).reverse();
}
/** A new listing of `word`, listed a moment after everything before it. */
let listedAt = Date.now();
const listWord = (owner: Pick<TestUser, 'name' | 'email'> & { sellerId?: string }, word: string, overrides: Record<string, unknown> = {}) =>
  insertListing(app, owner, { deviceName: `Galaxy ${word}`, createdAt: new Date((listedAt = Math.max(listedAt, Date.now()) + 5)), ...(owner.sellerId ? { sellerId: owner.sellerId } : {}), ...overrides });

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('POST /me/saved-searches', () => {
  test('saves the results’ filters and keywords, normalised as GET /listings reads them; order and page are not part of it', async () => {
    const res = await post(buyer, {
      name: '  Cheap Samsungs  ',
      query: { q: '  galaxy  ', brand: 'samsung', condition: 'good,excellent', minPrice: '5000', maxPrice: '20000', location: 'Dhaka', sort: 'price_asc', limit: '24' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Cheap Samsungs',
      query: { q: 'galaxy', brand: 'Samsung', condition: 'good,excellent', minPrice: '5000', maxPrice: '20000', location: 'Dhaka' },
      createdAt: expect.any(String),
      lastDigestAt: null,
    });
    // The saved query is the results' address again: GET /listings takes it as it is.
    expect((await app.http().get('/listings').query((res.body as SavedSearch).query)).status).toBe(200);
  });

  test('without a name it is named after the search', async () => {
    const res = await post(buyer, { query: { q: 'pixel', category: 'smartphone' } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('pixel · smartphone');
  });

  test('signed out: 401', async () => {
    expect((await post(null, { query: { q: 'nokia' } })).status).toBe(401);
  });

  test('bad input is a 400 on its field, and nothing is saved', async () => {
    const user = await registerUser(app, 'Buyer', 'Rina Reader');
    const cases: Array<[unknown, string]> = [
      [{ query: { minPrice: 'cheap' } }, 'query.minPrice'],
      [{ query: { minPrice: '9000', maxPrice: '100' } }, 'query.minPrice'],
      [{ query: { brand: 'Nokla' } }, 'query.brand'],
      [{ query: { q: { $ne: null } } }, 'query.q'],
      [{ query: { colour: 'red' } }, 'query'],
      [{ query: {} }, 'query'],
      [{ query: { sort: 'price_asc' } }, 'query'],
      [{ query: 'q=nokia' }, 'query'],
      [{}, 'query'],
      [{ name: '', query: { q: 'nokia' } }, 'name'],
      [{ name: 'x'.repeat(61), query: { q: 'nokia' } }, 'name'],
      [{ query: { q: 'nokia' }, alert: true }, 'alert'],
    ];
    for (const [body, field] of cases) {
      const res = await post(user, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body).toMatchObject(anyValidationError);
      expect([JSON.stringify(body), Object.keys(res.body.errors)]).toEqual([JSON.stringify(body), expect.arrayContaining([field])]);
    }
    expect(await all(user)).toEqual([]);
  });

  test(`at most ${SAVED_SEARCHES_MAX} each: the next is a 409`, async () => {
    const user = await registerUser(app, 'Buyer', 'Many Searches');
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) await saved(user, { query: { q: `phone ${i}` } });
    const res = await post(user, { query: { q: 'one more' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('saved_searches_full');
    expect(await all(user)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  test('two saves at the same moment with one place left never keep more than the limit', async () => {
    const user = await registerUser(app, 'Buyer', 'Racing Searches');
    for (let i = 0; i < SAVED_SEARCHES_MAX - 1; i++) await saved(user, { query: { q: `phone ${i}` } });
    const answers = await Promise.all([post(user, { query: { q: 'left' } }), post(user, { query: { q: 'right' } })]);
    const kept = await all(user);
    expect(kept.length).toBeLessThanOrEqual(SAVED_SEARCHES_MAX);
    expect(answers.map((a) => a.status)).toContain(409);
    // What a 201 said is kept is kept; what a 409 refused is not.
    for (const [i, answer] of answers.entries()) {
      const q = i === 0 ? 'left' : 'right';
      expect([q, kept.some((s) => s.query.q === q)]).toEqual([q, answer.status === 201]);
    }
  });
});

describe('saving a search one follows already', () => {
  test('the same search written another way is the one saved: 200 with it, name and all, and still one', async () => {
    const user = await registerUser(app, 'Buyer', 'Twice Saver');
    const first = await saved(user, { name: 'Cheap Galaxies', query: { q: 'Galaxy  S21', brand: 'samsung', condition: 'good,excellent', location: 'Dhaka', maxPrice: '30000' } });
    // Another case, spacing and order of its conditions, a sort: the search is the same.
    const again = await post(user, { name: 'Another name', query: { q: ' galaxy s21 ', brand: 'Samsung', condition: 'excellent,good', location: 'dhaka', maxPrice: '30000', sort: 'price_asc' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect((await all(user)).map((s) => s._id)).toEqual([first._id]);
    // A filter more is another search; and another person's save of the same is theirs.
    expect((await post(user, { query: { q: 'galaxy s21', brand: 'Samsung', condition: 'good,excellent', location: 'Dhaka', maxPrice: '25000' } })).status).toBe(201);
    const theirs = await post(otherBuyer, { query: { q: 'Galaxy S21', brand: 'samsung', condition: 'good,excellent', location: 'Dhaka', maxPrice: '30000' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(first._id);
  });

  test('two saves of one search at the same moment (two tabs, a double tap) keep one, and both are told it', async () => {
    const user = await registerUser(app, 'Buyer', 'Double Tapper');
    const query = { q: uniqueWord(), category: 'tablet' };
    const answers = await Promise.all([post(user, { query }), post(user, { query })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body._id).toBe(answers[1]!.body._id);
    expect((await all(user)).map((s) => s._id)).toEqual([answers[0]!.body._id]);
  });

  test('deleted, the same search saved again is a new one (201)', async () => {
    const user = await registerUser(app, 'Buyer', 'Second Thoughts');
    const first = await saved(user, { query: { q: 'pixel 7' } });
    expect((await del(user, first._id)).status).toBe(204);
    const again = await post(user, { query: { q: 'pixel 7' } });
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(first._id);
  });

  test('a search followed already is answered even at the limit, and saves nothing', async () => {
    const user = await registerUser(app, 'Buyer', 'Full Follower');
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) await saved(user, { query: { q: `phone ${i}` } });
    const again = await post(user, { query: { q: 'Phone 3' } });
    expect(again.status).toBe(200);
    expect(again.body.query).toEqual({ q: 'phone 3' });
    expect(await all(user)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  test('searches saved twice before the key: start-up keeps the first of each, on two instances at once', async () => {
    const user = await registerUser(app, 'Buyer', 'Old Saver');
    const word = uniqueWord();
    const { savedSearches } = app.server.db.collections;
    const legacy = (name: string, minutes: number, filters: ListingFilters) => ({
      _id: new ObjectId(),
      email: user.email,
      ownerId: new ObjectId().toHexString(),
      name,
      filters,
      createdAt: new Date(app.clock.now().getTime() - 60 * MINUTE_MS + minutes * MINUTE_MS),
      watermark: 0,
      dueAt: new Date(app.clock.now().getTime() + 10 * HOUR_MS),
    });
    const docs = [
      legacy('first', 1, { q: word, condition: ['good', 'fair'] }),
      legacy('again', 2, { q: word.toUpperCase(), condition: ['fair', 'good'] }),
      legacy('other', 3, { q: word, condition: ['good'] }),
      legacy('third time', 4, { q: ` ${word} `, condition: ['good', 'fair'] }),
    ];
    await savedSearches.insertMany(docs);
    await Promise.all([app.server.services.savedSearches.upgradeLegacy(), app.server.services.savedSearches.upgradeLegacy()]);
    expect((await all(user)).map((s) => s.name).sort()).toEqual(['first', 'other']);
    // Saved again now, it is the one kept.
    const again = await post(user, { query: { q: word, condition: 'fair,good' } });
    expect([again.status, again.body._id]).toEqual([200, docs[0]!._id.toHexString()]);
  });
});

describe('GET /me/saved-searches', () => {
  test('one’s own, newest first, in pages', async () => {
    const user = await registerUser(app, 'Buyer', 'Page Reader');
    const made: SavedSearch[] = [];
    for (const q of ['one', 'two', 'three']) {
      made.push(await saved(user, { query: { q } }));
      app.clock.advance(1000);
    }
    const first = await list(user, { limit: 2 });
    expect(first.status).toBe(200);
    expect((first.body as SavedSearchesPage).items.map((s) => s.name)).toEqual(['three', 'two']);
    const second = await list(user, { limit: 2, cursor: first.body.nextCursor });
    expect((second.body as SavedSearchesPage).items.map((s) => s._id)).toEqual([made[0]!._id]);
    expect(second.body.nextCursor).toBeNull();
    // Nobody else sees them.
    expect((await all(otherBuyer)).map((s) => s._id)).not.toContain(made[0]!._id);
  });

  test('signed out: 401; a bad limit or an unknown parameter: 400', async () => {
    expect((await list(null)).status).toBe(401);
    const bad = await list(buyer, { limit: 51 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('limit');
    expect((await list(buyer, { email: buyer.email })).status).toBe(400);
  });
});

describe('PATCH and DELETE /me/saved-searches/{id}', () => {
  test('the owner renames theirs', async () => {
    const search = await saved(buyer, { query: { q: 'iphone' } });
    const res = await rename(buyer, search._id, { name: ' iPhones under 30k ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...search, name: 'iPhones under 30k' });
    expect((await all(buyer)).find((s) => s._id === search._id)?.name).toBe('iPhones under 30k');
  });

  test('someone else’s is not found (404), and stays as it was', async () => {
    const search = await saved(buyer, { name: 'Mine', query: { q: 'xiaomi' } });
    const renamed = await rename(otherBuyer, search._id, { name: 'Theirs' });
    expect(renamed.status).toBe(404);
    expect(renamed.body.code).toBe('saved_search_not_found');
    const deleted = await del(otherBuyer, search._id);
    expect(deleted.status).toBe(404);
    expect((await all(buyer)).find((s) => s._id === search._id)?.name).toBe('Mine');
  });

  test('signed out: 401; a bad name or id: 400; a missing one: 404', async () => {
    const search = await saved(buyer, { query: { q: 'oppo' } });
    expect((await rename(null, search._id, { name: 'x' })).status).toBe(401);
    expect((await del(null, search._id)).status).toBe(401);
    const empty = await rename(buyer, search._id, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('name');
    expect((await rename(buyer, search._id, { name: 'ok', query: { q: 'x' } })).status).toBe(400);
    expect((await rename(buyer, 'nope', { name: 'ok' })).status).toBe(400);
    expect((await del(buyer, 'nope')).status).toBe(400);
    expect((await rename(buyer, new ObjectId().toHexString(), { name: 'ok' })).status).toBe(404);
  });

  test('the owner deletes theirs: gone from the list, and a second delete is 404', async () => {
    const search = await saved(buyer, { query: { q: 'realme' } });
    expect((await del(buyer, search._id)).status).toBe(204);
    expect((await all(buyer)).map((s) => s._id)).not.toContain(search._id);
    expect((await del(buyer, search._id)).status).toBe(404);
  });
});

describe('the digest', () => {
  test('new matching listings within an hour make one digest; another after the hour makes a second', async () => {
    const word = uniqueWord();
    const search = await saved(buyer, { name: 'My Galaxy', query: { q: word } });
    await listWord(seller, word);
    await listWord(seller, word);
    await listWord(seller, uniqueWord()); // not a match
    await runScheduler(app);
    let digests = await digestsOf(buyer, search);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ kind: 'saved_search_digest', count: 2, searchName: 'My Galaxy', savedSearchId: search._id, read: false });

    // Within the hour: nothing more, however often the scheduler runs.
    await listWord(seller, word);
    app.clock.advance(30 * MINUTE_MS);
    await runScheduler(app);
    await runScheduler(app);
    expect(await digestsOf(buyer, search)).toHaveLength(1);

    // After the hour: the listing that waited, alone.
    app.clock.advance(31 * MINUTE_MS);
    await runScheduler(app);
    digests = await digestsOf(buyer, search);
    expect(digests.map((d) => d.count)).toEqual([2, 1]);
    expect((await all(buyer)).find((s) => s._id === search._id)?.lastDigestAt).toEqual(expect.any(String));

    // And nothing new after that is nothing.
    app.clock.advance(2 * HOUR_MS);
    await runScheduler(app);
    expect(await digestsOf(buyer, search)).toHaveLength(2);
  });

  test('listings made before the search was saved are not news', async () => {
    const word = uniqueWord();
    await listWord(seller, word);
    const search = await saved(buyer, { query: { q: word } });
    await runScheduler(app);
    expect(await digestsOf(buyer, search)).toEqual([]);
  });

  test('one’s own new listings are not news to oneself', async () => {
    const word = uniqueWord();
    const me = (await app.http().get('/users/me').set(seller.auth)).body as { _id: string };
    const search = await saved(seller, { query: { q: word } });
    await listWord({ ...seller, sellerId: me._id }, word);
    await runScheduler(app);
    expect(await digestsOf(seller, search)).toEqual([]);
  });

  test('the filters count, not only the words', async () => {
    const word = uniqueWord();
    const search = await saved(buyer, { query: { q: word, maxPrice: '20000', condition: 'excellent' } });
    await listWord(seller, word, { resalePrice: 25_000, condition: 'excellent' });
    await listWord(seller, word, { resalePrice: 15_000, condition: 'fair' });
    await listWord(seller, word, { resalePrice: 15_000, condition: 'excellent' });
    await runScheduler(app);
    expect((await digestsOf(buyer, search)).map((d) => d.count)).toEqual([1]);
  });

  test('two API instances running at the same moment send one digest', async () => {
    const word = uniqueWord();
    const search = await saved(buyer, { query: { q: word } });
    await listWord(seller, word);
    const { savedSearches } = app.server.services;
    await Promise.all([savedSearches.sendDigests(), savedSearches.sendDigests(), savedSearches.sendDigests()]);
    expect(await digestsOf(buyer, search)).toHaveLength(1);
  });

  test('a deleted search sends nothing', async () => {
    const word = uniqueWord();
    const search = await saved(buyer, { query: { q: word } });
    expect((await del(buyer, search._id)).status).toBe(204);
    await listWord(seller, word);
    await runScheduler(app);
    expect(await digestsOf(buyer, search)).toEqual([]);
  });
});
