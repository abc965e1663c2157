// The catalogue as every public list and search reads it: an in-memory read model of the listings
// on the market (search/listing-index.ts), built from the database at start-up and kept current
// by each write of this API at once, and by the change feed (product_changes) for writes of other
// API instances on the same database, polled every second. The database stays the one source of
// truth: the model holds nothing that is not re-read from it.
//
// Each listing's JSON carries its price-guide badge, read from the price guide's figures in memory
// when it is serialized; when a key's figures change, the guide names its listings and `restate`
// serializes just those again, from memory (no database read, no change-feed entry: every instance
// follows the sales itself and re-badges its own model).
import type { ObjectId } from 'mongodb';
import type { ListingFacets, ListingSort, PhoneListing, PriceBadge, Product } from '@mobile-planet/shared';
import type { Collections } from '../../db/mongo';
import type { ProductDoc } from './products.documents';
import type { Logger } from '../../logger';
import { productSerializer, brandOf } from './products.serializer';
import { productsRepository } from './products.repository';
import { ListingIndex, type IndexedListing, type SearchFilters, type SearchPage, type SearchPosition } from './search/listing-index';

/** What the price guide reads of a listing (a stored one, or its public JSON). */
export type PricedListing = Pick<Product, 'deviceName' | 'condition' | 'yearsOfUse' | 'resalePrice' | 'neir'>;

/**
 * The price guide as the catalogue sees it: it follows the listings on the market (its basis while
 * a model has too few sales) and gives each listing its badge.
 */
export interface CatalogPriceGuide {
  badgeOf(listing: PricedListing): PriceBadge | undefined;
  /** A listing is on the market (again, or changed). */
  listed(id: string, listing: PricedListing): void;
  /** A listing left the market. */
  unlisted(id: string): void;
  /** Every listing on the market, afresh (the model was rebuilt). */
  relist(all: Iterable<[string, PricedListing]>): void;
}

const NO_PRICE_GUIDE: CatalogPriceGuide = { badgeOf: () => undefined, listed: () => undefined, unlisted: () => undefined, relist: () => undefined };

export interface Catalog {
  search(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): SearchPage;
  facets(filters: SearchFilters): ListingFacets;
  /** Listings on the market that pass `filters`, listed after `after` (ms), not `exceptSellerId`'s: how many, and the newest's time. */
  listedSince(filters: SearchFilters, after: number, exceptSellerId?: string): { count: number; newest: number | null };
  /** The newest `limit` listings on the market: id and creation time (the sitemap). */
  newest(limit: number): Array<{ id: string; createdAt: number }>;
  /** After a write: applies the listings' new state here and tells the other API instances. */
  changed(ids: ObjectId[]): Promise<void>;
  /** Serializes these listings again from memory, with their badge as the price guide now gives it. */
  restate(ids: string[]): void;
  /** A listing's badge (for answers read from the database: a listing's page, My products). */
  badgeOf(listing: PricedListing): PriceBadge | undefined;
  /** Reads every listing again (after writes that bypassed the API: the demo seed, tests). */
  rebuild(): Promise<void>;
  /** Builds the model and starts following the change feed. */
  start(): Promise<void>;
  stop(): void;
}

export interface CatalogOptions {
  collections: Collections;
  publicApiUrl: string;
  logger: Logger;
  /** How often the change feed is read; the bound on how late another instance's write shows. */
  syncIntervalMs: number;
  /** Follows the listings and badges them (absent: no badges). */
  priceGuide?: CatalogPriceGuide;
}

/** Entries seen again this long after the newest one: a write's entry can land after a later one's. */
const FEED_OVERLAP_MS = 5_000;
/** Change entries are kept this long; an instance that lost the feed for longer reads everything. */
const FEED_RETENTION_MS = 10 * 60_000;

export function createCatalog({ collections, publicApiUrl, logger, syncIntervalMs, priceGuide = NO_PRICE_GUIDE }: CatalogOptions): Catalog {
  const repo = productsRepository(collections);
  const badgeOf = (listing: PricedListing) => priceGuide.badgeOf(listing);
  const out = productSerializer(publicApiUrl, badgeOf);
  let index = new ListingIndex();

  const indexed = (doc: ProductDoc): IndexedListing => ({
    id: doc._id.toHexString(),
    createdAt: doc.createdAt.getTime(),
    price: doc.resalePrice,
    category: doc.category,
    brand: brandOf(doc),
    condition: doc.condition,
    ...(doc.neir ? { neir: doc.neir } : {}),
    deviceName: doc.deviceName,
    location: doc.Location,
    advertised: doc.advertised,
    ...(doc.sellerId ? { sellerId: doc.sellerId } : {}),
    json: JSON.stringify(out.listing(doc)),
  });

  // The latest read of a listing wins: a refresh that started earlier never overwrites a later one.
  let ticket = 0;
  const latestTicket = new Map<string, number>();
  async function refresh(id: ObjectId): Promise<void> {
    const key = id.toHexString();
    const mine = ++ticket;
    latestTicket.set(key, mine);
    const doc = await repo.findById(id);
    if (latestTicket.get(key) !== mine) return;
    latestTicket.delete(key);
    if (doc?.status === 'available') {
      index.upsert(indexed(doc));
      priceGuide.listed(key, doc);
    } else {
      index.remove(key);
      priceGuide.unlisted(key);
    }
  }

  // Listings re-badged while a rebuild reads: restated again in the new model once it is in place.
  let restatedDuringRebuild: Set<string> | undefined;

  function restate(ids: string[]): void {
    for (const id of ids) {
      restatedDuringRebuild?.add(id);
      const json = index.jsonOf(id);
      if (json === undefined) continue;
      const listing = JSON.parse(json) as PhoneListing;
      const badge = badgeOf(listing);
      if (listing.priceBadge === badge) continue;
      if (badge) listing.priceBadge = badge;
      else delete listing.priceBadge;
      index.setJson(id, JSON.stringify(listing));
    }
  }

  async function rebuild(): Promise<void> {
    const started = Date.now();
    const restated = (restatedDuringRebuild = new Set());
    const listings: IndexedListing[] = [];
    const priced: Array<[string, PricedListing]> = [];
    for await (const doc of repo.streamAvailable()) {
      listings.push(indexed(doc));
      priced.push([
        doc._id.toHexString(),
        { deviceName: doc.deviceName, condition: doc.condition, yearsOfUse: doc.yearsOfUse, resalePrice: doc.resalePrice, ...(doc.neir ? { neir: doc.neir } : {}) },
      ]);
    }
    index = new ListingIndex(listings);
    priceGuide.relist(priced);
    restatedDuringRebuild = undefined;
    restate([...restated]);
    logger.info({ listings: index.size, ms: Date.now() - started }, 'search read model built');
  }

  // Following the change feed: entries from `since` on, each applied once.
  let since = new Date(0);
  let lastRead = Date.now();
  const applied = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  async function follow(): Promise<void> {
    if (Date.now() - lastRead > FEED_RETENTION_MS) {
      // Away longer than the feed remembers: what changed meanwhile is only in the listings.
      logger.warn('search read model lost the change feed; reading every listing again');
      await rebuild();
    }
    const entries = await repo.changesSince(since);
    lastRead = Date.now();
    for (const e of entries) {
      const key = e._id.toHexString();
      if (applied.has(key)) continue;
      applied.set(key, e.at.getTime());
      await refresh(e.productId);
    }
    const newest = entries.at(-1)?.at.getTime();
    if (newest !== undefined) since = new Date(Math.max(since.getTime(), newest - FEED_OVERLAP_MS));
    for (const [key, at] of applied) if (at < since.getTime()) applied.delete(key);
    if (Date.now() - lastPrune > 60_000) {
      lastPrune = Date.now();
      await repo.pruneChanges(new Date(Date.now() - FEED_RETENTION_MS));
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      follow()
        .catch((err) => logger.warn({ err }, 'reading the listings change feed failed; trying again'))
        .finally(() => timer && schedule());
    }, syncIntervalMs);
    timer.unref();
  }

  return {
    search: (filters, sort, limit, after) => index.search(filters, sort, limit, after),
    facets: (filters) => index.facets(filters),
    newest: (limit) => index.newest(limit),
    listedSince: (filters, after, exceptSellerId) => index.listedSince(filters, after, exceptSellerId),
    async changed(ids) {
      await Promise.all(ids.map(refresh));
      await repo.recordChanges(ids);
    },
    restate,
    badgeOf,
    rebuild,
    async start() {
      // Entries written while we read the listings are applied by the first reads of the feed.
      const latest = await repo.latestChange();
      since = new Date((latest?.getTime() ?? 0) - FEED_OVERLAP_MS);
      await rebuild();
      lastRead = Date.now();
      schedule();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
