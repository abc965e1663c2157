// What this side can do with the booking now, as the process table (BOOKING_PROCESS) allows it; nothing
// when the booking is past their part.
import { useTranslation } from 'react-i18next';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { actionsOffered } from '@/lib/booking-status';
import { formatDateTime } from '@/lib/dates';
import { HandoverCode } from '@/components/ui/handover-code';
import { useNow } from '../hooks/use-now';
import { CancelBookingAction } from './cancel-booking-action';
import { OpenClaim } from './claim-form';
import { HandoverForm } from './handover-form';
import { DeviceCheckPanel } from './device-check-panel';
import { ImeiCheck } from './imei-check';
import { NeirRelease } from './neir-release';
import { RegistrationConfirm } from './registration-confirm';
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
        <ImeiCheck booking={booking} canRecord={booking.status === 'paid' || booking.status === 'handed_over'} />
        <DeviceCheckPanel booking={booking} canCheck={booking.status === 'paid' || booking.status === 'handed_over'} />
        <RegistrationConfirm booking={booking} />
        {allowed.has('claim') && <OpenClaim booking={booking} />}
      </div>
    );
  }
  if (side === 'seller') {
    return (
      <div className="space-y-4">
        <NeirRelease booking={booking} canRelease={allowed.has('neir_release')} />
        {booking.kyd ? <p className="text-sm">{t('neir.kydRecordedByBuyer', { result: t(`neir.kydResults.${booking.kyd.result}`), date: formatDateTime(booking.kyd.at) })}</p> : null}
        {allowed.has('handover') && <HandoverForm booking={booking} />}
        <DeviceCheckPanel booking={booking} canCheck={false} />
        {(allowed.has('cancel') || allowed.has('seller_cancel')) && (
          <div>
            <CancelBookingAction booking={booking} side={side} />
          </div>
        )}
      </div>
    );
  }
  // An Admin reads the IMEIs (a claim about the device may need them) but records nothing.
  return (
    <div className="space-y-4">
      <ImeiCheck booking={booking} canRecord={false} />
      <DeviceCheckPanel booking={booking} canCheck={false} />
    </div>
  );
}
