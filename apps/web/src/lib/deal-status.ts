// A deal's status in words, and what its buyer or seller should do next. Here, not in a feature,
// because My Orders (orders), My sales and the deal page (deals) all say it the same way.
import type { Booking, BookingSide, BookingStatus } from '@mobile-planet/shared';
import { TEXT } from '@/config/text';
import { formatDateTime } from './dates';

/** Whose view of the deal: its buyer, the listing's seller, or an Admin who is neither. */
export type DealSide = BookingSide;

export const DEAL_STATUS_LABEL: Record<BookingStatus, string> = {
  booked: 'Booked',
  // The spec's word for a paid order, letter for letter.
  paid: TEXT.paid,
  handed_over: 'Handed over',
  completed: 'Completed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  claimed: 'Claim open',
  refunded: 'Refunded',
};

type NextStepDeal = Pick<Booking, 'status' | 'expiresAt' | 'warrantyEndsAt' | 'reviewed'>;

/** What this side should do next, or null when there is nothing left to do. */
export function dealNextStep(deal: NextStepDeal, side: DealSide): string | null {
  switch (deal.status) {
    case 'booked':
      if (side === 'buyer') return `Pay before ${formatDateTime(deal.expiresAt)}`;
      return `Waiting for the buyer to pay by ${formatDateTime(deal.expiresAt)}`;
    case 'paid':
      if (side === 'buyer') return 'Show the seller your handover code when you meet';
      if (side === 'seller') return 'Meet the buyer and enter their handover code';
      return 'Waiting for the handover';
    case 'handed_over':
      if (side === 'buyer') return `Warranty until ${formatDateTime(deal.warrantyEndsAt)}: claim if something is wrong`;
      if (side === 'seller') return `Payout after ${formatDateTime(deal.warrantyEndsAt)} unless the buyer claims`;
      return `Completes after ${formatDateTime(deal.warrantyEndsAt)} unless the buyer claims`;
    case 'completed':
      if (side === 'buyer') return deal.reviewed ? null : 'Rate the seller';
      if (side === 'seller') return 'Done: your payout is recorded';
      return null;
    case 'claimed':
      if (side === 'admin') return 'Decide the claim: refund the buyer or reject it';
      if (side === 'buyer') return 'An admin is looking at your claim';
      return 'The buyer opened a claim: an admin will decide';
    case 'refunded':
      return side === 'buyer' ? 'Your payment goes back to your card' : null;
    case 'expired':
    case 'cancelled':
      return null;
  }
}

/** The deal page of a booking, linked from every list of deals. */
export function dealPath(bookingId: string): string {
  return `/dashboard/deals/${encodeURIComponent(bookingId)}`;
}
