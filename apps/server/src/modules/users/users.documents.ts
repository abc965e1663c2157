// The documents of users as they are stored, and their indexes.
import type { IndexDescription } from 'mongodb';
import type { SellerRating, User } from '@mobile-planet/shared';
import type { Stored } from '../../db/stored';

export interface UserDoc extends Omit<Stored<User>, 'blocked'> {
  /** A seller's reviews so far (the reviews module keeps it; absent before the first): new listings copy it. */
  sellerRating?: SellerRating;
  /** An Admin blocked this seller (moderation): no new listings; they still sign in and see their orders. */
  blocked?: { at: Date; reason: string };
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const usersIndexes: Record<'users', IndexDescription[]> = {
  users: [
    { key: { email: 1 }, unique: true, name: 'email_unique' },
    // Keyset pages of the admin's user lists (by role, and all), oldest first.
    { key: { role: 1, createdAt: 1, _id: 1 }, name: 'role_date_id' },
    { key: { createdAt: 1, _id: 1 }, name: 'date_id' },
  ],
};
