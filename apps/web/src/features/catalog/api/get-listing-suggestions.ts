// GET /listings as the navbar's suggestions: the first few matches of what is typed. Apart from the
// search's pages (get-listings.ts), so every page's script carries a plain query, not the paging.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingsPage } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

/** How many suggestions the navbar offers, and how many letters it waits for first. */
const SUGGESTION_LIMIT = 6;
export const SUGGESTION_MIN_LENGTH = 2;

const listingSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.listings.suggestions(q),
    queryFn: async ({ signal }) => (await api.get<ListingsPage>('/listings', { params: { q, limit: String(SUGGESTION_LIMIT) }, signal })).data.items,
    enabled: q.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The first matches of what is typed in the navbar (`q` already debounced and trimmed). */
export function useListingSuggestions(q: string) {
  return useQuery(listingSuggestionsQueryOptions(q));
}
