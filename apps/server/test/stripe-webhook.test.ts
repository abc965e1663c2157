// The Stripe webhook on the real app started with Stripe keys: real signatures (Stripe's own test
// header), no call to Stripe's network (the signed event carries the intent).
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import Stripe from 'stripe';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { registerUser, type TestUser } from './support/identity';
import { insertListing as insertTestListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_test';

let app: TestApp;
let buyer: TestUser;
let seller: TestUser;

const insertListing = (owner: TestUser, overrides: Partial<ProductDoc> = {}) => insertTestListing(app, owner, overrides);

async function book(user: TestUser, listing: ProductDoc): Promise<{ _id: string; price: number; productId: string; email: string }> {
  const res = await app.http().post('/bookings').set(user.auth).send({ productId: listing._id.toHexString(), contact: '01711000222', location: 'Sylhet' });
  if (res.status !== 201) throw new Error(`POST /bookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.booking;
}

/** A payment_intent.succeeded event as Stripe sends it (the fields we read, and a few more). */
function succeededEvent(intent: { id: string; amount: number; currency?: string; metadata: Record<string, string> }, type = 'payment_intent.succeeded') {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: intent.amount,
        currency: intent.currency ?? 'bdt',
        status: 'succeeded',
        client_secret: `${intent.id}_secret_abc`,
        payment_method_types: ['card'],
        metadata: intent.metadata,
        livemode: false,
      },
    },
  });
}

function sendWebhook(payload: string, signature?: string) {
  const req = app.http().post('/stripe/webhook').set('Content-Type', 'application/json');
  return (signature === undefined ? req : req.set('Stripe-Signature', signature)).send(payload);
}

const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const newIntentId = () => `pi_${randomBytes(12).toString('hex')}`;
const paymentsFor = (bookingId: string) => app.server.db.collections.payments.countDocuments({ bookingId: new ObjectId(bookingId) });

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  [buyer, seller] = await Promise.all([registerUser(app, 'Buyer', 'Bina Buyer'), registerUser(app, 'Seller', 'Sami Seller')]);
});
afterAll(() => app.stop());

test('GET /config names Stripe with its publishable key', async () => {
  const res = await app.http().get('/config');
  expect(res.body).toEqual({ payments: { provider: 'stripe', publishableKey: 'pk_test_dummy' } });
});

test('the sandbox confirm call does not exist when Stripe is live: 404', async () => {
  const res = await app.http().post('/sandbox/confirm').send({ clientSecret: 'pi_x_secret_y', card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' }, billingDetails: {} });
  expect(res.status).toBe(404);
});

describe('a signed payment_intent.succeeded', () => {
  let listing: ProductDoc;
  let booking: { _id: string; price: number; productId: string; email: string };
  let intentId: string;
  let payload: string;

  beforeAll(async () => {
    listing = await insertListing(seller);
    booking = await book(buyer, listing);
    intentId = newIntentId();
    payload = succeededEvent({ id: intentId, amount: booking.price * 100, metadata: { bookingId: booking._id, productId: booking.productId, email: booking.email } });
  });

  test('a bad signature: 400 and nothing recorded', async () => {
    const wrongSecret = await sendWebhook(payload, sign(payload, 'whsec_someone_else'));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toBe('The Stripe signature is not valid');
    const missing = await sendWebhook(payload);
    expect(missing.status).toBe(400);
    // A valid signature of another body does not cover this one.
    const tampered = await sendWebhook(payload.replace(String(booking.price * 100), '100'), sign(payload));
    expect(tampered.status).toBe(400);
    expect(await paymentsFor(booking._id)).toBe(0);
    expect((await app.server.db.collections.bookings.findOne({ _id: new ObjectId(booking._id) }))?.paid).toBe(false);
  });

  test('a good signature: 200 { received: true }; payment recorded, booking paid, product sold', async () => {
    const res = await sendWebhook(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const payment = await app.server.db.collections.payments.findOne({ bookingId: new ObjectId(booking._id) });
    expect(payment).toMatchObject({ transactionId: intentId, price: booking.price, email: buyer.email, productId: listing._id });
    const stored = await app.server.db.collections.bookings.findOne({ _id: new ObjectId(booking._id) });
    expect(stored).toMatchObject({ paid: true, transactionId: intentId });
    const product = await app.server.db.collections.products.findOne({ _id: listing._id });
    expect(product).toMatchObject({ status: 'sold', advertised: false, soldTo: buyer.email });
    expect(product?.soldBookingId?.toHexString()).toBe(booking._id);
  });

  test('the same event again (Stripe retries): 200, still one payment', async () => {
    const res = await sendWebhook(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await paymentsFor(booking._id)).toBe(1);
  });
});

test('a signed event whose amount is not the booking\'s price: acknowledged, nothing recorded', async () => {
  const listing = await insertListing(seller);
  const booking = await book(buyer, listing);
  const payload = succeededEvent({ id: newIntentId(), amount: 100, metadata: { bookingId: booking._id } });
  const res = await sendWebhook(payload, sign(payload));
  expect(res.status).toBe(200);
  expect(await paymentsFor(booking._id)).toBe(0);
  expect((await app.server.db.collections.products.findOne({ _id: listing._id }))?.status).toBe('available');
});

test('other events and intents naming no booking of ours: acknowledged, nothing recorded', async () => {
  const listing = await insertListing(seller);
  const booking = await book(buyer, listing);
  const paymentsBefore = await app.server.db.collections.payments.countDocuments();
  const failed = succeededEvent({ id: newIntentId(), amount: booking.price * 100, metadata: { bookingId: booking._id } }, 'payment_intent.payment_failed');
  expect((await sendWebhook(failed, sign(failed))).status).toBe(200);
  const foreign = succeededEvent({ id: newIntentId(), amount: 500, metadata: { bookingId: { $ne: null } as unknown as string } });
  expect((await sendWebhook(foreign, sign(foreign))).status).toBe(200);
  const unknown = succeededEvent({ id: newIntentId(), amount: 500, metadata: { bookingId: new ObjectId().toHexString() } });
  expect((await sendWebhook(unknown, sign(unknown))).status).toBe(200);
  expect(await paymentsFor(booking._id)).toBe(0);
  expect(await app.server.db.collections.payments.countDocuments()).toBe(paymentsBefore);
});
