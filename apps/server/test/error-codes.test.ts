// Every error body carries a stable code of the shared catalogue (API_ERRORS), its English, and the
// params that English was built from; bad fields carry the MSG key of their message (fieldCodes).
// A representative refusal of each status, over HTTP against the real app.
import { MAX_IMAGE_BYTES, MSG, SEARCH_QUERY_MAX_LENGTH, type ApiError } from '@mobile-planet/shared';
import { ObjectId } from 'mongodb';
import { book, handoverCode, pay, postHandover, wrongCode } from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { testImei } from './support/imei';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let seller: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller] = await Promise.all([registerUser(app, 'Buyer'), registerUser(app, 'Seller')]);
});
afterAll(() => app.stop());

test('a validation 400: validation_failed, each field with its MSG message and key, the first field as the message', async () => {
  const res = await app.http().post('/products').set(seller.auth).send({ deviceName: '', resalePrice: 100 });
  expect(res.status).toBe(400);
  const body = res.body as ApiError;
  expect(body.code).toBe('validation_failed');
  expect(body.errors).toMatchObject({ deviceName: MSG.deviceNameRequired, sellerName: MSG.sellerNameRequired, category: MSG.categoryInvalid });
  expect(body.fieldCodes).toMatchObject({ deviceName: 'deviceNameRequired', sellerName: 'sellerNameRequired', category: 'categoryInvalid' });
  expect(body.message).toBe(Object.values(body.errors!)[0]);
  // Every field message of the form is one of MSG's, so every field has its key.
  expect(Object.keys(body.fieldCodes!).sort()).toEqual(Object.keys(body.errors!).sort());
  for (const [field, key] of Object.entries(body.fieldCodes!)) expect(MSG[key]).toBe(body.errors![field]);
  expect(body.params).toBeUndefined();
});

test('a parameterised field message (MSG.tooLong, MSG.limitInvalid): its key, and its number in params under the field', async () => {
  const res = await app.http().get('/listings').query({ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1), limit: '1000' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'validation_failed',
    message: MSG.tooLong(SEARCH_QUERY_MAX_LENGTH),
    errors: { q: MSG.tooLong(SEARCH_QUERY_MAX_LENGTH), limit: MSG.limitInvalid(48) },
    fieldCodes: { q: 'tooLong', limit: 'limitInvalid' },
    params: { q: SEARCH_QUERY_MAX_LENGTH, limit: 48 },
  });
});

test('401 without a token: auth_required', async () => {
  const res = await app.http().get('/bookings');
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ code: 'auth_required', message: 'Sign in to continue' });
});

test('401 with a token that is not ours: session_expired', async () => {
  const res = await app.http().get('/bookings').set('Authorization', 'Bearer not-a-token');
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ code: 'session_expired', message: 'Your session has expired. Please sign in again' });
});

test('403 for the wrong role: role_required with the roles as params', async () => {
  const res = await app.http().get('/products').set(buyer.auth);
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ code: 'role_required', message: 'Only sellers and admins can do this', params: { roles: 'Seller,Admin' } });
});

/** A listing form that passes validation, its photo a URL of ours (whether the photo exists is checked later). */
const productForm = (overrides: Record<string, unknown> = {}) => ({
  deviceName: 'Samsung Galaxy A54', sellerName: 'Rahim Uddin', category: 'smartphone', condition: 'good', resalePrice: 30000, originalPrice: 45000,
  yearsOfUse: 1, Contact: '01711000000', Location: 'Dhaka', description: 'Works well.', postedDate: '2025-01-15',
  img: `http://api.test/images/${new ObjectId().toHexString()}`, imei: testImei(), neir: 'registered', ...overrides,
});

test('403 for a blocked seller: seller_blocked with the Admin\'s reason as params', async () => {
  const blocked = await registerUser(app, 'Seller');
  const reason = 'Listed a stolen phone.';
  await app.server.db.collections.users.updateOne({ email: blocked.email }, { $set: { blocked: { at: new Date(), reason } } });
  const res = await app.http().post('/products').set(blocked.auth).send(productForm());
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ code: 'seller_blocked', message: `An admin blocked your account from listing devices: ${reason}`, params: { reason } });
});

test('a refusal on one field that is none of MSG\'s (photo_not_found): the field carries the error\'s message, no fieldCodes', async () => {
  const res = await app.http().post('/products').set(seller.auth).send(productForm());
  const message = 'The photo was not found. Please upload it again';
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 'photo_not_found', message, errors: { img: message } });
});

test('404 for an unknown route: route_not_found with the method and path', async () => {
  const res = await app.http().delete('/nowhere/at-all');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ code: 'route_not_found', message: 'No route for DELETE /nowhere/at-all', params: { method: 'DELETE', path: '/nowhere/at-all' } });
});

test('404 for a listing that is not there: listing_not_found', async () => {
  const res = await app.http().get('/products/0123456789abcdef01234567');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ code: 'listing_not_found', message: 'No such listing' });
});

test('409 for booking a sold device: listing_sold', async () => {
  const sold = await insertListing(app, seller, { status: 'sold' });
  const res = await app.http().post('/bookings').set(buyer.auth).send({ productId: sold._id.toHexString(), contact: '01711000222', location: 'Mirpur, Dhaka' });
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ code: 'listing_sold', message: 'This device has already been sold' });
});

test('400 for a wrong handover code: handover_code_wrong with the tries left, on the field "code"', async () => {
  const listing = await insertListing(app, seller);
  const bookingId = await book(app, buyer, listing);
  await pay(app, buyer, bookingId);
  const res = await postHandover(app, seller, bookingId, wrongCode(await handoverCode(app, buyer, bookingId)));
  const message = "That is not the buyer's handover code. 4 tries left.";
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 'handover_code_wrong', message, params: { left: 4 }, errors: { code: message } });
});

test('413 for a JSON body over the limit: body_too_large', async () => {
  const res = await app.http().post('/bookings').set(buyer.auth).set('Content-Type', 'application/json').send(JSON.stringify({ pad: 'x'.repeat(200_000) }));
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ code: 'body_too_large', message: 'The request body is too large' });
});

test('413 for a photo over 5 MB: image_too_large with the limit in MB', async () => {
  const res = await app
    .http()
    .post('/images')
    .set(seller.auth)
    .attach('image', Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), { filename: 'huge.jpg', contentType: 'image/jpeg' });
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ code: 'image_too_large', message: 'The image is larger than 5 MB', params: { maxMb: 5 } });
});

test('a body that is not JSON: body_not_json', async () => {
  const res = await app.http().post('/bookings').set(buyer.auth).set('Content-Type', 'application/json').send('{"productId":');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 'body_not_json', message: 'The request body is not valid JSON' });
});

test('429 past the rate limit: rate_limited', async () => {
  const limited = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1' });
  try {
    await limited.http().get('/jwt');
    const res = await limited.http().get('/jwt');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toEqual({ code: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
  } finally {
    await limited.stop();
  }
});
