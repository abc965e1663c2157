// Every cached view of listings (see LISTING_VIEWS): a new, advertised or deleted listing changes them all.
import type { QueryClient } from '@tanstack/react-query';
import { LISTING_VIEWS } from '@mobile-planet/shared';

export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return Promise.all(LISTING_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
