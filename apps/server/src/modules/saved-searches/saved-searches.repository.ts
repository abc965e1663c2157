// Data access for saved searches. No other module reads or writes them: they ask the service.
import type { ObjectId } from 'mongodb';
import { savedSearchQueryOf, searchableWords, type ListingFilters } from '@mobile-planet/shared';
import type { Collections } from '../../db/mongo';
import { pageBy } from '../../db/keyset';
import { insertOnce, orDuplicate } from '../../db/insert-once';
import type { CursorPosition } from '../../http/cursor';
import type { SavedSearchDoc } from './saved-searches.documents';

/**
 * One key per person and search: the filters as the results' address gives them (savedSearchQueryOf,
 * so a filter added there is part of the key), keywords and place by their words in any case and
 * conditions in any order, so two ways of writing one search are one search.
 */
export function savedSearchKey(email: string, f: ListingFilters): string {
  const words = (text: string | undefined) => (text === undefined ? undefined : searchableWords(text).join(' '));
  return `${email}:${JSON.stringify(savedSearchQueryOf({ ...f, q: words(f.q), location: words(f.location), condition: f.condition && [...f.condition].sort() }))}`;
}

/** How many searches saved before the key get theirs in one pass of the start-up upgrade. */
const UPGRADE_BATCH = 500;

export function savedSearchesRepository(c: Collections) {
  const { savedSearches } = c;
  return {
    /** true when it went in; false when the person follows this search already (its key is taken). */
    insert: (doc: SavedSearchDoc) => insertOnce(savedSearches, doc),
    findByKey: (key: string) => savedSearches.findOne({ key }),
    countOf: (email: string) => savedSearches.countDocuments({ email }),
    removeAllOf: (email: string) => savedSearches.deleteMany({ email }),
    page: (email: string, page: { limit: number; after?: CursorPosition }) => pageBy(savedSearches, { email }, { order: 'newest', ...page }),
    rename: (id: ObjectId, email: string, name: string) => savedSearches.findOneAndUpdate({ _id: id, email }, { $set: { name } }, { returnDocument: 'after' }),
    remove: (id: ObjectId, email: string) => savedSearches.deleteOne({ _id: id, email }),
    /** Searches saved before the key, oldest first, a batch at a time. */
    keyless: () => savedSearches.find({ key: { $exists: false } }).sort({ createdAt: 1, _id: 1 }).limit(UPGRADE_BATCH).toArray(),
    /**
     * Gives a search saved before the key its key: 'keyed' (or another instance did), or
     * 'duplicate' when the person already follows the same search under that key.
     */
    addKey: (id: ObjectId, key: string) =>
      orDuplicate(
        savedSearches.updateOne({ _id: id, key: { $exists: false } }, { $set: { key } }).then(() => 'keyed' as const),
        () => 'duplicate' as const,
      ),
    /** A duplicate of a search the person follows under its key: one saved search is kept. */
    removeDuplicate: (id: ObjectId) => savedSearches.deleteOne({ _id: id, key: { $exists: false } }),
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
