// The documents of favourites as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { ListingNews } from '../products/products.service';

/** A listing a person keeps to come back to. */
export interface FavouriteDoc {
  _id: ObjectId;
  /**
   * `<productId>:<email>`, unique: one favourite per person and listing, however often the heart is
   * pressed. One string key (DocumentDB checks a compound unique index by each of its keys), and its
   * order walks one listing's favouriters in pages (the fan-out).
   */
  key: string;
  email: string;
  productId: ObjectId;
  /** The device's name when it was added: a deleted listing's favourite still says what it was. */
  deviceName: string;
  createdAt: Date;
}

/**
 * A listing's news (a price drop, a sale, leaving the market) waiting to be told to its favouriters.
 * `_id` is the news's own id (`price_drop:<productId>:<editVersion>`, `sold:<productId>:<generation>`,
 * `removed:<productId>`), so news recorded twice is one document.
 */
export interface FavouriteNewsDoc extends Omit<ListingNews, 'id'> {
  _id: string;
  at: Date;
  /** The last favourite key told so far: the fan-out goes on after it, a page at a time. */
  toldThrough?: string;
  done: boolean;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const favouritesIndexes: Record<'favourites' | 'favouriteNews', IndexDescription[]> = {
  favourites: [
    { key: { key: 1 }, unique: true, name: 'one_per_key' },
    // A person's favourites, newest first (keyset pages).
    { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' },
  ],
  favouriteNews: [
    // The news still being told, oldest first.
    { key: { done: 1, at: 1 }, name: 'done_at' },
  ],
};
