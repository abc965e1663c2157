// The catalogue as every public list and search reads it: an in-memory read model of the listings
// on the market (search/listing-index.ts: what a query filters, sorts and pages by, about 100 bytes
// a listing), built from the database at start-up with a projection and kept current by each write
// of this API at once, and by the change feed (product_changes) for writes of other API instances
// on the same database, polled four times a second. The database stays the one source of truth.
//
// A page's listings are served as their public JSON: from a cache bounded in bytes (listing-cache.ts),
// else read by `_id` from the database (an index walk on every engine). Their price-guide badge is
// added as they are served, from the price guide's figures in memory, so a sale that moves a
// badge re-serializes nothing.
import { BSON, ObjectId } from 'mongodb';
import type { ListingFacets, ListingSort, NeirStatus, PriceBadge, Product } from '@mobile-planet/shared';
import type { Collections } from '../../db/mongo';
import type { Logger } from '../../logger';
import { productSerializer, brandOf } from './products.serializer';
import type { ProductDoc } from './products.documents';
import { productsRepository } from './products.repository';
import { readIndexedRow, rowOf, type IndexedRow } from './indexed-row';
import { ListingIndex, type IndexedListing, type SearchFilters, type SearchPosition, type SlotPage } from './search/listing-index';
import { ListingJsonCache } from './search/listing-cache';
import { batchedReads } from './search/batched-reads';

/** What the price guide reads of a listing (a stored one, or its public JSON). */
export type PricedListing = Pick<Product, 'deviceName' | 'condition' | 'yearsOfUse' | 'resalePrice' | 'neir'>;

/**
 * The price guide as the catalogue sees it: it follows the prices of the listings on the market
 * (its basis while a model has too few sales) and gives each listing its badge. The catalogue
 * keeps a listing's device as the guide's number for it, not its text.
 */
export interface CatalogPriceGuide {
  badgeOf(listing: PricedListing): PriceBadge | undefined;
  /** The guide's number for the listing's device (model, condition, years of use). */
  deviceOf(listing: PricedListing): number;
  /** The badge of a listing of this device, NEIR status and price. */
  badgeAt(device: number, neir: NeirStatus | undefined, price: number): PriceBadge | undefined;
  /** A listing of this device and price is on the market. */
  listed(device: number, price: number): void;
  /** A listing of this device and price left the market. */
  unlisted(device: number, price: number): void;
  /** Every listing on the market, afresh (the model was rebuilt). */
  relist(all: Iterable<[device: number, price: number]>): void;
  /** Changes whenever a badge may have changed. */
  readonly version: number;
}

const NO_PRICE_GUIDE: CatalogPriceGuide = {
  badgeOf: () => undefined, deviceOf: () => -1, badgeAt: () => undefined, listed: () => undefined, unlisted: () => undefined, relist: () => undefined, version: 0,
};

/** One page of a search: the JSON array of its listings' answers, in order. */
interface SearchPage {
  json: Buffer;
  total: number;
  /** Where the page ended, when more follow. */
  next: SearchPosition | null;
  /** What it stands on, for catalog.servedNow. */
  served: ServedPage;
}

/** What a page served stood on: the model's page of the search, and the badges its listings had. */
export interface ServedPage {
  readonly model: ListingIndex;
  readonly query: Parameters<ListingIndex['search']>;
  readonly page: SlotPage;
  /** What ended each card (closing(badge)): one Buffer per badge, so compared by identity. */
  readonly closings: Buffer[];
  /** The price guide's version the badges were read at. */
  guideVersion: number;
}

export interface Catalog {
  search(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): Promise<SearchPage>;
  facets(filters: SearchFilters): ListingFacets;
  /** Listings on the market that pass `filters`, listed after `after` (ms), not `exceptSellerId`'s: how many, and the newest's time. */
  listedSince(filters: SearchFilters, after: number, exceptSellerId?: string): { count: number; newest: number | null };
  /** The newest `limit` listings on the market: id and creation time (the sitemap). */
  newest(limit: number): Array<{ id: string; createdAt: number }>;
  /** After a write: applies the listings' new state here and tells the other API instances. */
  changed(ids: ObjectId[]): Promise<void>;
  /**
   * Runs a write that answers the listing as it left it (a findOneAndUpdate), applies that answer
   * here without reading the listing again, and tells the other API instances; answers what the
   * write answered (null: it matched nothing, and changed nothing).
   */
  written(id: ObjectId, write: () => Promise<ProductDoc | null>): Promise<ProductDoc | null>;
  /** After inserting a listing: applies it as written (no read) and tells the other API instances. */
  created(doc: ProductDoc): Promise<void>;
  /** A listing's badge (for answers read from the database: a listing's page, My products). */
  badgeOf(listing: PricedListing): PriceBadge | undefined;
  /**
   * The model's page of a search served before, when it would serve the same listings now: the
   * page's slots and end are the same (kept until a change reaches them; its count may have moved)
   * and each listing has the same badge. Else nothing. While it does, the same search asked again
   * may answer the same bytes (with the count of the moment).
   */
  servedNow(served: ServedPage): SlotPage | undefined;
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
  /** How many bytes of listing JSON to keep for serving pages (0: read every page's listings from the database). */
  cacheBytes: number;
}

/** How many changed listings one query of the change feed's follower reads. */
const REFRESH_BATCH = 500;
/** Entries seen again this long after the newest one: a write's entry can land after a later one's. */
const FEED_OVERLAP_MS = 5_000;
/**
 * How often a read of the feed looks back over that overlap (an entry that landed late shows within
 * this). The reads between ask only for entries from the newest seen on, a few each: one over the
 * whole overlap answers every entry of its last 5 s again, 175 at 35 writes a second.
 */
const FEED_SWEEP_MS = 1_000;
/** Change entries are kept this long; an instance that lost the feed for longer reads everything. */
const FEED_RETENTION_MS = 10 * 60_000;
/** Cards read in one query at most (four pages of 24), and such queries at once (more only queue in the engine). */
const CARD_READ_MAX_IDS = 96;
const CARD_READS_AT_ONCE = 2;

// A page's JSON array is put together from its cards' bytes and these.
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const CLOSING = new Map<PriceBadge | undefined, Buffer>();
/** What ends a card: its badge, if any, and the brace. */
function closing(badge: PriceBadge | undefined): Buffer {
  let bytes = CLOSING.get(badge);
  if (!bytes) CLOSING.set(badge, (bytes = Buffer.from(badge ? `,"priceBadge":${JSON.stringify(badge)}}` : '}')));
  return bytes;
}

export function createCatalog({ collections, publicApiUrl, logger, syncIntervalMs, priceGuide = NO_PRICE_GUIDE, cacheBytes }: CatalogOptions): Catalog {
  const repo = productsRepository(collections);
  const badgeOf = (listing: PricedListing) => priceGuide.badgeOf(listing);
  // A card is kept as UTF-8 bytes without its badge and closing brace: the badge of the moment
  // (the price guide's figures) and the brace are added as it is served.
  const unbadged = productSerializer(publicApiUrl);
  const cardBytes = (doc: ProductDoc) => Buffer.from(JSON.stringify(unbadged.listing(doc)).slice(0, -1));
  const cache = new ListingJsonCache(cacheBytes);
  // The cards the cache lacks, read together when pages miss at once (batched-reads.ts).
  const cardReads = batchedReads<ProductDoc>({
    read: async (ids) => (await repo.findListings(ids)).map((doc) => [doc._id.toHexString(), doc]),
    maxKeys: CARD_READ_MAX_IDS,
    inFlight: CARD_READS_AT_ONCE,
  });
  let index = new ListingIndex();

  const indexed = (doc: IndexedRow): IndexedListing => ({
    id: doc.id,
    createdAt: doc.createdAt,
    price: doc.resalePrice,
    category: doc.category,
    brand: brandOf(doc),
    condition: doc.condition,
    ...(doc.neir ? { neir: doc.neir } : {}),
    deviceName: doc.deviceName,
    location: doc.Location,
    advertised: doc.advertised,
    ...(doc.sellerId ? { sellerId: doc.sellerId } : {}),
    guideKey: priceGuide.deviceOf(doc),
  });

  /** Takes a listing out of the model and the price guide's listings basis. */
  function unlist(id: string): void {
    const held = index.remove(id);
    if (held) priceGuide.unlisted(held.guideKey, held.price);
  }

  // The latest read of a listing wins: a refresh that started earlier never overwrites a later one.
  let ticket = 0;
  const latestTicket = new Map<string, number>();
  /** Reads these listings again (one query for them all) and applies what each now is. */
  async function refresh(ids: ObjectId[]): Promise<void> {
    const byKey = new Map(ids.map((id) => [id.toHexString(), id]));
    const keys = [...byKey.keys()];
    for (const key of keys) readDuringRebuild?.add(key);
    const mine = keys.map((key) => {
      latestTicket.set(key, ++ticket);
      return ticket;
    });
    const docs = new Map((await repo.findByIds([...byKey.values()])).map((doc) => [doc._id.toHexString(), doc]));
    keys.forEach((key, i) => {
      if (latestTicket.get(key) !== mine[i]) return;
      latestTicket.delete(key);
      apply(key, docs.get(key));
    });
  }

  /**
   * A write's own answer, applied when nothing else about the listing began here since the write
   * did: a read (refresh) or write begun meanwhile may hold a later state, so the listing is then
   * read again. A write that failed or matched nothing may have held back such a read's result,
   * so it reads the listing again too (a rare path: a lost race, a fault).
   */
  async function written(id: ObjectId, write: () => Promise<ProductDoc | null>): Promise<ProductDoc | null> {
    const key = id.toHexString();
    readDuringRebuild?.add(key);
    const mine = ++ticket;
    latestTicket.set(key, mine);
    /** The write's answer if nothing else about the listing began since the write did, else the listing read again. */
    const settle = async (doc: ProductDoc | null) => {
      const unchallenged = latestTicket.get(key) === mine;
      if (unchallenged) latestTicket.delete(key);
      if (doc && unchallenged) apply(key, doc);
      else await refresh([id]);
    };
    const doc = await write().catch(async (err: unknown) => {
      await settle(null).catch(() => undefined);
      throw err;
    });
    await settle(doc);
    if (doc) await record([id]);
    return doc;
  }

  /** Puts the listing's state as read (or its absence) in the model. */
  function apply(key: string, doc: ProductDoc | undefined): void {
    unlist(key);
    if (doc?.status !== 'available') return;
    const listing = indexed(rowOf(doc));
    const slot = index.upsert(listing);
    priceGuide.listed(listing.guideKey!, listing.price);
    // Its card is kept now, while the document is at hand: the first pages to show it (the
    // newest first) would otherwise each read it from the database.
    if (cache.generation !== index.generation) cache.clear(index.generation);
    cache.set(slot, cardBytes(doc));
  }

  /** The entries of this instance's own writes, passed over when the feed brings them back. */
  async function record(ids: ObjectId[]): Promise<void> {
    for (const entry of await repo.recordChanges(ids)) applied.set(entry.toHexString(), Date.now());
  }

  /** What ends each slot's card in a page: its badge of the moment, and the brace. */
  const badgeClosing = (model: ListingIndex) => (slot: number) => closing(priceGuide.badgeAt(model.guideKeyOf(slot), model.neirOf(slot), model.priceOf(slot)));

  /** Each slot's closing (its badge of the moment), with the guide's version it was read at. */
  function closingsOf(model: ListingIndex, slots: number[]): { closings: Buffer[]; guideVersion: number } {
    return { closings: slots.map(badgeClosing(model)), guideVersion: priceGuide.version };
  }

  /**
   * The JSON array of a page's listings, as served (with the closings it ended them with): each
   * from the cache, else read by id (one query for the page's misses). A slot's listing never
   * changes (a changed listing gets a new slot), so what is cached by slot stays true; one deleted
   * since the page was chosen is left out. The cache lends its bytes until its next writes: they
   * are copied into the answer before any await (a page with misses copies its hits first).
   */
  async function serve(slots: number[]): Promise<{ json: Buffer; closings: Buffer[]; guideVersion: number }> {
    const model = index;
    if (cache.generation !== model.generation) cache.clear(model.generation);
    const sizes = slots.map((slot) => cache.sizeOf(slot));
    if (sizes.every((size) => size >= 0)) {
      // Every card at hand (the usual case): copied once, into the answer, with no await between.
      const badged = closingsOf(model, slots);
      const { closings } = badged;
      let length = OPEN.length + CLOSE.length + Math.max(0, slots.length - 1) * COMMA.length;
      sizes.forEach((size, i) => (length += size + closings[i]!.length));
      const json = Buffer.allocUnsafe(length);
      let at = OPEN.copy(json, 0);
      const starts = slots.map((slot, i) => {
        if (i > 0) at += COMMA.copy(json, at);
        const start = at;
        at = cache.copyInto(slot, json, at);
        at += closings[i]!.copy(json, at);
        return start;
      });
      CLOSE.copy(json, at);
      // Only now, with every card copied: keeping one may turn the cache's generations over.
      slots.forEach((slot, i) => cache.keep(slot, json.subarray(starts[i]!, starts[i]! + sizes[i]!)));
      return { json, ...badged };
    }
    // Some read by id (one query for the page's misses); the hits are copied out of the cache first.
    const bodies = slots.map((slot) => cache.get(slot));
    bodies.forEach((body, i) => body && (bodies[i] = Buffer.from(body)));
    const missing = slots.flatMap((slot, i) => (bodies[i] === undefined ? [i] : []));
    const ids = missing.map((i) => model.idOf(slots[i]!));
    const docs = await cardReads.load(ids);
    missing.forEach((i, k) => {
      const doc = docs.get(ids[k]!);
      if (!doc) return;
      bodies[i] = cardBytes(doc);
      // A listing sold or changed since it was chosen is served as it is now, but not kept.
      if (doc.status === 'available' && model === index && cache.generation === model.generation) cache.set(slots[i]!, bodies[i]!);
    });
    const badged = closingsOf(model, slots);
    const { closings } = badged;
    const parts: Buffer[] = [OPEN];
    bodies.forEach((body, i) => {
      if (body === undefined) return;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(body, closings[i]!);
    });
    parts.push(CLOSE);
    return { json: Buffer.concat(parts), ...badged };
  }

  /**
   * The listings read again while a rebuild scans: the scan may have read one before its write,
   * and the write went to the model being replaced, so each is read again once the new one is in.
   */
  let readDuringRebuild: Set<string> | undefined;

  async function rebuild(): Promise<void> {
    const started = Date.now();
    const model = ListingIndex.building();
    const during = new Set<string>();
    readDuringRebuild = during;
    try {
      for await (const docs of repo.scanIndexed()) {
        for (const bytes of docs) {
          const row = readIndexedRow(bytes);
          if (row.status === 'available') model.load(indexed(row));
        }
      }
    } finally {
      if (readDuringRebuild === during) readDuringRebuild = undefined;
    }
    model.seal();
    // Slots are numbered afresh: nothing cached stays.
    model.generation = index.generation + 1;
    index = model;
    priceGuide.relist(model.guideEntries());
    if (during.size > 0) await refresh([...during].map((key) => new ObjectId(key)));
    logger.info({ listings: index.size, ms: Date.now() - started }, 'search read model built');
  }

  // Following the change feed: entries from `since` on, each applied once; between sweeps (FEED_SWEEP_MS),
  // entries from the newest seen (`newestSeen`, ms) on.
  let since = new Date(0);
  let newestSeen = 0;
  let lastSweep = 0;
  let lastRead = Date.now();
  /** Entries applied here, by when they were written; this instance's own count as applied at once. */
  const applied = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  async function follow(): Promise<void> {
    if (Date.now() - lastRead > FEED_RETENTION_MS) {
      // Away longer than the feed remembers: what changed meanwhile is only in the listings.
      logger.warn('search read model lost the change feed; reading every listing again');
      await rebuild();
    }
    const sweep = Date.now() - lastSweep >= FEED_SWEEP_MS;
    const readAt = Date.now();
    const entries = await repo.changesSince(sweep ? since : new Date(Math.max(since.getTime(), newestSeen)));
    lastRead = Date.now();
    if (sweep) lastSweep = readAt;
    // The listings of the entries not applied yet, read again a few hundred at a time; an entry
    // counts as applied once its listing has been (a failed read is tried again next time).
    const fresh = entries.filter((e) => !applied.has(e._id.toHexString()));
    for (let i = 0; i < fresh.length; i += REFRESH_BATCH) {
      const batch = fresh.slice(i, i + REFRESH_BATCH);
      await refresh(batch.map((e) => e.productId));
      for (const e of batch) applied.set(e._id.toHexString(), e.at.getTime());
    }
    const newest = entries.at(-1)?.at.getTime();
    if (newest !== undefined) {
      newestSeen = Math.max(newestSeen, newest);
      since = new Date(Math.max(since.getTime(), newest - FEED_OVERLAP_MS));
    }
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
    async search(filters, sort, limit, after) {
      const model = index;
      const query: ServedPage['query'] = [filters, sort, limit, after];
      const page = model.search(...query);
      const { json, closings, guideVersion } = await serve(page.slots);
      return { json, total: page.total, next: page.next, served: { model, query, page, closings, guideVersion } };
    },
    servedNow(served) {
      const { model } = served;
      if (model !== index) return undefined;
      // A page kept, or only its count patched, holds the same slots and end (kept-answers.ts).
      const page = model.search(...served.query);
      if (page.slots !== served.page.slots || page.next !== served.page.next) return undefined;
      if (served.guideVersion === priceGuide.version) return page;
      // A sale moved the guide: the page's badges are read again, a lookup each.
      const now = closingsOf(model, page.slots);
      if (now.closings.some((closing, i) => closing !== served.closings[i])) return undefined;
      served.guideVersion = now.guideVersion;
      return page;
    },
    facets: (filters) => index.facets(filters),
    newest: (limit) => index.newest(limit),
    listedSince: (filters, after, exceptSellerId) => index.listedSince(filters, after, exceptSellerId),
    async changed(ids) {
      await refresh(ids);
      await record(ids);
    },
    written,
    async created(doc) {
      const key = doc._id.toHexString();
      // Nothing else knows a new listing's id yet, so no later write to it can be pending; a read
      // still running for it (none can be) would be passed over. The document goes through BSON
      // as it did to the database (an undefined field is stored as null), so what is applied is
      // what a read would answer. A rebuild scanning now may have missed it: read it again then.
      readDuringRebuild?.add(key);
      latestTicket.delete(key);
      apply(key, BSON.deserialize(BSON.serialize(doc)) as ProductDoc);
      await record([doc._id]);
    },
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
