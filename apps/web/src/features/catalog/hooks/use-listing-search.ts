// The results screen's state, kept in the URL's search parameters: every change is a new history
// entry, so Back returns to the previous results.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryId } from '@mobile-planet/shared';
import { clearedListingSearch, listingSearchParams, readListingSearch, type ListingSearch } from '../utils/listing-search';

export function useListingSearch(fixedCategory: CategoryId | null = null) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListingSearch(params, fixedCategory), [params, fixedCategory]);
  // The parameters last asked for, until the URL shows them. A navigation waits for the route's
  // data, and the URL stays as it was meanwhile: a second change made then (a city typed after a
  // price, applied as the drawer closes) must build on the first, not on the URL, or it undoes it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const go = useCallback(
    (next: (current: ListingSearch) => ListingSearch) => {
      const wanted = listingSearchParams(next(readListingSearch(asked.current ?? params, fixedCategory)), fixedCategory);
      asked.current = wanted;
      // The person is working in the filter panel: keep the page where it is.
      setParams(wanted, { preventScrollReset: true });
    },
    [params, setParams, fixedCategory],
  );

  const update = useCallback((change: Partial<ListingSearch>) => go((current) => ({ ...current, ...change })), [go]);
  const clear = useCallback(() => go((current) => clearedListingSearch(current, fixedCategory)), [go, fixedCategory]);

  return { search, update, clear };
}
