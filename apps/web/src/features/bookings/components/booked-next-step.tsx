// What a buyer sees the moment a booking is made: until when it is held, and Pay now.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { formatTaka } from '@/lib/format';
import { Link } from '@/components/ui/link';

export function BookedNextStep({ booking, onLater }: { booking: Booking; onLater: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div className="grid gap-4">
      <p>{t('next.body', { device: booking.device, deadline: formatDateTime(booking.expiresAt), price: formatTaka(booking.price) })}</p>
      <Link to={`/dashboard/payment/${encodeURIComponent(booking._id)}`} className="btn btn-primary w-full">
        {t('next.payNow')}
      </Link>
      <button type="button" className="btn btn-ghost w-full" onClick={onLater}>
        {t('next.later')}
      </button>
    </div>
  );
}
