// A listing's photos (up to LISTING_PHOTOS_MAX, the first its cover) and PATCH /products/{id}, its
// seller's (and an Admin's) edit: every cell of the call's permission row in docs/api.md, the
// price history, the read model seeing the change at once, and edits racing each other or a sale.
import { ObjectId } from 'mongodb';
import { LISTING_PHOTOS_MAX, MSG, apiErrorMessage, type Product, type PublicProduct } from '@mobile-planet/shared';
import { uploadPhoto } from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { validationError } from './support/errors';
import { listDevice, postListing } from './support/list-device';
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
const photosOf = async (user: TestUser, n: number) => Promise.all(Array.from({ length: n }, () => uploadPhoto(app, user)));
/** The id part of an image URL, to compare URLs the API made absolute with the ones it answered at upload. */
const imageIds = (urls: string[]) => urls.map((u) => u.slice(u.lastIndexOf('/') + 1));

const patch = (user: TestUser | null, id: string, body: Record<string, unknown>) => {
  const req = app.http().patch(`/products/${id}`);
  return (user ? req.set(user.auth) : req).send(body);
};
const publicListing = async (id: string): Promise<PublicProduct> => (await app.http().get(`/products/${id}`)).body as PublicProduct;
/** What search shows of a listing (the read model), or undefined when it is not there. */
const searched = async (q: string, id: string) =>
  ((await app.http().get('/listings').query({ q })).body.items as Array<{ _id: string; resalePrice: number; deviceName: string }>).find((l) => l._id === id);

describe('photos on POST /products', () => {
  it('keeps the photos in the order sent, the first as the cover (img)', async () => {
    const photos = await photosOf(seller, 3);
    const id = await listDevice(app, seller, { img: undefined, photos });
    const listing = await publicListing(id);
    expect(imageIds(listing.photos)).toEqual(imageIds(photos));
    expect(imageIds([listing.img])).toEqual(imageIds([photos[0]!]));
  });

  it('takes the spec\'s img alone as a one-photo listing, and img with photos when img is the first', async () => {
    const img = await uploadPhoto(app, seller);
    const one = await publicListing(await listDevice(app, seller, { img }));
    expect(imageIds(one.photos)).toEqual(imageIds([img]));

    const photos = await photosOf(seller, 2);
    const both = await publicListing(await listDevice(app, seller, { img: photos[0], photos }));
    expect(imageIds(both.photos)).toEqual(imageIds(photos));
  });

  it('refuses a 7th photo, a cover that is not the first photo, a repeated photo, or no photo, with 400 and nothing written', async () => {
    const before = await products().countDocuments({});
    const seven = await photosOf(seller, LISTING_PHOTOS_MAX + 1);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ img: undefined, photos: seven }, { photos: MSG.photosTooMany }],
      [{ img: seven[1], photos: seven.slice(0, 2) }, { img: MSG.coverNotFirst }],
      [{ img: undefined, photos: [seven[0], seven[0]] }, { photos: MSG.photosRepeated }],
      [{ img: undefined, photos: [] }, { photos: MSG.photoRequired }],
      [{ img: undefined }, { img: MSG.photoRequired }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await postListing(app, seller, overrides);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationError(errors));
    }
    expect(await products().countDocuments({})).toBe(before);
  });

  it("refuses another seller's photo among the photos, on its own field", async () => {
    const [mine, theirs] = [await uploadPhoto(app, seller), await uploadPhoto(app, otherSeller)];
    const res = await postListing(app, seller, { img: undefined, photos: [mine, theirs] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'photo_not_yours', errors: { 'photos.1': apiErrorMessage('photo_not_yours') } });
  });

  it('reads a listing stored before photos as [img]', async () => {
    const id = await listDevice(app, seller);
    await products().updateOne({ _id: oid(id) }, { $unset: { photos: '' } });
    const listing = await publicListing(id);
    expect(listing.photos).toEqual([listing.img]);
  });
});

describe('PATCH /products/{id}: who may edit', () => {
  it('lets the seller change fields and photos: the answer, the listing page and search show it at once', async () => {
    const id = await listDevice(app, seller, { deviceName: 'Pixel 6a Editcheck' });
    const photos = await photosOf(seller, 2);
    const current = await publicListing(id);
    // The listing's current cover kept (as the API answers it), a new photo put first.
    const res = await patch(seller, id, { deviceName: 'Pixel 6a Editcheck Blue', resalePrice: 29_000, photos: [photos[1], current.img, photos[0]] });
    expect(res.status).toBe(200);
    const answer = res.body as Product;
    expect(answer).toMatchObject({ _id: id, deviceName: 'Pixel 6a Editcheck Blue', resalePrice: 29_000, Contact: '01711000000' });
    expect(imageIds(answer.photos)).toEqual(imageIds([photos[1]!, current.img, photos[0]!]));
    expect(imageIds([answer.img])).toEqual(imageIds([photos[1]!]));
    expect(await publicListing(id)).toMatchObject({ deviceName: 'Pixel 6a Editcheck Blue', resalePrice: 29_000 });
    expect(await searched('editcheck blue', id)).toMatchObject({ deviceName: 'Pixel 6a Editcheck Blue', resalePrice: 29_000 });
  });

  it('lets an Admin edit any listing', async () => {
    const id = await listDevice(app, seller);
    const res = await patch(admin, id, { description: 'Checked by the shop: battery at 91%.' });
    expect(res.status).toBe(200);
    expect((await publicListing(id)).description).toBe('Checked by the shop: battery at 91%.');
  });

  it.each([
    ['another seller', () => otherSeller],
    ['a buyer', () => buyer],
  ])('refuses %s (403) and changes nothing', async (_who, caller) => {
    const id = await listDevice(app, seller);
    const res = await patch(caller(), id, { resalePrice: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(caller() === buyer ? 'role_required' : 'listing_not_yours');
    expect((await publicListing(id)).resalePrice).toBe(32_000);
  });

  it('refuses a signed-out caller (401)', async () => {
    const id = await listDevice(app, seller);
    const res = await patch(null, id, { resalePrice: 1 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth_required');
  });

  it('answers 404 for no such listing', async () => {
    const res = await patch(seller, new ObjectId().toHexString(), { resalePrice: 1 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('listing_not_found');
  });
});

describe('PATCH /products/{id}: what may change', () => {
  it.each([
    ['sold', 'listing_already_sold'],
    ['hidden', 'listing_hidden_edit'],
    ['removed', 'listing_removed'],
  ] as const)('refuses a %s listing with 409 %s, for its seller and an Admin', async (status, code) => {
    const id = await listDevice(app, seller);
    await products().updateOne({ _id: oid(id) }, { $set: { status } });
    for (const caller of [seller, admin]) {
      const res = await patch(caller, id, { resalePrice: 20_000 });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code, message: apiErrorMessage(code) });
    }
    expect((await products().findOne({ _id: oid(id) }))?.resalePrice).toBe(32_000);
  });

  it('refuses bad input with 400 and changes nothing: a 7th photo, a bad price, an IMEI, a blank name', async () => {
    const id = await listDevice(app, seller);
    const before = await products().findOne({ _id: oid(id) });
    const seven = await photosOf(seller, LISTING_PHOTOS_MAX + 1);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ photos: seven }, { photos: MSG.photosTooMany }],
      [{ resalePrice: 0, deviceName: 'Still fine' }, { resalePrice: MSG.priceInvalid }],
      [{ imei: '490154203237518' }, { imei: MSG.imeiLocked }],
      [{ deviceName: '   ' }, { deviceName: MSG.deviceNameRequired }],
      [{ resalePrice: { $gt: 0 } }, { resalePrice: MSG.priceInvalid }],
    ];
    for (const [body, errors] of cases) {
      const res = await patch(seller, id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationError(errors));
    }
    // A photo someone else uploaded: 400 on its field.
    const theirs = await uploadPhoto(app, otherSeller);
    const res = await patch(seller, id, { photos: [theirs] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'photo_not_yours', errors: { 'photos.0': apiErrorMessage('photo_not_yours') } });
    expect(await products().findOne({ _id: oid(id) })).toEqual(before);
  });

  it('refuses to make a tablet listed without an IMEI a phone (400 on category)', async () => {
    const id = await listDevice(app, seller, { category: 'tablet', imei: undefined, neir: undefined });
    const res = await patch(seller, id, { category: 'smartphone' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'listing_needs_imei', errors: { category: apiErrorMessage('listing_needs_imei') } });
  });

  it('changes the NEIR status its seller stated, and search filters by the new one at once', async () => {
    const id = await listDevice(app, seller, { deviceName: 'Neiredit Galaxy S22' });
    const res = await patch(seller, id, { neir: 'unregistered' });
    expect(res.status).toBe(200);
    expect(res.body.neir).toBe('unregistered');
    expect((await publicListing(id)).neir).toBe('unregistered');
    const filtered = async (neir: string) => ((await app.http().get('/listings').query({ q: 'neiredit', neir })).body.items as Array<{ _id: string }>).map((l) => l._id);
    expect(await filtered('unregistered')).toEqual([id]);
    expect(await filtered('registered')).toEqual([]);
    // A blank choice is no change (never a null written); an Admin may set it too.
    expect((await patch(seller, id, { neir: '', description: 'Registered since.' })).body.neir).toBe('unregistered');
    expect((await patch(admin, id, { neir: 'registered' })).body.neir).toBe('registered');
    expect(await filtered('registered')).toEqual([id]);
  });

  it('lets a listing made before sellers were asked (unknown status) be given one', async () => {
    const id = await listDevice(app, seller, { deviceName: 'Neiredit Legacy Nokia' });
    await products().updateOne({ _id: oid(id) }, { $unset: { neir: '' } });
    await app.server.catalog.changed([oid(id)]);
    expect(await publicListing(id)).not.toHaveProperty('neir');
    expect((await patch(seller, id, { neir: 'registered' })).body.neir).toBe('registered');
  });

  it('refuses a NEIR status not ours, or one for a device without an IMEI, with 400 and changes nothing', async () => {
    const phone = await listDevice(app, seller);
    const tablet = await listDevice(app, seller, { category: 'tablet', imei: undefined, neir: undefined });
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      [phone, { neir: 'maybe', resalePrice: 1_000 }, { neir: MSG.neirInvalid }],
      [phone, { neir: null }, { neir: MSG.neirInvalid }],
      [phone, { neir: ['registered'] }, { neir: MSG.neirInvalid }],
      [tablet, { neir: 'registered', resalePrice: 1_000 }, { neir: MSG.neirNeedsImei }],
    ];
    for (const [id, body, errors] of cases) {
      const before = await products().findOne({ _id: oid(id) });
      const res = await patch(seller, id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationError(errors));
      expect(await products().findOne({ _id: oid(id) })).toEqual(before);
    }
  });

  it('keeps each price change in the history, oldest first; the same price again records nothing', async () => {
    const id = await listDevice(app, seller);
    const t0 = app.clock.now();
    expect((await patch(seller, id, { resalePrice: 30_000 })).status).toBe(200);
    expect((await patch(seller, id, { resalePrice: 30_000, description: 'Now with a case.' })).status).toBe(200);
    const last = await patch(seller, id, { resalePrice: 28_500 });
    expect(last.body.priceHistory).toEqual([
      { price: 32_000, at: expect.any(String) },
      { price: 30_000, at: expect.any(String) },
    ]);
    expect(Date.parse(last.body.priceHistory[0].at)).toBeGreaterThanOrEqual(t0.getTime() - 1000);
    expect((await publicListing(id)).priceHistory).toEqual(last.body.priceHistory);
  });

  it('does not bring a sold listing back: an edit that read it available before the sale writes nothing', async () => {
    const id = await listDevice(app, seller);
    const doc = (await products().findOne({ _id: oid(id) }))!;
    await products().updateOne({ _id: oid(id) }, { $set: { status: 'sold' } });
    // The repository's conditional write, as an edit that read the listing just before the sale makes it.
    const { productsRepository } = await import('../src/modules/products/products.repository');
    const written = await productsRepository(app.server.db.collections).edit(doc._id, doc.editVersion, { resalePrice: 1 });
    expect(written).toBeNull();
    expect(await products().findOne({ _id: oid(id) })).toMatchObject({ status: 'sold', resalePrice: 32_000 });
  });

  it('merges two edits at once of different fields: both are kept', async () => {
    const id = await listDevice(app, seller);
    const answers = await Promise.all([patch(seller, id, { resalePrice: 31_000 }), patch(admin, id, { description: 'Admin: box included.' })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await products().findOne({ _id: oid(id) })).toMatchObject({ resalePrice: 31_000, description: 'Admin: box included.' });
  });

  it('of edits of the price at once, none is lost silently: each is kept in the history, or answered 409', async () => {
    const id = await listDevice(app, seller);
    const prices = [30_000, 29_000, 28_000, 27_000];
    const answers = await Promise.all(prices.map((resalePrice) => patch(seller, id, { resalePrice })));
    for (const res of answers) expect(res.status === 200 || res.body.code === 'listing_edit_conflict').toBe(true);
    const written = prices.filter((_p, i) => answers[i]!.status === 200);
    const stored = (await products().findOne({ _id: oid(id) }))!;
    // Every price the listing had is the first or one a 200 answered, and each appears once.
    const had = [...(stored.priceHistory ?? []).map((c) => c.price), stored.resalePrice];
    expect(had.sort((a, b) => a - b)).toEqual([32_000, ...written].sort((a, b) => a - b));
  });

  it('writes nothing over a version it did not read (the edit that lost the race)', async () => {
    const id = await listDevice(app, seller);
    const read = (await products().findOne({ _id: oid(id) }))!;
    expect((await patch(admin, id, { description: 'Changed first.' })).status).toBe(200);
    const { productsRepository } = await import('../src/modules/products/products.repository');
    expect(await productsRepository(app.server.db.collections).edit(read._id, read.editVersion, { description: 'Changed second.' })).toBeNull();
    expect((await products().findOne({ _id: oid(id) }))?.description).toBe('Changed first.');
  });
});

describe('GET /products/{id}/edit', () => {
  it('answers the owner view to its seller and an Admin, 403 to another seller', async () => {
    const id = await listDevice(app, seller);
    for (const caller of [seller, admin]) {
      const res = await app.http().get(`/products/${id}/edit`).set(caller.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: id, Contact: '01711000000', photos: [expect.any(String)] });
    }
    const other = await app.http().get(`/products/${id}/edit`).set(otherSeller.auth);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('listing_not_yours');
  });
  it('refuses a buyer (403) and a signed-out caller (401): the owner view holds the contact number', async () => {
    const id = await listDevice(app, seller);
    const asBuyer = await app.http().get(`/products/${id}/edit`).set(buyer.auth);
    expect(asBuyer.status).toBe(403);
    expect(JSON.stringify(asBuyer.body)).not.toContain('01711000000');
    const anonymous = await app.http().get(`/products/${id}/edit`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('01711000000');
  });
});
