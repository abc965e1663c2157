// What the API needs from a card processor. Stripe in production; the sandbox here.
import type { PaymentProviderName } from '@mobile-planet/shared';

export interface IntentInfo {
  id: string;
  status: string;
  /** In poisha. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Lets the buyer's browser confirm the intent; reused while the intent is still open. */
  clientSecret?: string;
}

/** Statuses in which an intent can still be confirmed by the buyer (Stripe's life cycle). */
export const OPEN_INTENT_STATUSES: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey?: string;
  /**
   * Opens an intent. The same `idempotencyKey` opens the same intent again (as Stripe's
   * Idempotency-Key does), so a retried open after a failure half way does not open a second.
   */
  createIntent(input: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey?: string }): Promise<{ id: string; clientSecret: string }>;
  /** null when the processor has no such intent. */
  retrieveIntent(id: string): Promise<IntentInfo | null>;
  /** Gives the whole charge of a succeeded intent back. */
  refund(intentId: string): Promise<void>;
}
