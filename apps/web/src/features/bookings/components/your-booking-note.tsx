// On a listing's page, the reader's own open booking of it: booked, with Pay now and its deadline
// (an unpaid booking lapses); paid, with the way to the booking and its handover code. Without it the
// page said "Available" and "Book Now" to the person who had just booked it (issue 24, item 3).
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/dates';
import { bookingPath } from '@/lib/booking-status';
import { formatTaka } from '@/lib/format';
import { useRecentBookings } from '@/lib/recent-bookings';
import { Link } from '@/components/ui/link';

export function YourBookingNote({ productId }: { productId: string }) {
  const { t } = useTranslation('booking');
  const { user } = useAuth();
  const bookings = useRecentBookings(user?.email);
  const mine = bookings.data?.find((b) => b.productId === productId && (b.status === 'booked' || b.status === 'paid'));
  if (!mine) return null;
  return (
    <div role="note" className="alert alert-info alert-soft w-full flex-wrap justify-between gap-2">
      <span>
        {mine.status === 'booked'
          ? t('yours.booked', { price: formatTaka(mine.price), deadline: formatDateTime(mine.expiresAt) })
          : t('yours.paid')}
      </span>
      {mine.status === 'booked' ? (
        <Link to={`/dashboard/payment/${encodeURIComponent(mine._id)}`} className="btn btn-primary btn-sm">
          {t('next.payNow')}
        </Link>
      ) : (
        <Link to={bookingPath(mine._id)} className="btn btn-primary btn-sm">
          {t('yours.openDeal')}
        </Link>
      )}
    </div>
  );
}
