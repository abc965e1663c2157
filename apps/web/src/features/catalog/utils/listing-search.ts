// What the results screen shows, as it lives in the URL (/search?q=…&brand=…): a link or the back
// button gives the same results. Reading is lenient: a value the API would refuse (a hand-edited
// link) is dropped, so the screen shows results instead of an error.
import {
  CATEGORY_IDS,
  CONDITIONS,
  LISTING_SORTS,
  LOCATION_FILTER_MAX_LENGTH,
  MAX_PRICE_TAKA,
  NEIR_STATUSES,
  SEARCH_QUERY_MAX_LENGTH,
  brandNamed,
  searchableWords,
  type Brand,
  type CategoryId,
  type Condition,
  type ListingSort,
  type ListingsQueryInput,
  type NeirStatus,
} from '@mobile-planet/shared';

export interface ListingSearch {
  /** Keywords; '' for none. */
  q: string;
  category: CategoryId | null;
  brand: Brand | null;
  /** Any of these conditions; none: every condition. */
  condition: Condition[];
  /** Listings whose seller stated this NEIR status; null: any (those of unknown status too). */
  neir: NeirStatus | null;
  /** A city; '' for anywhere. */
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort;
}

/** The filters of a search (everything that narrows it; not the sort). */
export type ListingFilterName = Exclude<keyof ListingSearch, 'sort'>;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/** A city as the API takes it: at most 60 characters with at least one letter or digit; else none. */
function cityName(value: string | null): string {
  const location = (value ?? '').trim().slice(0, LOCATION_FILTER_MAX_LENGTH);
  return searchableWords(location).length > 0 ? location : '';
}

function wholeTaka(value: string | null): number | null {
  if (!value || !/^\d{1,8}$/.test(value.trim())) return null;
  const taka = Number(value);
  return taka <= MAX_PRICE_TAKA ? taka : null;
}

/**
 * The search a URL describes. On /category/{id} the category comes from the path (`fixedCategory`)
 * and any `category` parameter is ignored.
 */
export function readListingSearch(params: URLSearchParams, fixedCategory: CategoryId | null = null): ListingSearch {
  const condition = CONDITIONS.filter((c) =>
    (params.get('condition') ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim())
      .includes(c),
  );
  let minPrice = wholeTaka(params.get('minPrice'));
  let maxPrice = wholeTaka(params.get('maxPrice'));
  // A range typed the wrong way round still means that range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    category: fixedCategory ?? oneOf(CATEGORY_IDS, params.get('category')),
    brand: brandNamed(params.get('brand') ?? '') ?? null,
    condition,
    neir: oneOf(NEIR_STATUSES, params.get('neir')?.trim().toLowerCase() ?? null),
    location: cityName(params.get('location')),
    minPrice,
    maxPrice,
    sort: oneOf(LISTING_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The URL parameters of a search; empty filters and the default sort are left out. */
export function listingSearchParams(search: ListingSearch, fixedCategory: CategoryId | null = null): URLSearchParams {
  const params = new URLSearchParams();
  const { sort, ...filters } = listingQueryParams(search);
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && !(name === 'category' && fixedCategory)) params.set(name, value);
  }
  if (sort && sort !== 'newest') params.set('sort', sort);
  return params;
}

/** The search as GET /listings parameters (strings; nothing for an empty filter). */
export function listingQueryParams(search: ListingSearch): ListingsQueryInput {
  const params: ListingsQueryInput = { sort: search.sort };
  if (search.q) params.q = search.q;
  if (search.category) params.category = search.category;
  if (search.brand) params.brand = search.brand;
  if (search.condition.length > 0) params.condition = search.condition.join(',');
  if (search.neir) params.neir = search.neir;
  if (search.location) params.location = search.location;
  if (search.minPrice !== null) params.minPrice = String(search.minPrice);
  if (search.maxPrice !== null) params.maxPrice = String(search.maxPrice);
  return params;
}

/** The filters that are set (the keywords count: clearing filters clears them too). */
export function activeFilters(search: ListingSearch, fixedCategory: CategoryId | null = null): ListingFilterName[] {
  const set: ListingFilterName[] = [];
  if (search.q) set.push('q');
  if (search.category && !fixedCategory) set.push('category');
  if (search.brand) set.push('brand');
  if (search.condition.length > 0) set.push('condition');
  if (search.neir) set.push('neir');
  if (search.location) set.push('location');
  if (search.minPrice !== null) set.push('minPrice');
  if (search.maxPrice !== null) set.push('maxPrice');
  return set;
}

/** No keywords and no filters: the search as it starts (the sort is kept). */
export function clearedListingSearch(search: ListingSearch, fixedCategory: CategoryId | null = null): ListingSearch {
  return {
    q: '',
    category: fixedCategory,
    brand: null,
    condition: [],
    neir: null,
    location: '',
    minPrice: null,
    maxPrice: null,
    sort: search.sort,
  };
}
