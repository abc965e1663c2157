// The documents of bookings as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { Booking, BookingActor, BookingClaim, BookingEvent, BookingEventName, BookingStatus, DeviceCheck, KydResult } from '@mobile-planet/shared';
import type { Stored, WithDates } from '../../db/stored';

export type StoredBookingEvent = WithDates<BookingEvent, 'at'>;
export type StoredClaim = Omit<BookingClaim, 'openedAt' | 'decision'> & {
  openedAt: Date;
  decision?: WithDates<NonNullable<BookingClaim['decision']>, 'at'>;
};

export interface BookingDoc
  extends Omit<
    Stored<Booking>,
    | 'productId' | 'history' | 'expiresAt' | 'paidAt' | 'handedOverAt' | 'warrantyEndsAt' | 'claim' | 'handover' | 'handoverCode' | 'side'
    | 'neirReleasedAt' | 'kyd' | 'registeredAt' | 'deviceCheck'
  > {
  productId: ObjectId;
  /** The listing's seller, copied when the booking is made: GET /sales reads by it. */
  sellerEmail: string;
  /** How many transitions the booking has been through: the next one is `<_id>:<version>` in booking_transitions. */
  version: number;
  history: StoredBookingEvent[];
  expiresAt: Date;
  paidAt?: Date;
  handedOverAt?: Date;
  warrantyEndsAt?: Date;
  /** Set by the pay transition; only ever sent to the buyer. */
  handoverCode?: string;
  claim?: StoredClaim;
  /** The listing's IMEIs, copied when the booking is made (bookings made before have none, and need no NEIR release). */
  imei?: string;
  imei2?: string;
  neirReleasedAt?: Date;
  kyd?: { result: KydResult; at: Date };
  registeredAt?: Date;
  deviceCheck?: Omit<DeviceCheck, 'at'> & { at: Date };
  /** Written before payment_intent_generations existed: a booking still holding an open one adopts it as its first claim. */
  paymentIntentId?: string;
  /**
   * When the scheduler has work on it, and only while it does: `expiresAt` while booked,
   * `warrantyEndsAt` while handed over, absent otherwise. The scheduler's index walks just these:
   * on DocumentDB a status and a date in one index condition read every booking ever made with a
   * date before now (57 ms at 200,000 bookings, every 5 s, and growing).
   */
  dueAt?: Date;
}

/** What a transition writes on the booking besides its status: the same on every replay of it. */
export type BookingChanges = Partial<Pick<BookingDoc, 'paid' | 'transactionId' | 'paidAt' | 'handedOverAt' | 'warrantyEndsAt' | 'handoverCode' | 'claim' | 'neirReleasedAt'>>;

/**
 * One document per transition of a booking, keyed `<bookingId>:<n>` where n is the booking's
 * version before it: the first insert of a key wins, so a transition is applied once even when
 * two tabs, a retry, the scheduler of another API instance or a payment race for it. `effectsDone` stays false until what follows the
 * transition (refunds, notifications, the payout) has run; the scheduler finishes those left.
 */
export interface BookingTransitionDoc {
  _id: string;
  bookingId: ObjectId;
  seq: number;
  event: BookingEventName;
  from: BookingStatus;
  to: BookingStatus;
  by: BookingActor;
  /** The person who moved it (absent for the system). */
  byEmail?: string;
  at: Date;
  note?: string;
  changes: BookingChanges;
  effectsDone: boolean;
  /** `at` while what follows it has not finished, absent after: the scheduler's index walks just these. */
  pendingSince?: Date;
}

/**
 * One document per handover code tried on a booking, keyed `<bookingId>:<n>`: a try must win its
 * slot before the code is compared, so two sellers' tabs cannot get past five wrong codes between them.
 * @public (exported for the declaration of the bookings repository's return types)
 */
export interface HandoverAttemptDoc {
  _id: string;
  bookingId: ObjectId;
  n: number;
  at: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const bookingsIndexes: Record<'bookings' | 'bookingTransitions' | 'handoverAttempts', IndexDescription[]> = {
  bookings: [
    { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' },
    { key: { email: 1, productId: 1 }, unique: true, name: 'one_booking_per_buyer_and_product' },
    // A seller's sales, newest first; the scheduler's due work; the other bookings of a sold device; the claims queue.
    { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' },
    { key: { dueAt: 1 }, sparse: true, name: 'due' },
    { key: { productId: 1, status: 1 }, name: 'product_status' },
    { key: { status: 1, 'claim.openedAt': 1, _id: 1 }, name: 'status_claim_opened' },
    { key: { 'claim.decision.at': -1, _id: -1 }, name: 'claim_decided', sparse: true },
  ],
  bookingTransitions: [
    { key: { bookingId: 1, seq: 1 }, name: 'booking_seq' },
    { key: { pendingSince: 1 }, sparse: true, name: 'effects_pending_since' },
  ],
  handoverAttempts: [
    { key: { bookingId: 1, n: 1 }, name: 'booking_n' },
  ],
};
