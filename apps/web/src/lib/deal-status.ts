// A deal's status in words, and what its buyer or seller should do next. Here, not in a feature,
// because My Orders (orders), My sales and the deal page (deals) all say it the same way.
import type { Booking, BookingSide, BookingStatus } from '@mobile-planet/shared';
import { formatDateTime } from './dates';
import { i18n } from './i18n';

/** Whose view of the deal: its buyer, the listing's seller, or an Admin who is neither. */
export type DealSide = BookingSide;

const LABEL_KEY = {
  booked: 'common:dealStatus.booked',
  // The spec's word for a paid order, letter for letter.
  paid: 'common:paid',
  handed_over: 'common:dealStatus.handed_over',
  completed: 'common:dealStatus.completed',
  expired: 'common:dealStatus.expired',
  cancelled: 'common:dealStatus.cancelled',
  claimed: 'common:dealStatus.claimed',
  refunded: 'common:dealStatus.refunded',
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
      if (side === 'buyer') return i18n.t('common:dealNext.buyerPay', { date: formatDateTime(deal.expiresAt) });
      return i18n.t('common:dealNext.waitingForPayment', { date: formatDateTime(deal.expiresAt) });
    case 'paid':
      if (side === 'buyer') return i18n.t('common:dealNext.buyerShowCode');
      if (side === 'seller') return i18n.t('common:dealNext.sellerEnterCode');
      return i18n.t('common:dealNext.waitingForHandover');
    case 'handed_over':
      if (side === 'buyer') return i18n.t('common:dealNext.buyerWarranty', { date: formatDateTime(deal.warrantyEndsAt) });
      if (side === 'seller') return i18n.t('common:dealNext.sellerPayout', { date: formatDateTime(deal.warrantyEndsAt) });
      return i18n.t('common:dealNext.completesAfter', { date: formatDateTime(deal.warrantyEndsAt) });
    case 'completed':
      if (side === 'buyer') return deal.reviewed ? null : i18n.t('common:dealNext.rateSeller');
      if (side === 'seller') return i18n.t('common:dealNext.sellerDone');
      return null;
    case 'claimed':
      if (side === 'admin') return i18n.t('common:dealNext.adminDecideClaim');
      if (side === 'buyer') return i18n.t('common:dealNext.buyerClaimOpen');
      return i18n.t('common:dealNext.sellerClaimOpen');
    case 'refunded':
      return side === 'buyer' ? i18n.t('common:dealNext.buyerRefund') : null;
    case 'expired':
    case 'cancelled':
      return null;
  }
}

/** The deal page of a booking, linked from every list of deals. */
export function dealPath(bookingId: string): string {
  return `/dashboard/deals/${encodeURIComponent(bookingId)}`;
}
