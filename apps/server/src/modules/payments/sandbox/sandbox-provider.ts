// The sandbox card processor: Stripe's payment intent life cycle, kept in our own collection,
// for machines that cannot reach Stripe (DESIGN.md §2). Nothing leaves the server; only a card's
// brand and last four digits are ever stored.
import { randomInt } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { ConfirmResult, SandboxConfirmInput } from '@mobile-planet/shared';
import type { SandboxIntentDoc } from '../../../db/mongo';
import type { IntentInfo, PaymentProvider } from '../provider';
import { checkCard } from './cards';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What Stripe.js's confirmCardPayment does against Stripe, answered the way it resolves. */
  confirm(input: SandboxConfirmInput): Promise<ConfirmResult>;
}

export function isSandboxProvider(p: PaymentProvider): p is SandboxProvider {
  return p.name === 'sandbox' && typeof (p as Partial<SandboxProvider>).confirm === 'function';
}

/** Stripe's answer when an intent that is no longer payable is confirmed again. */
function unexpectedState(status: string): ConfirmResult {
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

export function createSandboxProvider(intents: Collection<SandboxIntentDoc>): SandboxProvider {
  return {
    name: 'sandbox',

    async createIntent({ amount, currency, metadata }) {
      const id = `pi_${randomAlphanumeric(24)}`;
      const clientSecret = `${id}_secret_${randomAlphanumeric(24)}`;
      await intents.insertOne({ _id: id, clientSecret, amount, currency, status: 'requires_payment_method', metadata, createdAt: new Date() });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const doc = await intents.findOne({ _id: id });
      return doc ? toInfo(doc) : null;
    },

    /** Like Stripe, the intent stays 'succeeded'; the charge is marked refunded. */
    async refund(intentId) {
      const result = await intents.updateOne({ _id: intentId, status: 'succeeded' }, { $set: { refunded: true } });
      if (result.matchedCount === 0) throw new Error(`Sandbox: no succeeded payment intent ${intentId} to refund`);
    },

    async confirm({ clientSecret, card }) {
      const intent = await intents.findOne({ clientSecret });
      if (!intent) {
        const id = clientSecret.split('_secret_')[0];
        return { error: { code: 'resource_missing', message: `No such payment_intent: '${id}'` } };
      }
      if (intent.status !== 'requires_payment_method') return unexpectedState(intent.status);

      const check = checkCard(card);
      if (!check.ok) {
        // A card error leaves the intent payable with another card, as Stripe does.
        const error = { code: check.code, message: check.message };
        await intents.updateOne({ _id: intent._id, status: 'requires_payment_method' }, { $set: { lastError: error } });
        return { error };
      }

      const updated = await intents.findOneAndUpdate(
        { _id: intent._id, status: 'requires_payment_method' },
        {
          $set: {
            status: 'succeeded',
            card: { brand: check.brand, last4: check.last4, expMonth: check.expMonth, expYear: check.expYear },
            succeededAt: new Date(),
          },
          $unset: { lastError: '' },
        },
        { returnDocument: 'after' },
      );
      if (!updated) {
        const now = await intents.findOne({ _id: intent._id });
        return unexpectedState(now?.status ?? 'canceled');
      }
      return { paymentIntent: { id: updated._id, status: updated.status, amount: updated.amount, currency: updated.currency } };
    },
  };
}
