// Bookings over HTTP on the real app: who may book and read, what is stored, and the conflicts.
import { ObjectId } from 'mongodb';
import type { ProductDoc } from '../src/db/mongo';
import { registerUser, type TestUser } from './support/identity';
import { insertListing as insertTestListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

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
  [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    registerUser(app, 'Buyer', 'Bina Buyer'),
    registerUser(app, 'Buyer', 'Omar Other'),
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Seller', 'Tania Trader'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
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

  test('one booking: its buyer 200, another Buyer 403, a Seller (the listing\'s) 403, an Admin 200', async () => {
    const own = await app.http().get(`/bookings/${buyerBookingId}`).set(otherBuyer.auth);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: buyerBookingId, device: 'Older Phone', email: otherBuyer.email, paid: false, img: `http://api.test${older.img}` });
    expect((await app.http().get(`/bookings/${buyerBookingId}`).set(buyer.auth)).status).toBe(403);
    expect((await app.http().get(`/bookings/${buyerBookingId}`).set(seller.auth)).status).toBe(403);
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
