// The sandbox card processor: Stripe's payment intent life cycle, kept in our own collection,
// for machines that cannot reach Stripe (docs/product.md#stand-ins-for-hosted-services). Nothing leaves the server; only a card's
// brand and last four digits are ever stored.
//
// Whether an intent succeeded is decided by a unique insert: the first confirmation document keyed
// by the intent's id is the one success, on every engine, and stays as its record (card, time).
// The intent's own status is written after it, for whoever reads the collection, and is read
// through it.
import { createHash, randomInt } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { ConfirmResult, SandboxConfirmInput } from '@mobile-planet/shared';
import { insertOnce, orDuplicate } from '../../../db/insert-once';
import type { SandboxConfirmationDoc, SandboxIntentDoc } from '../payments.documents';
import type { IntentInfo, PaymentProvider } from '../provider';
import { checkCard } from './cards';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** An intent id that is the same for the same idempotency key (24 alphanumerics, like a random one). */
function idFor(idempotencyKey: string): string {
  const digest = createHash('sha256').update(`sandbox-intent:${idempotencyKey}`).digest();
  let out = '';
  for (let i = 0; i < 24; i++) out += ALPHANUMERIC[(digest[i] as number) % ALPHANUMERIC.length];
  return `pi_${out}`;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What Stripe.js's confirmCardPayment does against Stripe, answered the way it resolves. */
  confirm(input: SandboxConfirmInput): Promise<ConfirmResult>;
}

export function isSandboxProvider(p: PaymentProvider): p is SandboxProvider {
  return p.name === 'sandbox' && typeof (p as Partial<SandboxProvider>).confirm === 'function';
}

/** What Stripe.js's confirmCardPayment resolves with for an intent that has already succeeded. */
const ALREADY_SUCCEEDED = {
  code: 'payment_intent_unexpected_state',
  message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
} as const;

/** Stripe's answer when an intent that is no longer payable is confirmed again. */
function unexpectedState(status: string): ConfirmResult {
  if (status === 'succeeded') return { error: { ...ALREADY_SUCCEEDED } };
  return {
    error: {
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method.`,
    },
  };
}

function toInfo(doc: SandboxIntentDoc): IntentInfo {
  return { id: doc._id, status: doc.status, amount: doc.amount, currency: doc.currency, metadata: doc.metadata, clientSecret: doc.clientSecret };
}

/** The intent as the processor knows it: a confirmation on record means it succeeded. */
function withConfirmation(doc: SandboxIntentDoc, confirmation: SandboxConfirmationDoc | null): SandboxIntentDoc {
  if (!confirmation) return doc;
  const view: SandboxIntentDoc = { ...doc, status: 'succeeded', card: confirmation.card, succeededAt: confirmation.succeededAt };
  delete view.lastError;
  if (confirmation.refundedAt) view.refunded = true;
  return view;
}

export function createSandboxProvider(intents: Collection<SandboxIntentDoc>, confirmations: Collection<SandboxConfirmationDoc>): SandboxProvider {
  const current = async (doc: SandboxIntentDoc) => withConfirmation(doc, await confirmations.findOne({ _id: doc._id }));

  /** Writes a confirmation's outcome onto the intent's own document (the same values every time). */
  const writeSucceeded = (confirmation: SandboxConfirmationDoc) =>
    intents.updateOne(
      { _id: confirmation._id },
      {
        $set: { status: 'succeeded', card: confirmation.card, succeededAt: confirmation.succeededAt, ...(confirmation.refundedAt ? { refunded: true } : {}) },
        $unset: { lastError: '' },
      },
    );

  return {
    name: 'sandbox',

    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const id = idempotencyKey ? idFor(idempotencyKey) : `pi_${randomAlphanumeric(24)}`;
      const clientSecret = `${id}_secret_${randomAlphanumeric(24)}`;
      const insert = intents.insertOne({ _id: id, clientSecret, amount, currency, status: 'requires_payment_method', metadata, createdAt: new Date() });
      return orDuplicate(insert.then(() => ({ id, clientSecret })), async (err) => {
        // The same key again: the intent it opened before, as Stripe answers a replayed request.
        const opened = idempotencyKey ? await intents.findOne({ _id: id }) : null;
        if (!opened) throw err;
        return { id, clientSecret: opened.clientSecret };
      });
    },

    async retrieveIntent(id) {
      const doc = await intents.findOne({ _id: id });
      return doc ? toInfo(await current(doc)) : null;
    },

    /** Like Stripe, the intent stays 'succeeded'; the charge is marked refunded. */
    async refund(intentId) {
      const doc = await intents.findOne({ _id: intentId });
      const confirmation = doc ? await confirmations.findOne({ _id: intentId }) : null;
      if (!doc || withConfirmation(doc, confirmation).status !== 'succeeded') throw new Error(`Sandbox: no succeeded payment intent ${intentId} to refund`);
      if (!confirmation) {
        // An intent written as succeeded without a confirmation (tests do this).
        await intents.updateOne({ _id: intentId }, { $set: { refunded: true } });
        return;
      }
      const refunded = { ...confirmation, refundedAt: confirmation.refundedAt ?? new Date() };
      await confirmations.updateOne({ _id: intentId }, { $set: { refundedAt: refunded.refundedAt } });
      await writeSucceeded(refunded);
    },

    async confirm({ clientSecret, card }) {
      const doc = await intents.findOne({ clientSecret });
      if (!doc) {
        const id = clientSecret.split('_secret_')[0];
        return { error: { code: 'resource_missing', message: `No such payment_intent: '${id}'` } };
      }
      const intent = await current(doc);
      if (intent.status !== 'requires_payment_method') return unexpectedState(intent.status);

      const check = checkCard(card);
      if (!check.ok) {
        // A card error leaves the intent payable with another card, as Stripe does: it claims
        // nothing. The note of the error is a read then a write on this engine, which may have put
        // back the payable status over a good card's success at the same instant; write it again.
        const error = { code: check.code, message: check.message };
        await intents.updateOne({ _id: intent._id, status: 'requires_payment_method' }, { $set: { lastError: error } });
        const succeeded = await confirmations.findOne({ _id: intent._id });
        if (succeeded) await writeSucceeded(succeeded);
        return { error };
      }

      const confirmation: SandboxConfirmationDoc = {
        _id: intent._id,
        card: { brand: check.brand, last4: check.last4, expMonth: check.expMonth, expYear: check.expYear },
        succeededAt: new Date(),
      };
      // false: another confirm of this intent succeeded first.
      if (!(await insertOnce(confirmations, confirmation))) return unexpectedState('succeeded');
      await writeSucceeded(confirmation);
      return { paymentIntent: { id: intent._id, status: 'succeeded', amount: intent.amount, currency: intent.currency } };
    },
  };
}
