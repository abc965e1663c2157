// Data access for saved searches. No other module reads or writes them: they ask the service.
import type { ObjectId } from 'mongodb';
import type { Collections } from '../../db/mongo';
import { pageBy } from '../../db/keyset';
import type { CursorPosition } from '../../http/cursor';
import type { SavedSearchDoc } from './saved-searches.documents';

export function savedSearchesRepository(c: Collections) {
  const { savedSearches } = c;
  return {
    insert: (doc: SavedSearchDoc) => savedSearches.insertOne(doc),
    countOf: (email: string) => savedSearches.countDocuments({ email }),
    removeAllOf: (email: string) => savedSearches.deleteMany({ email }),
    page: (email: string, page: { limit: number; after?: CursorPosition }) => pageBy(savedSearches, { email }, { order: 'newest', ...page }),
    rename: (id: ObjectId, email: string, name: string) => savedSearches.findOneAndUpdate({ _id: id, email }, { $set: { name } }, { returnDocument: 'after' }),
    remove: (id: ObjectId, email: string) => savedSearches.deleteOne({ _id: id, email }),
    /** Due now, with a listing made after their watermark somewhere on the market; the longest waiting first. */
    due: (now: Date, newestListedAt: number, limit: number) =>
      savedSearches.find({ dueAt: { $lte: now }, watermark: { $lt: newestListedAt } }).sort({ dueAt: 1 }).limit(limit).toArray(),
    /**
     * Moves a search's watermark on (and, after a digest, its next due time), only from the
     * watermark read: of two instances, one moves it.
     */
    advance: async (doc: SavedSearchDoc, watermark: number, digestAt?: Date, nextDue?: Date) =>
      (
        await savedSearches.updateOne(
          { _id: doc._id, watermark: doc.watermark },
          { $set: { watermark, ...(digestAt && nextDue ? { lastDigestAt: digestAt, dueAt: nextDue } : {}) } },
        )
      ).modifiedCount === 1,
  };
}
