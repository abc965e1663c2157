// Favourites and saved searches: what a buyer keeps to come back to (issue 22). Their limits, the
// shapes that travel, and how a saved search's filters become the results' address again.
import type { ListingFilters } from './schemas/listings';
import type { PhoneListing } from './types';

/** How many favourites one person keeps: GET /me/favourites/ids answers all of them in one go. */
export const FAVOURITES_MAX = 200;
/** How many searches one person saves: each is checked for new listings by the digest job. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** At most one digest per saved search in this many hours. */
export const SAVED_SEARCH_DIGEST_HOURS = 1;

/** Page sizes of GET /me/favourites and GET /me/saved-searches. */
export const FOLLOW_PAGE_SIZE = {
  favourites: { default: 24, max: 48 },
  savedSearches: { default: 20, max: 50 },
} as const;

/** A favourite's listing as the buyer sees it now: hidden, taken off and deleted are one word, `removed`. */
export type FavouriteStatus = 'available' | 'sold' | 'removed';

export interface Favourite {
  productId: string;
  /** When it was added. */
  savedAt: string;
  status: FavouriteStatus;
  deviceName: string;
  /** The card, as the listings search answers it, while the public may see the listing (available or sold); else null. */
  listing: PhoneListing | null;
}

export interface FavouritesPage {
  items: Favourite[];
  nextCursor: string | null;
}

/** GET /me/favourites/ids: every listing the caller keeps (at most FAVOURITES_MAX), newest first. */
export interface FavouriteIds {
  ids: string[];
}

/** A saved search's filters as the results' address carries them (GET /listings's parameters, normalised). */
export type SavedSearchQuery = Partial<Record<keyof ListingFilters, string>>;

export interface SavedSearch {
  _id: string;
  name: string;
  query: SavedSearchQuery;
  createdAt: string;
  /** When the last digest of new listings went out; null before the first. */
  lastDigestAt: string | null;
}

export interface SavedSearchesPage {
  items: SavedSearch[];
  nextCursor: string | null;
}

/**
 * The query parameters of GET /listings (and the results page's address) that give these
 * filters: parsing them with listingsQuerySchema gives the same filters back.
 */
export function savedSearchQueryOf(filters: ListingFilters): SavedSearchQuery {
  const out: SavedSearchQuery = {};
  if (filters.q) out.q = filters.q;
  if (filters.category) out.category = filters.category;
  if (filters.brand) out.brand = filters.brand;
  if (filters.condition?.length) out.condition = filters.condition.join(',');
  if (filters.neir) out.neir = filters.neir;
  if (filters.location) out.location = filters.location;
  if (filters.minPrice !== undefined) out.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== undefined) out.maxPrice = String(filters.maxPrice);
  if (filters.seller) out.seller = filters.seller;
  return out;
}
