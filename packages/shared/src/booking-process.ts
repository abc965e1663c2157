// The life of a booking (the deal a buyer and a seller make over a listing), as one table in the
// manner of Sharetribe's transaction processes: every transition with the statuses it leaves, the
// status it reaches, who may take it, its guard, the ordered effects that follow it, and the timers
// it starts. The API executes this table (its bookings module); the web reads it to offer each
// person exactly the actions open to them now. docs/architecture.md#process-tables tells it in words.
import type { BookingRefusalCode } from './api-errors';
import {
  BOOKING_TTL_HOURS, WARRANTY_DAYS, type BookingActor, type BookingEventName, type BookingStatus, type NotificationKind,
} from './constants';

/** Who a notification goes to: a side of the booking, or the side that did not take the step. */
type Recipient = 'buyer' | 'seller' | 'other_side';

/** What follows a transition, run in order by the API; each is safe to run again. */
export type BookingEffect =
  /** The listing went to this booking; if it went elsewhere, the booking is refunded (refund_unsold) instead of the rest. */
  | { do: 'confirm_sale' }
  /** The device's other open bookings are closed (close). */
  | { do: 'close_other_bookings' }
  /** The buyer's charge goes back through the processor. */
  | { do: 'refund' }
  /** The listing returns to the market. */
  | { do: 'relist' }
  /** The seller's payout is recorded. */
  | { do: 'record_payout' }
  /** The price guide learns what the device sold for. */
  | { do: 'record_sale_price' }
  | { do: 'notify'; kind: NotificationKind; to: readonly Recipient[] };

/** A deadline on a booking: while it is in `while`, the API takes `fires` once `at` has passed. */
export interface BookingTimer {
  while: BookingStatus;
  at: 'expiresAt' | 'warrantyEndsAt';
  afterHours: number;
  fires: BookingEventName;
}

export const BOOKING_TIMERS = {
  /** An unpaid booking lapses. */
  expiry: { while: 'booked', at: 'expiresAt', afterHours: BOOKING_TTL_HOURS, fires: 'expire' },
  /** The replacement warranty runs out without a claim: the deal completes. */
  warranty: { while: 'handed_over', at: 'warrantyEndsAt', afterHours: WARRANTY_DAYS * 24, fires: 'complete' },
} as const satisfies Record<string, BookingTimer>;
export type BookingTimerName = keyof typeof BOOKING_TIMERS;

/** The dates a guard reads: Dates on the API, their ISO strings on the web. */
interface GuardedBooking {
  status: BookingStatus;
  expiresAt?: Date | string | null;
  warrantyEndsAt?: Date | string | null;
  /** The device has an IMEI, so it is registered in NEIR and its seller must release it before the handover. */
  neirReleaseNeeded?: boolean;
  neirReleasedAt?: Date | string | null;
}

const time = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).getTime());

/** Beyond the status, what must hold for a transition now: null when it does, else why not. */
const GUARDS = {
  expiry_passed: (b: GuardedBooking, now: Date) => (now.getTime() >= (time(b.expiresAt) ?? Infinity) ? null : 'booking_not_expired'),
  within_warranty: (b: GuardedBooking, now: Date) => {
    const ends = time(b.warrantyEndsAt);
    return ends !== null && now.getTime() < ends ? null : 'warranty_ended';
  },
  warranty_over: (b: GuardedBooking, now: Date) => {
    const ends = time(b.warrantyEndsAt);
    return ends !== null && now.getTime() >= ends ? null : 'warranty_not_ended';
  },
  /** A phone still registered to its seller will not work with the buyer's SIM: released first (a tablet without an IMEI has nothing to release). */
  neir_released: (b: GuardedBooking) => (b.neirReleaseNeeded && !b.neirReleasedAt ? 'neir_not_released' : null),
  neir_release_pending: (b: GuardedBooking) => (!b.neirReleaseNeeded ? 'neir_not_needed' : b.neirReleasedAt ? 'neir_already_released' : null),
} as const satisfies Record<string, (b: GuardedBooking, now: Date) => BookingRefusalCode | null>;
export type BookingGuard = keyof typeof GUARDS;

export interface BookingTransition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
  guard?: BookingGuard;
  effects: readonly BookingEffect[];
  /** The timer this transition starts (the booking's deadline field is set from it). */
  starts?: BookingTimerName;
}

/** A booking is made `booked` (POST /bookings, not a transition), with its expiry running. */
export const BOOKING_START = { status: 'booked', starts: 'expiry', effects: [{ do: 'notify', kind: 'booked', to: ['seller'] }] } as const;

export const BOOKING_PROCESS: Readonly<Record<BookingEventName, BookingTransition>> = {
  /** The processor took the buyer's money (POST /payments or the webhook). */
  pay: {
    from: ['booked'], to: 'paid', by: ['buyer', 'system'],
    effects: [{ do: 'confirm_sale' }, { do: 'close_other_bookings' }, { do: 'notify', kind: 'paid', to: ['buyer', 'seller'] }],
  },
  /** Unpaid for BOOKING_TTL_HOURS (the expiry timer). */
  expire: {
    from: ['booked'], to: 'expired', by: ['system'], guard: 'expiry_passed',
    effects: [{ do: 'notify', kind: 'expired', to: ['buyer', 'seller'] }],
  },
  /** The buyer changes their mind, or the seller declines, before any money moved. */
  cancel: { from: ['booked'], to: 'cancelled', by: ['buyer', 'seller'], effects: [{ do: 'notify', kind: 'cancelled', to: ['other_side'] }] },
  /** Another buyer paid for the device (that booking's close_other_bookings). */
  close: { from: ['booked'], to: 'cancelled', by: ['system'], effects: [{ do: 'notify', kind: 'sold_to_other', to: ['buyer'] }] },
  /** The seller calls the deal off after the payment: the buyer is refunded, the listing returns. */
  seller_cancel: {
    from: ['paid'], to: 'refunded', by: ['seller'],
    effects: [{ do: 'refund' }, { do: 'relist' }, { do: 'notify', kind: 'refunded', to: ['buyer'] }],
  },
  /** Paid, but the device went to another buyer (or off the market) first: the charge goes back. */
  refund_unsold: { from: ['paid'], to: 'refunded', by: ['system'], effects: [{ do: 'refund' }, { do: 'notify', kind: 'refunded', to: ['buyer'] }] },
  /** The seller de-registered the phone from their NID in NEIR (the deal stays paid): the handover may follow. */
  neir_release: {
    from: ['paid'], to: 'paid', by: ['seller'], guard: 'neir_release_pending',
    effects: [{ do: 'notify', kind: 'neir_released', to: ['buyer'] }],
  },
  /** The seller entered the buyer's handover code: the buyer has the device, and the warranty runs. */
  handover: {
    from: ['paid'], to: 'handed_over', by: ['seller'], guard: 'neir_released', starts: 'warranty',
    effects: [{ do: 'notify', kind: 'handed_over', to: ['buyer'] }],
  },
  /** The warranty ran out without a claim (the warranty timer): the deal is done and the seller paid. */
  complete: {
    from: ['handed_over'], to: 'completed', by: ['system'], guard: 'warranty_over',
    effects: [{ do: 'record_payout' }, { do: 'record_sale_price' }, { do: 'notify', kind: 'completed', to: ['buyer', 'seller'] }],
  },
  /** The buyer opens a replacement-warranty claim within the warranty. */
  claim: { from: ['handed_over'], to: 'claimed', by: ['buyer'], guard: 'within_warranty', effects: [{ do: 'notify', kind: 'claim_opened', to: ['seller'] }] },
  /** An Admin upholds the claim: the buyer is refunded. */
  refund_claim: { from: ['claimed'], to: 'refunded', by: ['admin'], effects: [{ do: 'refund' }, { do: 'notify', kind: 'claim_refunded', to: ['buyer', 'seller'] }] },
  /** An Admin rejects the claim: the deal completes as if the warranty had run out. */
  reject_claim: {
    from: ['claimed'], to: 'completed', by: ['admin'],
    effects: [{ do: 'record_payout' }, { do: 'record_sale_price' }, { do: 'notify', kind: 'claim_rejected', to: ['buyer', 'seller'] }],
  },
};

/** What a person is told when a booking's status rules a step out. */
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

/** Why `by` cannot take `event` on this booking now (a code of the shared API_ERRORS), or null when they can. */
export function bookingRefusal(booking: GuardedBooking, event: BookingEventName, by: BookingActor, now: Date): BookingRefusalCode | null {
  const rule = BOOKING_PROCESS[event];
  if (!rule.by.includes(by)) return 'booking_wrong_actor';
  if (!rule.from.includes(booking.status)) return STATUS_REFUSALS[booking.status];
  return rule.guard ? GUARDS[rule.guard](booking, now) : null;
}

/** The transitions `side` may take on this booking now, in the table's order: what the web offers them. */
export function bookingActions(booking: GuardedBooking, side: Exclude<BookingActor, 'system'>, now: Date): BookingEventName[] {
  return (Object.keys(BOOKING_PROCESS) as BookingEventName[]).filter((event) => bookingRefusal(booking, event, side, now) === null);
}

/** The sides a notify effect tells, for a transition taken by `by` ('other_side': whichever side did not take it). */
export function recipientsOf(to: readonly Recipient[], by: BookingActor): Array<'buyer' | 'seller'> {
  return to.map((who) => (who !== 'other_side' ? who : by === 'buyer' ? 'seller' : 'buyer'));
}

/** When a timer started at `from` runs out. */
export function timerEnd(timer: BookingTimerName, from: Date): Date {
  return new Date(from.getTime() + BOOKING_TIMERS[timer].afterHours * 3_600_000);
}

/** The timer running while a booking is in `status`, if any. */
export function timerWhile(status: BookingStatus): BookingTimer | undefined {
  return Object.values(BOOKING_TIMERS).find((t) => t.while === status);
}
