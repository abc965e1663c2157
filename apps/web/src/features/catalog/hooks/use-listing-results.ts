// One results screen's data: its search (from the URL) and the pages GET /listings answered.
import { useMemo } from 'react';
import type { CategoryId } from '@mobile-planet/shared';
import { useListings } from '../api/get-listings';
import { listingQueryParams } from '../utils/listing-search';
import { useListingSearch } from './use-listing-search';

export function useListingResults(fixedCategory: CategoryId | null = null) {
  const { search, update, clear } = useListingSearch(fixedCategory);
  const params = useMemo(() => listingQueryParams(search), [search]);
  const listings = useListings(params);
  const items = useMemo(() => listings.data?.pages.flatMap((page) => page.items), [listings.data]);
  // The newest page's count: listings may have come or gone since the first.
  const total = listings.data?.pages.at(-1)?.total;
  return { fixedCategory, search, params, update, clear, listings, items, total };
}

export type ListingResultsState = ReturnType<typeof useListingResults>;
