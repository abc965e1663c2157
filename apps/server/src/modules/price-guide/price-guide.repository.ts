// Data access for price_sales (the completed sales the price guide counts) and its feed
// (price_sale_feed). No other module reads or writes either: they ask the price guide's service.
// Nothing here looks a sale up: a sale is written by an insert its unique _id decides, and the
// instances follow the short feed (its `at` index) rather than the sales.
import type { FindCursor } from 'mongodb';
import { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { PriceSaleDoc } from './price-guide.documents';

export function priceGuideRepository(c: Collections) {
  return {
    /** Records a sale once, keyed by its booking (a second insert finds it there). */
    async record(sale: PriceSaleDoc): Promise<void> {
      await insertOnce(c.priceSales, sale);
    },
    /** Every sale, for the table each API instance builds at start-up. */
    streamAll: (): FindCursor<PriceSaleDoc> => c.priceSales.find({}).batchSize(5000),

    /** Tells the other API instances of a sale, on the database's clock. */
    announce: (sale: PriceSaleDoc) => c.priceSaleFeed.updateOne({ _id: new ObjectId() }, { $set: { sale }, $currentDate: { at: true } }, { upsert: true }),
    /** Feed entries at or after `since`, oldest first, in one batch (see products.repository.ts's changesSince). */
    feedSince: (since: Date) => c.priceSaleFeed.find({ at: { $gte: since } }).sort({ at: 1 }).limit(10_000).batchSize(10_000).toArray(),
    /** The newest entry's time, or null when there is none. */
    latestFeed: async () => (await c.priceSaleFeed.find({}).sort({ at: -1 }).limit(1).next())?.at ?? null,
    pruneFeed: (before: Date) => c.priceSaleFeed.deleteMany({ at: { $lt: before } }),
  };
}
