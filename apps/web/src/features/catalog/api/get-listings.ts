// GET /listings: the search behind /search and /category/{id} (keywords, filters, sort, keyset
// pages). The navbar's suggestions ask it too (get-listing-suggestions.ts).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingsPage, ListingsQueryInput } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** A search's parameters; the pages' `limit` and `cursor` are the query's own. */
export type ListingsParams = Omit<ListingsQueryInput, 'limit' | 'cursor'>;

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
