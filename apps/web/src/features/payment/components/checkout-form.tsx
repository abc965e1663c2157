// The card payment flow of spec §4, the same for every processor: create the intent on mount,
// confirm it with the buyer's name and email, record the payment, then say so and go to My Orders.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { PAYMENT_SUCCEEDED, type Booking, LISTING_VIEWS, queryKeys } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { usePaymentIntent } from '../api/create-payment-intent';
import { savePayment } from '../api/save-payment';
import type { CardPayment } from '../card/card-payment';
import { cardErrorMessage } from '../utils/card-error-message';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';

/** A refusal from the card processor: shown in red, in the processor's words (spec §8). */
class CardError extends Error {
  constructor(
    message: string,
    readonly code = '',
  ) {
    super(message);
  }
}

/** How long 'Payment complete' and the transaction id stay up before we go to My Orders. */
const SHOW_RESULT_MS = 1500;

interface CheckoutFormProps {
  booking: Booking;
  card: CardPayment;
}

export function CheckoutForm({ booking, card }: CheckoutFormProps) {
  const { t } = useTranslation(['payment', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = usePaymentIntent(booking._id, { enabled: true });
  const [cardError, setCardError] = useState<string | null>(null);
  // Once the processor has taken the money, a failed save must be retried without charging again.
  const [succeededIntentId, setSucceededIntentId] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  const pay = useMutation({
    mutationFn: async (clientSecret: string) => {
      let intentId = succeededIntentId;
      if (!intentId) {
        const result = await card.confirm(clientSecret, { name: booking.name, email: booking.email });
        if (result.error) throw new CardError(cardErrorMessage(result.error.message), result.error.code);
        if (result.paymentIntent.status !== PAYMENT_SUCCEEDED) {
          throw new CardError(t('notThrough', { status: result.paymentIntent.status }));
        }
        intentId = result.paymentIntent.id;
        setSucceededIntentId(intentId);
      }
      const saved = await savePayment({
        bookingId: booking._id,
        transactionId: intentId,
        price: booking.price,
        email: booking.email,
      });
      return { insertedId: saved.insertedId, transactionId: intentId };
    },
    onMutate: () => setCardError(null),
    onSuccess: ({ insertedId, transactionId: id }) => {
      if (!insertedId) return;
      setTransactionId(id);
      toast.success(t('payment:paymentCongrats'));
      // The booking is now paid, and its device sold: it leaves the public lists.
      for (const queryKey of [queryKeys.bookings.all(), ...LISTING_VIEWS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (err) => {
      if (err instanceof CardError) {
        // Said once: at its field when the card field shows it there, else under the card.
        setCardError(card.showsAtField?.(err.code) ? null : err.message);
        return;
      }
      const message = apiErrorMessage(err);
      setCardError(message);
      toast.error(message);
    },
  });

  useEffect(() => {
    if (!transactionId) return;
    const timer = setTimeout(() => void navigate('/dashboard/my-orders'), SHOW_RESULT_MS);
    return () => clearTimeout(timer);
  }, [transactionId, navigate]);

  const clientSecret = intent.data;
  const done = transactionId !== null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (clientSecret && !pay.isPending && !done) pay.mutate(clientSecret);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={pay.isPending}>
      {!done && card.field}

      {/* Beside the card, where the person is looking, not under the Pay button. */}
      <ErrorLine message={cardError} className="font-medium" />

      {intent.isError && <ErrorLine message={apiErrorMessage(intent.error)} />}

      {!done && (
        <BusyButton
          busy={pay.isPending || intent.isPending}
          disabled={!clientSecret || !card.ready || pay.isPending}
          className="btn btn-primary w-full"
        >
          {succeededIntentId ? t('trySavingAgain') : t('pay')}
        </BusyButton>
      )}

      {/* Paying takes seconds (the processor, then our record): say so, not only a greyed-out button. */}
      {pay.isPending ? (
        <p role="status" className="text-sm text-base-content/80">
          {t('paying')}
        </p>
      ) : null}

      {done && (
        <div role="status" className="space-y-1 rounded-box border border-success/30 bg-success/10 p-4">
          <p className="font-semibold text-success">{t('payment:paymentComplete')}</p>
          <p className="break-all text-sm">
            {t('transactionId')} <span className="font-mono font-semibold">{transactionId}</span>
          </p>
        </div>
      )}
    </form>
  );
}
