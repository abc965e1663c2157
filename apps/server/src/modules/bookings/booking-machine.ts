// The life of a booking: one table of transitions, each with the statuses it leaves, the status it
// reaches, who may make it and when (docs/architecture.md#process-tables; docs/api.md#the-life-of-a-booking).
import type { BookingActor, BookingEventName, BookingRefusalCode, BookingStatus } from '@mobile-planet/shared';
import type { BookingDoc } from './bookings.documents';

export interface TransitionRule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
  /** Beyond the status: null when the transition may happen now, else why not (a code of the shared API_ERRORS). */
  guard?: (booking: BookingDoc, now: Date) => BookingRefusalCode | null;
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingEventName, TransitionRule>> = {
  /** The processor took the buyer's money (POST /payments or the webhook). */
  pay: { from: ['booked'], to: 'paid', by: ['buyer', 'system'] },
  /** Unpaid for BOOKING_TTL_HOURS. */
  expire: {
    from: ['booked'],
    to: 'expired',
    by: ['system'],
    guard: (b, now) => (now >= b.expiresAt ? null : 'booking_not_expired'),
  },
  /** The buyer changes their mind, or the seller declines, before any money moved. */
  cancel: { from: ['booked'], to: 'cancelled', by: ['buyer', 'seller'] },
  /** Another buyer paid for the device. */
  close: { from: ['booked'], to: 'cancelled', by: ['system'] },
  /** The seller calls the deal off after the payment: the buyer is refunded, the listing returns. */
  seller_cancel: { from: ['paid'], to: 'refunded', by: ['seller'] },
  /** Paid, but the device went to another buyer (or off the market) first: the charge goes back. */
  refund_unsold: { from: ['paid'], to: 'refunded', by: ['system'] },
  /** The seller entered the buyer's handover code: the buyer has the device. */
  handover: { from: ['paid'], to: 'handed_over', by: ['seller'] },
  /** The warranty ran out without a claim: the deal is done and the seller's payout recorded. */
  complete: {
    from: ['handed_over'],
    to: 'completed',
    by: ['system'],
    guard: (b, now) => (b.warrantyEndsAt && now >= b.warrantyEndsAt ? null : 'warranty_not_ended'),
  },
  /** The buyer opens a replacement-warranty claim within the warranty. */
  claim: {
    from: ['handed_over'],
    to: 'claimed',
    by: ['buyer'],
    guard: (b, now) => (b.warrantyEndsAt && now < b.warrantyEndsAt ? null : 'warranty_ended'),
  },
  refund_claim: { from: ['claimed'], to: 'refunded', by: ['admin'] },
  reject_claim: { from: ['claimed'], to: 'completed', by: ['admin'] },
};

/** Why `event` cannot move this booking now (by `by`), as a code of the shared API_ERRORS, or null when it can. */
export function refusal(booking: BookingDoc, event: BookingEventName, by: BookingActor, now: Date): BookingRefusalCode | null {
  const rule = BOOKING_TRANSITIONS[event];
  if (!rule.by.includes(by)) return 'booking_wrong_actor';
  if (!rule.from.includes(booking.status)) return STATUS_REFUSALS[booking.status];
  return rule.guard?.(booking, now) ?? null;
}

/** What a person is told (its code in the shared API_ERRORS) when a booking's status rules a step out. */
const STATUS_REFUSALS: Record<BookingStatus, BookingRefusalCode> = {
  booked: 'booking_not_paid',
  paid: 'booking_already_paid',
  handed_over: 'booking_handed_over',
  completed: 'deal_completed',
  expired: 'booking_expired',
  cancelled: 'booking_cancelled',
  claimed: 'claim_already_open',
  refunded: 'booking_refunded',
};
