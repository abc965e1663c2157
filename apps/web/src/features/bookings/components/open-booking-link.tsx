// From a list of bookings (My Orders, My Sales, the claims queue) to one booking's page, named for its device.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { bookingPath } from '@/lib/booking-status';
import { Link } from '@/components/ui/link';

interface OpenBookingLinkProps {
  booking: Pick<Booking, '_id' | 'device'>;
  className?: string;
}

export function OpenBookingLink({ booking, className = 'btn btn-outline btn-sm whitespace-nowrap' }: OpenBookingLinkProps) {
  const { t } = useTranslation('deals');
  return (
    <Link to={bookingPath(booking._id)} className={className} aria-label={t('openDealFor', { device: booking.device })}>
      {t('openDeal')}
    </Link>
  );
}
