// Data access for the reviews collection: one review per deal, keyed by the booking's id.
import { pageBy } from '../../db/keyset';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { ReviewDoc } from './reviews.documents';
import type { CursorPosition } from '../../http/cursor';

export function reviewsRepository(c: Collections) {
  const { reviews } = c;
  return {
    /** false when the deal already has its review: the `_id` is the booking's, so of two at once one insert wins. */
    insert: (doc: ReviewDoc): Promise<boolean> => insertOnce(reviews, doc),

    /** A seller's reviews, newest first: {sellerEmail: 1, createdAt: -1, _id: -1}. */
    page: (sellerEmail: string, page: { limit: number; after?: CursorPosition }) => pageBy(reviews, { sellerEmail }, { order: 'newest', ...page }),

    /** The sum and count of a seller's ratings, read in one pass from the reviews themselves (the source of truth). */
    async totals(sellerEmail: string): Promise<{ sum: number; count: number }> {
      const [totals] = await reviews
        .aggregate<{ sum: number; count: number }>([{ $match: { sellerEmail } }, { $group: { _id: null, sum: { $sum: '$rating' }, count: { $sum: 1 } } }])
        .toArray();
      return { sum: totals?.sum ?? 0, count: totals?.count ?? 0 };
    },
  };
}
