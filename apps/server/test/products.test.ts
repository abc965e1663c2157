// The products calls on the real app: the public catalogue, the seller's listings, every
// permission cell of docs/product.md#roles-and-permissions, the spec's add-product messages, and operator payloads.
import { ObjectId } from 'mongodb';
import { MSG, NO_QUERY_MESSAGE, type ProductInput } from '@mobile-planet/shared';
import { pngImage } from './fixtures/images';
import { registerUser, type TestUser } from './support/identity';
import { validationError } from './support/errors';
import { testImei } from './support/imei';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [seller, otherSeller, buyer, admin] = await Promise.all([
    registerUser(app, 'Seller'),
    registerUser(app, 'Seller'),
    registerUser(app, 'Buyer'),
    registerUser(app, 'Admin'),
  ]);
});
afterAll(() => app.stop());

const products = () => app.server.db.collections.products;
const oid = (id: string) => new ObjectId(id);
const API = 'http://api.test';

/** The fields a visitor may see (PhoneListing), and what the product page adds. */
// sellerId: every listing made through POST /products names its seller's public page (sellerRating joins it after a first review).
// neir: every listing these tests make has an IMEI, so its seller stated its NEIR status.
const LISTING_KEYS = [
  '_id', 'advertised', 'brand', 'category', 'condition', 'description', 'deviceName', 'img', 'Location',
  'neir', 'originalPrice', 'postedDate', 'resalePrice', 'sellerId', 'sellerName', 'status', 'yearsOfUse',
].sort();
// imeiLast4: every listing these tests make carries an IMEI (input() gives each a fresh one), shown by its last four digits only.
// photos: every listing has its photos (the cover first); priceHistory only once its price changed.
const PUBLIC_PRODUCT_KEYS = [...LISTING_KEYS, 'createdAt', 'customID', 'imeiLast4', 'photos'].sort();
const PRODUCT_KEYS = [...PUBLIC_PRODUCT_KEYS, 'Contact', 'sellerEmail'].sort();

async function uploadPhoto(user: TestUser): Promise<string> {
  const res = await app.http().post('/images').set(user.auth).attach('image', await pngImage(), { filename: 'phone.png', contentType: 'image/png' });
  expect(res.status).toBe(201);
  return res.body.data.url as string;
}

function input(img: string, overrides: Partial<Record<keyof ProductInput, unknown>> = {}): Record<string, unknown> {
  return {
    deviceName: 'Samsung Galaxy S21',
    sellerName: 'Rahim Uddin',
    category: 'smartphone',
    condition: 'good',
    resalePrice: 35000,
    originalPrice: 80000,
    yearsOfUse: 2,
    Contact: '01711000000',
    Location: 'Dhaka',
    description: 'Works well, small scratch on the back.',
    postedDate: '2025-01-15',
    img,
    imei: testImei(),
    neir: 'registered',
    ...overrides,
  };
}

/** Lists a device through the API as `user`; answers the new listing's id. */
async function createListing(user: TestUser, overrides: Partial<Record<keyof ProductInput, unknown>> = {}): Promise<string> {
  const res = await app.http().post('/products').set(user.auth).send(input(await uploadPhoto(user), overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

const setStatus = (id: string, status: 'sold' | 'removed') => products().updateOne({ _id: oid(id) }, { $set: { status } });
const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);

type Caller = [string, () => TestUser | null];
const EVERYONE: Caller[] = [
  ['anonymous', () => null],
  ['Buyer', () => buyer],
  ['Seller', () => seller],
  ['Admin', () => admin],
];
const as = (user: TestUser | null) => (user ? user.auth : {});

describe('GET /category/{id} and GET /advertise: public, available only, newest first, public fields', () => {
  let older: string;
  let newer: string;
  let tablet: string;
  beforeAll(async () => {
    older = await createListing(seller, { deviceName: 'Older phone', category: 'feature-phone' });
    newer = await createListing(otherSeller, { deviceName: 'Newer phone', category: 'feature-phone' });
    tablet = await createListing(seller, { deviceName: 'A tablet', category: 'tablet' });
    for (const id of [older, newer]) {
      expect((await app.http().post('/advertise').set(seller.auth).send({ _id: id })).status).toBe(id === older ? 200 : 403);
    }
    await app.http().post('/advertise').set(otherSeller.auth).send({ _id: newer });
  });

  test.each(EVERYONE)('GET /category/feature-phone as %s', async (_who, user) => {
    const res = await app.http().get('/category/feature-phone').set(as(user()));
    expect(res.status).toBe(200);
    const list = res.body as Array<Record<string, unknown> & { _id: string }>;
    const mine = list.filter((p) => p._id === older || p._id === newer);
    expect(ids(mine)).toEqual([newer, older]);
    expect(ids(list)).not.toContain(tablet);
    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(LISTING_KEYS);
      expect(p.category).toBe('feature-phone');
      expect(p.status).toBe('available');
      expect(p.img).toMatch(/^http:\/\/api\.test\/images\/[a-f0-9]{24}$/);
    }
  });

  test.each(EVERYONE)('GET /advertise as %s', async (_who, user) => {
    const res = await app.http().get('/advertise').set(as(user()));
    expect(res.status).toBe(200);
    const list = res.body as Array<Record<string, unknown> & { _id: string }>;
    expect(ids(list.filter((p) => p._id === older || p._id === newer))).toEqual([newer, older]);
    expect(ids(list)).not.toContain(tablet);
    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(LISTING_KEYS);
      expect(p.advertised).toBe(true);
      expect(p.status).toBe('available');
    }
  });

  test('every category id of the spec answers; an unknown one is a 400 naming the categories', async () => {
    for (const id of ['feature-phone', 'smartphone', 'tablet']) expect((await app.http().get(`/category/${id}`)).status).toBe(200);
    const res = await app.http().get('/category/laptop');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.categoryInvalid);
  });

  test('sold and removed listings leave the category and advertise lists', async () => {
    const [keep, sold, removed] = [
      await createListing(seller, { category: 'tablet' }),
      await createListing(seller, { category: 'tablet' }),
      await createListing(seller, { category: 'tablet' }),
    ];
    for (const id of [keep, sold, removed]) expect((await app.http().post('/advertise').set(seller.auth).send({ _id: id })).status).toBe(200);
    const before = { cat: ids((await app.http().get('/category/tablet')).body), ad: ids((await app.http().get('/advertise')).body) };
    expect(before.cat).toEqual(expect.arrayContaining([keep, sold, removed]));
    expect(before.ad).toEqual(expect.arrayContaining([keep, sold, removed]));

    await setStatus(sold, 'sold');
    await setStatus(removed, 'removed');
    // These writes went straight to the database: tell the read model, as the products module does.
    await app.server.catalog.changed([oid(sold), oid(removed)]);
    const cat = ids((await app.http().get('/category/tablet')).body);
    const ad = ids((await app.http().get('/advertise')).body);
    expect(cat).toContain(keep);
    expect(ad).toContain(keep);
    for (const gone of [sold, removed]) {
      expect(cat).not.toContain(gone);
      expect(ad).not.toContain(gone);
    }
  });
});

describe('GET /products/{id}: one listing, public', () => {
  test.each(EVERYONE)('as %s: public fields, customID and createdAt; no seller email or contact', async (_who, user) => {
    const id = await createListing(seller, { deviceName: 'Nokia 3310', category: 'feature-phone' });
    const res = await app.http().get(`/products/${id}`).set(as(user()));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_PRODUCT_KEYS);
    const doc = await products().findOne({ _id: oid(id) });
    expect(res.body).toMatchObject({
      _id: id,
      deviceName: 'Nokia 3310',
      customID: doc?.customID,
      createdAt: doc?.createdAt.toISOString(),
      img: `${API}${doc?.img}`,
      status: 'available',
      advertised: false,
    });
  });

  test('a sold listing answers with status sold; a removed or missing one is a 404; a bad id a 400', async () => {
    const sold = await createListing(seller);
    await setStatus(sold, 'sold');
    expect((await app.http().get(`/products/${sold}`)).body.status).toBe('sold');

    const removed = await createListing(seller);
    await setStatus(removed, 'removed');
    expect((await app.http().get(`/products/${removed}`)).status).toBe(404);
    expect((await app.http().get(`/products/${new ObjectId().toHexString()}`)).status).toBe(404);
    const bad = await app.http().get('/products/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.idInvalid);
  });
});

describe('POST /products', () => {
  test('anonymous: 401; Buyer: 403; nothing inserted', async () => {
    const body = input(await uploadPhoto(seller));
    const before = await products().countDocuments();
    const anon = await app.http().post('/products').send(body);
    expect(anon.status).toBe(401);
    const asBuyer = await app.http().post('/products').set(buyer.auth).send(body);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.message).toBe('Only sellers and admins can do this');
    expect(await products().countDocuments()).toBe(before);
  });

  test.each([
    ['Seller', () => seller],
    ['Admin', () => admin],
  ])('%s: 201; the server decides owner, reference, status, advertising and date', async (_role, who) => {
    const user = who();
    const url = await uploadPhoto(user);
    const startedAt = Date.now();
    const res = await app
      .http()
      .post('/products')
      .set(user.auth)
      .send({
        ...input(url, { resalePrice: '42000', yearsOfUse: '1.5', Contact: '017-1100 0000' }),
        // None of these is the client's to decide.
        sellerEmail: 'someone-else@example.test',
        customID: 'MP-CHOSEN',
        status: 'sold',
        advertised: true,
        createdAt: '2001-01-01T00:00:00.000Z',
        _id: new ObjectId().toHexString(),
      });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    const doc = await products().findOne({ _id: oid(res.body.insertedId) });
    expect(doc).toMatchObject({
      sellerEmail: user.email,
      status: 'available',
      advertised: false,
      resalePrice: 42000,
      yearsOfUse: 1.5,
      Contact: '01711000000',
      img: url.replace(API, ''),
    });
    expect(doc?.customID).toMatch(/^MP-[0-9A-F]{8}$/);
    expect(doc?.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(doc?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test('a bare /images/<id> path is accepted and stored as the path', async () => {
    const path = (await uploadPhoto(seller)).replace(API, '');
    const res = await app.http().post('/products').set(seller.auth).send(input(path));
    expect(res.status).toBe(201);
    expect((await products().findOne({ _id: oid(res.body.insertedId) }))?.img).toBe(path);
  });

  const REQUIRED: Array<[keyof ProductInput, string]> = [
    ['deviceName', 'Device name is required'],
    ['sellerName', 'Seller name is required'],
    ['resalePrice', 'Resale price is required'],
    ['originalPrice', 'Original price is required'],
    ['yearsOfUse', 'Duration is required'],
    ['Contact', 'Contact number is required'],
    ['Location', 'Location is required'],
    ['description', 'Description is required'],
    ['postedDate', 'Date is required'],
    ['img', 'Photo is required'],
  ];

  test.each(REQUIRED)('without %s: 400 "%s", nothing inserted', async (field, message) => {
    const body = input(await uploadPhoto(seller));
    delete body[field];
    const before = await products().countDocuments();
    const res = await app.http().post('/products').set(seller.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(res.body.message).toBe(message);
    expect(await products().countDocuments()).toBe(before);
  });

  test('a blank form gets all ten messages of spec §5 at once', async () => {
    const res = await app.http().post('/products').set(seller.auth).send({ category: 'tablet', condition: 'fair' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(Object.fromEntries(REQUIRED));
  });

  test('blank strings are missing values too', async () => {
    const body = input(await uploadPhoto(seller), { deviceName: '   ', resalePrice: '', postedDate: '' });
    const res = await app.http().post('/products').set(seller.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ deviceName: MSG.deviceNameRequired, resalePrice: MSG.resalePriceRequired, postedDate: MSG.dateRequired });
  });

  test('an image that is not in our store, another seller\'s image, or another host\'s URL: 400, nothing inserted', async () => {
    const before = await products().countDocuments();
    const missing = await app.http().post('/products').set(seller.auth).send(input(`${API}/images/${new ObjectId().toHexString()}`));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ img: 'The photo was not found. Please upload it again' });

    const notMine = await app.http().post('/products').set(seller.auth).send(input(await uploadPhoto(otherSeller)));
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual({ img: 'Use a photo you uploaded yourself' });

    const elsewhere = await app.http().post('/products').set(seller.auth).send(input('https://i.ibb.co/abc/phone.png'));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ img: MSG.imageUrlInvalid });
    expect(await products().countDocuments()).toBe(before);
  });

  test('an admin may list with a seller\'s uploaded photo', async () => {
    const res = await app.http().post('/products').set(admin.auth).send(input(await uploadPhoto(seller)));
    expect(res.status).toBe(201);
  });

  test('bad category, condition, prices and contact: 400 with their messages', async () => {
    const body = input(await uploadPhoto(seller), { category: 'laptop', condition: 'new', resalePrice: -5, originalPrice: 1.5, Contact: 'call me' });
    const res = await app.http().post('/products').set(seller.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      category: MSG.categoryInvalid,
      condition: MSG.conditionInvalid,
      resalePrice: MSG.priceInvalid,
      originalPrice: MSG.priceInvalid,
      Contact: MSG.contactInvalid,
    });
  });
});

describe('GET /products: the seller\'s own listings, the admin\'s all', () => {
  let mine: string;
  let mineSold: string;
  let theirs: string;
  beforeAll(async () => {
    mine = await createListing(seller, { deviceName: 'Mine' });
    mineSold = await createListing(seller, { deviceName: 'Mine, sold' });
    await setStatus(mineSold, 'sold');
    theirs = await createListing(otherSeller, { deviceName: 'Theirs' });
  });

  test('anonymous: 401; Buyer: 403', async () => {
    expect((await app.http().get('/products')).status).toBe(401);
    const res = await app.http().get('/products').set(buyer.auth);
    expect(res.status).toBe(403);
  });

  test('a bad or foreign token: 401', async () => {
    expect((await app.http().get('/products').set('Authorization', 'Bearer not.a.token')).status).toBe(401);
    // A Firebase ID token is not an app token.
    expect((await app.http().get('/products').set('Authorization', `Bearer ${seller.idToken}`)).status).toBe(401);
  });

  test('Seller: only their own, sold ones included, newest first, every field', async () => {
    const res = await app.http().get('/products').set(seller.auth);
    expect(res.status).toBe(200);
    const list = res.body as Array<Record<string, unknown> & { _id: string; createdAt: string }>;
    expect(ids(list)).toEqual(expect.arrayContaining([mine, mineSold]));
    expect(ids(list)).not.toContain(theirs);
    expect(list.every((p) => p.sellerEmail === seller.email)).toBe(true);
    expect(list.find((p) => p._id === mineSold)?.status).toBe('sold');
    for (const p of list) expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
    expect(list.find((p) => p._id === mine)).toMatchObject({ Contact: '01711000000', sellerEmail: seller.email });
    const times = list.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('the other seller sees theirs and not the first seller\'s', async () => {
    const list = (await app.http().get('/products').set(otherSeller.auth)).body as Array<{ _id: string }>;
    expect(ids(list)).toContain(theirs);
    expect(ids(list)).not.toContain(mine);
  });

  test('Admin: everyone\'s', async () => {
    const res = await app.http().get('/products').set(admin.auth);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([mine, mineSold, theirs]));
    expect(res.body).toHaveLength(await products().countDocuments());
  });

  test('a demoted admin loses the view at once (the role is read from the database)', async () => {
    const temp = await registerUser(app, 'Admin');
    expect((await app.http().get('/products').set(temp.auth)).status).toBe(200);
    await app.server.db.collections.users.updateOne({ email: temp.email }, { $set: { role: 'Buyer' } });
    expect((await app.http().get('/products').set(temp.auth)).status).toBe(403);
  });
});

describe('DELETE /products/{id}', () => {
  const exists = async (id: string) => (await products().countDocuments({ _id: oid(id) })) === 1;

  test('anonymous: 401; Buyer: 403; another seller: 403; the listing stays', async () => {
    const id = await createListing(seller);
    expect((await app.http().delete(`/products/${id}`)).status).toBe(401);
    expect((await app.http().delete(`/products/${id}`).set(buyer.auth)).status).toBe(403);
    const other = await app.http().delete(`/products/${id}`).set(otherSeller.auth);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only change your own listings');
    expect(await exists(id)).toBe(true);
  });

  test('the owner: deletedCount 1, gone from every list', async () => {
    const id = await createListing(seller, { category: 'tablet' });
    await app.http().post('/advertise').set(seller.auth).send({ _id: id });
    const res = await app.http().delete(`/products/${id}`).set(seller.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await exists(id)).toBe(false);
    expect(ids((await app.http().get('/category/tablet')).body)).not.toContain(id);
    expect(ids((await app.http().get('/advertise')).body)).not.toContain(id);
    expect(ids((await app.http().get('/products').set(seller.auth)).body)).not.toContain(id);
    expect((await app.http().get(`/products/${id}`)).status).toBe(404);
    // A second delete finds nothing.
    expect((await app.http().delete(`/products/${id}`).set(seller.auth)).status).toBe(404);
  });

  test('the owner may delete a sold listing too', async () => {
    const id = await createListing(seller);
    await setStatus(id, 'sold');
    expect((await app.http().delete(`/products/${id}`).set(seller.auth)).body).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  test('Admin: anyone\'s', async () => {
    const id = await createListing(otherSeller);
    const res = await app.http().delete(`/products/${id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await exists(id)).toBe(false);
  });

  test('a missing id: 404; a malformed id: 400', async () => {
    expect((await app.http().delete(`/products/${new ObjectId().toHexString()}`).set(admin.auth)).status).toBe(404);
    const bad = await app.http().delete('/products/123').set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.idInvalid);
  });
});

describe('POST /advertise (the whole product is sent; only _id is read)', () => {
  const advertised = async (id: string) => (await products().findOne({ _id: oid(id) }))?.advertised;

  test('anonymous: 401; Buyer: 403; another seller: 403; nothing changes', async () => {
    const id = await createListing(seller);
    const product = (await app.http().get('/products').set(seller.auth)).body.find((p: { _id: string }) => p._id === id);
    expect((await app.http().post('/advertise').send(product)).status).toBe(401);
    expect((await app.http().post('/advertise').set(buyer.auth).send(product)).status).toBe(403);
    expect((await app.http().post('/advertise').set(otherSeller.auth).send(product)).status).toBe(403);
    expect(await advertised(id)).toBe(false);
  });

  test('the owner, sending the whole product: modifiedCount 1, and it shows on the home page', async () => {
    const id = await createListing(seller);
    const product = (await app.http().get('/products').set(seller.auth)).body.find((p: { _id: string }) => p._id === id);
    // Fields other than _id are ignored, even ones that try to change the listing.
    const res = await app.http().post('/advertise').set(seller.auth).send({ ...product, resalePrice: 1, status: 'sold' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const doc = await products().findOne({ _id: oid(id) });
    expect(doc).toMatchObject({ advertised: true, resalePrice: 35000, status: 'available' });
    expect(ids((await app.http().get('/advertise')).body)).toContain(id);
    // Again: nothing left to change.
    expect((await app.http().post('/advertise').set(seller.auth).send({ _id: id })).body).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  test('Admin: anyone\'s', async () => {
    const id = await createListing(otherSeller);
    const res = await app.http().post('/advertise').set(admin.auth).send({ _id: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await advertised(id)).toBe(true);
  });

  test('a sold or removed listing: 409, not advertised', async () => {
    const sold = await createListing(seller);
    await setStatus(sold, 'sold');
    const soldRes = await app.http().post('/advertise').set(seller.auth).send({ _id: sold });
    expect(soldRes.status).toBe(409);
    expect(soldRes.body.message).toBe('This device is already sold');
    expect(await advertised(sold)).toBe(false);

    const removed = await createListing(seller);
    await setStatus(removed, 'removed');
    expect((await app.http().post('/advertise').set(admin.auth).send({ _id: removed })).status).toBe(409);
    expect(await advertised(removed)).toBe(false);
  });

  test('a missing listing: 404; no _id: 400', async () => {
    expect((await app.http().post('/advertise').set(seller.auth).send({ _id: new ObjectId().toHexString() })).status).toBe(404);
    const res = await app.http().post('/advertise').set(seller.auth).send({ deviceName: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ _id: MSG.idInvalid });
  });
});

describe('POST /products: the NEIR status (docs/api.md "The NEIR status")', () => {
  test('a phone carries the status its seller stated, in every answer: its page, search, its category, the owner\'s view', async () => {
    const id = await createListing(seller, { deviceName: 'Neirtest Pixel 7 Unofficial', neir: 'unregistered' });
    expect((await products().findOne({ _id: oid(id) }))?.neir).toBe('unregistered');
    expect((await app.http().get(`/products/${id}`)).body.neir).toBe('unregistered');
    const searched = await app.http().get('/listings').query({ q: 'neirtest pixel' });
    expect(searched.body.items).toEqual([expect.objectContaining({ _id: id, neir: 'unregistered' })]);
    const category = (await app.http().get('/category/smartphone').query({ limit: 48 })).body as Array<{ _id: string; neir?: string }>;
    expect(category.find((p) => p._id === id)?.neir).toBe('unregistered');
    const own = (await app.http().get(`/products/${id}/edit`).set(seller.auth)).body as { neir?: string };
    expect(own.neir).toBe('unregistered');
  });

  test('a phone without one, or with a value not ours: 400 on neir, nothing inserted', async () => {
    const before = await products().countDocuments();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ neir: undefined }, MSG.neirRequired],
      [{ neir: '' }, MSG.neirRequired],
      [{ neir: undefined, category: 'feature-phone' }, MSG.neirRequired],
      [{ neir: 'yes' }, MSG.neirInvalid],
      [{ neir: 'REGISTERED' }, MSG.neirInvalid],
      [{ neir: true }, MSG.neirInvalid],
      [{ neir: null }, MSG.neirInvalid],
      [{ neir: { $ne: null } }, MSG.neirInvalid],
    ];
    for (const [overrides, message] of cases) {
      const res = await app.http().post('/products').set(seller.auth).send(input(await uploadPhoto(seller), overrides));
      expect([overrides, res.status]).toEqual([overrides, 400]);
      expect(res.body).toEqual(validationError({ neir: message }));
    }
    expect(await products().countDocuments()).toBe(before);
  });

  test('a tablet with an IMEI states it; one without an IMEI has none to state (400 if it tries)', async () => {
    const withImei = await app.http().post('/products').set(seller.auth).send(input(await uploadPhoto(seller), { category: 'tablet', neir: undefined }));
    expect(withImei.status).toBe(400);
    expect(withImei.body).toEqual(validationError({ neir: MSG.neirRequired }));

    const before = await products().countDocuments();
    const claimed = await app.http().post('/products').set(seller.auth).send(input(await uploadPhoto(seller), { category: 'tablet', imei: undefined }));
    expect(claimed.status).toBe(400);
    expect(claimed.body).toEqual(validationError({ neir: MSG.neirNeedsImei }));
    expect(await products().countDocuments()).toBe(before);

    const wifi = await createListing(seller, { category: 'tablet', imei: undefined, neir: undefined, deviceName: 'Neirtest Wi-Fi Tab' });
    expect(await products().findOne({ _id: oid(wifi) })).not.toHaveProperty('neir');
    expect((await app.http().get(`/products/${wifi}`)).body).not.toHaveProperty('neir');
  });
});

describe('operator payloads are a 400 and change nothing', () => {
  const NE = encodeURIComponent('{"$ne":null}');
  let target: string;
  let snapshot: unknown;
  beforeAll(async () => {
    target = await createListing(seller);
  });
  beforeEach(async () => {
    snapshot = await products().find().sort({ _id: 1 }).toArray();
  });
  afterEach(async () => {
    expect(await products().find().sort({ _id: 1 }).toArray()).toEqual(snapshot);
  });

  test('POST /products with {"deviceName": {"$ne": null}} and other objects for strings and numbers', async () => {
    const img = await uploadPhoto(seller);
    const res = await app.http().post('/products').set(seller.auth).send(input(img, { deviceName: { $ne: null } }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ deviceName: MSG.deviceNameRequired });
    const more = await app
      .http()
      .post('/products')
      .set(seller.auth)
      .send(input(img, { resalePrice: { $gt: 0 }, img: { $regex: '.*' }, category: { $in: ['tablet'] } }));
    expect(more.status).toBe(400);
    expect(Object.keys(more.body.errors).sort()).toEqual(['category', 'img', 'resalePrice']);
  });

  test('DELETE /products/{"$ne":null} (URL-encoded), as the owner and as an admin', async () => {
    for (const user of [seller, admin]) {
      const res = await app.http().delete(`/products/${NE}`).set(user.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.idInvalid);
    }
  });

  test('GET /products/{"$ne":null} and GET /category/{"$ne":null}', async () => {
    expect((await app.http().get(`/products/${NE}`)).status).toBe(400);
    expect((await app.http().get(`/category/${NE}`)).status).toBe(400);
  });

  test('POST /advertise with {"_id": {"$ne": null}}', async () => {
    const res = await app.http().post('/advertise').set(admin.auth).send({ _id: { $ne: null } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ _id: MSG.idInvalid });
  });

  test.each([
    ['GET', '/products', MSG.queryParamUnknown],
    ['GET', '/advertise', MSG.queryParamUnknown],
    ['GET', '/category/tablet', MSG.queryParamUnknown],
    ['GET', '/listings', MSG.queryParamUnknown],
    ['GET', '/listings/facets', MSG.queryParamUnknown],
    ['GET', '/products/:target', NO_QUERY_MESSAGE],
    ['DELETE', '/products/:target', NO_QUERY_MESSAGE],
    ['POST', '/advertise', NO_QUERY_MESSAGE],
    ['POST', '/products', NO_QUERY_MESSAGE],
  ])('%s %s?x[$ne]= : 400', async (method, path, message) => {
    const url = `${path.replace(':target', () => target)}?x[$ne]=`;
    const agent = app.http();
    const res =
      method === 'POST'
        ? await agent.post(url).set(admin.auth).send({ _id: target })
        : await (method === 'GET' ? agent.get(url) : agent.delete(url)).set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationError({ 'x[$ne]': message }));
  });
});
