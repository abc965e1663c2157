// Data access for the products collection and its change feed (product_changes). No other module
// reads or writes either: they ask the products service.
import { ObjectId } from 'mongodb';
import { PHONE_LISTING_FIELDS, PRICE_HISTORY_MAX, type SellerRating } from '@mobile-planet/shared';
import type { Collections } from '../../db/mongo';
import { rawBatches } from '../../db/raw-batches';
import type { ProductDoc } from './products.documents';
import { pageBy } from '../../db/keyset';
import { LISTING_EDITABLE, LISTING_PROCESS, fromStatusOf } from './listing-process';
import type { CursorPosition } from '../../http/cursor';

/** What the search read model reads of a listing: what it filters, sorts and badges by. */
const INDEXED_FIELDS = [
  '_id', 'createdAt', 'resalePrice', 'category', 'brand', 'condition', 'neir', 'deviceName', 'Location', 'advertised', 'sellerId', 'yearsOfUse',
] as const satisfies ReadonlyArray<keyof ProductDoc>;
export type IndexedProductDoc = Pick<ProductDoc, (typeof INDEXED_FIELDS)[number]>;
/** What start-up's scan reads of every listing: the indexed fields and the status. */
export const SCANNED_FIELDS = [...INDEXED_FIELDS, 'status'] as const;

/** What a listing's card is made of (PHONE_LISTING_FIELDS as stored; its badge is added when served). */
const LISTING_FIELDS = PHONE_LISTING_FIELDS.filter((field) => field !== 'priceBadge');

const projection = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, 1]));

export interface SaleInfo {
  bookingId: ObjectId;
  email: string;
}

export function productsRepository(c: Collections) {
  return {
    /** A seller's listings, or everyone's when no seller is given (the admin's view), newest first. */
    pageBySeller: (sellerEmail: string | undefined, limit: number, after?: CursorPosition) =>
      pageBy(c.products, sellerEmail === undefined ? {} : { sellerEmail }, { order: 'newest', limit, after }),
    /**
     * Every listing, with its status and what the search read model keeps of it (one pass at
     * start-up; the caller keeps those on the market), each as its BSON bytes for readIndexedRow.
     * Not filtered by status: on the local engine, walking the status index to most of the table
     * costs three times scanning it.
     */
    scanIndexed: () => rawBatches(c.products.find({}, { projection: projection(SCANNED_FIELDS), raw: true }).batchSize(10_000)),
    /** Listings as their cards need them (a search page's, by id: an index walk). */
    findListings: (ids: string[]) =>
      c.products.find({ _id: { $in: ids.map((id) => new ObjectId(id)) } }, { projection: projection(LISTING_FIELDS) }).toArray(),
    findById: (id: ObjectId) => c.products.findOne({ _id: id }),
    findByIds: (ids: ObjectId[]) => (ids.length === 0 ? Promise.resolve([]) : c.products.find({ _id: { $in: ids } }).toArray()),
    /** The ids of a seller's listings still on the market. */
    availableIdsOf: async (sellerEmail: string) =>
      (await c.products.find({ sellerEmail, status: 'available' }, { projection: { _id: 1 } }).toArray()).map((d) => d._id),
    insert: (doc: ProductDoc) => c.products.insertOne(doc),
    /** Inserts a listing with a fixed id unless it is there (idempotent imports). */
    insertIfAbsent: (doc: ProductDoc) => c.products.updateOne({ _id: doc._id }, { $setOnInsert: doc }, { upsert: true }),
    hasAny: async () => (await c.products.countDocuments({}, { limit: 1 })) > 0,
    deleteById: (id: ObjectId) => c.products.deleteOne({ _id: id }),
    /**
     * A seller's edit, written only while the listing is available and still at the version the
     * edit was judged against (`editVersion`, absent before the first edit): an edit racing a
     * sale cannot bring a sold listing back, and of two edits at once the second matches nothing
     * rather than silently writing over the first. A price change appends the price it left,
     * keeping the latest PRICE_HISTORY_MAX. Answers the listing as it now is, or null.
     */
    edit: (id: ObjectId, readVersion: number | undefined, set: Partial<ProductDoc>, priceLeft?: { price: number; at: Date }) =>
      c.products.findOneAndUpdate(
        { _id: id, status: { $in: [...LISTING_EDITABLE] }, editVersion: readVersion ?? { $exists: false } },
        {
          $set: { ...set, editVersion: (readVersion ?? 0) + 1 },
          ...(priceLeft ? { $push: { priceHistory: { $each: [priceLeft], $slice: -PRICE_HISTORY_MAX } } } : {}),
        },
        { returnDocument: 'after' },
      ),
    /** Only while available: a listing sold in the meantime is not put back on the home page. */
    advertise: (id: ObjectId) => c.products.updateOne({ _id: id, status: { $in: [...LISTING_EDITABLE] } }, { $set: { advertised: true } }),
    /** LISTING_PROCESS.sell, once (only sellListing calls it); a product already sold keeps its first sale's fields. `at` is the API's clock (the IMEI's relist window counts from it). */
    markSold: (id: ObjectId, sale: SaleInfo, at: Date) =>
      c.products.findOneAndUpdate(
        { _id: id, ...fromStatusOf('sell') },
        { $set: { status: LISTING_PROCESS.sell.to, advertised: false, soldTo: sale.email, soldBookingId: sale.bookingId, soldAt: at } },
        { returnDocument: 'after' },
      ),
    /** LISTING_PROCESS.relist of a listing sold to this booking (the seller called the paid deal off); a new sale generation. */
    relist: (id: ObjectId, bookingId: ObjectId) =>
      c.products.updateOne(
        { _id: id, ...fromStatusOf('relist'), soldBookingId: bookingId },
        { $set: { status: LISTING_PROCESS.relist.to }, $unset: { soldTo: '', soldBookingId: '', soldAt: '' }, $inc: { saleGeneration: 1 } },
      ),
    /** Every listing of a seller's, any status: cards and listing pages show the rating without a lookup. */
    setSellerRating: (sellerEmail: string, rating: SellerRating) => c.products.updateMany({ sellerEmail }, { $set: { sellerRating: rating } }),
    /** LISTING_PROCESS.take_off_market (its seller's account was deleted). */
    takeOffMarket: (ids: ObjectId[]) =>
      c.products.updateMany({ _id: { $in: ids }, ...fromStatusOf('take_off_market') }, { $set: { status: LISTING_PROCESS.take_off_market.to, advertised: false } }),
    /** LISTING_PROCESS.hide by an Admin, with why (its seller reads it). */
    hide: (ids: ObjectId[], moderation: NonNullable<ProductDoc['moderation']>) =>
      c.products.updateMany({ _id: { $in: ids }, ...fromStatusOf('hide') }, { $set: { status: LISTING_PROCESS.hide.to, advertised: false, moderation } }),
    /**
     * LISTING_PROCESS.keep_sold: a sale that won its lock while the listing was being hidden keeps
     * it sold: the sale is decided by its lock (sale_locks), which the hiding does not read, so both can pass.
     */
    keepSold: (ids: ObjectId[]) =>
      c.products.updateMany({ _id: { $in: ids }, ...fromStatusOf('keep_sold'), soldBookingId: { $exists: true } }, { $set: { status: LISTING_PROCESS.keep_sold.to } }),
    /** How many listings a seller has made (any status): the moderation queue's record of them. */
    countBySeller: (sellerEmail: string) => c.products.countDocuments({ sellerEmail }),

    /** Notes, on the database's clock, that these listings changed. */
    /** One change entry for each listing; answers the entries' ids. */
    recordChanges: (ids: ObjectId[]) =>
      Promise.all(
        ids.map(async (productId) => {
          const _id = new ObjectId();
          await c.productChanges.updateOne({ _id }, { $set: { productId }, $currentDate: { at: true } }, { upsert: true });
          return _id;
        }),
      ),
    // One batch (batchSize = limit): a cursor left open for a second batch costs FerretDB a new PostgreSQL
    // connection, and this runs every second.
    changesSince: (since: Date) => c.productChanges.find({ at: { $gte: since } }).sort({ at: 1 }).limit(10_000).batchSize(10_000).toArray(),
    /** The newest change's time, or null when there is none. */
    latestChange: async () => (await c.productChanges.find({}).sort({ at: -1 }).limit(1).next())?.at ?? null,
    pruneChanges: (before: Date) => c.productChanges.deleteMany({ at: { $lt: before } }),
  };
}
