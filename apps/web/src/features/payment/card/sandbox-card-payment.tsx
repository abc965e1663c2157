// The sandbox adapter: our own card form, confirmed by the server's sandbox processor, behind the
// CardPayment shape. Incomplete fields are caught here with Stripe's own wording, as its Card
// Element would; everything else (Luhn, expiry, test-card outcomes) the processor decides.
import { useCallback, useMemo, useState } from 'react';
import type { ConfirmResult } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { BillingDetails, CardPayment, CardPaymentChildren } from './card-payment';
import { cardErrorMessage } from '../utils/card-error-message';
import { EMPTY_CARD, SandboxCardFields, cardDigits, fieldOfCardError, parseExpiry, type CardField, type CardFormValues } from './sandbox-card-fields';

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
  const [fault, setFault] = useState<{ field: CardField; message: string } | null>(null);

  /** The refusal, with the field it is about outlined and its words under it. */
  const refused = (result: ConfirmResult): ConfirmResult => {
    const field = result.error ? fieldOfCardError(result.error.code) : null;
    setFault(field && result.error ? { field, message: cardErrorMessage(result.error.message) } : null);
    return result;
  };

  const confirm = useCallback(
    async (clientSecret: string, billing: BillingDetails): Promise<ConfirmResult> => {
      const problem = incomplete(values);
      if (problem) return refused(problem);
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return { error: { code: 'incomplete_expiry', message: i18n.t('payment:card.incompleteExpiry') } };
      try {
        return refused(await confirmSandboxPayment({
          clientSecret,
          card: { number: cardDigits(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc },
          billingDetails: billing,
        }));
      } catch (err) {
        // A 4xx (bad input) or no answer: report it the way a card error is reported.
        return { error: { code: 'processing_error', message: apiErrorMessage(err) } };
      }
    },
    [values],
  );

  // Typing again clears the outline: the next Pay decides anew.
  const change = useCallback((next: CardFormValues) => {
    setValues(next);
    setFault(null);
  }, []);

  const card = useMemo<CardPayment>(
    () => ({
      field: <SandboxCardFields values={values} onChange={change} fault={fault} />,
      ready: true,
      confirm,
      showsAtField: (code: string) => fieldOfCardError(code) !== null,
    }),
    [values, confirm, change, fault],
  );

  return <>{children(card)}</>;
}
