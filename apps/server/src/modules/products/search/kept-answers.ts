// What the read model answered, by query (its pages, its facet counts), kept while it is still the
// answer. Every change to the model (a listing let in, or taken out; a changed listing is both) goes
// into a log; a kept answer is checked against the changes logged since it was last asked for, and
// only a change that reaches it lets it go: a listing that passes its filters and lies within its
// page or before the page's end. One that passes and lies before its cursor, or after the end of a
// page that more follow, moves only its count, which is patched.
//
// Before, any change forgot every answer, so in a market with writes every second (35 a second in
// the benchmark's second phase) a search was almost never answered twice before one came.

import { CONDITIONS, searchTerms, type Brand, type CategoryId, type Condition, type ListingFacets, type ListingSort, type NeirStatus } from '@mobile-planet/shared';
import { PageMemo } from './page-memo';
import type { SearchFilters, SearchPosition, SlotPage } from './listing-index';

/** A listing let into the model or taken out of it, as it was there. */
export interface ChangedListing {
  /** Its slot: its place in each order is read by it (a slot's columns outlive it until the slots are renumbered, which forgets every kept answer). */
  slot: number;
  category: CategoryId;
  brand: Brand;
  condition: Condition;
  neir: NeirStatus | undefined;
  price: number;
  advertised: boolean;
  sellerId: string | undefined;
  /** Its search terms (device name, brand, location) and its location's alone, as the index posted them. */
  terms: readonly string[];
  locationTerms: readonly string[];
}

interface LoggedChange {
  listing: ChangedListing;
  /** 1: let in; -1: taken out. */
  sign: 1 | -1;
}

/**
 * Changes kept for checking: an answer not asked for in this many changes is answered afresh
 * (at 35 writes a second, two changes each, about a minute of them).
 */
const LOG_SIZE = 4096;

/** The model's changes, numbered, the last LOG_SIZE of them kept. */
export class ChangeLog {
  private readonly ring: Array<LoggedChange | undefined> = new Array<LoggedChange | undefined>(LOG_SIZE);
  /** Changes logged so far: the next one's number. */
  count = 0;
  /** Answers from before this change stand on slots since renumbered: none of them is kept. */
  private floor = 0;

  add(listing: ChangedListing, sign: 1 | -1): void {
    this.ring[this.count % LOG_SIZE] = { listing, sign };
    this.count++;
  }

  /** The slots were renumbered: every answer kept so far is void. */
  voidAll(): void {
    this.floor = this.count;
  }

  /** Whether the changes since `seen` can all be read (none forgotten, none before a renumbering). */
  private readableSince(seen: number): boolean {
    return seen >= this.floor && this.count - seen <= LOG_SIZE;
  }

  /**
   * Walks the changes logged since `seen` while `check` answers true; false when one answers false
   * or some are no longer here (an answer kept from before them is void).
   */
  everySince(seen: number, check: (change: LoggedChange) => boolean): boolean {
    if (!this.readableSince(seen)) return false;
    for (let n = seen; n < this.count; n++) if (!check(this.ring[n % LOG_SIZE]!)) return false;
    return true;
  }
}

/** A query's filters, made ready for testing one listing at a time, as the index's own postings would. */
class FilterTest {
  private readonly category: CategoryId | undefined;
  private readonly brand: Brand | undefined;
  private readonly conditions: readonly Condition[] | undefined;
  private readonly neir: NeirStatus | undefined;
  private readonly min: number;
  private readonly max: number;
  private readonly advertised: boolean;
  private readonly seller: string | undefined;
  private readonly locationWords: string[];
  private readonly words: string[];

  constructor(f: SearchFilters) {
    this.category = f.category;
    this.brand = f.brand;
    this.conditions = f.condition && f.condition.length < CONDITIONS.length ? f.condition : undefined;
    this.neir = f.neir;
    this.min = f.minPrice ?? -Infinity;
    this.max = f.maxPrice ?? Infinity;
    this.advertised = f.advertised === true;
    this.seller = f.seller?.toLowerCase();
    this.locationWords = f.location ? searchTerms(f.location) : [];
    this.words = f.q ? [...new Set(searchTerms(f.q))] : [];
  }

  /** Whether the listing passes every filter: the columns' first, they cost a comparison each. */
  passes(l: ChangedListing): boolean {
    if (l.price < this.min || l.price > this.max) return false;
    if ((this.category !== undefined && l.category !== this.category) || (this.brand !== undefined && l.brand !== this.brand)) return false;
    if ((this.conditions !== undefined && !this.conditions.includes(l.condition)) || (this.neir !== undefined && l.neir !== this.neir)) return false;
    return this.passesText(l);
  }

  /** Whether the listing counts in some facet: it passes every filter but at most one of the facets' (category, brand, condition, NEIR status, price). */
  countsInFacets(l: ChangedListing): boolean {
    let misses = 0;
    if (l.price < this.min || l.price > this.max) misses++;
    if (this.category !== undefined && l.category !== this.category) misses++;
    if (this.brand !== undefined && l.brand !== this.brand) misses++;
    if (this.conditions !== undefined && !this.conditions.includes(l.condition)) misses++;
    if (this.neir !== undefined && l.neir !== this.neir) misses++;
    return misses <= 1 && this.passesText(l);
  }

  /** The keyword, location, seller and advertised filters. */
  private passesText(l: ChangedListing): boolean {
    if ((this.advertised && !l.advertised) || (this.seller !== undefined && l.sellerId !== this.seller)) return false;
    for (const w of this.locationWords) if (!l.locationTerms.includes(w)) return false;
    // A keyword finds the listings with a term it starts (the index's vocabulary walk by prefix).
    for (const w of this.words) {
      let found = false;
      for (const term of l.terms) if ((found = term.startsWith(w))) break;
      if (!found) return false;
    }
    return true;
  }
}

/** Where a slot lies in an order against a position or another slot: negative before, 0 at, positive after. */
export type CompareInOrder = (sort: ListingSort, slot: number, at: SearchPosition | number) => number;

interface KeptPage {
  test: FilterTest;
  sort: ListingSort;
  limit: number;
  after: SearchPosition | undefined;
  page: SlotPage;
  /** The changes logged when it was last checked. */
  seen: number;
}

/**
 * Pages kept per generation of their memo (page-memo.ts): a page is its slots and a key (about half
 * a kilobyte), so both generations are a few megabytes.
 */
const PAGES_KEPT = 5_000;

/** Facet counts kept per generation: a search's counts are some 60 objects (about 3 KB). */
const COUNTS_KEPT = 2_000;

/** A change's effect on a kept page: none, its count moved, or the page is void. */
const NONE = 0;
const COUNT = 1;
const VOID = 2;

export class KeptPages {
  private readonly memo = new PageMemo<KeptPage>(PAGES_KEPT);

  constructor(
    private readonly log: ChangeLog,
    private readonly compare: CompareInOrder,
  ) {}

  /** The page kept under `key`, brought up to the model's changes; nothing when one voids it. */
  get(key: string): SlotPage | undefined {
    const kept = this.memo.get(key);
    if (!kept) return undefined;
    const { log } = this;
    if (kept.seen === log.count) return kept.page;
    let { page } = kept;
    const stands = log.everySince(kept.seen, ({ listing, sign }) => {
      const effect = this.effect(kept, page, listing, sign);
      // A new object, so whoever holds the page keeps what it said; its slots and end stay the
      // same arrays (catalog.servedNow).
      if (effect === COUNT) page = { slots: page.slots, total: page.total + sign, next: page.next };
      return effect !== VOID;
    });
    if (!stands) return this.drop(key);
    kept.page = page;
    kept.seen = log.count;
    return page;
  }

  set(key: string, filters: SearchFilters, sort: ListingSort, limit: number, after: SearchPosition | undefined, page: SlotPage): void {
    this.memo.set(key, { test: new FilterTest(filters), sort, limit, after, page, seen: this.log.count });
  }

  private drop(key: string): undefined {
    this.memo.delete(key);
    return undefined;
  }

  /** A page is the first `limit` listings passing its filters after its cursor, in its order; `total` counts all that pass. */
  private effect({ test, sort, limit, after }: KeptPage, page: SlotPage, listing: ChangedListing, sign: 1 | -1): number {
    if (!test.passes(listing)) return NONE;
    const { slot } = listing;
    // At or before the cursor: in no page from it on.
    if (after && this.compare(sort, slot, after) <= 0) return COUNT;
    const last = page.slots.at(-1);
    // Within the page (or one of its own listings), or after the end of a page that ended at its last match.
    if (last === undefined || this.compare(sort, slot, last) <= 0 || page.slots.length < limit || !page.next) return VOID;
    if (sign > 0) return COUNT;
    // Taken out after the page: the page stands, and more still follow if a first page counts two or more after it.
    return !after && page.total - page.slots.length >= 2 ? COUNT : VOID;
  }
}

interface KeptCounts {
  test: FilterTest;
  facets: ListingFacets;
  seen: number;
}

/**
 * Facet counts, kept by their filters until a change counts in them: a listing counted under
 * every filter but one of the facets' (it passes the rest, and fails at most that one).
 */
export class KeptFacets {
  private readonly memo = new PageMemo<KeptCounts>(COUNTS_KEPT);

  constructor(private readonly log: ChangeLog) {}

  get(key: string): ListingFacets | undefined {
    const kept = this.memo.get(key);
    if (!kept) return undefined;
    const { log } = this;
    if (kept.seen === log.count) return kept.facets;
    if (!log.everySince(kept.seen, ({ listing }) => !kept.test.countsInFacets(listing))) return this.drop(key);
    kept.seen = log.count;
    return kept.facets;
  }

  set(key: string, filters: SearchFilters, facets: ListingFacets): void {
    this.memo.set(key, { test: new FilterTest(filters), facets, seen: this.log.count });
  }

  private drop(key: string): undefined {
    this.memo.delete(key);
    return undefined;
  }
}
