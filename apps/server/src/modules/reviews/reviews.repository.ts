// Data access for the reviews collection: one review per deal, keyed by the booking's id.
import { pageByDate } from '../../db/keyset';
import { isDuplicateKey, type Collections, type ReviewDoc } from '../../db/mongo';
import type { CursorPosition } from '../../http/cursor';

export function reviewsRepository(c: Collections) {
  const { reviews } = c;
  return {
    /** false when the deal already has its review: the `_id` is the booking's, so of two at once one insert wins. */
    async insert(doc: ReviewDoc): Promise<boolean> {
      try {
        await reviews.insertOne(doc);
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    /** A seller's reviews, newest first: {sellerEmail: 1, createdAt: -1, _id: -1}. */
    page: (sellerEmail: string, page: { limit: number; after?: CursorPosition }) => pageByDate(reviews, { sellerEmail }, { order: 'newest', ...page }),

    /**
     * The sum and count of a seller's ratings, read in one pass from the reviews themselves (the
     * source of truth). Grouped by star (at most five rows): each group's count is its sum over
     * its star, because FerretDB 1.24 answers 0 for `$sum: 1` and lacks `$avg`.
     */
    async totals(sellerEmail: string): Promise<{ sum: number; count: number }> {
      const stars = await reviews
        .aggregate<{ _id: number; sum: number }>([{ $match: { sellerEmail } }, { $group: { _id: '$rating', sum: { $sum: '$rating' } } }])
        .toArray();
      return stars.reduce((t, s) => ({ sum: t.sum + s.sum, count: t.count + s.sum / s._id }), { sum: 0, count: 0 });
    },
  };
}
