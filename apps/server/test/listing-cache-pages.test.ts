// Pages served through a listing cache far too small for them: every page misses, and the cache's
// generations turn over many times while pages wait for the database. Each page still answers
// exactly what an instance without a cache answers (the cache lends its bytes only until its
// next writes; a page copies what it hit before it waits).
import { LISTING_SORTS } from '@mobile-planet/shared';
import { registerUser } from './support/identity';
import { listDevice } from './support/list-device';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let cached: TestApp;
let uncached: TestApp;

beforeAll(async () => {
  // Three or four cards in each of its two generations.
  cached = await startTestApp({ SEARCH_CACHE_MB: String(5_000 / 2 ** 20) });
  uncached = await startTestApp({ MONGODB_DB: cached.config.MONGODB_DB, SEARCH_CACHE_MB: '0' });
  const owner = { name: 'Cache Seller', email: 'cache-seller@example.test' };
  for (let i = 0; i < 80; i++) {
    await insertListing(cached, owner, {
      deviceName: `Cachephone ${i} ${'ফোন'.repeat(i % 3)}`,
      resalePrice: 10_000 + ((i * 7919) % 80) * 500,
      description: `Listing ${i}: ${'works well, box and charger included. '.repeat(1 + (i % 4))}`,
    });
  }
  await uncached.server.catalog.rebuild();
});
afterAll(async () => {
  await uncached.server.stop();
  await cached.stop();
});

test('pages asked for all at once, over and over, answer exactly as with no cache', async () => {
  const paths = LISTING_SORTS.flatMap((sort) => [5, 11, 24].map((limit) => `/listings?q=cachephone&sort=${sort}&limit=${limit}`));
  const expected = new Map<string, string>();
  for (const path of paths) {
    const res = await uncached.http().get(path);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expected.set(path, res.text);
  }
  for (let round = 0; round < 4; round++) {
    const answers = await Promise.all(paths.map((path) => cached.http().get(path)));
    answers.forEach((res, i) => expect(res.text).toBe(expected.get(paths[i]!)));
  }
});

test('a listing just made is served by the instance that made it (its card as written, not read again) exactly as read from the database', async () => {
  const seller = await registerUser(cached, 'Seller', 'Nadia Newlister');
  // Bangla, a fraction and a long description: what the card's bytes hold goes through as stored.
  const id = await listDevice(cached, seller, {
    deviceName: 'Freshphone 9 নতুন',
    yearsOfUse: 1.5,
    description: `Just listed. ${'বাক্স সহ, '.repeat(30)}`,
  });
  await uncached.server.catalog.rebuild();
  const path = '/listings?q=freshphone';
  const [made, read] = await Promise.all([cached.http().get(path), uncached.http().get(path)]);
  expect(read.status).toBe(200);
  expect(read.body.items.map((card: { _id: string }) => card._id)).toEqual([id]);
  expect(made.text).toBe(read.text);
});
