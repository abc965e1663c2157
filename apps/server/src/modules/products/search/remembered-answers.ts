// What one listing coming or going does to the answers the read model remembers (page-memo.ts).
// A market writes all day (at 35 writes a second, every ~30 ms): forgetting every remembered page
// on each write left almost none. Instead each remembered answer is revised: kept as it is when
// the listing does not pass its filters, given its new total when the listing lies outside the
// page (keyset pages: a listing before the cursor or past the page's end leaves its slots as they
// are), and forgotten, to be searched again, when the listing is on the page or would be.
// Facet counts are counted on: the listing adds or takes one from each count it is counted in.
import { searchTerms, type ListingFacets, type ListingSort, type PriceBandId } from '@mobile-planet/shared';
import type { SearchFilters, SearchPosition, SlotPage } from './listing-index';

/** What the filters test of one listing, read from its slot while it is in the index. */
export interface ListingFacts {
  slot: number;
  /** 24 lowercase hex digits. */
  id: string;
  createdAt: number;
  price: number;
  band: PriceBandId;
  category: string;
  brand: string;
  condition: string;
  neir: string | undefined;
  advertised: boolean;
  /** Its search terms (device name, brand, location), as its postings hold them. */
  terms: string[];
  /** Its location's words, as the location filter's postings hold them. */
  places: string[];
  sellerId: string | undefined;
}

/** Filters with their words split once, for testing listing after listing. */
export interface RememberedQuery {
  filters: SearchFilters;
  words: string[];
  places: string[];
  seller: string | undefined;
}

export interface RememberedPage {
  query: RememberedQuery;
  sort: ListingSort;
  limit: number;
  after: SearchPosition | undefined;
  page: SlotPage;
}

export interface RememberedFacets {
  query: RememberedQuery;
  facets: ListingFacets;
}

export function rememberedQuery(filters: SearchFilters): RememberedQuery {
  return {
    filters,
    // As the index reads them: each distinct word of q, each word of the location.
    words: filters.q ? [...new Set(searchTerms(filters.q))] : [],
    places: filters.location ? searchTerms(filters.location) : [],
    seller: filters.seller?.toLowerCase(),
  };
}

/** A filter left out, as facet counts leave out each one's own. */
type Relaxed = 'category' | 'brand' | 'condition' | 'neir' | 'price' | 'facets';

/** Whether the listing passes the filters (but the relaxed ones), exactly as the index's bitsets would. */
export function passes(l: ListingFacts, { filters: f, words, places, seller }: RememberedQuery, relaxed?: Relaxed): boolean {
  const all = relaxed === 'facets';
  if (f.advertised && !l.advertised) return false;
  if (f.category && f.category !== l.category && !all && relaxed !== 'category') return false;
  if (f.brand && f.brand !== l.brand && !all && relaxed !== 'brand') return false;
  if (f.condition && !f.condition.includes(l.condition as never) && !all && relaxed !== 'condition') return false;
  if (f.neir && f.neir !== l.neir && !all && relaxed !== 'neir') return false;
  if (!all && relaxed !== 'price' && ((f.minPrice !== undefined && l.price < f.minPrice) || (f.maxPrice !== undefined && l.price > f.maxPrice))) return false;
  if (seller !== undefined && seller !== l.sellerId) return false;
  for (const w of places) if (!l.places.includes(w)) return false;
  for (const w of words) if (!l.terms.some((t) => t.startsWith(w))) return false;
  return true;
}

/** Sign of the listing against a position in the sort's order: below 0 it comes first. */
function against(l: ListingFacts, sort: ListingSort, p: SearchPosition): number {
  const key = sort === 'newest' ? l.createdAt : l.price;
  const id = p.id.toLowerCase();
  const c = key !== p.key ? (key < p.key ? -1 : 1) : l.id < id ? -1 : l.id > id ? 1 : 0;
  return sort === 'price_asc' ? c : -c;
}

/**
 * The page as it is once the listing has come (+1) or gone (-1): the same object when untouched,
 * a new one when only its total moved, nothing when its slots would change.
 */
export function revisePage(r: RememberedPage, l: ListingFacts, delta: 1 | -1): RememberedPage | undefined {
  if (!passes(l, r.query)) return r;
  const { page, after, sort, limit } = r;
  const total = page.total + delta;
  if (delta < 0) {
    if (page.slots.includes(l.slot)) return undefined;
    // A first page: it lay past the page's end, so the page still ends where it did, with more
    // after it while the total says so.
    if (!after) return { ...r, page: { slots: page.slots, total, next: total > limit ? page.next : null } };
    // A later page: if it lay past the page's end, whether more follow is not known here.
    return against(l, sort, after) <= 0 ? { ...r, page: { ...page, total } } : undefined;
  }
  // A listing before the cursor, or past the end of a page followed by more, leaves its slots.
  if ((after && against(l, sort, after) <= 0) || (page.next !== null && against(l, sort, page.next) > 0)) return { ...r, page: { ...page, total } };
  return undefined;
}

/** The counts as they are once the listing has come (+1) or gone (-1). */
export function reviseFacets(r: RememberedFacets, l: ListingFacts, delta: 1 | -1): RememberedFacets {
  if (!passes(l, r.query, 'facets')) return r;
  const f = r.facets;
  const counted = <V extends string, C extends { value: V; count: number }>(counts: C[], value: string | undefined, relaxed: Relaxed): C[] =>
    value !== undefined && passes(l, r.query, relaxed) ? counts.map((c) => (c.value === value ? { ...c, count: c.count + delta } : c)) : counts;
  return {
    query: r.query,
    facets: {
      total: passes(l, r.query) ? f.total + delta : f.total,
      category: counted(f.category, l.category, 'category'),
      brand: counted(f.brand, l.brand, 'brand'),
      condition: counted(f.condition, l.condition, 'condition'),
      neir: counted(f.neir, l.neir, 'neir'),
      priceBand: counted(f.priceBand, l.band, 'price'),
    },
  };
}
