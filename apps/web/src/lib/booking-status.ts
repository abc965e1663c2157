// A booking's status in words, what its buyer or seller should do next, and what each side may do
// now. Here, not in a feature, because My Orders, My sales, the booking page, the dashboard and the
// payment screen all say it the same way. The words
// are in the deals catalogue, which loads with those screens, not with the first pages.
import { bookingActions, bookingRefusal, type Booking, type BookingEventName, type BookingSide, type BookingStatus } from '@mobile-planet/shared';
import { formatDateTime } from './dates';
import { i18n } from './i18n';

const LABEL_KEY = {
  booked: 'deals:status.booked',
  // The spec's word for a paid order, letter for letter.
  paid: 'common:paid',
  handed_over: 'deals:status.handed_over',
  completed: 'deals:status.completed',
  expired: 'deals:status.expired',
  cancelled: 'deals:status.cancelled',
  claimed: 'deals:status.claimed',
  refunded: 'deals:status.refunded',
} as const satisfies Record<BookingStatus, string>;

/** A status in the reader's language, read from the catalogue when asked. */
export function bookingStatusLabel(status: BookingStatus): string {
  return i18n.t(LABEL_KEY[status]);
}

type NextStepBooking = Pick<Booking, 'status' | 'expiresAt' | 'warrantyEndsAt' | 'reviewed' | 'neirReleaseNeeded' | 'neirReleasedAt'>;

/** What this side should do next, or null when there is nothing left to do. */
export function bookingNextStep(booking: NextStepBooking, side: BookingSide): string | null {
  switch (booking.status) {
    case 'booked':
      if (side === 'buyer') return i18n.t('deals:next.buyerPay', { date: formatDateTime(booking.expiresAt) });
      return i18n.t('deals:next.waitingForPayment', { date: formatDateTime(booking.expiresAt) });
    case 'paid':
      if (side === 'buyer') return i18n.t('deals:next.buyerShowCode');
      // A phone still registered to its seller in NEIR is released first (the API takes no code before).
      if (side === 'seller') return i18n.t(canTake(booking, 'seller', 'neir_release') ? 'deals:next.sellerRelease' : 'deals:next.sellerEnterCode');
      return i18n.t('deals:next.waitingForHandover');
    case 'handed_over':
      if (side === 'buyer') return i18n.t('deals:next.buyerWarranty', { date: formatDateTime(booking.warrantyEndsAt) });
      if (side === 'seller') return i18n.t('deals:next.sellerPayout', { date: formatDateTime(booking.warrantyEndsAt) });
      return i18n.t('deals:next.completesAfter', { date: formatDateTime(booking.warrantyEndsAt) });
    case 'completed':
      if (side === 'buyer') return booking.reviewed ? null : i18n.t('deals:next.rateSeller');
      if (side === 'seller') return i18n.t('deals:next.sellerDone');
      return null;
    case 'claimed':
      if (side === 'admin') return i18n.t('deals:next.adminDecideClaim');
      if (side === 'buyer') return i18n.t('deals:next.buyerClaimOpen');
      return i18n.t('deals:next.sellerClaimOpen');
    case 'refunded':
      return side === 'buyer' ? i18n.t('deals:next.buyerRefund') : null;
    case 'expired':
    case 'cancelled':
      return null;
  }
}

type GuardedBooking = Pick<Booking, 'status' | 'expiresAt' | 'warrantyEndsAt'>;

/**
 * Whether this side may take `event` on the booking now: the API's own process table (BOOKING_PROCESS,
 * packages/shared) decides, so the web offers exactly what the API would accept.
 */
export function canTake(booking: GuardedBooking, side: BookingSide, event: BookingEventName, now = Date.now()): boolean {
  return bookingRefusal(booking, event, side, new Date(now)) === null;
}

/** Every transition this side may take on the booking now, in the table's order. */
export function actionsOffered(booking: GuardedBooking, side: BookingSide, now = Date.now()): BookingEventName[] {
  return bookingActions(booking, side, new Date(now));
}

/** The booking page of a booking, linked from every list of bookings. */
export function bookingPath(bookingId: string): string {
  return `/dashboard/deals/${encodeURIComponent(bookingId)}`;
}
