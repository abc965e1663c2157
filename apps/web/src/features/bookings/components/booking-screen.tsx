// /dashboard/deals/{id}: a booking after it is made, from the viewer's side (buyer, seller or an
// Admin): where it stands, what to do next, its history and the thread between the two sides.
import { useTranslation } from 'react-i18next';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { canTake, bookingNextStep } from '@/lib/booking-status';
import { StoredImage } from '@/components/ui/stored-image';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { useBooking } from '../api/get-booking';
import { ClaimDecisionForm } from './claim-decision-form';
import { ClaimDetails } from './claim-details';
import { BookingActions } from './booking-actions';
import { BookingParties } from './booking-parties';
import { BookingTimeline } from './booking-timeline';
import { MessageThread } from './message-thread';
import { ReviewForm } from './review-form';
import { Link } from '@/components/ui/link';

/** Back to the list this side came from (its words are deals:back.<side>). */
const BACK: Record<BookingSide, string> = {
  buyer: '/dashboard/my-orders',
  seller: '/dashboard/my-sales',
  admin: '/dashboard/claims',
};

export function BookingScreen({ id }: { id: string }) {
  const { t } = useTranslation('deals');
  const booking = useBooking(id);
  // The API says how the reader stands to the booking.
  const side = booking.data?.side;

  if (booking.isError && !booking.data) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <QueryErrorAlert error={booking.error} onRetry={() => void booking.refetch()} />
      </section>
    );
  }
  if (!booking.data || !side) return <Spinner label={t('loading')} />;
  return <BookingView booking={booking.data} side={side} />;
}

function BookingView({ booking, side }: { booking: Booking; side: BookingSide }) {
  const { t } = useTranslation('deals');
  const nextStep = bookingNextStep(booking, side);
  // An Admin reads the thread only once a claim is open (the API refuses it before).
  const showThread = side !== 'admin' || Boolean(booking.claim);

  return (
    <section className="space-y-6">
      <Link to={BACK[side]} className="link link-hover text-sm">
        <span aria-hidden="true">← </span>
        {t(`back.${side}`)}
      </Link>
      <header className="flex gap-4">
        {booking.img ? (
          <StoredImage
            src={booking.img}
            sizes="5rem"
            alt=""
            className="h-20 w-20 shrink-0 rounded-box bg-base-200 object-cover"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold leading-tight break-words">{booking.device}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <Price amount={booking.price} className="text-lg font-semibold" />
            <BookingStatusBadge status={booking.status} />
          </div>
        </div>
      </header>

      {nextStep ? (
        <p role="status" className="alert alert-info alert-soft">
          <span>
            <span className="font-semibold">{t('nextStep')}</span>
            {nextStep}
          </span>
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <div className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
            <BookingParties booking={booking} side={side} />
            <BookingActions booking={booking} side={side} />
          </div>
          {booking.claim ? (
            <div className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
              <ClaimDetails claim={booking.claim} />
              {side === 'admin' && canTake(booking, side, 'refund_claim') && <ClaimDecisionForm bookingId={booking._id} />}
            </div>
          ) : null}
          {side === 'buyer' && booking.status === 'completed' && !booking.reviewed && (
            <div className="rounded-box border border-base-300 bg-base-100 p-4">
              <ReviewForm bookingId={booking._id} sellerName={booking.sellerName} />
            </div>
          )}
          <BookingTimeline booking={booking} side={side} />
        </div>
        {showThread && (
          <div className="min-w-0">
            <MessageThread bookingId={booking._id} side={side} canWrite={side !== 'admin'} beforeMeeting={booking.status === 'booked' || booking.status === 'paid'} />
          </div>
        )}
      </div>
    </section>
  );
}
