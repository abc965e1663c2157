// Payments over HTTP on the real app with the sandbox processor: intents, card checks, recording,
// the race for one device, and who may pay for which booking.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { SandboxIntentDoc } from '../src/modules/payments/payments.documents';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { registerUser, type TestUser } from './support/identity';
import { insertListing as insertTestListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** A listing inserted straight into the database, so these tests do not depend on uploads. */
const insertListing = (owner: TestUser, overrides: Partial<ProductDoc> = {}) => insertTestListing(app, owner, overrides);

async function book(user: TestUser, listing: ProductDoc): Promise<string> {
  const res = await app.http().post('/bookings').set(user.auth).send({ productId: listing._id.toHexString(), contact: '01711000222', location: 'Dhaka' });
  if (res.status !== 201) throw new Error(`POST /bookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId as string;
}

const createIntent = (user: TestUser | null, bookingId: unknown) => {
  const req = app.http().post('/create-payment-intent');
  return (user ? req.set(user.auth) : req).send({ bookingId });
};

const confirm = (clientSecret: string, card: Record<string, unknown> = GOOD_CARD) =>
  app.http().post('/sandbox/confirm').send({ clientSecret, card, billingDetails: { name: 'Bina Buyer', email: 'bina@example.test' } });

const postPayment = (user: TestUser | null, body: Record<string, unknown>) => {
  const req = app.http().post('/payments');
  return (user ? req.set(user.auth) : req).send(body);
};

async function clientSecretFor(user: TestUser, bookingId: string): Promise<string> {
  const res = await createIntent(user, bookingId);
  if (res.status !== 200) throw new Error(`POST /create-payment-intent answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.clientSecret as string;
}

/** Intent + sandbox confirm with a good card: the id of the succeeded intent. */
async function paidIntent(user: TestUser, bookingId: string): Promise<string> {
  const res = await confirm(await clientSecretFor(user, bookingId));
  if (res.body.paymentIntent?.status !== 'succeeded') throw new Error(`confirm: ${JSON.stringify(res.body)}`);
  return res.body.paymentIntent.id as string;
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;
const intents = () => app.server.db.collections.sandboxIntents;
const paymentsFor = (bookingId: string) => app.server.db.collections.payments.countDocuments({ bookingId: new ObjectId(bookingId) });
const bookingDoc = (bookingId: string) => app.server.db.collections.bookings.findOne({ _id: new ObjectId(bookingId) });
const productDoc = (listing: ProductDoc) => app.server.db.collections.products.findOne({ _id: listing._id });

beforeAll(async () => {
  app = await startTestApp();
  [buyer, otherBuyer, seller, admin] = await Promise.all([
    registerUser(app, 'Buyer', 'Bina Buyer'),
    registerUser(app, 'Buyer', 'Omar Other'),
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
});
afterAll(() => app.stop());

describe('who may pay for which booking', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = await book(buyer, await insertListing(seller));
  });

  test('anonymous: 401 for both calls', async () => {
    expect((await createIntent(null, bookingId)).status).toBe(401);
    expect((await postPayment(null, { bookingId, transactionId: 'pi_000000000000000000000000' })).status).toBe(401);
  });

  test('someone else\'s booking: 403 for another Buyer, a Seller (the listing\'s) and an Admin', async () => {
    const transactionId = await paidIntent(buyer, bookingId);
    for (const user of [otherBuyer, seller, admin]) {
      const intent = await createIntent(user, bookingId);
      expect(intent.status).toBe(403);
      expect(intent.body.message).toBe('You can only pay for your own booking');
      const payment = await postPayment(user, { bookingId, transactionId });
      expect(payment.status).toBe(403);
    }
    expect(await paymentsFor(bookingId)).toBe(0);
    expect((await bookingDoc(bookingId))?.paid).toBe(false);
  });

  test.each(['Buyer', 'Seller', 'Admin'] as const)('a %s pays for their own unpaid booking: 201', async (role) => {
    const payer = role === 'Buyer' ? otherBuyer : role === 'Seller' ? await registerUser(app, 'Seller') : admin;
    const listing = await insertListing(role === 'Seller' ? seller : await registerUser(app, 'Seller'));
    const id = await book(payer, listing);
    const transactionId = await paidIntent(payer, id);
    const res = await postPayment(payer, { bookingId: id, transactionId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(await paymentsFor(id)).toBe(1);
  });

  test('a booking that does not exist: 404', async () => {
    expect((await createIntent(buyer, new ObjectId().toHexString())).status).toBe(404);
    expect((await postPayment(buyer, { bookingId: new ObjectId().toHexString(), transactionId: 'pi_000000000000000000000000' })).status).toBe(404);
  });

  test('operator payloads and malformed ids: 400, nothing changed', async () => {
    const before = await intents().countDocuments();
    for (const body of [{ bookingId: { $ne: null } }, { bookingId: 'nope' }, {}, { bookingId, price: { $gt: 0 } }]) {
      const res = await app.http().post('/create-payment-intent').set(buyer.auth).send(body);
      expect(res.status).toBe(400);
    }
    expect(await intents().countDocuments()).toBe(before);
    for (const body of [
      { bookingId: { $ne: null }, transactionId: 'pi_000000000000000000000000' },
      { bookingId, transactionId: { $gt: '' } },
      { bookingId, transactionId: 'not-an-intent' },
      { bookingId, transactionId: 'pi_000000000000000000000000', email: { $ne: null } },
    ]) {
      const res = await postPayment(buyer, body);
      expect(res.status).toBe(400);
    }
    expect(await paymentsFor(bookingId)).toBe(0);
    const confirmOp = await app.http().post('/sandbox/confirm').send({ clientSecret: { $ne: null }, card: GOOD_CARD, billingDetails: {} });
    expect(confirmOp.status).toBe(400);
    expect(confirmOp.body.errors).toHaveProperty('clientSecret');
  });
});

describe('POST /create-payment-intent', () => {
  test('charges the booking\'s own price in poisha, in bdt, for that booking, and reuses the open intent', async () => {
    const listing = await insertListing(seller, { resalePrice: 12_345 });
    const bookingId = await book(buyer, listing);
    const first = await app.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId, price: 1 });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/);
    const intent = await intents().findOne({ _id: intentIdOf(first.body.clientSecret) });
    expect(intent).toMatchObject({
      amount: 1_234_500,
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata: { bookingId, productId: listing._id.toHexString(), email: buyer.email },
    });
    // Reloading the payment screen hands out the same intent.
    const again = await createIntent(buyer, bookingId);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(await intents().countDocuments({ 'metadata.bookingId': bookingId })).toBe(1);
  });

  test('a booking whose device was sold to someone else, or removed: 409', async () => {
    const sold = await insertListing(seller);
    const bookingId = await book(buyer, sold);
    await app.server.db.collections.products.updateOne({ _id: sold._id }, { $set: { status: 'sold', soldBookingId: new ObjectId() } });
    const res = await createIntent(buyer, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device has already been sold');

    const removed = await insertListing(seller);
    const removedBooking = await book(buyer, removed);
    await app.server.db.collections.products.updateOne({ _id: removed._id }, { $set: { status: 'removed' } });
    expect((await createIntent(buyer, removedBooking)).status).toBe(409);
  });
});

describe('the whole path: book, intent, confirm, record', () => {
  let listing: ProductDoc;
  let bookingId: string;
  let transactionId: string;
  let insertedId: string;

  beforeAll(async () => {
    listing = await insertListing(seller, { resalePrice: 18_500 });
    bookingId = await book(buyer, listing);
  });

  test('the listing is in its category before it is paid', async () => {
    const res = await app.http().get('/category/smartphone');
    expect(res.status).toBe(200);
    expect((res.body as Array<{ _id: string }>).map((p) => p._id)).toContain(listing._id.toHexString());
  });

  test('the sandbox confirms 4242 4242 4242 4242 and keeps only brand and last four digits', async () => {
    const clientSecret = await clientSecretFor(buyer, bookingId);
    const res = await confirm(clientSecret, { ...GOOD_CARD, expYear: (new Date().getUTCFullYear() + 2) % 100 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ paymentIntent: { id: intentIdOf(clientSecret), status: 'succeeded', amount: 1_850_000, currency: 'bdt' } });
    transactionId = res.body.paymentIntent.id;
    const stored = (await intents().findOne({ _id: transactionId })) as SandboxIntentDoc;
    expect(stored.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored)).not.toContain('"123"');

    const second = await confirm(clientSecret);
    expect(second.body.error.code).toBe('payment_intent_unexpected_state');
    expect(second.body.paymentIntent).toBeUndefined();
  });

  test('POST /payments records it: booking paid, product sold, one payment at the booking\'s price', async () => {
    const res = await postPayment(buyer, { bookingId, transactionId, price: 1, email: otherBuyer.email });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    insertedId = res.body.insertedId;

    const payments = await app.server.db.collections.payments.find({ bookingId: new ObjectId(bookingId) }).toArray();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ price: 18_500, email: buyer.email, transactionId, productId: listing._id });
    expect(payments[0]?._id.toHexString()).toBe(insertedId);

    const booking = await app.http().get(`/bookings/${bookingId}`).set(buyer.auth);
    expect(booking.body).toMatchObject({ paid: true, transactionId });
    const product = await productDoc(listing);
    expect(product).toMatchObject({ status: 'sold', advertised: false, soldTo: buyer.email });
    expect(product?.soldBookingId?.toHexString()).toBe(bookingId);
    expect(product?.soldAt).toBeInstanceOf(Date);
  });

  test('the sold listing has left its category and the advertised list', async () => {
    const category = await app.http().get('/category/smartphone');
    expect((category.body as Array<{ _id: string }>).map((p) => p._id)).not.toContain(listing._id.toHexString());
    const advertised = await app.http().get('/advertise');
    expect((advertised.body as Array<{ _id: string }>).map((p) => p._id)).not.toContain(listing._id.toHexString());
  });

  test('a replayed POST /payments answers 200 with the same insertedId; still one record', async () => {
    const [a, b] = await Promise.all([postPayment(buyer, { bookingId, transactionId }), postPayment(buyer, { bookingId, transactionId })]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ acknowledged: true, insertedId });
    }
    expect(await paymentsFor(bookingId)).toBe(1);
  });

  test('a paid booking gets no new intent: 409', async () => {
    const res = await createIntent(buyer, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking is already paid');
  });
});

describe('the sandbox\'s card checks', () => {
  let bookingId: string;
  let listing: ProductDoc;
  let clientSecret: string;
  const thisYear = new Date().getUTCFullYear();
  const thisMonth = new Date().getUTCMonth() + 1;

  beforeAll(async () => {
    listing = await insertListing(seller);
    bookingId = await book(buyer, listing);
    clientSecret = await clientSecretFor(buyer, bookingId);
  });

  const cases: Array<[string, Record<string, unknown>, { code: string; message: string }]> = [
    ['a declined card', { number: '4000 0000 0000 0002' }, { code: 'card_declined', message: 'Your card was declined.' }],
    ['insufficient funds', { number: '4000000000009995' }, { code: 'card_declined', message: 'Your card has insufficient funds.' }],
    ['an expired card', { number: '4000 0000 0000 0069' }, { code: 'expired_card', message: 'Your card has expired.' }],
    ['an incorrect CVC', { number: '4000 0000 0000 0127' }, { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, { code: 'incorrect_number', message: 'Your card number is incorrect.' }],
    ['a number with letters', { number: '4242 4242 abcd 4242' }, { code: 'invalid_number', message: 'Your card number is invalid.' }],
    ['a past expiry year', { expYear: thisYear - 1 }, { code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." }],
    ['a past two-digit year', { expYear: (thisYear - 1) % 100 }, { code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." }],
    ['month 13', { expMonth: 13 }, { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." }],
    ['month 0', { expMonth: 0 }, { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." }],
    ['a three-digit year', { expYear: 203 }, { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." }],
    ['a two-digit CVC', { cvc: '12' }, { code: 'invalid_cvc', message: "Your card's security code is invalid." }],
    ['a CVC with letters', { cvc: '12a' }, { code: 'invalid_cvc', message: "Your card's security code is invalid." }],
  ];
  if (thisMonth > 1) {
    cases.push(['last month of this year', { expMonth: thisMonth - 1, expYear: thisYear }, { code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." }]);
  }

  test.each(cases)('%s: 200 with the error shape, the intent still payable, nothing recorded', async (_name, card, error) => {
    const res = await confirm(clientSecret, { ...GOOD_CARD, ...card });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error });
    const intent = await intents().findOne({ _id: intentIdOf(clientSecret) });
    expect(intent?.status).toBe('requires_payment_method');
    expect(intent?.card).toBeUndefined();
    const payment = await postPayment(buyer, { bookingId, transactionId: intentIdOf(clientSecret) });
    expect(payment.status).toBe(402);
    expect(payment.body.message).toBe('This payment has not gone through (its status is requires_payment_method). Nothing has been recorded.');
    expect(await paymentsFor(bookingId)).toBe(0);
    expect((await bookingDoc(bookingId))?.paid).toBe(false);
    expect((await productDoc(listing))?.status).toBe('available');
  });

  test('after a declined card the same intent is paid with a good card', async () => {
    const res = await confirm(clientSecret, { ...GOOD_CARD, expMonth: thisMonth, expYear: thisYear });
    expect(res.body.paymentIntent).toMatchObject({ status: 'succeeded' });
    expect((await postPayment(buyer, { bookingId, transactionId: res.body.paymentIntent.id })).status).toBe(201);
  });

  test('an unknown client secret: the resource_missing error', async () => {
    const res = await confirm('pi_madeup_secret_nothing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: { code: 'resource_missing', message: "No such payment_intent: 'pi_madeup'" } });
  });
});

describe('POST /payments refuses what the processor does not vouch for', () => {
  let listing: ProductDoc;
  let bookingId: string;

  beforeAll(async () => {
    listing = await insertListing(seller, { resalePrice: 9_999 });
    bookingId = await book(buyer, listing);
  });

  async function expectNothingRecorded() {
    expect(await paymentsFor(bookingId)).toBe(0);
    expect((await bookingDoc(bookingId))?.paid).toBe(false);
    expect((await productDoc(listing))?.status).toBe('available');
  }

  test('a made-up intent id: 402', async () => {
    const res = await postPayment(buyer, { bookingId, transactionId: `pi_${'A'.repeat(24)}` });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('No payment was found with that transaction id. Nothing has been recorded.');
    await expectNothingRecorded();
  });

  test('an intent that paid another booking: 402', async () => {
    const otherBooking = await book(buyer, await insertListing(seller, { resalePrice: 9_999 }));
    const transactionId = await paidIntent(buyer, otherBooking);
    const res = await postPayment(buyer, { bookingId, transactionId });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('This payment was made for another booking. Nothing has been recorded.');
    await expectNothingRecorded();
    expect(await paymentsFor(otherBooking)).toBe(0);
  });

  test.each([
    ['a wrong amount', { amount: 100 }],
    ['another currency', { currency: 'usd' }],
  ])('a succeeded intent for this booking with %s: 402', async (_name, override) => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    await intents().insertOne({
      _id: id,
      clientSecret: `${id}_secret_test`,
      amount: 999_900,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { bookingId, productId: listing._id.toHexString(), email: buyer.email },
      createdAt: new Date(),
      ...override,
    });
    const res = await postPayment(buyer, { bookingId, transactionId: id });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe("This payment's amount does not match the booking's price. Nothing has been recorded.");
    await expectNothingRecorded();
  });
});

describe('two buyers paying for the same device at once', () => {
  test.each([1, 2, 3])('round %i: one 201, one 409 refunded; the device sold once, one payment', async () => {
    const listing = await insertListing(seller);
    const [first, second] = [await book(buyer, listing), await book(otherBuyer, listing)];
    const [firstIntent, secondIntent] = await Promise.all([paidIntent(buyer, first), paidIntent(otherBuyer, second)]);

    const results = await Promise.all([
      postPayment(buyer, { bookingId: first, transactionId: firstIntent }),
      postPayment(otherBuyer, { bookingId: second, transactionId: secondIntent }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winnerIndex = results.findIndex((r) => r.status === 201);
    const winner = winnerIndex === 0 ? { bookingId: first, intent: firstIntent } : { bookingId: second, intent: secondIntent };
    const loser = winnerIndex === 0 ? { bookingId: second, intent: secondIntent } : { bookingId: first, intent: firstIntent };
    expect(results[1 - winnerIndex]?.body.message).toBe('This device has already been sold to another buyer. Your payment has been refunded.');

    const product = await productDoc(listing);
    expect(product?.status).toBe('sold');
    expect(product?.soldBookingId?.toHexString()).toBe(winner.bookingId);
    expect(await app.server.db.collections.payments.countDocuments({ productId: listing._id })).toBe(1);
    expect((await intents().findOne({ _id: loser.intent }))?.refunded).toBe(true);
    expect((await intents().findOne({ _id: winner.intent }))?.refunded).toBeUndefined();
    // The loser's booking closed: refunded when its payment got in before the sale, or cancelled
    // ("sold to another buyer") when the sale closed it first; either way its money went back.
    expect(['refunded', 'cancelled']).toContain((await bookingDoc(loser.bookingId))?.status);
    expect(await bookingDoc(winner.bookingId)).toMatchObject({ paid: true, status: 'paid' });
    // What the buyers' clients read: a refunded booking is not paid (the spec's client shows 'Paid' by it).
    const loserUser = loser.bookingId === first ? buyer : otherBuyer;
    const loserView = await app.http().get(`/bookings/${loser.bookingId}`).set(loserUser.auth);
    expect(loserView.status).toBe(200);
    expect(loserView.body.paid).toBe(false);
    const listed = await app.http().get('/bookings').query({ email: loserUser.email }).set(loserUser.auth);
    expect(listed.body.find((b: { _id: string }) => b._id === loser.bookingId)).toMatchObject({ paid: false });
    const winnerUser = loserUser === buyer ? otherBuyer : buyer;
    expect((await app.http().get(`/bookings/${winner.bookingId}`).set(winnerUser.auth)).body).toMatchObject({ paid: true, status: 'paid' });

    // The loser's retry is refused the same way; no new intent for a sold device.
    expect((await postPayment(loserUser, { bookingId: loser.bookingId, transactionId: loser.intent })).status).toBe(409);
    expect((await createIntent(loserUser, loser.bookingId)).status).toBe(409);
    expect(await app.server.db.collections.payments.countDocuments({ productId: listing._id })).toBe(1);
  });
});

describe('one booking paid twice through two intents', () => {
  test('the second charge is refunded and refused: 409, one payment', async () => {
    const bookingId = await book(buyer, await insertListing(seller));
    const firstSecret = await clientSecretFor(buyer, bookingId);
    // A second intent for the same booking (say, opened by an older tab before the first was stored).
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const booking = await bookingDoc(bookingId);
    await intents().insertOne({
      _id: id,
      clientSecret: `${id}_secret_test`,
      amount: (booking?.price ?? 0) * 100,
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata: { bookingId },
      createdAt: new Date(),
    });
    const a = (await confirm(firstSecret)).body.paymentIntent.id as string;
    const b = (await confirm(`${id}_secret_test`)).body.paymentIntent.id as string;
    expect((await postPayment(buyer, { bookingId, transactionId: a })).status).toBe(201);
    const second = await postPayment(buyer, { bookingId, transactionId: b });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This booking is already paid. This second payment has been refunded.');
    expect((await intents().findOne({ _id: b }))?.refunded).toBe(true);
    expect(await paymentsFor(bookingId)).toBe(1);
  });
});

describe('a succeeded intent that was never recorded', () => {
  test('asking for an intent again records it and answers 409 already paid', async () => {
    const listing = await insertListing(seller);
    const bookingId = await book(buyer, listing);
    await paidIntent(buyer, bookingId); // the tab closed before POST /payments
    const res = await createIntent(buyer, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking is already paid');
    expect(await paymentsFor(bookingId)).toBe(1);
    expect((await bookingDoc(bookingId))?.paid).toBe(true);
    expect((await productDoc(listing))?.status).toBe('sold');
  });
});

describe('Stripe-only calls on the sandbox', () => {
  test('POST /stripe/webhook is 404 when Stripe webhooks are not configured', async () => {
    const res = await app.http().post('/stripe/webhook').set('Content-Type', 'application/json').send('{}');
    expect(res.status).toBe(404);
  });
});
