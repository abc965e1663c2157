// A booking's status as a badge: the same words and colours in My Orders, My sales, the booking page and
// the claims queue.
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@mobile-planet/shared';
import { bookingStatusLabel } from '@/lib/booking-status';

const TONE: Record<BookingStatus, string> = {
  booked: 'badge-info badge-soft',
  paid: 'badge-success',
  handed_over: 'badge-primary',
  completed: 'badge-success badge-soft',
  expired: 'badge-ghost',
  cancelled: 'badge-ghost',
  claimed: 'badge-warning',
  refunded: 'badge-neutral',
};

export function BookingStatusBadge({ status, className = '' }: { status: BookingStatus; className?: string }) {
  // Subscribed to the language: the label is read from the catalogue on each render.
  useTranslation();
  return <span className={`badge whitespace-nowrap ${TONE[status]} ${className}`.trim()}>{bookingStatusLabel(status)}</span>;
}
