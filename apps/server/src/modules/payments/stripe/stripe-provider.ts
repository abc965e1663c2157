// Stripe, when STRIPE_SECRET_KEY is set: intents, retrieval, refunds, and webhook signatures.
import Stripe from 'stripe';
import type { IntentInfo, PaymentProvider } from '../provider';

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
  verifyWebhookEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event;
}

export function isStripeProvider(p: PaymentProvider): p is StripeProvider {
  return p.name === 'stripe' && typeof (p as Partial<StripeProvider>).verifyWebhookEvent === 'function';
}

export function intentInfo(pi: Stripe.PaymentIntent): IntentInfo {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    ...(pi.client_secret ? { clientSecret: pi.client_secret } : {}),
  };
}

const errorCode = (err: unknown) => (err instanceof Stripe.errors.StripeError ? err.code : undefined);

export function createStripeProvider(secretKey: string, publishableKey?: string): StripeProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Mobile Planet' } });
  return {
    name: 'stripe',
    ...(publishableKey ? { publishableKey } : {}),

    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        { amount, currency, payment_method_types: ['card'], metadata },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      if (!pi.client_secret) throw new Error(`Stripe returned payment intent ${pi.id} without a client secret`);
      return { id: pi.id, clientSecret: pi.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return intentInfo(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (errorCode(err) === 'resource_missing') return null;
        throw err;
      }
    },

    async refund(intentId) {
      try {
        await stripe.refunds.create({ payment_intent: intentId });
      } catch (err) {
        // A retried refund of the same charge: the money is already on its way back.
        if (errorCode(err) === 'charge_already_refunded') return;
        throw err;
      }
    },

    verifyWebhookEvent: (rawBody, signature, secret) => stripe.webhooks.constructEvent(rawBody, signature, secret),
  };
}
