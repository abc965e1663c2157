// The Stripe adapter: Stripe.js's Card Element and confirmCardPayment behind the CardPayment shape.
import { useCallback, useMemo } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
// The 'pure' entry injects Stripe.js only when loadStripe runs, so sandbox visits never fetch it.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import type { ConfirmResult } from '@mobile-planet/shared';
import type { BillingDetails, CardPayment, CardPaymentChildren } from './card-payment';

// loadStripe must run once per key, not on every render (Stripe.js's own advice).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    // A failed script load leaves Elements without Stripe: the card field then says so.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardPaymentProps {
  publishableKey: string;
  children: CardPaymentChildren;
}

export function StripeCardPayment({ publishableKey, children }: StripeCardPaymentProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeBridge>{children}</StripeBridge>
    </Elements>
  );
}

const CARD_STYLE = {
  base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#9ca3af' } },
  invalid: { color: '#dc2626' },
};

function StripeBridge({ children }: { children: CardPaymentChildren }) {
  const { t } = useTranslation('payment');
  const stripe = useStripe();
  const elements = useElements();

  const confirm = useCallback(
    async (clientSecret: string, billing: BillingDetails): Promise<ConfirmResult> => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) {
        return { error: { code: 'processor_unavailable', message: t('card.notLoaded') } };
      }
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) {
        return {
          error: {
            code: result.error.code ?? result.error.type,
            message: result.error.message ?? t('card.notCharged'),
          },
        };
      }
      const { id, status, amount, currency } = result.paymentIntent;
      return { paymentIntent: { id, status, amount, currency } };
    },
    [stripe, elements, t],
  );

  const card = useMemo<CardPayment>(
    () => ({
      field: (
        <div>
          <span className="mb-1 block text-sm font-medium" id="stripe-card-label">
            {t('card.details')}
          </span>
          <div className="input h-auto w-full py-3" role="group" aria-labelledby="stripe-card-label">
            <CardElement className="w-full" options={{ style: CARD_STYLE, hidePostalCode: true }} />
          </div>
        </div>
      ),
      ready: Boolean(stripe && elements),
      confirm,
    }),
    [stripe, elements, confirm, t],
  );

  return <>{children(card)}</>;
}
