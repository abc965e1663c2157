// The documents of reviews as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { Review } from '@mobile-planet/shared';
import type { WithDates } from '../../db/stored';

/**
 * Keyed by the booking's id: one review per deal (the first insert wins). `buyerName` is the
 * buyer's first name and last initial only, what the seller's public page shows.
 */
export interface ReviewDoc extends WithDates<Omit<Review, '_id' | 'bookingId'>, 'createdAt'> {
  _id: ObjectId;
  sellerEmail: string;
  buyerEmail: string;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const reviewsIndexes: Record<'reviews', IndexDescription[]> = {
  reviews: [
    // A seller's reviews newest first (their public page), and their rating recomputed from them.
    { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' },
  ],
};
