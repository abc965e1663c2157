// The catalogue's search read model: every available listing, indexed in memory so that one page of
// any search costs about the same at 100 listings and at a million, on any database engine.
//
// It keeps only what a query filters, sorts and pages by, in typed arrays and bitsets (about 100
// bytes a listing): no listing's text. A page answers slots and ids; the catalogue reads their
// public JSON (catalog.ts: a bounded cache, else the database by `_id`).
//
// Each listing lives in a slot (a small integer). Its id, creation time, price and price-guide key
// are columns indexed by slot. Filters are bitsets over slots (TypedFastBitSet): one per category,
// brand, condition, NEIR status and price band, intersected per query. Keywords, location words
// and sellers are postings: a slot list while short, a bitset once a list would cost more than one.
// Keywords go through a sorted vocabulary: a query word selects the terms it is a prefix of, whose
// postings make the word's bitset. Each sort order is an array of slots kept sorted by (key, id),
// so a page is a walk from the cursor's position; a sparse match set is sorted directly instead.
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

/** What the index keeps of an available listing (as read with the catalogue's projection). */
export interface IndexedListing {
  /** The listing's ObjectId, as 24 hex digits. */
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
  /** The price guide's number for the listing's device (its badge is read by it when a page is served); -1 for none. */
  guideKey?: number;
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

/** One page of slots; the catalogue turns them into listings. */
export interface SlotPage {
  slots: number[];
  total: number;
  /** Where the page ended, when more follow. */
  next: SearchPosition | null;
}

const bandOf = (price: number): PriceBandId => PRICE_BANDS.find((b) => price >= b.min && (b.max === null || price <= b.max))!.id;

/** Price buckets (by quantile at build time) behind the price-range filter. */
const PRICE_BUCKETS = 256;
/** Roughly what comparing two slots costs against testing one bit, for choosing how to page. */
const COMPARE_COST = 30;
/** A posting stays a list below this many slots whatever the index's size. */
const POSTING_LIST_MIN = 512;

/**
 * The slots holding a term (or a seller's, or a location word's): one slot alone (most sellers
 * have one listing, and a map entry is most of their cost), a list while short, a bitset once long.
 */
type Posting = number | SlotList | TypedFastBitSet;

/** Cells: every (category, brand, condition, NEIR status or none) a listing can be in. */
const CELLS = CATEGORY_IDS.length * BRANDS.length * CONDITIONS.length * (NEIR_STATUSES.length + 1);
/** The cell of a dead slot, in no cell's count and passing no filter. */
const DEAD = CELLS;
/** Price steps of the tally (by quantile at build time): a price bound cuts one step, whose listings are tested one by one. */
const TALLY_STEPS = 2048;

/** Filters on a listing's cell and price: which cells pass (1), and the price bounds. */
interface ColumnTest {
  cells: Uint8Array;
  /** Whether any of these filters is set. */
  any: boolean;
  min: number;
  max: number;
}

/**
 * How a search finds its matches: their number, a test of one slot (for walking an order), and
 * the matches as a bitset (for sorting them when few), which may cost bitset passes.
 */
interface Plan {
  total: number;
  /** What a walk tests of each slot: its cell and price, or that it is in `set` (and in `also`). */
  columns?: ColumnTest;
  set?: TypedFastBitSet;
  also?: TypedFastBitSet;
  matches: () => TypedFastBitSet;
  /** Roughly what `matches` costs, in tests of a slot. */
  matchesCost: number;
}

/** A growable list of slots in an Int32Array (4 bytes a slot, where a JS array takes 8). */
class SlotList {
  items = new Int32Array(4);
  length = 0;

  push(slot: number): void {
    if (this.length === this.items.length) this.items = grow(this.items, this.length * 2);
    this.items[this.length++] = slot;
  }
}

type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** A listing's cell: its category, brand, condition and NEIR status (or none) as one number. */
function cellOf(l: IndexedListing): number {
  const neir = l.neir ? NEIR_STATUSES.indexOf(l.neir) + 1 : 0;
  return ((CATEGORY_IDS.indexOf(l.category) * BRANDS.length + BRANDS.indexOf(l.brand)) * CONDITIONS.length + CONDITIONS.indexOf(l.condition)) * (NEIR_STATUSES.length + 1) + neir;
}

/** Each cell's category, brand, condition and NEIR status (0 none, else 1 + its place), as places in their lists. */
const CELL_PARTS = (() => {
  const parts = { category: new Uint8Array(CELLS), brand: new Uint8Array(CELLS), condition: new Uint8Array(CELLS), neir: new Uint8Array(CELLS) };
  let cell = 0;
  for (let c = 0; c < CATEGORY_IDS.length; c++)
    for (let b = 0; b < BRANDS.length; b++)
      for (let q = 0; q < CONDITIONS.length; q++)
        for (let n = 0; n <= NEIR_STATUSES.length; n++, cell++) {
          parts.category[cell] = c;
          parts.brand[cell] = b;
          parts.condition[cell] = q;
          parts.neir[cell] = n;
        }
  return parts;
})();

/** A copy of a typed array with room for `size` entries. */
function grow<T extends Column>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/** A hex ObjectId as three 32-bit words, most significant first (their order is the hex strings' order). */
function idWords(id: string): [number, number, number] {
  return [parseInt(id.slice(0, 8), 16) >>> 0, parseInt(id.slice(8, 16), 16) >>> 0, parseInt(id.slice(16, 24), 16) >>> 0];
}

const hex8 = (word: number) => word.toString(16).padStart(8, '0');

/** A sort order: slots in order (the first `length` entries), by a key column and the id. */
interface Order {
  slots: Int32Array;
  length: number;
  keyOf(slot: number): number;
  descending: boolean;
}

/**
 * Bitsets reused by every search: a search runs synchronously, so one set of scratch space is
 * enough, and not allocating a fresh buffer per filter keeps the collector quiet (typed array
 * buffers count as external memory, whose growth triggers full collections).
 */
class Scratch {
  private readonly sets = [new TypedFastBitSet(), new TypedFastBitSet(), new TypedFastBitSet()];

  /** Whether `set` is scratch set `i`. */
  is(i: number, set: TypedFastBitSet): boolean {
    return this.sets[i] === set;
  }

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

export class ListingIndex {
  private readonly scratch = new Scratch();
  /** Slots handed out so far (live and dead). */
  private count = 0;
  private live = 0;
  private idHi = new Uint32Array(1024);
  private idMid = new Uint32Array(1024);
  private idLo = new Uint32Array(1024);
  private created = new Float64Array(1024);
  private prices = new Float64Array(1024);
  private guideKeys = new Int32Array(1024);
  /** 0: unknown; else 1 + the status's place in NEIR_STATUSES (the badge reads it with every listing served). */
  private neirs = new Uint8Array(1024);
  /**
   * Each slot's cell (category, brand, condition, NEIR status), DEAD once removed: a page's walk
   * tests the filters on it, one read a slot.
   */
  private cells = new Uint16Array(1024);
  /**
   * Live listings counted by cell and price step, cumulatively: entry cell * (steps + 1) + k
   * counts the cell's listings priced below step k. A search by cell and price filters alone is
   * counted from it without a bitset pass.
   */
  private tally = new Int32Array(CELLS * 2);
  /** Lower price bound of each tally step, ascending, the first 0. */
  private stepFloor: number[] = [0];
  /** Open addressing from id to slot: -1 empty, -2 a removed entry, else a slot. */
  private table = new Int32Array(2048).fill(-1);
  private tableFilled = 0;
  private alive = new TypedFastBitSet();
  private advertised = new TypedFastBitSet();
  private byCategory = new Map<CategoryId, TypedFastBitSet>(CATEGORY_IDS.map((c) => [c, new TypedFastBitSet()]));
  private byBrand = new Map<Brand, TypedFastBitSet>(BRANDS.map((b) => [b, new TypedFastBitSet()]));
  private byCondition = new Map<Condition, TypedFastBitSet>(CONDITIONS.map((c) => [c, new TypedFastBitSet()]));
  private byNeir = new Map<NeirStatus, TypedFastBitSet>(NEIR_STATUSES.map((n) => [n, new TypedFastBitSet()]));
  private byBand = new Map<PriceBandId, TypedFastBitSet>(PRICE_BANDS.map((b) => [b.id, new TypedFastBitSet()]));
  private byLocationWord = new Map<string, Posting>();
  /** Search terms (words of device name, brand and location), sorted; each has a posting. */
  private vocabulary: string[] = [];
  private postings = new Map<string, Posting>();
  /** Each seller's slots. */
  private bySeller = new Map<string, Posting>();
  /** Lower price bound of each bucket, ascending, the first 0; and for each k, the slots in buckets below k. */
  private bucketFloor: number[] = [0];
  private belowBucket: TypedFastBitSet[] = [new TypedFastBitSet(), new TypedFastBitSet()];
  private readonly orders: Record<ListingSort, Order>;
  /** Terms of the device names and locations seen, so a name repeated across listings is split once. */
  private readonly termsCache = new Map<string, string[]>();
  private sealed = false;
  /** Changes each time slots are renumbered (compaction): what was cached by slot is void then. */
  generation = 0;

  /** An index being built: `load` each listing, then `seal` it (how the catalogue streams a million in). */
  static building(): ListingIndex {
    return new ListingIndex([], false);
  }

  /** An index of these listings, ready for searches and upserts. */
  constructor(listings: Iterable<IndexedListing> = [], seal = true) {
    const order = (keyOf: (s: number) => number, descending: boolean): Order => ({ slots: new Int32Array(1024), length: 0, keyOf, descending });
    this.orders = {
      newest: order((s) => this.created[s]!, true),
      price_asc: order((s) => this.prices[s]!, false),
      price_desc: order((s) => this.prices[s]!, true),
    };
    for (const listing of listings) this.load(listing);
    if (seal) this.seal();
  }

  get size(): number {
    return this.live;
  }

  has(id: string): boolean {
    return this.slotOf(id) >= 0;
  }

  /** Adds a listing while building (before `seal`): no order, price bucket or vocabulary yet. */
  load(listing: IndexedListing): void {
    if (this.sealed) throw new Error('the index is sealed: use upsert');
    this.remove(listing.id);
    this.place(listing);
  }

  /** Builds the orders, price buckets and vocabulary over what was loaded; the index then takes upserts. */
  seal(): void {
    const slots = new Int32Array(this.alive.array());
    const byPrice = slots.slice().sort((a, b) => this.compareSlots(this.orders.price_asc, a, b));
    const newest = slots.slice().sort((a, b) => this.compareSlots(this.orders.newest, a, b));
    this.setOrder(this.orders.newest, newest);
    this.setOrder(this.orders.price_asc, byPrice);
    this.setOrder(this.orders.price_desc, byPrice.slice().reverse());
    // Buckets by quantile; the cumulative sets grow bucket by bucket along the price order.
    this.bucketFloor = [0];
    for (let k = 1; k < PRICE_BUCKETS && byPrice.length > 0; k++) {
      const floor = this.prices[byPrice[Math.floor((k * byPrice.length) / PRICE_BUCKETS)]!]!;
      if (floor > this.bucketFloor.at(-1)!) this.bucketFloor.push(floor);
    }
    this.belowBucket = [new TypedFastBitSet()];
    let i = 0;
    for (let k = 1; k <= this.bucketFloor.length; k++) {
      const set = this.belowBucket[k - 1]!.clone();
      const ceiling = k < this.bucketFloor.length ? this.bucketFloor[k]! : Infinity;
      for (; i < byPrice.length && this.prices[byPrice[i]!]! < ceiling; i++) set.add(byPrice[i]!);
      this.belowBucket.push(set);
    }
    // The tally's steps, finer than the buckets (counts cost 4 bytes a cell, not a bitset).
    this.stepFloor = [0];
    for (let k = 1; k < TALLY_STEPS && byPrice.length > 0; k++) {
      const floor = this.prices[byPrice[Math.floor((k * byPrice.length) / TALLY_STEPS)]!]!;
      if (floor > this.stepFloor.at(-1)!) this.stepFloor.push(floor);
    }
    const stride = this.stepFloor.length + 1;
    this.tally = new Int32Array(CELLS * stride);
    i = 0;
    for (let k = 1; k <= this.stepFloor.length; k++) {
      const ceiling = k < this.stepFloor.length ? this.stepFloor[k]! : Infinity;
      for (; i < byPrice.length && this.prices[byPrice[i]!]! < ceiling; i++) {
        const at = this.cells[byPrice[i]!]! * stride + k;
        this.tally[at] = this.tally[at]! + 1;
      }
    }
    // Each cell's counts by step, made cumulative.
    for (let c = 0; c < CELLS; c++) for (let k = 1; k < stride; k++) this.tally[c * stride + k] = this.tally[c * stride + k]! + this.tally[c * stride + k - 1]!;
    this.vocabulary = [...this.postings.keys()].sort();
    this.sealed = true;
  }

  /** Adds an available listing, or replaces what the index held for its id; answers its slot. */
  upsert(listing: IndexedListing): number {
    this.remove(listing.id);
    const known = new Set(this.termsOf(listing).filter((t) => this.postings.has(t)));
    const slot = this.place(listing);
    for (let k = this.bucketOf(listing.price) + 1; k < this.belowBucket.length; k++) this.belowBucket[k]!.add(slot);
    this.tallyOf(slot, 1);
    for (const term of this.termsOf(listing)) {
      if (!known.has(term)) this.vocabulary.splice(this.lowerBound(this.vocabulary.length, (i) => this.vocabulary[i]! < term), 0, term);
    }
    const [hi, mid, lo] = idWords(listing.id);
    for (const order of Object.values(this.orders)) {
      if (order.length === order.slots.length) order.slots = grow(order.slots, order.length * 2);
      const at = this.positionOf(order, order.keyOf(slot), hi, mid, lo);
      order.slots.copyWithin(at + 1, at, order.length);
      order.slots[at] = slot;
      order.length++;
    }
    return slot;
  }

  /**
   * Takes a listing out of every answer (sold, removed, hidden); answers the price-guide number
   * and price it was held with (the guide's listings basis lets it go), or nothing when absent.
   */
  remove(id: string): { guideKey: number; price: number } | undefined {
    const slot = this.slotOf(id);
    if (slot < 0) return undefined;
    const held = { guideKey: this.guideKeys[slot]!, price: this.prices[slot]! };
    if (this.sealed) this.tallyOf(slot, -1);
    this.cells[slot] = DEAD;
    this.unhash(slot);
    this.alive.remove(slot);
    this.live--;
    const dead = this.count - this.live;
    if (this.sealed && dead > 1000 && dead > this.live) this.compact();
    return held;
  }

  /** A slot's listing's price, price-guide number and NEIR status, as its badge is read when served. */
  priceOf(slot: number): number {
    return this.prices[slot]!;
  }

  guideKeyOf(slot: number): number {
    return this.guideKeys[slot]!;
  }

  neirOf(slot: number): NeirStatus | undefined {
    const code = this.neirs[slot]!;
    return code === 0 ? undefined : NEIR_STATUSES[code - 1];
  }

  /** Each listing's price-guide number and price (the price guide's listings basis, rebuilt). */
  *guideEntries(): Generator<[device: number, price: number]> {
    for (const slot of this.alive.array()) yield [this.guideKeys[slot]!, this.prices[slot]!];
  }

  /** One page of the listings that pass `filters`, in `sort` order, after `after`. */
  search(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): SlotPage {
    const order = this.orders[sort];
    const plan = this.plan(filters);
    const { total } = plan;
    const [start, to] = this.priceWindow(order, filters);
    let page: number[];
    // Walking the order tests about (limit + 1) * slots / total slots; sorting the matches costs
    // making them and about total * log2(total) comparisons. Take the cheaper.
    const walk = Math.min(to - start, ((limit + 1) * (to - start)) / Math.max(total, 1));
    if (plan.matchesCost + total * Math.log2(total + 1) * COMPARE_COST < walk) {
      // Few matches: sort them, rather than walk a long order to find them.
      page = [];
      const slots = plan.matches().array().sort((a, b) => this.compareSlots(order, a, b));
      let i = after ? this.positionAfter(order, after, slots, slots.length) : 0;
      while (i < slots.length && page.length <= limit) page.push(slots[i++]!);
    } else {
      page = this.walk(plan, order, after ? Math.max(start, this.positionAfter(order, after)) : start, to, limit + 1);
    }
    const more = page.length > limit;
    if (more) page.pop();
    const last = page.at(-1);
    return { slots: page, total, next: more && last !== undefined ? { key: order.keyOf(last), id: this.idOf(last) } : null };
  }

  /** The first `n` slots that pass the plan's test in positions [from, to) of an order. */
  private walk({ columns, set, also }: Plan, order: Order, from: number, to: number, n: number): number[] {
    const page: number[] = [];
    const { slots } = order;
    if (columns) {
      const { cells, prices } = this;
      const { min, max } = columns;
      for (let i = from; i < to && page.length < n; i++) {
        const slot = slots[i]!;
        const price = prices[slot]!;
        if (columns.cells[cells[slot]!] === 1 && price >= min && price <= max) page.push(slot);
      }
    } else {
      for (let i = from; i < to && page.length < n; i++) {
        const slot = slots[i]!;
        if (set!.has(slot) && (also === undefined || also.has(slot))) page.push(slot);
      }
    }
    return page;
  }

  /**
   * How to find the matches of `filters` at the least cost: counted from the tally and tested on
   * the columns when only cell and price filters are set (no bitset pass at all); with one or two
   * passes over the keywords', location's and seller's postings when only those are; else with
   * the bitsets.
   */
  private plan(f: SearchFilters): Plan {
    const { alive } = this;
    /** A pass over a bitset, in tests of a slot. */
    const pass = this.count / 32;
    if (f.advertised) return this.bitsetPlan(f);
    const postings = f.q || f.location || f.seller ? this.postingsOf(f) : undefined;
    const columns = this.columnTest(f);
    if (postings === undefined) {
      if (!columns.any) return { total: this.live, set: alive, matches: () => alive, matchesCost: 0 };
      // Making the matches is the bitset passes of `matching`, about ten.
      return { total: this.countColumns(columns), columns, matches: () => this.matching(f), matchesCost: 10 * pass };
    }
    if (columns.any) return this.bitsetPlan(f);
    if (this.scratch.is(0, postings)) {
      // Made for this search: dropping the dead from it makes a walk test one bit.
      postings.intersection(alive);
      return { total: postings.size(), set: postings, matches: () => postings, matchesCost: 0 };
    }
    return {
      total: postings.intersection_size(alive),
      set: alive,
      also: postings,
      matches: () => this.scratch.take(0, postings).intersection(alive),
      matchesCost: 2 * pass,
    };
  }

  private bitsetPlan(f: SearchFilters): Plan {
    const matches = this.matching(f);
    return { total: matches === this.alive ? this.live : matches.size(), set: matches, matches: () => matches, matchesCost: 0 };
  }

  /** The cell and price filters of `filters`. */
  private columnTest(f: SearchFilters): ColumnTest {
    const category = f.category ? CATEGORY_IDS.indexOf(f.category) : -1;
    const brand = f.brand ? BRANDS.indexOf(f.brand) : -1;
    const conditions = f.condition && f.condition.length < CONDITIONS.length ? f.condition.map((c) => CONDITIONS.indexOf(c)) : undefined;
    const neir = f.neir ? NEIR_STATUSES.indexOf(f.neir) + 1 : -1;
    const cells = new Uint8Array(CELLS + 1);
    const { category: c, brand: b, condition: q, neir: n } = CELL_PARTS;
    for (let cell = 0; cell < CELLS; cell++) {
      const pass = (category < 0 || c[cell] === category) && (brand < 0 || b[cell] === brand) && (!conditions || conditions.includes(q[cell]!)) && (neir < 0 || n[cell] === neir);
      cells[cell] = pass ? 1 : 0;
    }
    const min = f.minPrice ?? -Infinity;
    const max = f.maxPrice ?? Infinity;
    return { cells, any: category >= 0 || brand >= 0 || conditions !== undefined || neir >= 0 || min > -Infinity || max < Infinity, min, max };
  }

  /**
   * The live listings passing column filters: the tally's cells that pass, over the price buckets
   * wholly inside the price range, plus the slots of the (at most two) buckets the bounds cut,
   * tested one by one from the price order.
   */
  private countColumns(t: ColumnTest): number {
    const floors = this.stepFloor;
    const steps = floors.length;
    const stride = steps + 1;
    const { slots, length } = this.orders.price_asc;
    const floorOf = (k: number) => (k < steps ? floors[k]! : Infinity);
    /** The first position in the price order priced at least `price` (above it, when `above`). */
    const at = (price: number, above = false) =>
      price === Infinity ? length : this.lowerBound(length, (i) => (above ? this.prices[slots[i]!]! <= price : this.prices[slots[i]!]! < price));
    /** Live slots in positions [from, to) of the price order whose cell passes (their price is in range). */
    const scan = (from: number, to: number) => {
      let n = 0;
      for (let i = from; i < to; i++) n += t.cells[this.cells[slots[i]!]!]!;
      return n;
    };
    const from = t.min === -Infinity ? 0 : at(t.min);
    const to = at(t.max, true);
    // Steps [first, last) lie wholly within [min, max].
    const first = t.min === -Infinity ? 0 : this.lowerBound(steps, (k) => floors[k]! < t.min);
    const last = this.lowerBound(steps, (k) => floorOf(k + 1) <= t.max);
    if (first >= last) return scan(from, to);
    let total = scan(from, at(floors[first]!)) + scan(at(floorOf(last)), to);
    for (let cell = 0; cell < CELLS; cell++) if (t.cells[cell] === 1) total += this.tally[cell * stride + last]! - this.tally[cell * stride + first]!;
    return total;
  }

  /** Counts a live slot in (1) or out of (-1) the tally. */
  private tallyOf(slot: number, delta: number): void {
    const floors = this.stepFloor;
    const stride = floors.length + 1;
    const base = this.cells[slot]! * stride;
    const price = this.prices[slot]!;
    for (let k = this.lowerBound(floors.length, (j) => floors[j]! <= price); k < stride; k++) this.tally[base + k] = this.tally[base + k]! + delta;
  }

  /**
   * The part of an order a price filter leaves: in a price order, the listings below the minimum
   * (or above the maximum) lie at one end, and a walk would test every one of them.
   */
  private priceWindow(order: Order, f: SearchFilters): [number, number] {
    if (order === this.orders.newest || (f.minPrice === undefined && f.maxPrice === undefined)) return [0, order.length];
    const { slots, length } = order;
    const min = f.minPrice ?? -Infinity;
    const max = f.maxPrice ?? Infinity;
    const price = (i: number) => this.prices[slots[i]!]!;
    if (order.descending) return [this.lowerBound(length, (i) => price(i) > max), this.lowerBound(length, (i) => price(i) >= min)];
    return [this.lowerBound(length, (i) => price(i) < min), this.lowerBound(length, (i) => price(i) <= max)];
  }

  /** The ids and creation times of the newest `limit` listings on the market (the sitemap). */
  newest(limit: number): Array<{ id: string; createdAt: number }> {
    const out: Array<{ id: string; createdAt: number }> = [];
    const { slots, length } = this.orders.newest;
    for (let i = 0; i < length && out.length < limit; i++) {
      const slot = slots[i]!;
      if (this.alive.has(slot)) out.push({ id: this.idOf(slot), createdAt: this.created[slot]! });
    }
    return out;
  }

  /**
   * How many listings that pass `filters` were listed after `after` (ms), leaving out one seller's
   * own, and when the newest of them was listed: a saved search's digest. Walks the newest order
   * only as far as `after`, so it costs the listings made since, not the catalogue.
   */
  listedSince(filters: SearchFilters, after: number, exceptSellerId?: string): { count: number; newest: number | null } {
    const matches = this.scratch.take(0, this.matching(filters));
    if (exceptSellerId) matches.difference(this.ofSeller(exceptSellerId.toLowerCase()));
    let count = 0;
    let newest: number | null = null;
    const { slots, length } = this.orders.newest;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      const created = this.created[slot]!;
      if (created <= after) break;
      if (!matches.has(slot)) continue;
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

  /**
   * The live slots that pass every filter: scratch set 0, valid until the next call, or with no
   * filter the live set itself (not to be changed: a caller that changes it copies it first).
   */
  private matching(f: SearchFilters): TypedFastBitSet {
    if (!(f.advertised || f.category || f.brand || f.condition || f.neir || f.location || f.minPrice !== undefined || f.maxPrice !== undefined || f.q || f.seller)) {
      return this.alive;
    }
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
    if (f.location) for (const w of searchTerms(f.location)) set.intersection(this.asSet(this.byLocationWord.get(w)));
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
    const { slots, length } = this.orders.price_asc;
    const at = (price: number, inclusive: boolean) =>
      this.lowerBound(length, (i) => (inclusive ? this.prices[slots[i]!]! <= price : this.prices[slots[i]!]! < price));
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

  /**
   * The slots in every posting the filters name (each keyword's terms, the location's words, the
   * seller's), live or dead: a posting itself when one alone, else scratch set 0; nothing when
   * the filters name none.
   */
  private postingsOf(f: SearchFilters): TypedFastBitSet | undefined {
    const sets: Array<(into: number) => TypedFastBitSet> = [];
    if (f.location) for (const w of searchTerms(f.location)) sets.push((into) => this.asSet(this.byLocationWord.get(w), into));
    if (f.q) for (const w of new Set(searchTerms(f.q))) sets.push((into) => this.prefixed(w, into));
    if (f.seller) sets.push((into) => this.ofSeller(f.seller!.toLowerCase(), into));
    let all: TypedFastBitSet | undefined;
    for (const set of sets) {
      if (all === undefined) all = set(0);
      else {
        const next = set(1);
        if (!this.scratch.is(0, all)) all = this.scratch.take(0, all);
        all.intersection(next);
      }
    }
    return all;
  }

  /** The slots of a seller's listings (a posting, or scratch set `into`). */
  private ofSeller(sellerId: string, into = 1): TypedFastBitSet {
    return this.asSet(this.bySeller.get(sellerId), into);
  }

  /** A posting as a bitset: itself when it is one, else scratch set `into`. */
  private asSet(posting: Posting | undefined, into = 1): TypedFastBitSet {
    if (posting instanceof TypedFastBitSet) return posting;
    const set = this.scratch.take(into);
    if (typeof posting === 'number') set.add(posting);
    else if (posting) for (let i = 0; i < posting.length; i++) set.add(posting.items[i]!);
    return set;
  }

  /** Slots with a term that starts with `word`: the term's posting when one alone, else scratch set `into`. */
  private prefixed(word: string, into = 1): TypedFastBitSet {
    const terms = this.vocabulary;
    const start = this.lowerBound(terms.length, (j) => terms[j]! < word);
    let end = start;
    while (end < terms.length && terms[end]!.startsWith(word)) end++;
    if (end === start + 1) return this.asSet(this.postings.get(terms[start]!), into);
    const set = this.scratch.take(into);
    for (let i = start; i < end; i++) {
      const posting = this.postings.get(terms[i]!)!;
      if (posting instanceof TypedFastBitSet) set.union(posting);
      else if (typeof posting === 'number') set.add(posting);
      else for (let j = 0; j < posting.length; j++) set.add(posting.items[j]!);
    }
    return set;
  }

  /** Adds a slot to the posting of `key`; a list becomes a bitset once it would take more room than one. */
  private post(postings: Map<string, Posting>, key: string, slot: number): void {
    const posting = postings.get(key);
    if (posting === undefined) postings.set(key, slot);
    else if (typeof posting === 'number') {
      const list = new SlotList();
      list.push(posting);
      list.push(slot);
      postings.set(key, list);
    } else if (posting instanceof TypedFastBitSet) posting.add(slot);
    else if (posting.length < POSTING_LIST_MIN || posting.length < this.count / 32) posting.push(slot);
    else {
      const set = new TypedFastBitSet();
      for (let i = 0; i < posting.length; i++) set.add(posting.items[i]!);
      set.add(slot);
      postings.set(key, set);
    }
  }

  /** Words of a text, as indexTerms gives them, remembered while few distinct texts are seen. */
  private terms(text: string): string[] {
    let terms = this.termsCache.get(text);
    if (!terms) {
      terms = indexTerms(text);
      if (this.termsCache.size >= 50_000) this.termsCache.clear();
      this.termsCache.set(text, terms);
    }
    return terms;
  }

  private termsOf(l: IndexedListing): string[] {
    return [...new Set([...this.terms(l.deviceName), ...this.terms(l.brand), ...this.terms(l.location)])];
  }

  /** Gives the listing a new slot in every column and set (not in the orders or price buckets, which the callers keep). */
  private place(l: IndexedListing): number {
    const slot = this.count++;
    this.live++;
    if (slot === this.created.length) {
      const size = slot * 2;
      this.idHi = grow(this.idHi, size);
      this.idMid = grow(this.idMid, size);
      this.idLo = grow(this.idLo, size);
      this.created = grow(this.created, size);
      this.prices = grow(this.prices, size);
      this.guideKeys = grow(this.guideKeys, size);
      this.neirs = grow(this.neirs, size);
      this.cells = grow(this.cells, size);
    }
    const [hi, mid, lo] = idWords(l.id);
    this.idHi[slot] = hi;
    this.idMid[slot] = mid;
    this.idLo[slot] = lo;
    this.created[slot] = l.createdAt;
    this.prices[slot] = l.price;
    this.guideKeys[slot] = l.guideKey ?? -1;
    this.neirs[slot] = l.neir ? NEIR_STATUSES.indexOf(l.neir) + 1 : 0;
    this.cells[slot] = cellOf(l);
    this.hash(slot);
    this.alive.add(slot);
    if (l.advertised) this.advertised.add(slot);
    this.byCategory.get(l.category)!.add(slot);
    this.byBrand.get(l.brand)!.add(slot);
    this.byCondition.get(l.condition)!.add(slot);
    if (l.neir) this.byNeir.get(l.neir)!.add(slot);
    this.byBand.get(bandOf(l.price))!.add(slot);
    for (const w of this.terms(l.location)) this.post(this.byLocationWord, w, slot);
    for (const term of this.termsOf(l)) this.post(this.postings, term, slot);
    if (l.sellerId) this.post(this.bySeller, l.sellerId, slot);
    return slot;
  }

  /** A slot's listing's id (24 hex digits). */
  idOf(slot: number): string {
    return hex8(this.idHi[slot]!) + hex8(this.idMid[slot]!) + hex8(this.idLo[slot]!);
  }

  // The id table: open addressing with linear probing, at most half full (removed entries included).

  private bucketIn(hi: number, mid: number, lo: number): number {
    return Math.imul(hi ^ Math.imul(mid, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b), 0xc2b2ae35) & (this.table.length - 1);
  }

  /** The live slot of an id, or -1. */
  private slotOf(id: string): number {
    if (!/^[0-9a-f]{24}$/.test(id)) return -1;
    const [hi, mid, lo] = idWords(id);
    const mask = this.table.length - 1;
    for (let i = this.bucketIn(hi, mid, lo); ; i = (i + 1) & mask) {
      const slot = this.table[i]!;
      if (slot === -1) return -1;
      if (slot >= 0 && this.idLo[slot] === lo && this.idMid[slot] === mid && this.idHi[slot] === hi) return slot;
    }
  }

  private hash(slot: number): void {
    if ((this.tableFilled + 1) * 2 > this.table.length) this.rehash(Math.max(this.table.length, 2 ** Math.ceil(Math.log2(4 * (this.live + 1)))));
    const mask = this.table.length - 1;
    let i = this.bucketIn(this.idHi[slot]!, this.idMid[slot]!, this.idLo[slot]!);
    while (this.table[i]! >= 0) i = (i + 1) & mask;
    if (this.table[i] === -1) this.tableFilled++;
    this.table[i] = slot;
  }

  private unhash(slot: number): void {
    const mask = this.table.length - 1;
    let i = this.bucketIn(this.idHi[slot]!, this.idMid[slot]!, this.idLo[slot]!);
    while (this.table[i] !== slot) i = (i + 1) & mask;
    this.table[i] = -2;
  }

  /** A fresh table of `size` entries holding the live slots (removed entries dropped). */
  private rehash(size: number): void {
    this.table = new Int32Array(size).fill(-1);
    this.tableFilled = 0;
    this.alive.forEach((slot) => this.hash(slot));
  }

  private setOrder(order: Order, slots: Int32Array): void {
    order.slots = new Int32Array(Math.max(1024, slots.length * 2));
    order.slots.set(slots);
    order.length = slots.length;
  }

  /**
   * Renumbers the live slots 0, 1, … in their old order and drops the dead from every column,
   * set, posting and order: no listing is read again, and every answer stays the same.
   */
  private compact(): void {
    const renumbered = new Int32Array(this.count).fill(-1);
    let next = 0;
    this.alive.forEach((slot) => void (renumbered[slot] = next++));
    const n = next;
    const column = <T extends Column>(old: T): T => {
      const out = new (old.constructor as new (n: number) => T)(Math.max(1024, n * 2));
      this.alive.forEach((slot) => void (out[renumbered[slot]!] = old[slot]!));
      return out;
    };
    const set = (old: TypedFastBitSet) => {
      const out = new TypedFastBitSet();
      old.forEach((slot) => {
        const to = renumbered[slot]!;
        if (to >= 0) out.add(to);
      });
      return out;
    };
    const sets = <K>(old: Map<K, TypedFastBitSet>) => new Map([...old].map(([k, v]) => [k, set(v)]));
    const postings = (old: Map<string, Posting>) => {
      const out = new Map<string, Posting>();
      for (const [key, posting] of old) {
        if (posting instanceof TypedFastBitSet) {
          const moved = set(posting);
          if (!moved.isEmpty()) out.set(key, moved);
          continue;
        }
        if (typeof posting === 'number') {
          if (renumbered[posting]! >= 0) out.set(key, renumbered[posting]!);
          continue;
        }
        const list = new SlotList();
        for (let i = 0; i < posting.length; i++) {
          const to = renumbered[posting.items[i]!]!;
          if (to >= 0) list.push(to);
        }
        if (list.length > 0) out.set(key, list);
      }
      return out;
    };
    this.idHi = column(this.idHi);
    this.idMid = column(this.idMid);
    this.idLo = column(this.idLo);
    this.created = column(this.created);
    this.prices = column(this.prices);
    this.guideKeys = column(this.guideKeys);
    this.neirs = column(this.neirs);
    this.cells = column(this.cells);
    this.advertised = set(this.advertised);
    this.byCategory = sets(this.byCategory);
    this.byBrand = sets(this.byBrand);
    this.byCondition = sets(this.byCondition);
    this.byNeir = sets(this.byNeir);
    this.byBand = sets(this.byBand);
    this.belowBucket = this.belowBucket.map(set);
    this.byLocationWord = postings(this.byLocationWord);
    this.postings = postings(this.postings);
    this.bySeller = postings(this.bySeller);
    this.vocabulary = this.vocabulary.filter((term) => this.postings.has(term));
    for (const order of Object.values(this.orders)) {
      const kept = new Int32Array(n);
      let k = 0;
      for (let i = 0; i < order.length; i++) {
        const to = renumbered[order.slots[i]!]!;
        if (to >= 0) kept[k++] = to;
      }
      this.setOrder(order, kept);
    }
    this.alive = new TypedFastBitSet();
    if (n > 0) this.alive.addRange(0, n);
    this.count = n;
    this.live = n;
    this.rehash(2 ** Math.ceil(Math.log2(4 * (n + 1))));
    this.generation++;
  }

  private compareSlots(order: Order, a: number, b: number): number {
    return this.compareTo(order, a, order.keyOf(b), this.idHi[b]!, this.idMid[b]!, this.idLo[b]!);
  }

  /** Sign of (slot) against (key, id) in the order's direction. */
  private compareTo(order: Order, slot: number, key: number, hi: number, mid: number, lo: number): number {
    const k = order.keyOf(slot);
    let c: number;
    if (k !== key) c = k < key ? -1 : 1;
    else {
      const h = this.idHi[slot]!;
      const m = this.idMid[slot]!;
      const l = this.idLo[slot]!;
      c = h !== hi ? (h < hi ? -1 : 1) : m !== mid ? (m < mid ? -1 : 1) : l !== lo ? (l < lo ? -1 : 1) : 0;
    }
    return order.descending ? -c : c;
  }

  /** Where (key, id) belongs in the order. */
  private positionOf(order: Order, key: number, hi: number, mid: number, lo: number): number {
    return this.lowerBound(order.length, (i) => this.compareTo(order, order.slots[i]!, key, hi, mid, lo) < 0);
  }

  /** The first position strictly after (key, id) in the order, or in `slots` (matches sorted in its order). */
  private positionAfter(order: Order, p: SearchPosition, slots: ArrayLike<number> = order.slots, n = order.length): number {
    const [hi, mid, lo] = idWords(p.id);
    return this.lowerBound(n, (i) => this.compareTo(order, slots[i]!, p.key, hi, mid, lo) <= 0);
  }

  /** The first i in [0, n) for which `before(i)` is false (before must be true, then false). */
  private lowerBound(n: number, before: (i: number) => boolean): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (before(m)) lo = m + 1;
      else hi = m;
    }
    return lo;
  }
}
