// What this side can do with the booking now, as the process table (BOOKING_PROCESS) allows it; nothing
// when the booking is past their part.
import { useTranslation } from 'react-i18next';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { actionsOffered } from '@/lib/booking-status';
import { HandoverCode } from '@/components/ui/handover-code';
import { useNow } from '../hooks/use-now';
import { CancelBookingAction } from './cancel-booking-action';
import { OpenClaim } from './claim-form';
import { HandoverForm } from './handover-form';
import { Link } from '@/components/ui/link';

export function BookingActions({ booking, side }: { booking: Booking; side: BookingSide }) {
  const { t } = useTranslation('deals');
  const now = useNow();
  const allowed = new Set(actionsOffered(booking, side, now));
  if (side === 'buyer') {
    return (
      <div className="space-y-4">
        {allowed.has('pay') && (
          <div className="flex flex-wrap gap-2">
            <Link to={`/dashboard/payment/${encodeURIComponent(booking._id)}`} className="btn btn-primary">
              {t('pay')}
            </Link>
            {allowed.has('cancel') && <CancelBookingAction booking={booking} side={side} />}
          </div>
        )}
        {booking.status === 'paid' && booking.handoverCode && <HandoverCode code={booking.handoverCode} />}
        {allowed.has('claim') && <OpenClaim booking={booking} />}
      </div>
    );
  }
  if (side === 'seller') {
    return (
      <div className="space-y-4">
        {allowed.has('handover') && <HandoverForm booking={booking} />}
        {(allowed.has('cancel') || allowed.has('seller_cancel')) && (
          <div>
            <CancelBookingAction booking={booking} side={side} />
          </div>
        )}
      </div>
    );
  }
  return null;
}
