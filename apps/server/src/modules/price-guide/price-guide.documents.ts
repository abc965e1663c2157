// The documents of the price guide as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { NeirStatus, Product } from '@mobile-planet/shared';

/**
 * One completed sale, keyed by its booking's id (the first insert wins, however often the deal's
 * follow-up runs): what the price guide counts. The device is as it was listed.
 */
export interface PriceSaleDoc {
  _id: ObjectId;
  productId: ObjectId;
  deviceName: string;
  condition: Product['condition'];
  yearsOfUse: number;
  /** The NEIR status its seller stated; absent: unknown (a sale recorded before, or a device without an IMEI). */
  neir?: NeirStatus;
  /** What the buyer paid, in taka. */
  price: number;
  /** When the deal completed, on the API's clock. */
  completedAt: Date;
}

/**
 * One entry per sale recorded, with the sale, so every API instance's price guide can follow the
 * sales another records (as product_changes does for listings). `at` is the database's clock;
 * entries are pruned after a few minutes, so reading the feed costs the same at any number of sales.
 * @public (exported for the declaration of the price guide repository's return types)
 */
export interface PriceSaleFeedDoc {
  _id: ObjectId;
  sale: PriceSaleDoc;
  at: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const priceGuideIndexes: Record<'priceSaleFeed', IndexDescription[]> = {
  priceSaleFeed: [
    // The price guide's feed: each API instance reads the sales recorded since its last read.
    { key: { at: 1 }, name: 'at' },
  ],
};
