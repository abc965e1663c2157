// A deal's status as a badge: the same words and colours in My Orders, My sales, the deal page and
// the claims queue.
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@mobile-planet/shared';
import { dealStatusLabel } from '@/lib/deal-status';

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

export function DealStatusBadge({ status, className = '' }: { status: BookingStatus; className?: string }) {
  // Subscribed to the language: the label is read from the catalogue on each render.
  useTranslation();
  return <span className={`badge whitespace-nowrap ${TONE[status]} ${className}`.trim()}>{dealStatusLabel(status)}</span>;
}
