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
// Slots are numbered by brand and device name when the index is sealed and when it compacts, so a
// keyword's slots sit together: its posting's bitset keeps a summary of the chunks of 1,024 slots
// it holds slots in, and a pass over it reads those chunks alone (bits.ts). Slots given since (the
// listings written meanwhile) follow in no order; once they are half as many as the listings, the
// index compacts itself and numbers them all again.
import { TypedFastBitSet } from 'typedfastbitset';
import {
  andChunks,
  chunkRuns,
  countBoth,
  countOf,
  intersectInto,
  markChunk,
  orChunks,
  renumberWords,
  runWords,
  slotsOf,
  slotsOfBoth,
  summaryOf,
  unionInto,
} from './bits';
import { ChangeLog, KeptFacets, KeptPages, type ChangedListing } from './kept-answers';
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

/** Each price band's floor, ascending. */
const BAND_FLOORS = Float64Array.from(PRICE_BANDS, (b) => b.min);
/** A price's band, by position in PRICE_BANDS: the last whose floor it reaches (the bands meet edge to edge). */
function bandIndexOf(price: number): number {
  let band = PRICE_BANDS.length - 1;
  while (band > 0 && price < BAND_FLOORS[band]!) band--;
  return band;
}
const bandOf = (price: number): PriceBandId => PRICE_BANDS[bandIndexOf(price)]!.id;

/** Price buckets (by quantile at build time) behind the price-range filter. */
const PRICE_BUCKETS = 256;
// What each way of paging costs, in nanoseconds (measured on a 2-core machine at 1,000,000
// listings), for choosing the cheapest: testing a slot's bit as a walk meets it, testing the code
// beside it in an order, one pass of a bitset operation per slot, comparing two slots in a sort.
const BIT_TEST_NS = 7;
/** Testing a slot of a posting list that is alive, the list ascending. */
const LIST_TEST_NS = 2;
const CODE_TEST_NS = 2;
const PASS_NS = 0.06;
/** Choosing a page among the matches: reading a match's sort key, rarely more. */
const SELECT_NS = 10;
/** A posting stays a list below this many slots whatever the index's size, */
const POSTING_LIST_MIN = 512;
/**
 * and below this share of the slots: a longer list becomes a bitset (slots / 8 bytes), which a
 * search uses as it is, where a list is read slot by slot (at 1,000,000 listings a list of 17,000
 * took 130 µs a search). At most 6 terms a listing, so at most 6 * 128 bitsets.
 */
const POSTING_LIST_SHARE = 128;

/**
 * The slots holding a term (or a seller's, or a location word's): one slot alone (most sellers
 * have one listing, and a map entry is most of their cost), a list while short, a bitset once long.
 */
type Posting = number | SlotList | PostingSet;

/** Cells: every (category, brand, condition, NEIR status or none) a listing can be in. */
const CELLS = CATEGORY_IDS.length * BRANDS.length * CONDITIONS.length * (NEIR_STATUSES.length + 1);
/** The cell of a dead slot, in no cell's count and passing no filter. */
const DEAD = CELLS;
/** A slot's code in an order: its cell in the low bits, its price step above. */
const CELL_BITS = 9;
const CELL_MASK = (1 << CELL_BITS) - 1;
if (DEAD > CELL_MASK) throw new Error('cells do not fit their bits in a code');
/** Price steps of the tally (by quantile at build time): a price bound cuts one step, whose listings are tested one by one. */
const TALLY_STEPS = 2048;
/**
 * Facets with a keyword, location, seller or advertised filter read its matches one by one when
 * they are at most this share of the listings (1/16); more are counted by bitset passes. At a
 * million a match read cost about 60 ns (half a million took 31 ms), the passes 4–7 ms whatever
 * the matches.
 */
const FACET_MATCHES_SHARE = 16;

/** Which cells pass the category, brand, condition and NEIR filters: 1 in `cells`, and listed in `passing`. */
interface CellTest {
  cells: Uint8Array;
  passing: Uint16Array;
}

/** Cell tests by their filters, made once (at most CELL_TESTS of them, then made afresh). */
const cellTests = new Map<string, CellTest>();
const CELL_TESTS = 1024;

/** Filters on a listing's cell and price: which cells pass (1), and the price bounds. */
interface ColumnTest extends CellTest {
  /** Whether any of these filters is set. */
  any: boolean;
  /** The cell filters as cellTest takes them (-1 or undefined: not set). */
  parts: { category: number; brand: number; conditions: number[] | undefined; neir: number };
  min: number;
  max: number;
  /** The price steps holding min and max (-1 and the step count when unbounded): steps between pass whole. */
  lowStep: number;
  highStep: number;
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
  matches: () => ArrayLike<number>;
  /** Prices no match is outside of (from the postings' bounds), narrowing a walk by price. */
  low?: number;
  high?: number;
  /** Roughly what `matches` costs (ns). */
  matchesCost: number;
}

/**
 * A bitset with a summary of the chunks of 1,024 slots it may hold slots in (bits.ts), which the
 * passes over it read alone; none when unknown (any chunk). A removed slot leaves its chunk marked.
 */
class SummedSet extends TypedFastBitSet {
  chunks: Uint32Array | undefined = undefined;
}

/** A set's chunk summary, if it keeps one. */
const chunksOf = (set: TypedFastBitSet): Uint32Array | undefined => (set instanceof SummedSet ? set.chunks : undefined);

/** A posting's bitset, with how many slots it holds and its price bounds as a SlotList keeps them. */
class PostingSet extends SummedSet {
  override chunks: Uint32Array = new Uint32Array(1);
  n = 0;
  min = Infinity;
  max = -Infinity;

  /** Adds a slot not in the set yet. */
  put(slot: number): void {
    this.add(slot);
    this.chunks = markChunk(this.chunks, slot);
    this.n++;
  }
}

/**
 * A growable list of slots in an Int32Array (4 bytes a slot, where a JS array takes 8), and the
 * lowest and highest price among them (live or dead): a walk by price starts where they can be.
 */
class SlotList {
  items = new Int32Array(4);
  length = 0;
  min = Infinity;
  max = -Infinity;

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

/** The cells passing these filters (-1: not set), made once for each combination. */
function cellTest(category: number, brand: number, conditions: number[] | undefined, neir: number): CellTest {
  const key = `${category} ${brand} ${conditions ? [...conditions].sort((a, b) => a - b).join() : ''} ${neir}`;
  let test = cellTests.get(key);
  if (test) return test;
  const cells = new Uint8Array(CELL_MASK + 1);
  const passing: number[] = [];
  const { category: c, brand: b, condition: q, neir: n } = CELL_PARTS;
  for (let cell = 0; cell < CELLS; cell++) {
    if ((category < 0 || c[cell] === category) && (brand < 0 || b[cell] === brand) && (!conditions || conditions.includes(q[cell]!)) && (neir < 0 || n[cell] === neir)) {
      cells[cell] = 1;
      passing.push(cell);
    }
  }
  if (cellTests.size >= CELL_TESTS) cellTests.clear();
  cellTests.set(key, (test = { cells, passing: Uint16Array.from(passing) }));
  return test;
}

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
/** A cursor's id as its words, read once per cursor. */
const cursorWords = new WeakMap<SearchPosition, [number, number, number]>();

/**
 * A sort order: slots in order (the first `length` entries), by a key column and the id; and
 * beside each its slot's code (cell and price step), so a walk reads memory in sequence.
 *
 * `slots` and `codes` are views of larger arrays with room before the first entry and after the
 * last: a listing put in moves the entries on its shorter side, not all that follow it. A new
 * listing, the newest, moves none in the newest order, and about a quarter of them in a price
 * order, where moving all after it cost 1.7–2.4 ms a write at a million listings.
 */
interface Order {
  slots: Int32Array;
  codes: Uint32Array;
  length: number;
  /** The arrays `slots` and `codes` view from `front`. */
  slotRoom: Int32Array;
  codeRoom: Uint32Array;
  front: number;
  keyOf(slot: number): number;
  descending: boolean;
}

/**
 * Bitsets reused by every search: a search runs synchronously, so one set of scratch space is
 * enough, and not allocating a fresh buffer per filter keeps the collector quiet (typed array
 * buffers count as external memory, whose growth triggers full collections).
 */
class Scratch {
  private readonly sets: SummedSet[] = [];

  /** Whether `set` is scratch set `i`. */
  is(i: number, set: TypedFastBitSet): boolean {
    return this.sets[i] === set;
  }

  /** Scratch set `i`, made the first time it is asked for. */
  private set(i: number): SummedSet {
    while (this.sets.length <= i) this.sets.push(new SummedSet());
    return this.sets[i]!;
  }

  /**
   * Scratch set `i`, holding a copy of `source` (and of its chunk summary), or nothing (and no
   * summary: whoever fills it with the library's operations leaves it without one).
   */
  take(i: number, source?: TypedFastBitSet): SummedSet {
    const set = this.set(i);
    const want = Math.max(set.words.length, source?.words.length ?? 0);
    if (set.words.length < want) set.words = new Uint32Array(want);
    if (source) {
      set.words.set(source.words);
      set.words.fill(0, source.words.length);
    } else set.words.fill(0);
    set.chunks = source && chunksOf(source)?.slice();
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
  /**
   * Each cell's lowest and highest price step holding a live listing (none: the step count and
   * -1), kept with the tally: where a walk by price can start for a search by cells.
   */
  private cellLow = new Int16Array(CELLS);
  private cellHigh = new Int16Array(CELLS).fill(-1);
  /**
   * Device names, locations and seller ids, each kept once, and each slot's by number (the seller's
   * -1 for none): a removed listing is taken out of its postings, so postings hold live slots only
   * and a posting's size is its count.
   */
  private texts: string[] = [];
  private textIds = new Map<string, number>();
  private deviceTexts = new Int32Array(1024);
  private locationTexts = new Int32Array(1024);
  private sellerTexts = new Int32Array(1024);
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
  /**
   * Slots below this are numbered in device-name order (as sealed or compacted); those given since
   * are not, and every keyword may have slots among them.
   */
  private ordered = 0;
  /** Changes each time slots are renumbered (compaction): what was cached by slot is void then. */
  generation = 0;
  /** Every listing let in or taken out since the index was sealed: what the kept answers are checked against. */
  private readonly changes = new ChangeLog();
  /** The pages searched and the facets counted, kept while no change reaches them (kept-answers.ts). */
  private readonly pages = new KeptPages(this.changes, (sort, slot, at) => {
    const order = this.orders[sort];
    if (typeof at === 'number') return this.compareSlots(order, slot, at);
    // A kept page's cursor is compared with every change that passes its filters: its id read once.
    let words = cursorWords.get(at);
    if (!words) cursorWords.set(at, (words = idWords(at.id)));
    return this.compareTo(order, slot, at.key, words[0], words[1], words[2]);
  });
  private readonly facetCounts = new KeptFacets(this.changes);

  /** An index being built: `load` each listing, then `seal` it (how the catalogue streams a million in). */
  static building(): ListingIndex {
    return new ListingIndex([], false);
  }

  /** An index of these listings, ready for searches and upserts. */
  constructor(listings: Iterable<IndexedListing> = [], seal = true) {
    const order = (keyOf: (s: number) => number, descending: boolean): Order => {
      const [slotRoom, codeRoom] = [new Int32Array(1024), new Uint32Array(1024)];
      return { slots: slotRoom, codes: codeRoom, length: 0, slotRoom, codeRoom, front: 0, keyOf, descending };
    };
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
    // A listing the scan met twice (written while it ran): the later read wins. Its id's words are
    // read once for both, as the scan's ids are well formed.
    const words = idWords(listing.id);
    if (this.slotAt(...words) >= 0) this.remove(listing.id);
    this.place(listing, words);
  }

  /** Builds the orders, price buckets and vocabulary over what was loaded; the index then takes upserts. */
  seal(): void {
    // Few texts are dead yet (a listing the scan met twice): they stay until a compaction.
    this.renumber(false);
    const slots = new Int32Array(this.alive.array());
    // compareSlots' orders, its columns read directly: a million slots are compared 20 million times.
    const { prices, created, idHi, idMid, idLo } = this;
    const byId = (a: number, b: number) => idHi[a]! - idHi[b]! || idMid[a]! - idMid[b]! || idLo[a]! - idLo[b]!;
    const byPrice = slots.slice().sort((a, b) => prices[a]! - prices[b]! || byId(a, b));
    const newest = slots.slice().sort((a, b) => created[b]! - created[a]! || byId(b, a));
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
    for (let c = 0; c < CELLS; c++) this.boundCell(c);
    // The orders last: their codes carry the price steps.
    const codes = new Uint32Array(this.count);
    for (const slot of slots) codes[slot] = this.codeOf(slot);
    this.setOrder(this.orders.newest, newest, codes);
    this.setOrder(this.orders.price_asc, byPrice, codes);
    this.setOrder(this.orders.price_desc, byPrice.slice().reverse(), codes);
    this.vocabulary = [...this.postings.keys()].sort();
    this.sealed = true;
    this.changes.voidAll();
  }

  /** Adds an available listing, or replaces what the index held for its id; answers its slot. */
  upsert(listing: IndexedListing): number {
    this.remove(listing.id);
    const terms = this.termsOf(listing);
    const known = new Set(terms.filter((t) => this.postings.has(t)));
    const slot = this.place(listing);
    this.changes.add(this.changedListing(slot), 1);
    for (let k = this.bucketOf(listing.price) + 1; k < this.belowBucket.length; k++) this.belowBucket[k]!.add(slot);
    this.tallyOf(slot, 1);
    for (const term of terms) {
      if (!known.has(term)) this.vocabulary.splice(this.lowerBound(this.vocabulary.length, (i) => this.vocabulary[i]! < term), 0, term);
    }
    const [hi, mid, lo] = idWords(listing.id);
    const code = this.codeOf(slot);
    for (const order of Object.values(this.orders)) this.insertAt(order, this.positionOf(order, order.keyOf(slot), hi, mid, lo), slot, code);
    // Once the slots given since the last numbering are half as many as the listings, a keyword's
    // passes read as many chunks for them as for the rest: number them all in order again.
    const unordered = this.count - this.ordered;
    if (unordered > 1024 && unordered * 2 > this.live) {
      this.compact();
      return this.slotOf(listing.id);
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
    this.changes.add(this.changedListing(slot), -1);
    const held = { guideKey: this.guideKeys[slot]!, price: this.prices[slot]! };
    if (this.sealed) {
      this.tallyOf(slot, -1);
      // Its code in each order says dead (a walk reads codes, not the alive set).
      const [hi, mid, lo] = idWords(id);
      for (const order of Object.values(this.orders)) {
        let at = this.positionOf(order, order.keyOf(slot), hi, mid, lo);
        while (order.slots[at] !== slot) at++;
        order.codes[at] = (order.codes[at]! & ~CELL_MASK) | DEAD;
      }
    }
    const location = this.texts[this.locationTexts[slot]!]!;
    for (const w of this.terms(location)) this.unpost(this.byLocationWord, w, slot);
    for (const term of this.termsOfSlot(slot)) this.unpost(this.postings, term, slot);
    if (this.sellerTexts[slot]! >= 0) this.unpost(this.bySeller, this.texts[this.sellerTexts[slot]!]!, slot);
    this.cells[slot] = DEAD;
    this.unhash(slot);
    this.alive.remove(slot);
    this.live--;
    const dead = this.count - this.live;
    if (this.sealed && dead > 1000 && dead > this.live) this.compact();
    return held;
  }

  /** A live slot's listing as the kept answers test it (kept-answers.ts). */
  private changedListing(slot: number): ChangedListing {
    const cell = this.cells[slot]!;
    const seller = this.sellerTexts[slot]!;
    const neir = CELL_PARTS.neir[cell]!;
    return {
      slot,
      category: CATEGORY_IDS[CELL_PARTS.category[cell]!]!,
      brand: BRANDS[CELL_PARTS.brand[cell]!]!,
      condition: CONDITIONS[CELL_PARTS.condition[cell]!]!,
      neir: neir === 0 ? undefined : NEIR_STATUSES[neir - 1],
      price: this.prices[slot]!,
      advertised: this.advertised.has(slot),
      sellerId: seller >= 0 ? this.texts[seller] : undefined,
      terms: this.termsOfSlot(slot),
      locationTerms: this.terms(this.texts[this.locationTexts[slot]!]!),
    };
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

  /**
   * One page of the listings that pass `filters`, in `sort` order, after `after`. The same page
   * object is answered to the same search until a change reaches it (kept-answers.ts): callers
   * read it, never change it, and may tell by it whether the page is still the same.
   */
  search(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): SlotPage {
    // Filters come from one parser, their keys always in the same order: the same query, the same key.
    const key = `${sort} ${limit} ${after ? `${after.key} ${after.id}` : '-'} ${JSON.stringify(filters)}`;
    const known = this.pages.get(key);
    if (known) return known;
    const page = this.searchAnew(filters, sort, limit, after);
    this.pages.set(key, filters, sort, limit, after, page);
    return page;
  }

  private searchAnew(filters: SearchFilters, sort: ListingSort, limit: number, after?: SearchPosition): SlotPage {
    const order = this.orders[sort];
    const plan = this.plan(filters);
    const { total } = plan;
    const [start, to] = this.priceWindow(order, Math.max(filters.minPrice ?? -Infinity, plan.low ?? -Infinity), Math.min(filters.maxPrice ?? Infinity, plan.high ?? Infinity));
    // A first page ends at its last match: with all `total` found, nothing follows.
    const wanted = after ? limit + 1 : Math.min(limit + 1, total);
    // Two ways to a page: walk the order from the cursor testing each slot, about
    // (limit + 1) * slots / total tests if matches are spread evenly (they may not be: a feature
    // phone is at the far end of a walk by price, highest first); or make the matches and choose
    // the page among them. Walk while that is likely cheaper, and stop walking once it has cost
    // what choosing would.
    const testNs = plan.columns ? CODE_TEST_NS : BIT_TEST_NS;
    const chooseNs = plan.matchesCost + total * SELECT_NS;
    const likelyWalk = Math.min(to - start, ((limit + 1) * (to - start)) / Math.max(total, 1));
    let page: number[] = [];
    if (wanted > 0) {
      const walked = likelyWalk * testNs < chooseNs ? this.walk(plan, order, after ? Math.max(start, this.positionAfter(order, after)) : start, to, wanted, chooseNs / testNs) : undefined;
      page = walked ?? this.choose(order, plan.matches(), wanted, after);
    }
    const more = page.length > limit;
    if (more) page.pop();
    const last = page.at(-1);
    return { slots: page, total, next: more && last !== undefined ? { key: order.keyOf(last), id: this.idOf(last) } : null };
  }

  /**
   * The first `n` slots that pass the plan's test in positions [from, to) of an order; nothing
   * if that takes more than `steps` tests.
   */
  private walk({ columns, set, also }: Plan, order: Order, from: number, to: number, n: number, steps = Infinity): number[] | undefined {
    const page: number[] = [];
    const { slots, codes } = order;
    const end = Math.min(to, from + steps);
    if (columns) {
      const { cells, min, max, lowStep, highStep } = columns;
      const { prices } = this;
      let i = from;
      for (; i < end && page.length < n; i++) {
        const code = codes[i]!;
        if (cells[code & CELL_MASK] !== 1) continue;
        const step = code >>> CELL_BITS;
        if (step < lowStep || step > highStep) continue;
        const slot = slots[i]!;
        // Only the steps holding a bound need the price itself.
        if (step === lowStep || step === highStep) {
          const price = prices[slot]!;
          if (price < min || price > max) continue;
        }
        page.push(slot);
      }
      return page.length === n || i === to ? page : undefined;
    }
    let i = from;
    for (; i < end && page.length < n; i++) {
      const slot = slots[i]!;
      if (set!.has(slot) && (also === undefined || also.has(slot))) page.push(slot);
    }
    return page.length === n || i === to ? page : undefined;
  }

  /** The first `n` of these slots in the order after `after`, in order: a max-heap of the best `n` seen. */
  private choose(order: Order, slots: ArrayLike<number>, n: number, after?: SearchPosition): number[] {
    const keys = order === this.orders.newest ? this.created : this.prices;
    const sign = order.descending ? -1 : 1;
    const cursor = after && idWords(after.id);
    const later = (a: number, b: number) => this.compareSlots(order, a, b) > 0;
    const heap: number[] = [];
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (after) {
        const d = (keys[slot]! - after.key) * sign;
        if (d < 0 || (d === 0 && this.compareTo(order, slot, after.key, cursor![0], cursor![1], cursor![2]) <= 0)) continue;
      }
      if (heap.length < n) {
        // Sift up: the heap's top is the latest in the order of those kept.
        let at = heap.push(slot) - 1;
        while (at > 0) {
          const up = (at - 1) >> 1;
          if (!later(heap[at]!, heap[up]!)) break;
          [heap[at], heap[up]] = [heap[up]!, heap[at]!];
          at = up;
        }
        continue;
      }
      const top = heap[0]!;
      const d = (keys[slot]! - keys[top]!) * sign;
      if (d > 0 || (d === 0 && !later(top, slot))) continue;
      heap[0] = slot;
      for (let at = 0; ; ) {
        const l = 2 * at + 1;
        const r = l + 1;
        let big = at;
        if (l < heap.length && later(heap[l]!, heap[big]!)) big = l;
        if (r < heap.length && later(heap[r]!, heap[big]!)) big = r;
        if (big === at) break;
        [heap[at], heap[big]] = [heap[big]!, heap[at]!];
        at = big;
      }
    }
    return heap.sort((a, b) => this.compareSlots(order, a, b));
  }

  /**
   * How to find the matches of `filters` at the least cost: counted from the tally and tested on
   * the orders' codes when only cell and price filters are set (no bitset pass at all); with one
   * or two passes over the keywords', location's and seller's postings when only those are; else
   * with the bitsets.
   */
  private plan(f: SearchFilters): Plan {
    const { alive } = this;
    const pass = this.count * PASS_NS;
    if (f.advertised) return this.bitsetPlan(f);
    const factors = f.q || f.location || f.seller ? this.factorsOf(f) : undefined;
    const columns = this.columnTest(f);
    if (factors === undefined) {
      if (!columns.any) return { total: this.live, set: alive, matches: () => slotsOf(alive.words), matchesCost: pass };
      const [low, high] = this.cellBounds(columns) ?? [-Infinity, Infinity];
      const [from, to] = this.priceWindow(this.orders.price_asc, Math.max(columns.min, low), Math.min(columns.max, high));
      // The matches are read from the price window's codes, or made with the bitsets (about ten passes).
      const scan = (to - from) * CODE_TEST_NS < 10 * pass;
      return {
        total: this.countColumns(columns),
        columns,
        matches: () => (scan ? this.walk({ columns, total: 0, matches: () => [], matchesCost: 0 }, this.orders.price_asc, from, to, Infinity)! : slotsOf(this.matching(f).words)),
        matchesCost: scan ? (to - from) * CODE_TEST_NS : 10 * pass,
        low,
        high,
      };
    }
    return columns.any ? this.bitsetPlan(f) : this.postingsPlan(factors);
  }

  private bitsetPlan(f: SearchFilters): Plan {
    const matches = this.matching(f);
    return { total: matches === this.alive ? this.live : matches.size(), set: matches, matches: () => slotsOf(matches.words), matchesCost: this.count * PASS_NS };
  }

  /** The cell and price filters of `filters`. */
  private columnTest(f: SearchFilters): ColumnTest {
    const category = f.category ? CATEGORY_IDS.indexOf(f.category) : -1;
    const brand = f.brand ? BRANDS.indexOf(f.brand) : -1;
    const conditions = f.condition && f.condition.length < CONDITIONS.length ? f.condition.map((c) => CONDITIONS.indexOf(c)) : undefined;
    const neir = f.neir ? NEIR_STATUSES.indexOf(f.neir) + 1 : -1;
    const min = f.minPrice ?? -Infinity;
    const max = f.maxPrice ?? Infinity;
    const { cells, passing } = cellTest(category, brand, conditions, neir);
    return {
      cells,
      passing,
      parts: { category, brand, conditions, neir },
      any: category >= 0 || brand >= 0 || conditions !== undefined || neir >= 0 || min > -Infinity || max < Infinity,
      min,
      max,
      lowStep: min === -Infinity ? -1 : this.stepOf(min),
      highStep: max === Infinity ? this.stepFloor.length : this.stepOf(max),
    };
  }

  /**
   * Prices no listing in the test's cells is outside of: the floor of the lowest price step
   * holding one, and the floor of the step above the highest. A walk by price starts
   * there: feature phones, highest first, from 55,000 taka down walked past every smartphone
   * between (2 ms a search at a million listings). Nothing when every cell passes.
   */
  private cellBounds({ passing }: CellTest): [low: number, high: number] | undefined {
    if (passing.length === CELLS) return undefined;
    let low = Infinity;
    let high = -1;
    for (let i = 0; i < passing.length; i++) {
      low = Math.min(low, this.cellLow[passing[i]!]!);
      high = Math.max(high, this.cellHigh[passing[i]!]!);
    }
    const floors = this.stepFloor;
    if (high < 0) return undefined;
    return [floors[low]!, high + 1 < floors.length ? floors[high + 1]! : Infinity];
  }

  /**
   * The live listings passing cell and price filters: the tally's cells that pass, over the price
   * steps wholly inside the price range, plus the slots of the (at most two) steps the bounds cut,
   * read from the price order's codes.
   */
  private countColumns(t: ColumnTest): number {
    const floors = this.stepFloor;
    const steps = floors.length;
    const stride = steps + 1;
    const { slots, codes, length } = this.orders.price_asc;
    const floorOf = (k: number) => (k < steps ? floors[k]! : Infinity);
    /** The first position in the price order priced at least `price` (above it, when `above`). */
    const at = (price: number, above = false) =>
      price === Infinity ? length : this.lowerBound(length, (i) => (above ? this.prices[slots[i]!]! <= price : this.prices[slots[i]!]! < price));
    /** Live slots in positions [from, to) of the price order whose cell passes (their price is in range). */
    const scan = (from: number, to: number) => {
      let n = 0;
      for (let i = from; i < to; i++) n += t.cells[codes[i]! & CELL_MASK]!;
      return n;
    };
    const from = t.min === -Infinity ? 0 : at(t.min);
    const to = at(t.max, true);
    // Steps [first, last) lie wholly within [min, max].
    const first = t.min === -Infinity ? 0 : this.lowerBound(steps, (k) => floors[k]! < t.min);
    const last = this.lowerBound(steps, (k) => floorOf(k + 1) <= t.max);
    if (first >= last) return scan(from, to);
    let total = scan(from, at(floors[first]!)) + scan(at(floorOf(last)), to);
    for (let i = 0; i < t.passing.length; i++) total += this.tally[t.passing[i]! * stride + last]! - this.tally[t.passing[i]! * stride + first]!;
    return total;
  }

  /** Counts a live slot in (1) or out of (-1) the tally. */
  private tallyOf(slot: number, delta: number): void {
    const stride = this.stepFloor.length + 1;
    const cell = this.cells[slot]!;
    const base = cell * stride;
    const step = this.stepOf(this.prices[slot]!);
    for (let k = step + 1; k < stride; k++) this.tally[base + k] = this.tally[base + k]! + delta;
    if (delta > 0) {
      this.cellLow[cell] = Math.min(this.cellLow[cell]!, step);
      this.cellHigh[cell] = Math.max(this.cellHigh[cell]!, step);
    } else if (step === this.cellLow[cell] || step === this.cellHigh[cell]) this.boundCell(cell);
  }

  /** A cell's lowest and highest price steps holding a listing, read from its tally (two binary searches). */
  private boundCell(cell: number): void {
    const steps = this.stepFloor.length;
    const base = cell * (steps + 1);
    const all = this.tally[base + steps]!;
    // The tally counts the listings below each step: the lowest step is the last counting none.
    this.cellLow[cell] = all === 0 ? steps : this.lowerBound(steps + 1, (k) => this.tally[base + k] === 0) - 1;
    this.cellHigh[cell] = all === 0 ? -1 : this.lowerBound(steps + 1, (k) => this.tally[base + k]! < all) - 1;
  }

  /** The tally step a price is in. */
  private stepOf(price: number): number {
    const floors = this.stepFloor;
    return this.lowerBound(floors.length, (k) => floors[k]! <= price) - 1;
  }

  /** A slot's code in the orders: its cell and price step. */
  private codeOf(slot: number): number {
    return (this.stepOf(this.prices[slot]!) << CELL_BITS) | this.cells[slot]!;
  }

  /**
   * The part of an order a price filter leaves: in a price order, the listings below the minimum
   * (or above the maximum) lie at one end, and a walk would test every one of them.
   */
  private priceWindow(order: Order, min = -Infinity, max = Infinity): [number, number] {
    if (order === this.orders.newest || (min === -Infinity && max === Infinity)) return [0, order.length];
    const { slots, length } = order;
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
    // Counted under every other filter, they cost several searches (3–7 ms at a million): the
    // results page asks for them with each search, the same ones whatever its sort or page.
    const key = JSON.stringify(filters);
    const known = this.facetCounts.get(key);
    if (known) return known;
    const counted = this.countFacets(filters);
    this.facetCounts.set(key, filters, counted);
    return counted;
  }

  /**
   * Facet counts the cheapest way: from the tally when only cell and price filters are set; else
   * by reading the other filters' matches once when they are few; else by bitset passes.
   */
  private countFacets(filters: SearchFilters): ListingFacets {
    const { q, location, seller, advertised } = filters;
    if (!(advertised || q || location || seller)) return this.countFacetsByColumns(filters);
    const matches = this.matching({ q, location, seller, advertised });
    if (matches.size() > this.live / FACET_MATCHES_SHARE) return this.countFacetsByBitsets(filters);
    return this.countFacetsOfMatches(filters, matches.words);
  }

  /**
   * Facet counts from the slots passing the keyword, location, seller and advertised filters
   * (`words`), read once: each one's cell and price tallied by cell and price band, and by cell
   * within the price range; each count then sums the cells its other filters pass.
   */
  private countFacetsOfMatches(filters: SearchFilters, words: Uint32Array): ListingFacets {
    const bands = PRICE_BANDS.length;
    const byBand = new Int32Array(CELLS * bands);
    const inRange = new Int32Array(CELLS);
    const min = filters.minPrice ?? -Infinity;
    const max = filters.maxPrice ?? Infinity;
    const { cells, prices } = this;
    for (let k = 0; k < words.length; k++) {
      let w = words[k]!;
      while (w !== 0) {
        const t = w & -w;
        const slot = (k << 5) + 31 - Math.clz32(t);
        w ^= t;
        const cell = cells[slot]!;
        const price = prices[slot]!;
        const band = bandIndexOf(price);
        byBand[cell * bands + band] = byBand[cell * bands + band]! + 1;
        if (price >= min && price <= max) inRange[cell] = inRange[cell]! + 1;
      }
    }
    const t = this.columnTest(filters);
    const { category, brand, conditions, neir } = t.parts;
    /** Counts by one part of the cell, over the cells the other filters pass. */
    const countBy = (test: CellTest, part: Uint8Array, values: number) => {
      const counts = new Array<number>(values).fill(0);
      for (const cell of test.passing) counts[part[cell]!] = counts[part[cell]!]! + inRange[cell]!;
      return counts;
    };
    const byCategory = countBy(cellTest(-1, brand, conditions, neir), CELL_PARTS.category, CATEGORY_IDS.length);
    const byBrand = countBy(cellTest(category, -1, conditions, neir), CELL_PARTS.brand, BRANDS.length);
    const byCondition = countBy(cellTest(category, brand, undefined, neir), CELL_PARTS.condition, CONDITIONS.length);
    // NEIR part 0 is unknown status, counted under no status.
    const byNeir = countBy(cellTest(category, brand, conditions, -1), CELL_PARTS.neir, NEIR_STATUSES.length + 1);
    let total = 0;
    const byBandCount = new Array<number>(bands).fill(0);
    for (const cell of t.passing) {
      total += inRange[cell]!;
      for (let b = 0; b < bands; b++) byBandCount[b] = byBandCount[b]! + byBand[cell * bands + b]!;
    }
    return {
      total,
      category: CATEGORY_IDS.map((value, i) => ({ value, count: byCategory[i]! })),
      brand: BRANDS.map((value, i) => ({ value, count: byBrand[i]! })),
      condition: CONDITIONS.map((value, i) => ({ value, count: byCondition[i]! })),
      neir: NEIR_STATUSES.map((value, i) => ({ value, count: byNeir[i + 1]! })),
      priceBand: PRICE_BANDS.map(({ id, min, max }, i) => ({ value: id, count: byBandCount[i]!, min, max })),
    };
  }

  /** Facet counts by bitset passes: each dimension's choices counted under every other filter. */
  private countFacetsByBitsets(filters: SearchFilters): ListingFacets {
    const count = <V extends string>(without: Partial<SearchFilters>, sets: Map<V, TypedFastBitSet>) => {
      const base = this.matching({ ...filters, ...without });
      return [...sets].map(([value, set]) => ({ value, count: countBoth(base.words, set.words) }));
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
   * Facet counts when only cell and price filters are set (a category browsed, a brand, a price
   * range: the results page without a keyword): each choice counted as a search by the cell and
   * price filters it makes (countColumns: the tally's cells, and the slots of the price steps a
   * bound cuts), not by bitset passes over every listing. A band is its inclusive price range, as
   * the bands' sets are made (bandOf). At a million listings the passes cost 3–9 ms.
   */
  private countFacetsByColumns(filters: SearchFilters): ListingFacets {
    const count = (f: SearchFilters) => this.countColumns(this.columnTest(f));
    return {
      total: count(filters),
      category: CATEGORY_IDS.map((value) => ({ value, count: count({ ...filters, category: value }) })),
      brand: BRANDS.map((value) => ({ value, count: count({ ...filters, brand: value }) })),
      condition: CONDITIONS.map((value) => ({ value, count: count({ ...filters, condition: [value] }) })),
      neir: NEIR_STATUSES.map((value) => ({ value, count: count({ ...filters, neir: value }) })),
      priceBand: PRICE_BANDS.map(({ id, min, max }) => ({ value: id, count: count({ ...filters, minPrice: min, maxPrice: max ?? undefined }), min, max })),
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
   * What the filters ask of postings, one factor each (a keyword: the postings of the terms it
   * starts; a location word; the seller): a listing must be in some posting of every factor.
   * Nothing when the filters name no posting.
   */
  private factorsOf(f: SearchFilters): Posting[][] | undefined {
    const factors: Posting[][] = [];
    const one = (posting: Posting | undefined) => (posting === undefined ? [] : [posting]);
    if (f.location) for (const w of searchTerms(f.location)) factors.push(one(this.byLocationWord.get(w)));
    if (f.q) for (const w of new Set(searchTerms(f.q))) factors.push(this.termPostings(w));
    if (f.seller) factors.push(one(this.bySeller.get(f.seller.toLowerCase())));
    return factors.length > 0 ? factors : undefined;
  }

  /** The postings of the terms that start with `word`. */
  private termPostings(word: string): Posting[] {
    const terms = this.vocabulary;
    const out: Posting[] = [];
    for (let i = this.lowerBound(terms.length, (j) => terms[j]! < word); i < terms.length && terms[i]!.startsWith(word); i++) out.push(this.postings.get(terms[i]!)!);
    return out;
  }

  /**
   * The plan of a search by postings alone. When a factor's postings are short lists, its slots
   * are read one by one and kept when live and in every other factor: no bitset pass. Else the
   * factors' bitsets are intersected (scratch set 0), and counted.
   */
  private postingsPlan(factors: Posting[][]): Plan {
    const pass = this.count * PASS_NS;
    const sizeOf = (p: Posting) => (typeof p === 'number' ? 1 : p instanceof PostingSet ? p.n : p.length);
    // A factor's size: exact for one posting, at least the union's for more.
    const sizes = factors.map((factor) => factor.reduce<number>((n, p) => n + sizeOf(p), 0));
    // No match is priced outside every factor's bounds.
    let low = -Infinity;
    let high = Infinity;
    for (const factor of factors) {
      let min = Infinity;
      let max = -Infinity;
      for (const p of factor) {
        min = Math.min(min, typeof p === 'number' ? this.prices[p]! : p.min);
        max = Math.max(max, typeof p === 'number' ? this.prices[p]! : p.max);
      }
      low = Math.max(low, min);
      high = Math.min(high, max);
    }
    // The smallest factor of lists, if reading its slots one by one costs less than a bitset pass.
    let driver = -1;
    factors.forEach((factor, i) => {
      if (factor.every((p) => !(p instanceof PostingSet)) && (driver < 0 || sizes[i]! < sizes[driver]!)) driver = i;
    });
    if (driver >= 0 && sizes[driver]! * LIST_TEST_NS < pass) {
      // Every other factor as one bitset (a posting, or scratch sets 3 on), the found in scratch set 2.
      const others = factors.filter((_, i) => i !== driver).map((factor, k) => this.union(factor, 3 + k));
      const set = this.scratch.take(2);
      const found: number[] = [];
      for (const p of factors[driver]!) {
        const slots = typeof p === 'number' ? [p] : (p as SlotList).items;
        const n = typeof p === 'number' ? 1 : (p as SlotList).length;
        next: for (let i = 0; i < n; i++) {
          const slot = slots[i]!;
          if (set.has(slot)) continue;
          for (const other of others) if (!other.has(slot)) continue next;
          set.add(slot);
          found.push(slot);
        }
      }
      return { total: found.length, set, matches: () => found, matchesCost: 0, low, high };
    }
    // Bitsets: each factor's (a posting itself, or the union of its postings in scratch sets 3 on),
    // read in the chunks their summaries mark.
    const sets = factors.map((factor, k) => this.union(factor, 3 + k));
    if (sets.length === 1) {
      const set = sets[0]!;
      const chunks = chunksOf(set);
      return {
        total: set instanceof PostingSet ? set.n : countOf(set.words, chunks),
        set,
        matches: () => slotsOf(set.words, chunks),
        matchesCost: this.passCost(chunkRuns(set.words.length, chunks)),
        low,
        high,
      };
    }
    // All but the last intersected (scratch set 0 when more than one); the last counted against them in the same pass.
    let set: TypedFastBitSet = sets[0]!;
    if (sets.length > 2) {
      // Only the chunks every set may hold slots in (the last one's too) can hold a match.
      const first = sets.slice(0, -1);
      const chunks = andChunks(sets.map(chunksOf));
      const words = Math.min(...first.map((s) => s.words.length));
      const both = this.scratch.take(0);
      if (both.words.length < words) both.resize(words * 32 - 1);
      intersectInto(both.words, first.map((s) => s.words), chunkRuns(words, chunks));
      both.chunks = chunks;
      set = both;
    }
    const also = sets.at(-1)!;
    const [chunks, alsoChunks] = [chunksOf(set), chunksOf(also)];
    return {
      total: countBoth(set.words, also.words, chunks, alsoChunks),
      set,
      also,
      matches: () => slotsOfBoth(set.words, also.words, chunks, alsoChunks),
      matchesCost: this.passCost(chunkRuns(Math.min(set.words.length, also.words.length), chunks, alsoChunks)),
      low,
      high,
    };
  }

  /**
   * The slots in any of these postings: the posting itself when one bitset alone, else scratch set
   * `into`, with its chunk summary (the postings' chunks).
   */
  private union(postings: Posting[], into: number): TypedFastBitSet {
    if (postings.length === 1 && postings[0] instanceof TypedFastBitSet) return postings[0];
    const set = this.scratch.take(into);
    let chunks: Uint32Array = new Uint32Array(1);
    for (const posting of postings) {
      if (posting instanceof PostingSet) {
        if (set.words.length < posting.words.length) set.resize(posting.words.length * 32 - 1);
        unionInto(set.words, posting.words, posting.chunks);
        chunks = orChunks(chunks, posting.chunks);
      } else if (typeof posting === 'number') {
        set.add(posting);
        chunks = markChunk(chunks, posting);
      } else {
        for (let j = 0; j < posting.length; j++) {
          set.add(posting.items[j]!);
          chunks = markChunk(chunks, posting.items[j]!);
        }
      }
    }
    set.chunks = chunks;
    return set;
  }

  /** What a pass over these word runs costs (ns). */
  private passCost(runs: number[]): number {
    return runWords(runs) * 32 * PASS_NS;
  }

  /** The slots of a seller's listings (a posting, or scratch set 1). */
  private ofSeller(sellerId: string): TypedFastBitSet {
    return this.asSet(this.bySeller.get(sellerId));
  }

  /** A posting as a bitset (itself, or scratch set 1). */
  private asSet(posting: Posting | undefined): TypedFastBitSet {
    return this.union(posting === undefined ? [] : [posting], 1);
  }

  /** Slots with a term that starts with `word` (a posting, or scratch set 1). */
  private prefixed(word: string): TypedFastBitSet {
    return this.union(this.termPostings(word), 1);
  }

  /** Adds a slot to the posting of `key`; a list becomes a bitset once it would take more room than one. */
  private post(postings: Map<string, Posting>, key: string, slot: number): void {
    const posting = postings.get(key);
    const price = this.prices[slot]!;
    let grown: SlotList | PostingSet;
    if (posting === undefined) return void postings.set(key, slot);
    if (typeof posting === 'number') {
      grown = new SlotList();
      grown.push(posting);
      grown.push(slot);
      grown.min = Math.min(this.prices[posting]!, price);
      grown.max = Math.max(this.prices[posting]!, price);
      postings.set(key, grown);
      return;
    }
    if (posting instanceof PostingSet) posting.put(slot);
    else if (posting.length < POSTING_LIST_MIN || posting.length < this.count / POSTING_LIST_SHARE) posting.push(slot);
    else {
      grown = new PostingSet();
      for (let i = 0; i < posting.length; i++) grown.put(posting.items[i]!);
      grown.put(slot);
      [grown.min, grown.max] = [posting.min, posting.max];
      postings.set(key, grown);
    }
    const held = postings.get(key) as SlotList | PostingSet;
    held.min = Math.min(held.min, price);
    held.max = Math.max(held.max, price);
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

  /** A live slot's terms, as termsOf gave them when it was placed. */
  private termsOfSlot(slot: number): string[] {
    const brand = BRANDS[CELL_PARTS.brand[this.cells[slot]!]!]!;
    const text = (id: number) => this.texts[id]!;
    return [...new Set([...this.terms(text(this.deviceTexts[slot]!)), ...this.terms(brand), ...this.terms(text(this.locationTexts[slot]!))])];
  }

  /** A text's number, given the first time it is seen. */
  private intern(text: string): number {
    let id = this.textIds.get(text);
    if (id === undefined) {
      id = this.texts.push(text) - 1;
      this.textIds.set(text, id);
    }
    return id;
  }

  /** Takes a slot out of the posting of `key`; an emptied posting goes, and its term with it. */
  private unpost(postings: Map<string, Posting>, key: string, slot: number): void {
    const posting = postings.get(key);
    if (posting === undefined) return;
    let empty: boolean;
    if (typeof posting === 'number') empty = posting === slot;
    else if (posting instanceof PostingSet) {
      if (posting.has(slot)) {
        posting.remove(slot);
        posting.n--;
      }
      empty = posting.n === 0;
    } else {
      const { items } = posting;
      const at = this.lowerBound(posting.length, (i) => items[i]! < slot);
      if (items[at] === slot && at < posting.length) items.copyWithin(at, at + 1, posting.length--);
      empty = posting.length === 0;
    }
    if (!empty) return;
    postings.delete(key);
    if (postings === this.postings && this.sealed) {
      const at = this.lowerBound(this.vocabulary.length, (i) => this.vocabulary[i]! < key);
      if (this.vocabulary[at] === key) this.vocabulary.splice(at, 1);
    }
  }

  /** Gives the listing a new slot in every column and set (not in the orders or price buckets, which the callers keep). */
  private place(l: IndexedListing, [hi, mid, lo] = idWords(l.id)): number {
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
      this.deviceTexts = grow(this.deviceTexts, size);
      this.locationTexts = grow(this.locationTexts, size);
      this.sellerTexts = grow(this.sellerTexts, size);
    }
    this.deviceTexts[slot] = this.intern(l.deviceName);
    this.locationTexts[slot] = this.intern(l.location);
    this.sellerTexts[slot] = l.sellerId ? this.intern(l.sellerId) : -1;
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
    return /^[0-9a-f]{24}$/.test(id) ? this.slotAt(...idWords(id)) : -1;
  }

  /** The live slot of an id given as its words, or -1. */
  private slotAt(hi: number, mid: number, lo: number): number {
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

  /** Makes the order these slots, with their codes (`codes`, by slot, when the caller has them all). */
  private setOrder(order: Order, slots: Int32Array, codes?: Uint32Array): void {
    this.roomFor(order, slots.length);
    for (let i = 0; i < slots.length; i++) {
      order.slots[i] = slots[i]!;
      order.codes[i] = codes ? codes[slots[i]!]! : this.codeOf(slots[i]!);
    }
    order.length = slots.length;
  }

  /** Puts a slot at position `at` of an order, moving the entries before it or those after it, whichever are fewer. */
  private insertAt(order: Order, at: number, slot: number, code: number): void {
    const toFront = at * 2 < order.length;
    const back = order.slotRoom.length - order.front - order.length;
    if (toFront ? order.front === 0 : back === 0) {
      // No room on that side: the entries are copied into the middle of arrays twice their number.
      const { slots, codes, length } = order;
      this.roomFor(order, length + 1);
      order.slots.set(slots.subarray(0, length));
      order.codes.set(codes.subarray(0, length));
    }
    const { slotRoom, codeRoom, front, length } = order;
    if (toFront) {
      slotRoom.copyWithin(front - 1, front, front + at);
      codeRoom.copyWithin(front - 1, front, front + at);
      order.front = front - 1;
      order.slots = slotRoom.subarray(order.front);
      order.codes = codeRoom.subarray(order.front);
    } else {
      slotRoom.copyWithin(front + at + 1, front + at, front + length);
      codeRoom.copyWithin(front + at + 1, front + at, front + length);
    }
    order.slots[at] = slot;
    order.codes[at] = code;
    order.length = length + 1;
  }

  /** Gives an order fresh arrays for `n` entries, with as much room again around them, half before and half after. */
  private roomFor(order: Order, n: number): void {
    const size = Math.max(1024, n * 2);
    order.slotRoom = new Int32Array(size);
    order.codeRoom = new Uint32Array(size);
    order.front = (size - n) >> 1;
    order.slots = order.slotRoom.subarray(order.front);
    order.codes = order.codeRoom.subarray(order.front);
  }

  /** Renumbers the slots (see renumber) for good: what was cached by slot is void. */
  private compact(): void {
    this.renumber(true);
    this.generation++;
    this.changes.voidAll();
  }

  /**
   * The live slots in the order they are numbered in: by brand, then device name (case aside),
   * then as they were. A keyword's slots then sit together, in few chunks of the bitsets (bits.ts).
   */
  private nameOrder(): Int32Array {
    const slots = this.alive.array();
    const texts = this.texts.length;
    // Each slot's (brand, device name) group, numbered as first met; then the groups sorted.
    const groupOf = new Map<number, number>();
    const group = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const key = CELL_PARTS.brand[this.cells[slots[i]!]!]! * texts + this.deviceTexts[slots[i]!]!;
      let g = groupOf.get(key);
      if (g === undefined) groupOf.set(key, (g = groupOf.size));
      group[i] = g;
    }
    const sorted = [...groupOf.keys()]
      .map((key) => ({ brand: Math.floor(key / texts), name: this.texts[key % texts]!.toLowerCase() }))
      .map((entry, g) => ({ ...entry, g }))
      .sort((a, b) => a.brand - b.brand || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.g - b.g));
    const rank = new Int32Array(sorted.length);
    sorted.forEach((entry, r) => void (rank[entry.g] = r));
    // A counting sort by rank: stable, so slots of one group keep their order.
    const next = new Int32Array(sorted.length + 1);
    for (let i = 0; i < slots.length; i++) next[rank[group[i]!]! + 1]!++;
    for (let r = 1; r <= sorted.length; r++) next[r] = next[r]! + next[r - 1]!;
    const order = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) order[next[rank[group[i]!]!]!++] = slots[i]!;
    return order;
  }

  /**
   * Renumbers the live slots 0, 1, … in device-name order (nameOrder) and drops the dead from
   * every column, set, posting and order: no listing is read again, and every answer stays the same.
   * Compacting, it drops dead texts and the id table's removed entries too; sealing, few are dead.
   */
  private renumber(compacting: boolean): void {
    const order = this.nameOrder();
    const n = order.length;
    const renumbered = new Int32Array(this.count).fill(-1);
    for (let i = 0; i < n; i++) renumbered[order[i]!] = i;
    const column = <T extends Column>(old: T): T => new (old.constructor as new (n: number) => T)(Math.max(1024, n * 2));
    const set = (old: TypedFastBitSet) => TypedFastBitSet.fromWords(renumberWords(old.words, renumbered, n));
    const sets = <K>(old: Map<K, TypedFastBitSet>) => new Map([...old].map(([k, v]) => [k, set(v)]));
    // Each posting renumbered in place (a map of a million sellers is not built again).
    const postings = (out: Map<string, Posting>) => {
      for (const [key, posting] of out) {
        if (posting instanceof PostingSet) {
          const moved = new PostingSet();
          moved.words = renumberWords(posting.words, renumbered, n);
          moved.chunks = summaryOf(moved.words);
          moved.n = countOf(moved.words);
          [moved.min, moved.max] = [posting.min, posting.max];
          if (moved.n > 0) out.set(key, moved);
          else out.delete(key);
          continue;
        }
        if (typeof posting === 'number') {
          if (renumbered[posting]! >= 0) out.set(key, renumbered[posting]!);
          else out.delete(key);
          continue;
        }
        const list = new SlotList();
        for (let i = 0; i < posting.length; i++) {
          const to = renumbered[posting.items[i]!]!;
          if (to >= 0) list.push(to);
        }
        // Ascending again: the new numbers keep the device-name order, not the old one.
        list.items.subarray(0, list.length).sort();
        [list.min, list.max] = [posting.min, posting.max];
        if (list.length > 0) out.set(key, list);
        else out.delete(key);
      }
    };
    // The columns in one loop, each read at one place in the code (a loop per column through one
    // function would read five kinds of typed array at one place, which V8 does slowly).
    const [idHi, idMid, idLo, created, prices, guideKeys, neirs, cells, deviceTexts, locationTexts, sellerTexts] = [
      column(this.idHi),
      column(this.idMid),
      column(this.idLo),
      column(this.created),
      column(this.prices),
      column(this.guideKeys),
      column(this.neirs),
      column(this.cells),
      column(this.deviceTexts),
      column(this.locationTexts),
      column(this.sellerTexts),
    ];
    for (let i = 0; i < n; i++) {
      const slot = order[i]!;
      idHi[i] = this.idHi[slot]!;
      idMid[i] = this.idMid[slot]!;
      idLo[i] = this.idLo[slot]!;
      created[i] = this.created[slot]!;
      prices[i] = this.prices[slot]!;
      guideKeys[i] = this.guideKeys[slot]!;
      neirs[i] = this.neirs[slot]!;
      cells[i] = this.cells[slot]!;
      deviceTexts[i] = this.deviceTexts[slot]!;
      locationTexts[i] = this.locationTexts[slot]!;
      sellerTexts[i] = this.sellerTexts[slot]!;
    }
    [this.idHi, this.idMid, this.idLo, this.created, this.prices, this.guideKeys] = [idHi, idMid, idLo, created, prices, guideKeys];
    [this.neirs, this.cells, this.deviceTexts, this.locationTexts, this.sellerTexts] = [neirs, cells, deviceTexts, locationTexts, sellerTexts];
    if (compacting) {
      // The texts afresh: only the live slots' stay.
      const texts = this.texts;
      const renumberedText = new Int32Array(texts.length).fill(-1);
      this.texts = [];
      this.textIds = new Map();
      for (const column of [deviceTexts, locationTexts, sellerTexts]) {
        for (let i = 0; i < n; i++) {
          const id = column[i]!;
          if (id < 0) continue;
          if (renumberedText[id]! < 0) {
            renumberedText[id] = this.texts.push(texts[id]!) - 1;
            this.textIds.set(texts[id]!, renumberedText[id]!);
          }
          column[i] = renumberedText[id]!;
        }
      }
    }
    this.advertised = set(this.advertised);
    this.byCategory = sets(this.byCategory);
    this.byBrand = sets(this.byBrand);
    this.byCondition = sets(this.byCondition);
    this.byNeir = sets(this.byNeir);
    this.byBand = sets(this.byBand);
    this.belowBucket = this.belowBucket.map(set);
    postings(this.byLocationWord);
    postings(this.postings);
    postings(this.bySeller);
    this.vocabulary = this.vocabulary.filter((term) => this.postings.has(term));
    for (const order of Object.values(this.orders)) {
      const kept = new Int32Array(n);
      let k = 0;
      for (let i = 0; i < order.length; i++) {
        const to = renumbered[order.slots[i]!]!;
        if (to >= 0) kept[k++] = to;
      }
      this.setOrder(order, kept.subarray(0, k));
    }
    this.alive = new TypedFastBitSet();
    if (n > 0) this.alive.addRange(0, n);
    this.count = n;
    this.live = n;
    this.ordered = n;
    if (compacting) this.rehash(2 ** Math.ceil(Math.log2(4 * (n + 1))));
    else {
      // An id's place in the table does not depend on its slot: each entry takes its new number.
      for (let i = 0; i < this.table.length; i++) if (this.table[i]! >= 0) this.table[i] = renumbered[this.table[i]!]!;
    }
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
