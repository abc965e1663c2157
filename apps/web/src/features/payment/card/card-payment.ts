// What the checkout form needs from a card processor, whichever one is live: a card field to
// show and a way to confirm the payment intent with it. Stripe and the sandbox both provide it.
import type { ReactNode } from 'react';
import type { ConfirmResult } from '@mobile-planet/shared';

export interface BillingDetails {
  name: string;
  email: string;
}

export interface CardPayment {
  /** The card inputs, shown inside the checkout form. */
  field: ReactNode;
  /** False while the processor is still loading; Pay waits for it. */
  ready: boolean;
  /** Confirms the intent with the entered card; resolves like Stripe.js's confirmCardPayment. */
  confirm: (clientSecret: string, billing: BillingDetails) => Promise<ConfirmResult>;
  /** True when the card field itself shows this refusal at the input it is about (the form then does not repeat it). */
  showsAtField?: (code: string) => boolean;
}

/** Adapters hand their CardPayment to the form through a render function. */
export type CardPaymentChildren = (card: CardPayment) => ReactNode;
