// The documents of offers as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { OfferActor, OfferEventName, OfferStatus } from '@mobile-planet/shared';

/** One step of an offer's life, as its history keeps it. */
export interface StoredOfferStep {
  event: OfferEventName | 'make';
  from: OfferStatus | null;
  to: OfferStatus;
  by: OfferActor;
  byEmail?: string;
  amount?: number;
  at: Date;
  note?: string;
}

/**
 * A buyer's offer on a listing and the bargaining over it (OFFER_PROCESS). Every step is one
 * conditional update on the status and `version` it was judged on, so of two steps at the same
 * moment (two accepts, an accept and a withdrawal) one is written and the other finds it moved.
 */
export interface OfferDoc {
  _id: ObjectId;
  productId: ObjectId;
  /** The listing's device, picture and seller, copied when the offer was made. */
  device: string;
  img?: string;
  sellerEmail: string;
  sellerName: string;
  buyerEmail: string;
  buyerName: string;
  /** The listing's asking price when the last amount was named (the bounds are of it). */
  askingPrice: number;
  /** The amount on the table now. */
  amount: number;
  status: OfferStatus;
  /** How many steps since it was made: the next step is written only over this one. */
  version: number;
  history: StoredOfferStep[];
  createdAt: Date;
  updatedAt: Date;
  /** While live: when it lapses (the scheduler's index walks just these, absent once it ended). */
  lapsesAt?: Date;
  /** Set by the accept step (before the booking is written, so a replay of its follow-up makes that booking once). */
  bookingId?: ObjectId;
  /** A step whose follow-up (the booking, closing the other offers, the notices) has not finished: the scheduler finishes it. */
  pending?: { seq: number; since: Date };
}

/**
 * One live offer per buyer and listing: `<productId>:<buyerEmail>`, inserted after the offer and
 * deleted when it ends. Two offers sent at once from two tabs: one inserts the lock, the other's
 * offer is deleted and answered 409. A lock whose offer has ended (its API stopped before deleting
 * it) is taken over by the next offer.
 */
export interface OfferLockDoc {
  _id: string;
  offerId: ObjectId;
  at: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const offersIndexes: Record<'offers', IndexDescription[]> = {
  offers: [
    // A buyer's offers and a seller's, newest first (GET /offers, either side or both).
    { key: { buyerEmail: 1, createdAt: -1, _id: -1 }, name: 'buyer_date_id' },
    { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' },
    // Live offers by listing: one listing's (closed when another is accepted), and the listings that
    // have any (the scheduler closes those on listings gone off sale). Then the scheduler's due work.
    { key: { status: 1, productId: 1 }, name: 'status_product' },
    { key: { lapsesAt: 1 }, sparse: true, name: 'lapses' },
    { key: { 'pending.since': 1 }, sparse: true, name: 'pending_since' },
  ],
};
