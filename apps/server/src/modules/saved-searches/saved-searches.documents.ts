// The documents of saved searches as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { ListingFilters } from '@mobile-planet/shared';

export interface SavedSearchDoc {
  _id: ObjectId;
  /**
   * `<email>:<the search's filters, canonical>`, unique: a person follows a search once, however
   * often it is saved (savedSearchKey). One string key, as favourites' (DocumentDB checks a
   * compound unique index by each of its keys). Searches saved before it had none; start-up gives
   * them theirs.
   */
  key?: string;
  email: string;
  /** The owner's user id: their own new listings are not news to them. */
  ownerId: string;
  name: string;
  /** GET /listings's filters and keywords, normalised by its schema. */
  filters: ListingFilters;
  createdAt: Date;
  /**
   * The listing time (ms, the listings' own `createdAt`) up to which new listings were looked at:
   * the next digest counts only listings made after it. Each digest moves it, conditionally on the
   * value it read, so two API instances never tell one window twice.
   */
  watermark: number;
  /** When the next digest may go out (the API's clock): the save, then an hour after each digest. */
  dueAt: Date;
  lastDigestAt?: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const savedSearchesIndexes: Record<'savedSearches', IndexDescription[]> = {
  savedSearches: [
    // Sparse: searches saved before the key have none until start-up gives it them.
    { key: { key: 1 }, unique: true, sparse: true, name: 'one_per_search' },
    // A person's saved searches, newest first (keyset pages).
    { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' },
    // The digest job: those due, with listings newer than their watermark.
    { key: { dueAt: 1, watermark: 1 }, name: 'due_watermark' },
  ],
};
