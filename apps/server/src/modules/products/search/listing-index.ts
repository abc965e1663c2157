// The catalogue's search read model: every available listing, indexed in memory so that one page of
// any search costs about the same at 100 listings and at 100,000, on any database engine.
//
// Each listing lives in a slot (a small integer). Filters are bitsets over slots (TypedFastBitSet):
// one per category, brand, condition, NEIR status, price band and location word, intersected per query; a seller's
// slots are a posting like a keyword's (most sellers have a few listings). Keywords
// go through a sorted vocabulary: a query word selects the terms it is a prefix of, whose slot
// lists make the word's bitset. Each sort order is an array of slots kept sorted by (key, id), so a
// page is a walk from the cursor's position; a sparse match set is sorted directly instead.
// A slot's content never changes: a changed listing gets a new slot and the old one dies; dead
// slots are skipped through the `alive` bitset and dropped when the index compacts itself.
import { TypedFastBitSet } from 'typedfastbitset';
import {
  BRANDS,
  CATEGORY_IDS,
  CONDITIONS,
  NEIR_STATUSES,
  PRICE_BANDS,
  type Brand,
  type CategoryId,
  type Condition,
  type ListingFacets,
  type ListingFilters,
  type ListingSort,
  type NeirStatus,
  type PriceBandId,
  indexTerms,
  searchTerms,
} from '@mobile-planet/shared';

/** What the index keeps of an available listing; `json` is its public answer, serialized once. */
export interface IndexedListing {
  id: string;
  createdAt: number;
  price: number;
  category: CategoryId;
  brand: Brand;
  condition: Condition;
  /** As the seller stated it; none (unknown, or no IMEI) is in no NEIR set. */
  neir?: NeirStatus;
  deviceName: string;
  location: string;
  advertised: boolean;
  /** The seller's user id; listings made before it was recorded have none and never match a seller filter. */
  sellerId?: string;
  json: string;
}

/** Where a page ends in its order: the sort key (time in ms, or price) and the id. */
export interface SearchPosition {
  key: number;
  id: string;
}

export interface SearchFilters extends ListingFilters {
  /** Only listings on the home page's advertise section. */
  advertised?: boolean;
}

export interface SearchPage {
  /** The listings' JSON answers, in order. */
  items: string[];
  total: number;
  /** Where the page ended, when more follow. */
  next: SearchPosition | null;
}

const bandOf = (price: number): PriceBandId => PRICE_BANDS.find((b) => price >= b.min && (b.max === null || price <= b.max))!.id;

/** A term's slots become a bitset once it has this many (a union of words beats this many adds). */
const POSTING_BITSET_AT = 512;
/** Price buckets (by quantile at build time) behind the price-range filter. */
const PRICE_BUCKETS = 64;
/** Roughly what comparing two slots costs against testing one bit, for choosing how to page. */
const COMPARE_COST = 30;

/** The slots holding a term (or a seller's listings): a list while short, a bitset once long. */
type Posting = number[] | TypedFastBitSet;

interface Order {
  slots: number[];
  /** Negative when slot `a` comes before the position (key, id) in this order. */
  keyOf(slot: number): number;
  descending: boolean;
}

/**
 * Bitsets reused by every search: a search runs synchronously, so one set of scratch space is
 * enough, and not allocating a fresh 12 kB buffer per filter keeps the collector quiet (typed
 * array buffers count as external memory, whose growth triggers full collections).
 */
class Scratch {
  private readonly sets = [new TypedFastBitSet(), new TypedFastBitSet(), new TypedFastBitSet()];

  /** Scratch set `i`, holding a copy of `source`, or nothing. */
  take(i: number, source?: TypedFastBitSet): TypedFastBitSet {
    const set = this.sets[i]!;
    const want = Math.max(set.words.length, source?.words.length ?? 0);
    if (set.words.length < want) set.words = new Uint32Array(want);
    if (source) {
      set.words.set(source.words);
      set.words.fill(0, source.words.length);
    } else set.words.fill(0);
    return set;
  }
}

/** Adds a slot to the posting of `key`, turning a long list into a bitset. */
function post(postings: Map<string, Posting>, key: string, slot: number): void {
  const posting = postings.get(key);
  if (!posting) postings.set(key, [slot]);
  else if (posting instanceof TypedFastBitSet) posting.add(slot);
  else if (posting.length + 1 < POSTING_BITSET_AT) posting.push(slot);
  else postings.set(key, new TypedFastBitSet([...posting, slot]));
}

export class ListingIndex {
  private readonly scratch = new Scratch();
  private readonly records: Array<IndexedListing | undefined> = [];
  private readonly slotById = new Map<string, number>();
  private readonly alive = new TypedFastBitSet();
  private readonly advertised = new TypedFastBitSet();
  private readonly byCategory = new Map<CategoryId, TypedFastBitSet>(CATEGORY_IDS.map((c) => [c, new TypedFastBitSet()]));
  private readonly byBrand = new Map<Brand, TypedFastBitSet>(BRANDS.map((b) => [b, new TypedFastBitSet()]));
  private readonly byCondition = new Map<Condition, TypedFastBitSet>(CONDITIONS.map((c) => [c, new TypedFastBitSet()]));
  private readonly byNeir = new Map<NeirStatus, TypedFastBitSet>(NEIR_STATUSES.map((n) => [n, new TypedFastBitSet()]));
  private readonly byBand = new Map<PriceBandId, TypedFastBitSet>(PRICE_BANDS.map((b) => [b.id, new TypedFastBitSet()]));
  private readonly byLocationWord = new Map<string, TypedFastBitSet>();
  /** Search terms (words of device name, brand and location), sorted, with the slots holding each. */
  private vocabulary: string[] = [];
  /** Short postings are slot lists; long ones bitsets (see POSTING_BITSET_AT). */
  private readonly postings = new Map<string, Posting>();
  /** Each seller's slots, as postings: a bitset per seller would cost every seller a bit per listing. */
  private readonly bySeller = new Map<string, Posting>();
  /** Lower price bound of each bucket, ascending, the first 0; and for each k, the slots in buckets below k. */
  private readonly bucketFloor: number[] = [0];
  private belowBucket: TypedFastBitSet[];
  private readonly created: number[] = [];
  private readonly prices: number[] = [];
  private readonly ids: string[] = [];
  private readonly orders: Record<ListingSort, Order>;
  private dead = 0;

  constructor(listings: Iterable<IndexedListing> = []) {
    this.orders = {
      newest: { slots: [], keyOf: (s) => this.created[s]!, descending: true },
      price_asc: { slots: [], keyOf: (s) => this.prices[s]!, descending: false },
      price_desc: { slots: [], keyOf: (s) => this.prices[s]!, descending: true },
    };
    const all = [...listings];
    const byPrice = all.map((l) => l.price).sort((a, b) => a - b);
    for (let k = 1; k < PRICE_BUCKETS && byPrice.length > 0; k++) {
      const floor = byPrice[Math.floor((k * byPrice.length) / PRICE_BUCKETS)]!;
      if (floor > this.bucketFloor.at(-1)!) this.bucketFloor.push(floor);
    }
    this.belowBucket = this.bucketFloor.map(() => new TypedFastBitSet()).concat(new TypedFastBitSet());
    for (const listing of all) this.place(listing);
    this.vocabulary = [...this.postings.keys()].sort();
    for (const order of Object.values(this.orders)) {
      order.slots = this.liveSlots();
      order.slots.sort((a, b) => this.compareSlots(order, a, b));
    }
  }

  get size(): number {
    return this.slotById.size;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** Adds an available listing, or replaces what the index held for its id. */
  upsert(listing: IndexedListing): void {
    this.remove(listing.id);
    const known = new Set(this.termsOf(listing).filter((t) => this.postings.has(t)));
    const slot = this.place(listing);
    for (const term of this.termsOf(listing)) {
      if (!known.has(term)) this.vocabulary.splice(this.lowerBound(this.vocabulary.length, (i) => this.vocabulary[i]! < term), 0, term);
    }
    for (const order of Object.values(this.orders)) order.slots.splice(this.positionOf(order, order.keyOf(slot), listing.id), 0, slot);
  }

  /** A listing's public JSON, while it is on the market. */
  jsonOf(id: string): string | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.records[slot]!.json;
  }

  /**
   * Replaces a listing's public JSON (its price badge changed). Nothing it is filtered or sorted
   * by changes, so it keeps its slot.
   */
  setJson(id: string, json: string): void {
    const slot = this.slotById.get(id);
    if (slot !== undefined) this.records[slot] = { ...this.records[slot]!, json };
  }

  /** Takes a listing out of every answer (sold, removed, hidden). */
  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.alive.remove(slot);
    this.records[slot] = undefined;
    this.dead++;
    if (this.dead > 1000 && this.dead > this.slotById.size) this.compact();
  }

  /** One page of the listings that pass `filters`, in `sort` order, after `after`. */
  search(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): SearchPage {
    const order = this.orders[sort];
    const matches = this.matching(filters);
    const total = matches.size();
    const page: number[] = [];
    // Walking the order tests about (limit + 1) * slots / total bits; sorting the matches costs
    // about total * log2(total) comparisons. Take the cheaper.
    const walk = Math.min(order.slots.length, ((limit + 1) * order.slots.length) / Math.max(total, 1));
    if (total * Math.log2(total + 1) * COMPARE_COST < walk) {
      // Few matches: sort them, rather than walk a long order to find them.
      const slots = matches.array().sort((a, b) => this.compareSlots(order, a, b));
      let i = after ? this.firstAfter(order, slots, after) : 0;
      while (i < slots.length && page.length <= limit) page.push(slots[i++]!);
    } else {
      for (let i = after ? this.positionAfter(order, after) : 0; i < order.slots.length && page.length <= limit; i++) {
        const slot = order.slots[i]!;
        if (matches.has(slot)) page.push(slot);
      }
    }
    const more = page.length > limit;
    if (more) page.pop();
    const last = page.at(-1);
    return {
      items: page.map((s) => this.records[s]!.json),
      total,
      next: more && last !== undefined ? { key: order.keyOf(last), id: this.ids[last]! } : null,
    };
  }

  /** The ids and creation times of the newest `limit` listings on the market (the sitemap). */
  newest(limit: number): Array<{ id: string; createdAt: number }> {
    const out: Array<{ id: string; createdAt: number }> = [];
    for (const slot of this.orders.newest.slots) {
      if (out.length >= limit) break;
      if (this.alive.has(slot)) out.push({ id: this.ids[slot]!, createdAt: this.created[slot]! });
    }
    return out;
  }

  /**
   * How many listings that pass `filters` were listed after `after` (ms), leaving out one seller's
   * own, and when the newest of them was listed: a saved search's digest. Walks the newest order
   * only as far as `after`, so it costs the listings made since, not the catalogue.
   */
  listedSince(filters: SearchFilters, after: number, exceptSellerId?: string): { count: number; newest: number | null } {
    const matches = this.matching(filters);
    let count = 0;
    let newest: number | null = null;
    for (const slot of this.orders.newest.slots) {
      const created = this.created[slot]!;
      if (created <= after) break;
      if (!matches.has(slot) || (exceptSellerId && this.records[slot]?.sellerId === exceptSellerId)) continue;
      count++;
      newest ??= created;
    }
    return { count, newest };
  }

  /** Counts per category, brand, condition, NEIR status and price band, each under every filter but its own. */
  facets(filters: SearchFilters): ListingFacets {
    const count = <V extends string>(without: Partial<SearchFilters>, sets: Map<V, TypedFastBitSet>) => {
      const base = this.matching({ ...filters, ...without });
      return [...sets].map(([value, set]) => ({ value, count: base.intersection_size(set) }));
    };
    const bands = count({ minPrice: undefined, maxPrice: undefined }, this.byBand);
    return {
      total: this.matching(filters).size(),
      category: count({ category: undefined }, this.byCategory),
      brand: count({ brand: undefined }, this.byBrand),
      condition: count({ condition: undefined }, this.byCondition),
      neir: count({ neir: undefined }, this.byNeir),
      priceBand: bands.map((b, i) => ({ ...b, min: PRICE_BANDS[i]!.min, max: PRICE_BANDS[i]!.max })),
    };
  }

  /** The live slots that pass every filter (scratch set 0: valid until the next call). */
  private matching(f: SearchFilters): TypedFastBitSet {
    const set = this.scratch.take(0, this.alive);
    if (f.advertised) set.intersection(this.advertised);
    if (f.category) set.intersection(this.byCategory.get(f.category)!);
    if (f.brand) set.intersection(this.byBrand.get(f.brand)!);
    if (f.condition && f.condition.length < CONDITIONS.length) {
      const any = this.scratch.take(1);
      for (const c of f.condition) any.union(this.byCondition.get(c)!);
      set.intersection(any);
    }
    if (f.neir) set.intersection(this.byNeir.get(f.neir)!);
    if (f.location) for (const w of searchTerms(f.location)) set.intersection(this.byLocationWord.get(w) ?? this.scratch.take(1));
    if (f.minPrice !== undefined || f.maxPrice !== undefined) set.intersection(this.priceRange(f.minPrice ?? 0, f.maxPrice ?? Infinity));
    if (f.q) for (const w of new Set(searchTerms(f.q))) set.intersection(this.prefixed(w));
    if (f.seller) set.intersection(this.ofSeller(f.seller.toLowerCase()));
    return set;
  }

  /**
   * Slots priced within [min, max]: the buckets wholly inside, as the difference of two
   * cumulative bitsets, plus the slots of the (at most two) buckets the bounds cut, taken from
   * the price order by binary search.
   */
  private priceRange(min: number, max: number): TypedFastBitSet {
    const slots = this.orders.price_asc.slots;
    const at = (price: number, inclusive: boolean) =>
      this.lowerBound(slots.length, (i) => (inclusive ? this.prices[slots[i]!]! <= price : this.prices[slots[i]!]! < price));
    const from = at(min, false);
    const to = at(max, true);
    const first = this.bucketOf(min) + 1; // the first bucket wholly at or above min
    const last = this.bucketOf(max); // buckets below `last` lie wholly at or below max
    let set: TypedFastBitSet;
    let edges: Array<[number, number]>;
    if (first >= last) {
      set = this.scratch.take(1);
      edges = [[from, to]];
    } else {
      set = this.scratch.take(1, this.belowBucket[last]!);
      set.difference(this.belowBucket[first]!);
      edges = [[from, Math.min(to, at(this.bucketFloor[first]!, false))], [Math.max(from, at(this.bucketFloor[last]!, false)), to]];
    }
    for (const [a, b] of edges) for (let i = a; i < b; i++) set.add(slots[i]!);
    return set;
  }

  private bucketOf(price: number): number {
    return this.lowerBound(this.bucketFloor.length, (k) => this.bucketFloor[k]! <= price) - 1;
  }

  /** The slots of a seller's listings (scratch set 1). */
  private ofSeller(sellerId: string): TypedFastBitSet {
    const set = this.scratch.take(1);
    const posting = this.bySeller.get(sellerId);
    if (posting instanceof TypedFastBitSet) set.union(posting);
    else for (const slot of posting ?? []) set.add(slot);
    return set;
  }

  /** Slots with a term that starts with `word` (scratch set 1). */
  private prefixed(word: string): TypedFastBitSet {
    const set = this.scratch.take(1);
    const terms = this.vocabulary;
    for (let i = this.lowerBound(terms.length, (j) => terms[j]! < word); i < terms.length && terms[i]!.startsWith(word); i++) {
      const posting = this.postings.get(terms[i]!)!;
      if (posting instanceof TypedFastBitSet) set.union(posting);
      else for (const slot of posting) set.add(slot);
    }
    return set;
  }

  private termsOf(l: IndexedListing): string[] {
    return [...new Set([...indexTerms(l.deviceName), ...indexTerms(l.brand), ...indexTerms(l.location)])];
  }

  /** Gives the listing a new slot in every set (not in the orders, which the caller keeps sorted). */
  private place(l: IndexedListing): number {
    const slot = this.records.length;
    this.records.push(l);
    this.ids.push(l.id);
    this.created.push(l.createdAt);
    this.prices.push(l.price);
    this.slotById.set(l.id, slot);
    this.alive.add(slot);
    if (l.advertised) this.advertised.add(slot);
    this.byCategory.get(l.category)!.add(slot);
    this.byBrand.get(l.brand)!.add(slot);
    this.byCondition.get(l.condition)!.add(slot);
    if (l.neir) this.byNeir.get(l.neir)!.add(slot);
    this.byBand.get(bandOf(l.price))!.add(slot);
    for (const w of indexTerms(l.location)) {
      let set = this.byLocationWord.get(w);
      if (!set) this.byLocationWord.set(w, (set = new TypedFastBitSet()));
      set.add(slot);
    }
    for (let k = this.bucketOf(l.price) + 1; k < this.belowBucket.length; k++) this.belowBucket[k]!.add(slot);
    for (const term of this.termsOf(l)) post(this.postings, term, slot);
    if (l.sellerId) post(this.bySeller, l.sellerId, slot);
    return slot;
  }

  private liveSlots(): number[] {
    return this.alive.array();
  }

  /** Rebuilds every structure from the live listings, dropping dead slots. */
  private compact(): void {
    const live = this.records.filter((r): r is IndexedListing => r !== undefined);
    Object.assign(this, new ListingIndex(live));
  }

  private compareSlots(order: Order, a: number, b: number): number {
    return this.compareTo(order, a, order.keyOf(b), this.ids[b]!);
  }

  /** Sign of (slot) against (key, id) in the order's direction. */
  private compareTo(order: Order, slot: number, key: number, id: string): number {
    const k = order.keyOf(slot);
    const byKey = k === key ? 0 : k < key ? -1 : 1;
    const sid = this.ids[slot]!;
    const byId = sid === id ? 0 : sid < id ? -1 : 1;
    const c = byKey !== 0 ? byKey : byId;
    return order.descending ? -c : c;
  }

  /** Where (key, id) belongs in the order. */
  private positionOf(order: Order, key: number, id: string): number {
    return this.lowerBound(order.slots.length, (i) => this.compareTo(order, order.slots[i]!, key, id) < 0);
  }

  /** The first position strictly after (key, id). */
  private positionAfter(order: Order, p: SearchPosition): number {
    return this.lowerBound(order.slots.length, (i) => this.compareTo(order, order.slots[i]!, p.key, p.id) <= 0);
  }

  private firstAfter(order: Order, slots: number[], p: SearchPosition): number {
    return this.lowerBound(slots.length, (i) => this.compareTo(order, slots[i]!, p.key, p.id) <= 0);
  }

  /** The first i in [0, n) for which `before(i)` is false (before must be true, then false). */
  private lowerBound(n: number, before: (i: number) => boolean): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(mid)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
