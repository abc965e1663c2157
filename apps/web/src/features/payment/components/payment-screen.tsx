// /dashboard/payment/{id}: the booking to pay, then the card form of whichever processor is live.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Booking } from '@mobile-planet/shared';
import { canTake } from '@/lib/booking-status';
import { intlLocale } from '@/lib/i18n';
import { StoredImage } from '@/components/ui/stored-image';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentConfig } from '../api/get-payment-config';
import { SandboxCardPayment } from '../card/sandbox-card-payment';
import { CheckoutForm } from './checkout-form';
import { Link } from '@/components/ui/link';

// Stripe's React bindings load only where Stripe is the live processor.
const StripeCardPayment = lazy(() =>
  import('../card/stripe-card-payment').then((m) => ({ default: m.StripeCardPayment })),
);

/** The spec's 'Please pay 25000 Taka': the whole number without separators, in the reader's digits. */
function plainAmount(amount: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0, useGrouping: false }).format(amount);
}

export function PaymentScreen({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <section className="mx-auto w-full max-w-lg space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold break-words">{t('payment:paymentFor', { device: booking.device })}</h1>
        <p className="text-lg">{t('payment:pleasePay', { price: plainAmount(booking.price) })}</p>
      </header>

      <div className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4">
        {booking.img && (
          <StoredImage
            src={booking.img}
            sizes="4rem"
            alt={booking.device}
            className="h-16 w-16 shrink-0 rounded-box object-cover"
          />
        )}
        <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-base-content/70">{t('device')}</dt>
          <dd className="truncate font-medium">{booking.device}</dd>
          <dt className="text-base-content/70">{t('amount')}</dt>
          <dd className="font-medium">
            <Price amount={booking.price} />
          </dd>
          <dt className="text-base-content/70">{t('buyer')}</dt>
          <dd className="truncate">{booking.email}</dd>
        </dl>
      </div>

      <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        {canTake(booking, 'buyer', 'pay') && !booking.paid ? (
          <CardCheckout booking={booking} />
        ) : booking.paid ? (
          <PaidNotice booking={booking} />
        ) : (
          <ClosedNotice booking={booking} />
        )}
      </div>
    </section>
  );
}

function CardCheckout({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['payment', 'common']);
  const config = usePaymentConfig();

  if (config.isPending) return <Spinner label={t('loadingCardForm')} />;
  if (config.isError) return <QueryErrorAlert error={config.error} onRetry={() => void config.refetch()} />;

  if (config.data.provider === 'stripe') {
    if (!config.data.publishableKey) {
      return (
        <p role="alert" className="text-error">
          {t('notSetUp')}
        </p>
      );
    }
    return (
      <Suspense fallback={<Spinner label={t('loadingCardForm')} />}>
        <StripeCardPayment publishableKey={config.data.publishableKey}>
          {(card) => <CheckoutForm booking={booking} card={card} />}
        </StripeCardPayment>
      </Suspense>
    );
  }
  return <SandboxCardPayment>{(card) => <CheckoutForm booking={booking} card={card} />}</SandboxCardPayment>;
}

/** A booking that can no longer be paid and is not paid (expired, cancelled, refunded): where it stands. */
function ClosedNotice({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <div className="space-y-3">
      <BookingStatusBadge status={booking.status} className="badge-lg" />
      <Link to="/dashboard/my-orders" className="link link-primary block">
        {t('backToOrders')}
      </Link>
    </div>
  );
}

function PaidNotice({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <div className="space-y-3">
      <span className="badge badge-success badge-lg">{t('common:paid')}</span>
      {booking.transactionId && (
        <p className="text-sm break-all">
          {t('transactionId')} <span className="font-mono">{booking.transactionId}</span>
        </p>
      )}
      <Link to="/dashboard/my-orders" className="link link-primary block">
        {t('backToOrders')}
      </Link>
    </div>
  );
}
