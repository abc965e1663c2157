// The documents of products as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { Brand, Product } from '@mobile-planet/shared';
import type { Stored } from '../../db/stored';

export interface ProductDoc extends Omit<Stored<Product>, 'brand' | 'moderation' | 'photos' | 'priceHistory'> {
  /** Listings made before brands existed have none: their brand is guessed from the device name. */
  brand?: Brand;
  /** Stored paths of every photo, the cover (`img`) first; listings made before photos have none and read as `[img]`. */
  photos?: string[];
  priceHistory?: Array<{ price: number; at: Date }>;
  /** How many times its seller (or an Admin) edited it: an edit writes only over the version it read. */
  editVersion?: number;
  /** The device's IMEI(s), for the market's checks only: never sent (the wire has `imeiLast4`). */
  imei?: string;
  imei2?: string;
  /** Why and when an Admin hid it (status 'hidden'); its seller reads the reason. */
  moderation?: { hiddenAt: Date; reason: string };
  soldTo?: string;
  soldBookingId?: ObjectId;
  soldAt?: Date;
  /** How many times a sale of it was called off and it was listed again: each generation is sold once (its sale lock). */
  saleGeneration?: number;
}

/**
 * One entry per write that changed a listing, so every API instance's search read model can
 * follow writes made by another (no change streams on every engine). `at` is the database's
 * clock; entries are pruned after a few minutes.
 * @public (exported for the declaration of the products repository's return types)
 */
export interface ProductChangeDoc {
  _id: ObjectId;
  productId: ObjectId;
  at: Date;
}

/**
 * Who holds an IMEI, keyed `<imei>:<n>` (n: the IMEI's generation). The latest generation's
 * listing blocks the IMEI while it is on the market, hidden, or sold within
 * IMEI_RELIST_WINDOW_DAYS; once it no longer does, the next listing takes n+1 by a unique insert,
 * so of two sellers listing one IMEI at once exactly one wins (no read-then-write decides it).
 */
export interface ImeiHoldDoc {
  _id: string;
  imei: string;
  n: number;
  productId: ObjectId;
  sellerEmail: string;
  createdAt: Date;
  /** The listing was deleted, or never made (refused, or its other IMEI was taken): the IMEI is free again. */
  releasedAt?: Date;
}

/**
 * A listing's sale lock: one document per sale of a listing, keyed by the listing's id. `_id` is unique on every engine, so
 * the first insert wins even when two payments race, and the sale stays recorded apart from the
 * listing's own status (sellListing, sell-listing.ts).
 */
export interface SaleLockDoc {
  /** The product's id; `<productId>:<generation>` once a sale of it was called off and it was listed again. */
  _id: ObjectId | string;
  bookingId: ObjectId;
  email: string;
  transactionId: string;
  createdAt: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const productsIndexes: Record<'products' | 'productChanges' | 'imeiHolds', IndexDescription[]> = {
  // Search, the category grids and the advertise list are the read model's, which scans the whole
  // collection once at start-up: no index by category, advertised or status (db/mongo.ts drops the
  // ones an older version made; each cost every listing's write its upkeep).
  products: [
    // Keyset pages of a seller's listings and of everyone's (the admin's), newest first.
    { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' },
    { key: { createdAt: -1, _id: -1 }, name: 'date_id' },
  ],
  productChanges: [
    { key: { at: 1 }, name: 'at' },
  ],
  imeiHolds: [
    // An IMEI's latest generation (the `_id` keeps each generation held once); a deleted listing's holds.
    { key: { imei: 1, n: -1 }, name: 'imei_generation' },
    { key: { productId: 1 }, name: 'product' },
  ],
};
