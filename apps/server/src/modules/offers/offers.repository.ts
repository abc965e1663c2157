// Data access for offers and their locks: the only code that touches the offers and offer_locks collections.
import { type ObjectId, type Filter } from 'mongodb';
import { OFFER_LIVE, type OfferSide, type OfferStatus } from '@mobile-planet/shared';
import { pageBy } from '../../db/keyset';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { CursorPosition } from '../../http/cursor';
import type { OfferDoc, StoredOfferStep } from './offers.documents';

const lockKey = (productId: ObjectId, buyerEmail: string) => `${productId.toHexString()}:${buyerEmail}`;
const live = { $in: [...OFFER_LIVE] };

export interface OfferListFilter {
  email: string;
  side?: OfferSide;
  status?: OfferStatus;
  productId?: ObjectId;
}

export function offersRepository(c: Collections) {
  const { offers, offerLocks: locks } = c;
  return {
    findById: (id: ObjectId) => offers.findOne({ _id: id }),

    /**
     * Writes a new offer and takes its buyer's lock on the listing: made, or not (nothing of it left
     * written) with the buyer's live offer on it that holds the lock. A lock left by an ended offer
     * is taken over. When the engine fails half way (an answer lost), the offer is taken out again
     * as far as the engine allows, so that no live offer stands without its lock; a lock left
     * without its offer is taken over by the next try.
     */
    async insertLive(doc: OfferDoc): Promise<{ made: true } | { made: false; holder: OfferDoc | null }> {
      const _id = lockKey(doc.productId, doc.buyerEmail);
      try {
        await offers.insertOne(doc);
        let holder: OfferDoc | null = null;
        for (let attempt = 0; attempt < 3; attempt += 1) {
          if (await insertOnce(locks, { _id, offerId: doc._id, at: doc.createdAt })) return { made: true };
          const lock = await locks.findOne({ _id });
          // This offer's own lock: the insert went in, and the driver sent it again after its answer was lost.
          if (lock?.offerId.equals(doc._id)) return { made: true };
          holder = lock && (await offers.findOne({ _id: lock.offerId }));
          if (holder && OFFER_LIVE.includes(holder.status)) break;
          holder = null;
          // Its offer ended (or never was written): the lock is stale, and goes.
          if (lock) await locks.deleteOne({ _id, offerId: lock.offerId });
        }
        await offers.deleteOne({ _id: doc._id });
        return { made: false, holder };
      } catch (err) {
        await offers.deleteOne({ _id: doc._id }).catch(() => undefined);
        throw err;
      }
    },

    /**
     * Writes a step over the version it was judged on: null when another step came first. A step
     * that ends the offer stops its lapse timer; `lapsesAt` given restarts it.
     */
    async move(offer: OfferDoc, step: StoredOfferStep, set: Partial<Pick<OfferDoc, 'amount' | 'askingPrice' | 'bookingId' | 'lapsesAt'>>): Promise<OfferDoc | null> {
      const ends = !OFFER_LIVE.includes(step.to);
      const moved = await offers.findOneAndUpdate(
        { _id: offer._id, status: offer.status, version: offer.version },
        {
          $set: { ...set, status: step.to, version: offer.version + 1, updatedAt: step.at, pending: { seq: offer.version, since: step.at } },
          $push: { history: step },
          ...(ends ? { $unset: { lapsesAt: '' } } : {}),
        },
        { returnDocument: 'after' },
      );
      if (moved && ends) await locks.deleteOne({ _id: lockKey(offer.productId, offer.buyerEmail), offerId: offer._id });
      return moved;
    },

    /** The follow-up of step `seq` is done. */
    followedUp: (id: ObjectId, seq: number) => offers.updateOne({ _id: id, 'pending.seq': seq }, { $unset: { pending: '' } }),

    /** A person's offers on one side or both, newest first: {buyerEmail|sellerEmail: 1, createdAt: -1, _id: -1}. */
    page({ email, side, status, productId }: OfferListFilter, page: { limit: number; after?: CursorPosition }) {
      const whose: Filter<OfferDoc> = side === 'buyer' ? { buyerEmail: email } : side === 'seller' ? { sellerEmail: email } : { $or: [{ buyerEmail: email }, { sellerEmail: email }] };
      const filter: Filter<OfferDoc> = { ...whose, ...(status ? { status } : {}), ...(productId ? { productId } : {}) };
      return pageBy(offers, filter, { order: 'newest', ...page });
    },

    /** A listing's live offers (at most a thousand: a listing draws far fewer). */
    liveOn: (productId: ObjectId) => offers.find({ productId, status: live }).limit(1000).toArray(),
    /** The listings that have live offers, a batch at a time after `after`. */
    listingsWithLive: async (after: ObjectId | null, limit: number): Promise<ObjectId[]> => {
      const rows = await offers
        .aggregate<{ _id: ObjectId }>([
          { $match: { status: live, ...(after ? { productId: { $gt: after } } : {}) } },
          { $group: { _id: '$productId' } },
          { $sort: { _id: 1 } },
          { $limit: limit },
        ])
        .toArray();
      return rows.map((r) => r._id);
    },
    /** Live offers whose lapse time has passed. */
    due: (now: Date, limit: number) => offers.find({ lapsesAt: { $lte: now }, status: live }).limit(limit).toArray(),
    /** Offers whose step's follow-up was left unfinished before `before`. */
    pendingBefore: (before: Date, limit: number) => offers.find({ 'pending.since': { $lt: before } }).limit(limit).toArray(),

    /** A demo offer with a fixed id, once (and its lock while live). */
    async insertIfAbsent(doc: OfferDoc): Promise<void> {
      if (!(await insertOnce(offers, doc))) return;
      if (OFFER_LIVE.includes(doc.status)) await insertOnce(locks, { _id: lockKey(doc.productId, doc.buyerEmail), offerId: doc._id, at: doc.createdAt });
    },
  };
}
