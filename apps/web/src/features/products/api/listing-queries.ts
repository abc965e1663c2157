// Every cached view of listings: ours ('products') and the catalog's public lists ('advertise',
// 'listings': search, category pages, facets and suggestions; 'product'), which a new, advertised
// or deleted listing changes too.
import type { QueryClient } from '@tanstack/react-query';

const LISTING_QUERY_ROOTS = ['products', 'advertise', 'listings', 'product'] as const;

export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return Promise.all(LISTING_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(
    () => undefined,
  );
}
