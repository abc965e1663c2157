// A deal's status in words, and what its buyer or seller should do next. Here, not in a feature,
// because My Orders (orders), My sales and the deal page (deals) all say it the same way. The words
// are in the deals catalogue, which loads with those screens, not with the first pages.
import { bookingActions, bookingRefusal, type Booking, type BookingEventName, type BookingSide, type BookingStatus } from '@mobile-planet/shared';
import { formatDateTime } from './dates';
import { i18n } from './i18n';

/** Whose view of the deal: its buyer, the listing's seller, or an Admin who is neither. */
export type DealSide = BookingSide;

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
export function dealStatusLabel(status: BookingStatus): string {
  return i18n.t(LABEL_KEY[status]);
}

type NextStepDeal = Pick<Booking, 'status' | 'expiresAt' | 'warrantyEndsAt' | 'reviewed'>;

/** What this side should do next, or null when there is nothing left to do. */
export function dealNextStep(deal: NextStepDeal, side: DealSide): string | null {
  switch (deal.status) {
    case 'booked':
      if (side === 'buyer') return i18n.t('deals:next.buyerPay', { date: formatDateTime(deal.expiresAt) });
      return i18n.t('deals:next.waitingForPayment', { date: formatDateTime(deal.expiresAt) });
    case 'paid':
      if (side === 'buyer') return i18n.t('deals:next.buyerShowCode');
      if (side === 'seller') return i18n.t('deals:next.sellerEnterCode');
      return i18n.t('deals:next.waitingForHandover');
    case 'handed_over':
      if (side === 'buyer') return i18n.t('deals:next.buyerWarranty', { date: formatDateTime(deal.warrantyEndsAt) });
      if (side === 'seller') return i18n.t('deals:next.sellerPayout', { date: formatDateTime(deal.warrantyEndsAt) });
      return i18n.t('deals:next.completesAfter', { date: formatDateTime(deal.warrantyEndsAt) });
    case 'completed':
      if (side === 'buyer') return deal.reviewed ? null : i18n.t('deals:next.rateSeller');
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

type GuardedDeal = Pick<Booking, 'status' | 'expiresAt' | 'warrantyEndsAt'>;

/**
 * Whether this side may take `event` on the deal now: the API's own process table (BOOKING_PROCESS,
 * packages/shared) decides, so the web offers exactly what the API would accept.
 */
export function canTake(deal: GuardedDeal, side: DealSide, event: BookingEventName, now = Date.now()): boolean {
  return bookingRefusal(deal, event, side, new Date(now)) === null;
}

/** Every transition this side may take on the deal now, in the table's order. */
export function dealActions(deal: GuardedDeal, side: DealSide, now = Date.now()): BookingEventName[] {
  return bookingActions(deal, side, new Date(now));
}

/** The deal page of a booking, linked from every list of deals. */
export function dealPath(bookingId: string): string {
  return `/dashboard/deals/${encodeURIComponent(bookingId)}`;
}
