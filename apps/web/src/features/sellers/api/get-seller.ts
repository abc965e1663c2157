// GET /sellers/{id}: a seller's public profile (name, member since, rating) with the first page of
// their reviews. No email or contact: anyone may read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type SellerProfile } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getSeller(id: string, signal?: AbortSignal): Promise<SellerProfile> {
  return (await api.get<SellerProfile>(`/sellers/${encodeURIComponent(id)}`, { signal })).data;
}

// No error toast: the page itself says what went wrong (a 404 is the not-found screen).
const sellerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.seller.one(id),
    queryFn: ({ signal }) => getSeller(id, signal),
  });

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(id));
}
