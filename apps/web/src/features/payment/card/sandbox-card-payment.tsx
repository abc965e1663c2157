// The sandbox adapter: our own card form, confirmed by the server's sandbox processor, behind the
// CardPayment shape. Incomplete fields are caught here with Stripe's own wording, as its Card
// Element would; everything else (Luhn, expiry, test-card outcomes) the processor decides.
import { useCallback, useMemo, useState } from 'react';
import type { ConfirmResult } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { BillingDetails, CardPayment, CardPaymentChildren } from './card-payment';
import { EMPTY_CARD, SandboxCardFields, cardDigits, parseExpiry, type CardFormValues } from './sandbox-card-fields';

function incomplete(card: CardFormValues): ConfirmResult | null {
  const digits = cardDigits(card.number);
  if (digits.length < 13) return { error: { code: 'incomplete_number', message: i18n.t('payment:card.incompleteNumber') } };
  if (!parseExpiry(card.expiry)) {
    return { error: { code: 'incomplete_expiry', message: i18n.t('payment:card.incompleteExpiry') } };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { error: { code: 'incomplete_cvc', message: i18n.t('payment:card.incompleteCvc') } };
  return null;
}

export function SandboxCardPayment({ children }: { children: CardPaymentChildren }) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);

  const confirm = useCallback(
    async (clientSecret: string, billing: BillingDetails): Promise<ConfirmResult> => {
      const problem = incomplete(values);
      if (problem) return problem;
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return { error: { code: 'incomplete_expiry', message: i18n.t('payment:card.incompleteExpiry') } };
      try {
        return await confirmSandboxPayment({
          clientSecret,
          card: { number: cardDigits(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc },
          billingDetails: billing,
        });
      } catch (err) {
        // A 4xx (bad input) or no answer: report it the way a card error is reported.
        return { error: { code: 'processing_error', message: apiErrorMessage(err) } };
      }
    },
    [values],
  );

  const card = useMemo<CardPayment>(
    () => ({ field: <SandboxCardFields values={values} onChange={setValues} />, ready: true, confirm }),
    [values, confirm],
  );

  return <>{children(card)}</>;
}
