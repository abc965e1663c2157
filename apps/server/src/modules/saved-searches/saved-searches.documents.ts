// The documents of saved searches as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { ListingFilters } from '@mobile-planet/shared';

export interface SavedSearchDoc {
  _id: ObjectId;
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
    // A person's saved searches, newest first (keyset pages).
    { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' },
    // The digest job: those due, with listings newer than their watermark.
    { key: { dueAt: 1, watermark: 1 }, name: 'due_watermark' },
  ],
};
