// Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox processor (docs/product.md#stand-ins-for-hosted-services).
import type { Config } from '../../config';
import type { Database } from '../../db/mongo';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return createStripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY);
  return createSandboxProvider(db.collections.sandboxIntents, db.collections.sandboxConfirmations);
}
