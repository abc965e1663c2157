// GET /listings?seller={id}: the seller's devices on the market now, newest first, a page at a
// time. Keyed as a listings search, so every change to listings (LISTING_VIEWS) refreshes it.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys, type ListingsPage, type ListingsQueryInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function getSellerListings(id: string, cursor: string | null, signal?: AbortSignal): Promise<ListingsPage> {
  const params: ListingsQueryInput = cursor ? { seller: id, cursor } : { seller: id };
  return (await api.get<ListingsPage>('/listings', { params, signal })).data;
}

const sellerListingsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.search({ seller: id }),
    queryFn: ({ pageParam, signal }) => getSellerListings(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorToast: i18n.t('sellers:listings.errorToast') },
  });

export function useSellerListings(id: string) {
  return useInfiniteQuery(sellerListingsQueryOptions(id));
}
