// Two API instances on one database: a listing added, sold or deleted through one shows in the
// search of that same instance at once (within 1 s) and in the other's within 5 s, through the
// product_changes feed. The writes go through the real calls: POST /products, a card payment,
// DELETE /products, PATCH /products. Instance b keeps no listing JSON (SEARCH_CACHE_MB=0): it reads
// every page's listings by id, and answers exactly as a, which serves them from its cache.
import { ObjectId } from 'mongodb';
import { pngImage } from './fixtures/images';
import { registerUser, type TestUser } from './support/identity';
import { testImei } from './support/imei';
import { startTestApp, type TestApp } from './support/test-app';

let a: TestApp;
let b: TestApp;
let seller: TestUser;
let buyer: TestUser;

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ MONGODB_DB: a.config.MONGODB_DB, SEARCH_CACHE_MB: '0' });
  [seller, buyer] = await Promise.all([registerUser(a, 'Seller', 'Sync Seller'), registerUser(a, 'Buyer', 'Sync Buyer')]);
});
afterAll(async () => {
  await b.server.stop();
  await a.stop();
});

/** The ids `GET /listings?q=` answers on one instance. */
async function found(app: TestApp, q: string): Promise<string[]> {
  const res = await app.http().get('/listings').query({ q });
  expect(res.status).toBe(200);
  return (res.body.items as Array<{ _id: string }>).map((i) => i._id);
}

/** Asks every 100 ms until `check` holds; answers how long that took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function listOnA(deviceName: string): Promise<string> {
  const upload = await a.http().post('/images').set(seller.auth).attach('image', await pngImage(), { filename: 'p.png', contentType: 'image/png' });
  const res = await a.http().post('/products').set(seller.auth).send({
    deviceName, sellerName: 'Sync Seller', category: 'smartphone', condition: 'good', resalePrice: 20_000, originalPrice: 40_000,
    yearsOfUse: 1, Contact: '01711000000', Location: 'Khulna', description: 'For the sync test.', postedDate: '2026-11-01', img: upload.body.data.url,
    imei: testImei(), neir: 'registered',
  });
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

test('a listing added on one instance shows there at once and on the other within 5 s', async () => {
  const id = await listOnA('Syncphone Alpha 128GB');
  expect(await within(1000, async () => (await found(a, 'syncphone alpha')).includes(id))).toBeLessThanOrEqual(1000);
  expect(await within(5000, async () => (await found(b, 'syncphone alpha')).includes(id))).toBeLessThanOrEqual(5000);
  // And in the other instance's category list, which reads the same model.
  expect(((await b.http().get('/category/smartphone')).body as Array<{ _id: string }>).map((p) => p._id)).toContain(id);
});

test('a listing sold through a payment on one instance leaves both within the bounds', async () => {
  const id = await listOnA('Syncphone Beta 64GB');
  await within(5000, async () => (await found(b, 'syncphone beta')).includes(id));

  const booking = await a.http().post('/bookings').set(buyer.auth).send({ productId: id, contact: '01711000222', location: 'Dhaka' });
  expect(booking.status).toBe(201);
  const bookingId = booking.body.insertedId as string;
  const intent = await a.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId });
  const confirmed = await a.http().post('/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, card: GOOD_CARD, billingDetails: { name: buyer.name, email: buyer.email } });
  expect(confirmed.body.paymentIntent.status).toBe('succeeded');
  const paid = await a.http().post('/payments').set(buyer.auth).send({ price: 1, transactionId: confirmed.body.paymentIntent.id, email: buyer.email, bookingId });
  expect(paid.status).toBe(201);

  expect(await within(1000, async () => !(await found(a, 'syncphone beta')).includes(id))).toBeLessThanOrEqual(1000);
  expect(await within(5000, async () => !(await found(b, 'syncphone beta')).includes(id))).toBeLessThanOrEqual(5000);
});

test('a listing deleted on the other instance leaves the first within 5 s', async () => {
  const id = await listOnA('Syncphone Gamma 256GB');
  await within(5000, async () => (await found(b, 'syncphone gamma')).includes(id));
  expect((await b.http().delete(`/products/${id}`).set(seller.auth)).status).toBe(200);
  expect(await within(1000, async () => !(await found(b, 'syncphone gamma')).includes(id))).toBeLessThanOrEqual(1000);
  expect(await within(5000, async () => !(await found(a, 'syncphone gamma')).includes(id))).toBeLessThanOrEqual(5000);
});

test('a new price shows in both instances\' search, though a served the old one from its cache', async () => {
  const id = await listOnA('Syncphone Epsilon 64GB');
  const priceOn = async (app: TestApp) =>
    ((await app.http().get('/listings').query({ q: 'syncphone epsilon' })).body.items as Array<{ _id: string; resalePrice: number }>).find((l) => l._id === id)?.resalePrice;
  expect(await priceOn(a)).toBe(20_000);
  await within(5000, async () => (await priceOn(b)) === 20_000);
  expect((await a.http().patch(`/products/${id}`).set(seller.auth).send({ resalePrice: 17_500 })).status).toBe(200);
  expect(await priceOn(a)).toBe(17_500);
  expect(await within(5000, async () => (await priceOn(b)) === 17_500)).toBeLessThanOrEqual(5000);
});

test('many writes read from the feed at once (new listings, one of them repriced twice, one deleted) all show on the other instance', async () => {
  const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => listOnA(`Syncbatch ${String.fromCharCode(65 + i)} 64GB`)));
  const [repriced, deleted] = [ids[3]!, ids[7]!];
  expect((await a.http().patch(`/products/${repriced}`).set(seller.auth).send({ resalePrice: 18_000 })).status).toBe(200);
  expect((await a.http().patch(`/products/${repriced}`).set(seller.auth).send({ resalePrice: 16_500 })).status).toBe(200);
  expect((await a.http().delete(`/products/${deleted}`).set(seller.auth)).status).toBe(200);
  const shown = async () => (await b.http().get('/listings').query({ q: 'syncbatch', limit: 48 })).body as { items: Array<{ _id: string; resalePrice: number }>; total: number };
  const expected = ids.filter((id) => id !== deleted).sort();
  // Every write at once, not a count: a create whose feed entry landed late and the delete not yet
  // read also make eleven, for a moment.
  const allShown = (page: Awaited<ReturnType<typeof shown>>) =>
    page.total === 11 && JSON.stringify(page.items.map((l) => l._id).sort()) === JSON.stringify(expected) && page.items.find((l) => l._id === repriced)?.resalePrice === 16_500;
  await within(5000, async () => allShown(await shown()));
  const page = await shown();
  expect(page.items.map((l) => l._id).sort()).toEqual(expected);
  expect(page.items.filter((l) => l._id !== repriced).every((l) => l.resalePrice === 20_000)).toBe(true);
});

test('a change entry that lands after a later one was read still shows on the other instance', async () => {
  // Entries are stamped by the database when written and seen when committed, so one can land
  // after a later one was read. Here b has read a's newest entry; then an entry 2 s older than it
  // lands, for a listing written straight to the database. Reads between b's look-backs ask only
  // for entries from the newest seen on, so only a look-back finds it.
  const seen = await listOnA('Syncphone Kappa 64GB');
  await within(5000, async () => (await found(b, 'syncphone kappa')).includes(seen));
  const { products, productChanges } = a.server.db.collections;
  const newest = (await productChanges.find({ productId: new ObjectId(seen) }).sort({ at: -1 }).limit(1).next())!;
  const doc = (await products.findOne({ _id: new ObjectId(seen) }))!;
  const late = { ...doc, _id: new ObjectId(), deviceName: 'Syncphone Lambda 64GB', imei: undefined };
  await products.insertOne(late);
  await productChanges.insertOne({ _id: new ObjectId(), productId: late._id, at: new Date(newest.at.getTime() - 2_000) });
  expect(await within(5000, async () => (await found(b, 'syncphone lambda')).includes(late._id.toHexString()))).toBeLessThanOrEqual(5000);
});

test('a write whose answer is overtaken before it is applied leaves the listing in search as the database has it', async () => {
  // A price change or a sale is applied in search from the write's own answer, not read again,
  // unless something else about the listing began on this instance meanwhile. Here a second write
  // changes the price again, and is applied, between the first write and the applying of its answer.
  const id = new ObjectId(await listOnA('Syncphone Mu 64GB'));
  const { products } = a.server.db.collections;
  const priceOnA = async () =>
    ((await a.http().get('/listings').query({ q: 'syncphone mu' })).body.items as Array<{ _id: string; resalePrice: number }>).find((i) => i._id === id.toHexString())?.resalePrice;
  await a.server.catalog.written(id, async () => {
    const first = await products.findOneAndUpdate({ _id: id }, { $set: { resalePrice: 18_000 } }, { returnDocument: 'after' });
    await products.updateOne({ _id: id }, { $set: { resalePrice: 17_000 } });
    await a.server.catalog.changed([id]);
    return first;
  });
  expect(await priceOnA()).toBe(17_000);
  // A write nothing overtook shows as it answered; one that matched nothing changes nothing.
  await a.server.catalog.written(id, () => products.findOneAndUpdate({ _id: id }, { $set: { resalePrice: 16_000 } }, { returnDocument: 'after' }));
  expect(await priceOnA()).toBe(16_000);
  expect(await a.server.catalog.written(id, () => products.findOneAndUpdate({ _id: id, status: 'sold' }, { $set: { resalePrice: 1 } }, { returnDocument: 'after' }))).toBeNull();
  expect(await priceOnA()).toBe(16_000);
});

test('a listing deleted while the instance reads every listing again is gone from its search once it has read them', async () => {
  // An instance reads every listing again while it serves when it lost the change feed. Here one
  // of its own, with enough listings that the scan takes a while: the deletion is written after the
  // scan has read the listing and before the new model replaces the old one.
  const c = await startTestApp();
  try {
    const owner = await registerUser(c, 'Seller', 'Rebuild Seller');
    const upload = await c.http().post('/images').set(owner.auth).attach('image', await pngImage(), { filename: 'p.png', contentType: 'image/png' });
    const listed = await c.http().post('/products').set(owner.auth).send({
      deviceName: 'Syncphone Iota 64GB', sellerName: 'Rebuild Seller', category: 'smartphone', condition: 'good', resalePrice: 20_000, originalPrice: 40_000,
      yearsOfUse: 1, Contact: '01711000000', Location: 'Khulna', description: 'For the rebuild test.', postedDate: '2026-11-01', img: upload.body.data.url,
      imei: testImei(), neir: 'registered',
    });
    expect(listed.status).toBe(201);
    const id = listed.body.insertedId as string;
    const products = c.server.db.collections.products;
    const doc = (await products.findOne({ _id: new ObjectId(id) }))!;
    // Added after the listing: a scan from the start reads it in its first batch, of 10,000 rows.
    for (let batch = 0; batch < 10; batch++) {
      await products.insertMany(Array.from({ length: 2_000 }, (_, i) => ({ ...doc, _id: new ObjectId(), deviceName: `Filler ${batch}-${i}`, imei: undefined })));
    }
    const rebuilt = c.server.catalog.rebuild();
    await new Promise((r) => setTimeout(r, 100));
    expect((await c.http().delete(`/products/${id}`).set(owner.auth)).status).toBe(200);
    await rebuilt;
    expect((await c.http().get('/listings').query({ q: 'syncphone iota' })).body).toMatchObject({ items: [], total: 0 });
  } finally {
    await c.stop();
  }
});

test('an instance that keeps no listing JSON answers every page as one that does', async () => {
  await listOnA('Syncphone Zeta 512GB');
  const queries = [
    { q: 'syncphone' }, { q: 'syncphone', sort: 'price_asc', limit: 2 }, { category: 'smartphone', limit: 48 }, { location: 'khulna', sort: 'price_desc' },
  ];
  for (const query of queries) {
    // Both have followed every write when their answers agree; each is read twice, so a's second comes from its cache.
    await within(5000, async () => JSON.stringify((await a.http().get('/listings').query(query)).body) === JSON.stringify((await b.http().get('/listings').query(query)).body));
    const fromCache = (await a.http().get('/listings').query(query)).body;
    const fromDatabase = (await b.http().get('/listings').query(query)).body;
    expect(fromDatabase.items.length).toBeGreaterThan(0);
    expect(fromDatabase).toEqual(fromCache);
  }
  expect((await b.http().get('/category/smartphone')).body).toEqual((await a.http().get('/category/smartphone')).body);
});

test('an instance started later reads listings whose ids span years, each once', async () => {
  const id = await listOnA('Syncphone Theta 64GB');
  const products = a.server.db.collections.products;
  const doc = (await products.findOne({ _id: new ObjectId(id) }))!;
  // Copies with ids made years apart (an id starts with its creation time), before and after the first.
  const copies = [2015, 2019, 2023, 2031].map((year, i) => {
    const seconds = Math.floor(Date.UTC(year, i, 1) / 1000).toString(16).padStart(8, '0');
    return { ...doc, _id: new ObjectId(seconds + id.slice(8)), imei: undefined };
  });
  await products.insertMany(copies);
  const c = await startTestApp({ MONGODB_DB: a.config.MONGODB_DB });
  try {
    const ids = await found(c, 'syncphone theta');
    expect(ids.sort()).toEqual([id, ...copies.map((copy) => copy._id.toHexString())].sort());
    expect((await c.http().get('/listings').query({ q: 'syncphone theta' })).body.total).toBe(5);
  } finally {
    await c.server.stop();
  }
});

test('an instance started later reads every listing from the database', async () => {
  const id = await listOnA('Syncphone Delta 32GB');
  const c = await startTestApp({ MONGODB_DB: a.config.MONGODB_DB });
  try {
    expect(await found(c, 'syncphone delta')).toEqual([id]);
    // Sold and deleted ones are not there.
    expect(await found(c, 'syncphone beta')).toEqual([]);
    expect(await found(c, 'syncphone gamma')).toEqual([]);
  } finally {
    await c.server.stop();
  }
});
