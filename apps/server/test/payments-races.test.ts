// Payments under concurrency, on the real app with the sandbox processor: two tabs opening the
// payment screen at the same instant, and two confirms of one intent. No engine here has
// multi-document transactions, so these races are decided by unique inserts; each race is run for
// several rounds because interleavings vary.
import { ObjectId } from 'mongodb';
import type { ConfirmResult } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { INTENT_GENERATION_STALE_MS } from '../src/modules/payments/payments.service';
import { createSandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { registerUser, type TestUser } from './support/identity';
import { insertListing as insertTestListing } from './support/listings';
import { answerLost, onNextCall, sentTwice } from './support/lost-answers';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let seller: TestUser;

const N = 10;
const ROUNDS = [1, 2, 3, 4, 5];
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const ALREADY_SUCCEEDED = {
  code: 'payment_intent_unexpected_state',
  message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
};
const DECLINED = { code: 'card_declined', message: 'Your card was declined.' };

const insertListing = (overrides: Partial<ProductDoc> = {}) => insertTestListing(app, seller, overrides);

async function book(user: TestUser, listing: ProductDoc): Promise<string> {
  const res = await app.http().post('/bookings').set(user.auth).send({ productId: listing._id.toHexString(), contact: '01711000222', location: 'Dhaka' });
  if (res.status !== 201) throw new Error(`POST /bookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId as string;
}

const createIntent = (user: TestUser, bookingId: string) => app.http().post('/create-payment-intent').set(user.auth).send({ bookingId });

const confirm = (clientSecret: string, card: Record<string, unknown> = GOOD_CARD) =>
  app.http().post('/sandbox/confirm').send({ clientSecret, card, billingDetails: { name: 'Bina Buyer', email: 'bina@example.test' } });

const postPayment = (user: TestUser, body: Record<string, unknown>) => app.http().post('/payments').set(user.auth).send(body);

async function clientSecretFor(user: TestUser, bookingId: string): Promise<string> {
  const res = await createIntent(user, bookingId);
  if (res.status !== 200) throw new Error(`POST /create-payment-intent answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.clientSecret as string;
}

/** N calls started together (each request is sent before any answer is read). */
const together = <T>(n: number, call: (i: number) => PromiseLike<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;
const intents = () => app.server.db.collections.sandboxIntents;
const intentsFor = (bookingId: string) => intents().countDocuments({ 'metadata.bookingId': bookingId });
const paymentsFor = (bookingId: string) => app.server.db.collections.payments.countDocuments({ bookingId: new ObjectId(bookingId) });
const bookingDoc = (bookingId: string) => app.server.db.collections.bookings.findOne({ _id: new ObjectId(bookingId) });
const productDoc = (listing: ProductDoc) => app.server.db.collections.products.findOne({ _id: listing._id });

beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller] = await Promise.all([registerUser(app, 'Buyer', 'Bina Buyer'), registerUser(app, 'Seller', 'Sami Seller')]);
});
afterAll(() => app.stop());

describe(`${N} tabs open the payment screen of one booking at the same instant`, () => {
  test.each(ROUNDS)('round %i: all 200 with one client secret; one intent at the processor; a reload reuses it', async () => {
    const bookingId = await book(buyer, await insertListing());
    const answers = await together(N, () => createIntent(buyer, bookingId));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    const secrets = new Set(answers.map((r) => r.body.clientSecret as string));
    expect(secrets.size).toBe(1);
    const [secret] = [...secrets] as [string];
    expect(secret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/);
    expect(await intentsFor(bookingId)).toBe(1);

    expect(await clientSecretFor(buyer, bookingId)).toBe(secret);
    expect(await intentsFor(bookingId)).toBe(1);
  });
});

describe('an intent that can no longer be used is replaced once, even by tabs at the same instant', () => {
  const spoil = {
    'canceled at the processor': async (bookingId: string, secret: string) => {
      await intents().updateOne({ _id: intentIdOf(secret) }, { $set: { status: 'canceled' } });
    },
    "for an amount that is no longer the booking's price": async (bookingId: string) => {
      await app.server.db.collections.bookings.updateOne({ _id: new ObjectId(bookingId) }, { $set: { price: 41_000 } });
    },
  } as const;
  const cases = (Object.keys(spoil) as Array<keyof typeof spoil>).flatMap((how) => [1, 2, 3].map((round) => [how, round] as const));

  test.each(cases)('an intent %s (round %i): one new intent, the same new secret for all, then reused', async (how, _round) => {
    const bookingId = await book(buyer, await insertListing());
    const old = await clientSecretFor(buyer, bookingId);
    await spoil[how](bookingId, old);

    const answers = await together(N, () => createIntent(buyer, bookingId));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    const secrets = new Set(answers.map((r) => r.body.clientSecret as string));
    expect(secrets.size).toBe(1);
    const [secret] = [...secrets] as [string];
    expect(secret).not.toBe(old);
    expect(await intentsFor(bookingId)).toBe(2);
    const booking = await bookingDoc(bookingId);
    expect((await intents().findOne({ _id: intentIdOf(secret) }))?.amount).toBe((booking?.price ?? 0) * 100);

    expect(await clientSecretFor(buyer, bookingId)).toBe(secret);
    expect(await intentsFor(bookingId)).toBe(2);
  });
});

describe('intents opened before, or half way', () => {
  test('a booking that stored its open intent before intent claims existed keeps it, for every tab', async () => {
    const bookingId = await book(buyer, await insertListing());
    const booking = await bookingDoc(bookingId);
    const id = `pi_LEGACY${bookingId.slice(-18)}`;
    await intents().insertOne({
      _id: id,
      clientSecret: `${id}_secret_legacy`,
      amount: (booking?.price ?? 0) * 100,
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata: { bookingId },
      createdAt: new Date(),
    });
    await app.server.db.collections.bookings.updateOne({ _id: new ObjectId(bookingId) }, { $set: { paymentIntentId: id } });

    const answers = await together(N, () => createIntent(buyer, bookingId));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((r) => r.body.clientSecret))).toEqual(new Set([`${id}_secret_legacy`]));
    expect(await intentsFor(bookingId)).toBe(1);
  });

  test('a claim whose opener stopped before opening its intent is taken over once it is stale', async () => {
    const bookingId = await book(buyer, await insertListing());
    const claims = app.server.db.collections.intentGenerations;
    await claims.insertOne({ _id: `${bookingId}:0`, bookingId: new ObjectId(bookingId), generation: 0, createdAt: new Date(Date.now() - INTENT_GENERATION_STALE_MS - 1000) });

    const answers = await together(N, () => createIntent(buyer, bookingId));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    const secrets = new Set(answers.map((r) => r.body.clientSecret as string));
    expect(secrets.size).toBe(1);
    expect(await intentsFor(bookingId)).toBe(1);
    expect(await claims.findOne({ _id: `${bookingId}:1` })).toMatchObject({ intentId: intentIdOf([...secrets][0] as string) });
  });

  /** The buyer's Pay is answered 200 without waiting for an opening nobody finishes (10 s, then 409). */
  async function expectOpenedAtOnce(bookingId: string) {
    const started = Date.now();
    const res = await createIntent(buyer, bookingId);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  }

  test('a generation whose insert went in but whose answer was lost: 503, and the next Pay opens the intent at once', async () => {
    const bookingId = await book(buyer, await insertListing());
    await onNextCall(
      app.server.db.collections.intentGenerations,
      'insertOne',
      answerLost,
      async () => {
        const lost = await createIntent(buyer, bookingId);
        expect(lost.status).toBe(503);
        expect(lost.body).toMatchObject({ code: 'database_unavailable' });
      },
    );
    // Given back: the next Pay takes the generation again instead of waiting 10 s for an intent
    // nobody opens, and answering 409 payment_opening.
    await expectOpenedAtOnce(bookingId);
    expect(await intentsFor(bookingId)).toBe(1);
  });

  test('a generation insert the driver sends again after its answer was lost (a duplicate of its own): the request keeps it and opens the intent', async () => {
    const bookingId = await book(buyer, await insertListing());
    await onNextCall(app.server.db.collections.intentGenerations, 'insertOne', sentTwice, () => expectOpenedAtOnce(bookingId));
    expect(await intentsFor(bookingId)).toBe(1);
  });

  test('the sandbox opens one intent per idempotency key, as Stripe does', async () => {
    const { sandboxIntents, sandboxConfirmations } = app.server.db.collections;
    const sandbox = createSandboxProvider(sandboxIntents, sandboxConfirmations);
    const input = { amount: 100_000, currency: 'bdt', metadata: { bookingId: new ObjectId().toHexString() } };
    const [a, b] = await Promise.all([sandbox.createIntent({ ...input, idempotencyKey: `k-${input.metadata.bookingId}` }), sandbox.createIntent({ ...input, idempotencyKey: `k-${input.metadata.bookingId}` })]);
    expect(b).toEqual(a);
    expect(a.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    const c = await sandbox.createIntent(input);
    expect(c.id).not.toBe(a.id);
    expect(await intentsFor(input.metadata.bookingId)).toBe(2);
  });
});

describe(`${N} confirms of one intent at the same instant`, () => {
  test.each(ROUNDS)('round %i: exactly one succeeded, the rest already-succeeded; one payment recorded', async () => {
    const listing = await insertListing();
    const bookingId = await book(buyer, listing);
    const secret = await clientSecretFor(buyer, bookingId);
    const id = intentIdOf(secret);

    const answers = await together(N, () => confirm(secret));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    const bodies = answers.map((r) => r.body as ConfirmResult);
    const succeeded = bodies.filter((b) => b.paymentIntent?.status === 'succeeded');
    expect(succeeded).toEqual([{ paymentIntent: { id, status: 'succeeded', amount: listing.resalePrice * 100, currency: 'bdt' } }]);
    expect(bodies.filter((b) => !b.paymentIntent)).toEqual(Array(N - 1).fill({ error: ALREADY_SUCCEEDED }));

    const stored = await intents().findOne({ _id: id });
    expect(stored).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });

    // Every tab that saw an answer posts the payment: one record, one sale.
    const records = await together(N, () => postPayment(buyer, { bookingId, transactionId: id }));
    expect(records.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array(N - 1).fill(200), 201]);
    expect(new Set(records.map((r) => r.body.insertedId)).size).toBe(1);
    expect(await paymentsFor(bookingId)).toBe(1);
    expect((await bookingDoc(bookingId))?.paid).toBe(true);
    expect((await productDoc(listing))?.status).toBe('sold');
  });

  test.each(ROUNDS)('round %i: declined and good cards at once: one succeeded, declines never consume it', async () => {
    const bookingId = await book(buyer, await insertListing());
    const secret = await clientSecretFor(buyer, bookingId);
    const bodies = (await together(N, (i) => confirm(secret, i % 2 === 0 ? DECLINED_CARD : GOOD_CARD))).map((r) => r.body as ConfirmResult);

    const winners = bodies.flatMap((b, i) => (b.paymentIntent?.status === 'succeeded' ? [i] : []));
    expect(winners).toHaveLength(1);
    expect((winners[0] as number) % 2).toBe(1); // a good card's
    bodies.forEach((body, i) => {
      if (i === winners[0]) return;
      // A good card after the winner finds the intent succeeded; a declined one is refused either
      // for its card or, once the intent has succeeded, for that.
      const allowed = i % 2 === 0 ? [{ error: DECLINED }, { error: ALREADY_SUCCEEDED }] : [{ error: ALREADY_SUCCEEDED }];
      expect(allowed).toContainEqual(body);
    });
    const stored = await intents().findOne({ _id: intentIdOf(secret) });
    expect(stored).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
    expect((await postPayment(buyer, { bookingId, transactionId: intentIdOf(secret) })).status).toBe(201);
  });
});

describe('a declined card does not use up the intent', () => {
  test('declined, then declined again, then a good card: succeeded, and a further confirm is refused', async () => {
    const bookingId = await book(buyer, await insertListing());
    const secret = await clientSecretFor(buyer, bookingId);
    expect((await confirm(secret, DECLINED_CARD)).body).toEqual({ error: DECLINED });
    expect((await confirm(secret, { ...GOOD_CARD, number: '4000000000009995' })).body.error.code).toBe('card_declined');
    expect((await intents().findOne({ _id: intentIdOf(secret) }))?.status).toBe('requires_payment_method');

    const good = await confirm(secret);
    expect(good.body.paymentIntent).toMatchObject({ id: intentIdOf(secret), status: 'succeeded' });
    expect((await confirm(secret)).body).toEqual({ error: ALREADY_SUCCEEDED });
    expect((await confirm(secret, DECLINED_CARD)).body).toEqual({ error: ALREADY_SUCCEEDED });
    expect((await postPayment(buyer, { bookingId, transactionId: intentIdOf(secret) })).status).toBe(201);
    expect(await paymentsFor(bookingId)).toBe(1);
  });
});

describe('the whole race: tabs open the screen together, then all pay together', () => {
  test.each([1, 2, 3])('round %i: one intent, one success, one payment', async () => {
    const listing = await insertListing();
    const bookingId = await book(buyer, listing);
    const secrets = (await together(4, () => clientSecretFor(buyer, bookingId))) as string[];
    expect(new Set(secrets).size).toBe(1);
    const bodies = (await together(4, (i) => confirm(secrets[i] as string))).map((r) => r.body as ConfirmResult);
    const succeeded = bodies.filter((b) => b.paymentIntent?.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(bodies.filter((b) => !b.paymentIntent)).toEqual(Array(3).fill({ error: ALREADY_SUCCEEDED }));
    const transactionId = succeeded[0]?.paymentIntent?.id as string;
    expect((await postPayment(buyer, { bookingId, transactionId })).status).toBe(201);
    // A reload afterwards: already paid, nothing new opened.
    const again = await createIntent(buyer, bookingId);
    expect(again.status).toBe(409);
    expect(await intentsFor(bookingId)).toBe(1);
    expect(await paymentsFor(bookingId)).toBe(1);
  });
});
