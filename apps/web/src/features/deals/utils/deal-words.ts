// How the deal page words a deal's history and its claim.
import type { BookingActor, BookingEvent, BookingEventName, Booking, ClaimDecision, ClaimReason } from '@mobile-planet/shared';
import type { DealSide } from '@/lib/deal-status';

const EVENT_LABEL: Record<BookingEventName, string> = {
  pay: 'Paid',
  expire: 'Expired unpaid',
  cancel: 'Cancelled',
  close: 'Closed: sold to another buyer',
  seller_cancel: 'Called off by the seller and refunded',
  refund_unsold: 'Refunded: the device was no longer for sale',
  handover: 'Handed over',
  complete: 'Completed',
  claim: 'Claim opened',
  refund_claim: 'Claim decided: refunded',
  reject_claim: 'Claim decided: rejected',
};

export function eventLabel(event: Pick<BookingEvent, 'event' | 'by'>): string {
  // The seller's cancel of an unpaid booking is a decline, and the buyer should read it so.
  if (event.event === 'cancel' && event.by === 'seller') return 'Declined by the seller';
  return EVENT_LABEL[event.event];
}

const ACTOR: Record<BookingActor, string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  admin: 'an admin',
  system: 'Mobile Planet',
};

/** 'you' when the viewer did it, else who did. */
export function actorLabel(by: BookingActor, viewer: DealSide): string {
  return by === viewer ? 'you' : ACTOR[by];
}

export const CLAIM_REASON_LABEL: Record<ClaimReason, string> = {
  not_working: 'Not working',
  not_as_described: 'Not as described',
  damaged: 'Damaged',
  other: 'Other',
};

export const DECISION_LABEL: Record<ClaimDecision, string> = {
  refund: 'Refund the buyer',
  reject: 'Reject the claim',
};

export const OUTCOME_LABEL: Record<ClaimDecision, string> = {
  refund: 'Refunded',
  reject: 'Rejected',
};

/** The buyer may claim from the handover until the warranty ends (the API decides for certain). */
export function claimWindowOpen(deal: Pick<Booking, 'status' | 'warrantyEndsAt'>, now = Date.now()): boolean {
  if (deal.status !== 'handed_over' || !deal.warrantyEndsAt) return false;
  return now < new Date(deal.warrantyEndsAt).getTime();
}
