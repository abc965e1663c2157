// Bookings over HTTP on the real app: who may book and read, what is stored, and the conflicts.
import { ObjectId } from 'mongodb';
import { MSG } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { registerUser, type TestUser } from './support/identity';
import { allNotificationsOf, registerDealCast } from './support/deals';
import { anyValidationError, validationError } from './support/errors';
import { insertListing as insertTestListing } from './support/listings';
import { answerLost, onNextCall } from './support/lost-answers';
import { startTestApp, type TestApp } from './support/test-app';
import { cursorIn, nextQuery, tamperedCursor } from './support/paging';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

/** A listing inserted straight into the database, so these tests do not depend on uploads. */
const insertListing = (owner: TestUser, overrides: Partial<ProductDoc> = {}) => insertTestListing(app, owner, overrides);

const bookingBody = (listing: ProductDoc, extra: Record<string, unknown> = {}) => ({
  productId: listing._id.toHexString(),
  contact: '01711-000 222',
  location: 'Mirpur, Dhaka',
  ...extra,
});

const book = (user: TestUser, listing: ProductDoc, extra: Record<string, unknown> = {}) =>
  app.http().post('/bookings').set(user.auth).send(bookingBody(listing, extra));

const countBookings = (filter: Record<string, unknown> = {}) => app.server.db.collections.bookings.countDocuments(filter);

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('POST /bookings', () => {
  test('anonymous: 401 and nothing stored', async () => {
    const listing = await insertListing(seller);
    const res = await app.http().post('/bookings').send(bookingBody(listing));
    expect(res.status).toBe(401);
    expect(await countBookings({ productId: listing._id })).toBe(0);
  });

  test('a Buyer books: 201 with the booking built from the database, never from the body', async () => {
    const listing = await insertListing(seller, { resalePrice: 31_000 });
    const res = await book(buyer, listing, { price: 1, email: otherBuyer.email, name: 'Someone Else', device: 'Free phone' });
    expect(res.status).toBe(201);
    expect(res.body.acknowledged).toBe(true);
    expect(res.body.insertedId).toMatch(/^[a-f0-9]{24}$/);
    expect(res.body.booking).toEqual({
      _id: res.body.insertedId,
      name: 'Bina Buyer',
      email: buyer.email,
      device: listing.deviceName,
      price: 31_000,
      contact: '01711000222',
      location: 'Mirpur, Dhaka',
      paid: false,
      productId: listing._id.toHexString(),
      img: `http://api.test${listing.img}`,
      createdAt: expect.any(String),
      status: 'booked',
      history: [],
      sellerName: listing.sellerName,
      // Where to meet and whom to call: the listing's own, never the body's.
      sellerContact: listing.Contact,
      meetingPlace: listing.Location,
      expiresAt: new Date(Date.parse(res.body.booking.createdAt as string) + 48 * 3_600_000).toISOString(),
      ...(listing.sellerId ? { sellerId: listing.sellerId } : {}),
      side: 'buyer',
    });
    const stored = await app.server.db.collections.bookings.findOne({ _id: new ObjectId(res.body.insertedId as string) });
    expect(stored).toMatchObject({ name: 'Bina Buyer', email: buyer.email, price: 31_000, device: listing.deviceName, paid: false, img: listing.img });
    expect(await countBookings({ email: otherBuyer.email })).toBe(0);
  });

  test('a Seller books another seller\'s listing: 201', async () => {
    const listing = await insertListing(otherSeller);
    const res = await book(seller, listing);
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ email: seller.email, name: seller.name });
  });

  test('an Admin books: 201', async () => {
    const listing = await insertListing(seller);
    const res = await book(admin, listing);
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ email: admin.email, name: admin.name });
  });

  test('booking one\'s own listing: 403 and nothing stored', async () => {
    const listing = await insertListing(seller);
    const res = await book(seller, listing);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot book your own listing');
    expect(await countBookings({ productId: listing._id })).toBe(0);
  });

  test('a listing that does not exist or was removed: 404', async () => {
    const missing = await book(buyer, { _id: new ObjectId() } as ProductDoc);
    expect(missing.status).toBe(404);
    const removed = await insertListing(seller, { status: 'removed' });
    const res = await book(buyer, removed);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This device is no longer listed');
    expect(await countBookings({ productId: removed._id })).toBe(0);
  });

  test('a sold listing: 409', async () => {
    const sold = await insertListing(seller, { status: 'sold' });
    const res = await book(buyer, sold);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device has already been sold');
    expect(await countBookings({ productId: sold._id })).toBe(0);
  });

  test('the same buyer booking the same device again: 409, one booking', async () => {
    const listing = await insertListing(seller);
    expect((await book(buyer, listing)).status).toBe(201);
    const again = await book(buyer, listing, { contact: '01811000333' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already booked this device');
    expect(await countBookings({ productId: listing._id })).toBe(1);
    // Another buyer may still book it.
    expect((await book(otherBuyer, listing)).status).toBe(201);
  });

  test('two bookings of the same device by the same buyer at once: one 201, one 409', async () => {
    const listing = await insertListing(seller);
    const results = await Promise.all([book(buyer, listing), book(buyer, listing), book(buyer, listing)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await countBookings({ productId: listing._id, email: buyer.email })).toBe(1);
  });

  test('a booking whose answer was lost (503, made all the same): the retry is told it is booked already, and the seller hears of it once', async () => {
    const listing = await insertListing(seller);
    await onNextCall(app.server.db.collections.bookings, 'insertOne', answerLost, async () => {
      expect((await book(buyer, listing)).status).toBe(503);
    });
    const made = await app.server.db.collections.bookings.findOne({ productId: listing._id, email: buyer.email });
    const toldOfIt = async () => (await allNotificationsOf(app, seller)).filter((n) => n.kind === 'booked' && n.bookingId === made?._id.toHexString());
    expect(await toldOfIt()).toHaveLength(0);
    for (const contact of ['01711000222', '01811000333']) {
      const again = await book(buyer, listing, { contact });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already booked this device');
    }
    expect(await toldOfIt()).toHaveLength(1);
    expect(await countBookings({ productId: listing._id })).toBe(1);
  });

  test('missing and malformed fields: 400 naming each field, nothing stored', async () => {
    const before = await countBookings();
    const empty = await app.http().post('/bookings').set(buyer.auth).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      productId: 'Not a valid id',
      contact: 'Contact number is required',
      location: 'Location is required',
    });
    const listing = await insertListing(seller);
    const badContact = await book(buyer, listing, { contact: '12ab' });
    expect(badContact.status).toBe(400);
    expect(badContact.body.message).toBe('Contact number must be 6 to 15 digits');
    expect(await countBookings()).toBe(before);
  });

  test.each([
    ['productId', { productId: { $ne: null } }],
    ['productId', { productId: { $gt: '' } }],
    ['email', { email: { $ne: null } }],
    ['price', { price: { $gt: 0 } }],
    ['location', { location: { $ne: '' } }],
    ['contact', { contact: { $exists: true } }],
  ])('an operator payload in %s: 400, nothing stored', async (field, extra) => {
    const listing = await insertListing(seller);
    const res = await book(buyer, listing, extra);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await countBookings({ productId: listing._id })).toBe(0);
  });
});

describe('GET /bookings?email= and GET /bookings/{id}', () => {
  let older: ProductDoc;
  let newer: ProductDoc;
  let buyerBookingId: string;

  beforeAll(async () => {
    older = await insertListing(seller, { deviceName: 'Older Phone' });
    newer = await insertListing(otherSeller, { deviceName: 'Newer Phone' });
    buyerBookingId = (await book(otherBuyer, older)).body.insertedId;
    await book(otherBuyer, newer);
  });

  test('anonymous: 401', async () => {
    expect((await app.http().get('/bookings').query({ email: otherBuyer.email })).status).toBe(401);
    expect((await app.http().get(`/bookings/${buyerBookingId}`)).status).toBe(401);
  });

  test('own list: newest first, only own bookings, absolute images', async () => {
    const res = await app.http().get('/bookings').query({ email: otherBuyer.email.toUpperCase() }).set(otherBuyer.auth);
    expect(res.status).toBe(200);
    const devices = (res.body as Array<{ device: string; email: string; img: string }>).map((b) => b.device);
    expect(devices.indexOf('Newer Phone')).toBeLessThan(devices.indexOf('Older Phone'));
    expect(devices.indexOf('Older Phone')).toBeGreaterThanOrEqual(0);
    for (const b of res.body) {
      expect(b.email).toBe(otherBuyer.email);
      expect(b.img).toMatch(/^http:\/\/api\.test\/images\/[a-f0-9]{24}$/);
    }
  });

  test('another user\'s list: 403 for a Buyer and for a Seller (even the listing\'s seller)', async () => {
    const asBuyer = await app.http().get('/bookings').query({ email: otherBuyer.email }).set(buyer.auth);
    expect(asBuyer.status).toBe(403);
    const asSeller = await app.http().get('/bookings').query({ email: otherBuyer.email }).set(seller.auth);
    expect(asSeller.status).toBe(403);
  });

  test('an Admin reads anyone\'s list', async () => {
    const res = await app.http().get('/bookings').query({ email: otherBuyer.email }).set(admin.auth);
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  test('a missing or operator email query: 400', async () => {
    expect((await app.http().get('/bookings').set(buyer.auth)).status).toBe(400);
    const op = await app.http().get('/bookings?email[$ne]=x').set(buyer.auth);
    expect(op.status).toBe(400);
    const bad = await app.http().get('/bookings').query({ email: 'not-an-email' }).set(buyer.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });

  test('one booking: its buyer 200, another Buyer 403, the listing\'s Seller 200, an Admin 200', async () => {
    const own = await app.http().get(`/bookings/${buyerBookingId}`).set(otherBuyer.auth);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: buyerBookingId, device: 'Older Phone', email: otherBuyer.email, paid: false, img: `http://api.test${older.img}` });
    expect((await app.http().get(`/bookings/${buyerBookingId}`).set(buyer.auth)).status).toBe(403);
    expect((await app.http().get(`/bookings/${buyerBookingId}`).set(seller.auth)).status).toBe(200);
    const asAdmin = await app.http().get(`/bookings/${buyerBookingId}`).set(admin.auth);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body._id).toBe(buyerBookingId);
  });

  test('a missing booking: 404; a malformed or operator id: 400', async () => {
    const missing = await app.http().get(`/bookings/${new ObjectId().toHexString()}`).set(admin.auth);
    expect(missing.status).toBe(404);
    const bad = await app.http().get('/bookings/not-an-id').set(buyer.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Not a valid id');
    expect((await app.http().get(`/bookings/${encodeURIComponent('{"$ne":null}')}`).set(buyer.auth)).status).toBe(400);
  });
});

// Keyset pages of GET /bookings?email= (docs/api.md#pages): still an array, newest first, the next page in a Link header.
describe('GET /bookings?email=: pages', () => {
  let pager: TestUser;
  let expected: string[];
  const ids = (body: Array<{ _id: string }>) => body.map((b) => b._id);
  /** Follows the Link headers from `/bookings?query` to the end as `user`; answers every page's ids. */
  const walk = async (user: TestUser, query: string) => {
    const pages: string[][] = [];
    for (let q: string | null = query; q !== null; ) {
      const res = await app.http().get(`/bookings?${q}`).set(user.auth);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      pages.push(ids(res.body));
      q = nextQuery(res);
    }
    return pages;
  };
  const snapshot = async () => ({ count: await countBookings(), first: ids((await app.http().get('/bookings').query({ email: pager.email }).set(pager.auth)).body) });

  beforeAll(async () => {
    pager = await registerUser(app, 'Buyer', 'Paula Pager');
  });

  test('with no more than 50 bookings, only email answers the whole list as before: an array, newest first, no Link header', async () => {
    const listings = [await insertListing(seller, { deviceName: 'First Phone' }), await insertListing(otherSeller, { deviceName: 'Second Phone' })];
    for (const listing of listings) expect((await book(pager, listing)).status).toBe(201);
    const res = await app.http().get('/bookings').query({ email: pager.email }).set(pager.auth);
    expect(res.status).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(res.body.map((b: { device: string }) => b.device)).toEqual(['Second Phone', 'First Phone']);
  });

  describe('with more bookings than one page', () => {
    beforeAll(async () => {
      // 110 more bookings straight into the collection (each of its own product: one booking per buyer and
      // product); every third shares its createdAt with two others, so the _id breaks ties.
      const base = Date.now() - 3_600_000;
      await app.server.db.collections.bookings.insertMany(
        Array.from({ length: 110 }, (_, i) => ({
          _id: new ObjectId(), name: pager.name, email: pager.email, device: `Paged Phone ${i}`, price: 1000 + i, contact: '01711000222',
          location: 'Dhaka', paid: false, productId: new ObjectId(), createdAt: new Date(base + Math.floor(i / 3) * 1000),
          sellerEmail: otherSeller.email, sellerName: otherSeller.name, status: 'booked' as const, version: 0, history: [],
          expiresAt: new Date(base + 48 * 3_600_000),
        })),
      );
      expected = (await app.server.db.collections.bookings.find({ email: pager.email }).sort({ createdAt: -1, _id: -1 }).toArray()).map((b) => b._id.toHexString());
      expect(expected).toHaveLength(112);
    });

    test('default page is 50 with a Link header that keeps the email; following it gives the rest, newest first, no repeat, no gap; the last page has no Link', async () => {
      const first = await app.http().get('/bookings').query({ email: pager.email }).set(pager.auth);
      expect(first.status).toBe(200);
      expect(ids(first.body)).toEqual(expected.slice(0, 50));
      expect(new URLSearchParams(nextQuery(first)!).get('email')).toBe(pager.email);
      const pages = await walk(pager, `email=${encodeURIComponent(pager.email)}`);
      expect(pages.map((p) => p.length)).toEqual([50, 50, 12]);
      expect(pages.flat()).toEqual(expected);
    });

    test('an explicit limit: every page holds `limit` bookings but the last, and the pages join up exactly', async () => {
      const pages = await walk(pager, `email=${encodeURIComponent(pager.email)}&limit=9`);
      expect(pages.slice(0, -1).every((p) => p.length === 9)).toBe(true);
      expect(pages.at(-1)).toHaveLength(112 % 9);
      expect(pages.flat()).toEqual(expected);
      expect(new Set(pages.flat()).size).toBe(112);
      const max = await app.http().get('/bookings').query({ email: pager.email, limit: 100 }).set(pager.auth);
      expect(max.status).toBe(200);
      expect(ids(max.body)).toEqual(expected.slice(0, 100));
    });

    test('an Admin pages anyone\'s bookings the same way', async () => {
      expect((await walk(admin, `email=${encodeURIComponent(pager.email)}&limit=40`)).flat()).toEqual(expected);
    });

    test('limit above 100, 0, abc, or repeated: 400 with the error shape, and nothing changes', async () => {
      const before = await snapshot();
      for (const limit of ['101', '0', 'abc', '-1', '2.5']) {
        const res = await app.http().get('/bookings').query({ email: pager.email, limit }).set(pager.auth);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(validationError({ limit: 'Limit must be a whole number from 1 to 100' }));
      }
      expect((await app.http().get(`/bookings?email=${encodeURIComponent(pager.email)}&limit=5&limit=6`).set(pager.auth)).status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    test('a garbage or tampered cursor is a 400 with the error shape, and nothing changes', async () => {
      const before = await snapshot();
      const cursor = cursorIn(nextQuery(await app.http().get('/bookings').query({ email: pager.email, limit: 5 }).set(pager.auth)));
      const tampered = tamperedCursor(cursor);
      for (const bad of ['garbage', '!!!', tampered, '{"$gt":""}']) {
        const res = await app.http().get('/bookings').query({ email: pager.email, cursor: bad }).set(pager.auth);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(validationError({ cursor: MSG.cursorInvalid }));
      }
      expect(await snapshot()).toEqual(before);
    });

    test("a cursor of another buyer's list is a 400, even for an Admin", async () => {
      const cursor = cursorIn(nextQuery(await app.http().get('/bookings').query({ email: pager.email, limit: 5 }).set(admin.auth)));
      const res = await app.http().get('/bookings').query({ email: otherBuyer.email, cursor }).set(admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ cursor: expect.any(String) });
    });

    test('an unknown query parameter is a 400, and nothing changes', async () => {
      const before = await snapshot();
      const email = encodeURIComponent(pager.email);
      for (const query of [`email=${email}&x=1`, `email=${email}&email[$ne]=`, `email=${email}&sort=oldest`, `email=${email}&paid=true`]) {
        const res = await app.http().get(`/bookings?${query}`).set(pager.auth);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ ...anyValidationError, message: 'This call does not take that query parameter' });
      }
      expect(await snapshot()).toEqual(before);
    });

    test('permissions unchanged: another Buyer or a Seller cannot page this buyer\'s bookings, even with a valid cursor', async () => {
      const query = nextQuery(await app.http().get('/bookings').query({ email: pager.email, limit: 5 }).set(pager.auth))!;
      expect((await app.http().get(`/bookings?${query}`)).status).toBe(401);
      for (const who of [otherBuyer, seller]) {
        const res = await app.http().get(`/bookings?${query}`).set(who.auth);
        expect(res.status).toBe(403);
        expect(res.headers.link).toBeUndefined();
        expect(res.body).toEqual({ code: 'booking_not_yours', message: 'You can only see your own bookings' });
      }
    });
  });
});
