// The price guide as one API instance holds it: the table of figures (price-table.ts), built from
// every recorded sale at start-up, before the catalogue serializes its listings (so their JSON
// carries badges from the first answer), then kept in step with the sales other instances record
// through the feed (price_sale_feed, pruned after 10 minutes, so a read of it costs the same at any
// number of sales). The table counts each sale once by its id, so an entry read twice, or a sale
// both recorded here and read from the feed, counts once.
import type { Collections } from '../../db/mongo';
import type { PriceSaleDoc } from './price-guide.documents';
import type { Logger } from '../../logger';
import { PriceTable, type CountedSale } from './price-table';
import { priceGuideRepository } from './price-guide.repository';

export interface PriceGuideModel {
  table: PriceTable;
  /** Builds the table from every recorded sale. */
  load(): Promise<void>;
  /** Counts the sales recorded since the last read: how many were new here. */
  catchUp(): Promise<number>;
}

/** Entries read again after the newest one seen: a write's entry can land after a later one's. */
const FEED_OVERLAP_MS = 5_000;
/** Feed entries are kept this long; an instance that lost the feed for longer reads every sale again. */
const FEED_RETENTION_MS = 10 * 60_000;

export const countedSale = (doc: PriceSaleDoc): CountedSale => ({
  id: doc._id.toHexString(),
  deviceName: doc.deviceName,
  condition: doc.condition,
  yearsOfUse: doc.yearsOfUse,
  price: doc.price,
  neir: doc.neir,
});

export function createPriceGuideModel({ collections, logger }: { collections: Collections; logger: Logger }): PriceGuideModel {
  const repo = priceGuideRepository(collections);
  const table = new PriceTable();
  let since = new Date(0);
  let lastRead = Date.now();
  let lastPrune = 0;

  /** Counts sales; answers how many were new. */
  function count(sales: Iterable<PriceSaleDoc>): number {
    let counted = 0;
    for (const sale of sales) if (table.addSale(countedSale(sale))) counted++;
    return counted;
  }

  async function readAll(): Promise<number> {
    const started = Date.now();
    // Entries written while we read are applied by the next catch-up.
    const latest = await repo.latestFeed();
    if (latest) since = new Date(latest.getTime() - FEED_OVERLAP_MS);
    let counted = 0;
    for await (const sale of repo.streamAll()) counted += count([sale]);
    lastRead = Date.now();
    logger.info({ sales: table.sales, ms: Date.now() - started }, 'price guide read every sale');
    return counted;
  }

  return {
    table,
    load: async () => void (await readAll()),
    async catchUp() {
      let counted = 0;
      if (Date.now() - lastRead > FEED_RETENTION_MS) {
        // Away longer than the feed remembers: what was sold meanwhile is only in price_sales.
        logger.warn('price guide lost the sales feed; reading every sale again');
        counted += await readAll();
      }
      const entries = await repo.feedSince(since);
      lastRead = Date.now();
      counted += count(entries.map((e) => e.sale));
      const newest = entries.at(-1)?.at.getTime();
      if (newest !== undefined) since = new Date(Math.max(since.getTime(), newest - FEED_OVERLAP_MS));
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        await repo.pruneFeed(new Date(Date.now() - FEED_RETENTION_MS));
      }
      return counted;
    },
  };
}
