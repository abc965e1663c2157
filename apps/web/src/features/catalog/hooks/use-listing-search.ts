// The results screen's state, kept in the URL's search parameters: every change is a new history
// entry, so Back returns to the previous results.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryId } from '@mobile-planet/shared';
import { clearedListingSearch, listingSearchParams, readListingSearch, type ListingSearch } from '../utils/listing-search';

export function useListingSearch(fixedCategory: CategoryId | null = null) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListingSearch(params, fixedCategory), [params, fixedCategory]);

  const update = useCallback(
    (change: Partial<ListingSearch>) =>
      setParams((prev) => listingSearchParams({ ...readListingSearch(prev, fixedCategory), ...change }, fixedCategory), {
        // The person is working in the filter panel: keep the page where it is.
        preventScrollReset: true,
      }),
    [setParams, fixedCategory],
  );

  const clear = useCallback(
    () => setParams((prev) => listingSearchParams(clearedListingSearch(readListingSearch(prev, fixedCategory), fixedCategory), fixedCategory)),
    [setParams, fixedCategory],
  );

  return { search, update, clear };
}
