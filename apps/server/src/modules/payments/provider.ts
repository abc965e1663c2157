// What the API needs from a card processor. Stripe in production; the sandbox here.
import type { PaymentProviderName } from '@mobile-planet/shared';

export interface IntentInfo {
  id: string;
  status: string;
  /** In poisha. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey?: string;
  createIntent(input: { amount: number; currency: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** null when the processor has no such intent. */
  retrieveIntent(id: string): Promise<IntentInfo | null>;
  /** Gives the whole charge of a succeeded intent back. */
  refund(intentId: string): Promise<void>;
}
