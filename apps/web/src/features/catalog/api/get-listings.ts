// GET /listings: the search behind /search and /category/{id} (keywords, filters, sort, keyset
// pages) and the navbar's suggestions (its first few matches).
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListingsPage, ListingsQueryInput } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** A search's parameters; the pages' `limit` and `cursor` are the query's own. */
export type ListingsParams = Omit<ListingsQueryInput, 'limit' | 'cursor'>;

/** How many suggestions the navbar offers, and how many letters it waits for first. */
const SUGGESTION_LIMIT = 6;
export const SUGGESTION_MIN_LENGTH = 2;

async function getListings(params: ListingsQueryInput, signal?: AbortSignal): Promise<ListingsPage> {
  return (await api.get<ListingsPage>('/listings', { params, signal })).data;
}

const listingsQueryOptions = (params: ListingsParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.search(params),
    queryFn: ({ pageParam, signal }) => getListings(pageParam ? { ...params, cursor: pageParam } : params, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A changed filter keeps the old results on screen until the new ones arrive: no flash.
    placeholderData: keepPreviousData,
    meta: { errorToast: i18n.t('catalog:results.errorToast') },
  });

export function useListings(params: ListingsParams) {
  return useInfiniteQuery(listingsQueryOptions(params));
}

const listingSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.listings.suggestions(q),
    queryFn: async ({ signal }) => (await getListings({ q, limit: String(SUGGESTION_LIMIT) }, signal)).items,
    enabled: q.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The first matches of what is typed in the navbar (`q` already debounced and trimmed). */
export function useListingSuggestions(q: string) {
  return useQuery(listingSuggestionsQueryOptions(q));
}
