// GET /listings/facets: how many listings each choice of the filter panel would find.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingFacets, ListingsQueryInput } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

/** The filters the counts are counted under (not the sort or a page). */
export type FacetParams = Omit<ListingsQueryInput, 'sort' | 'limit' | 'cursor'>;

async function getListingFacets(params: FacetParams, signal?: AbortSignal): Promise<ListingFacets> {
  return (await api.get<ListingFacets>('/listings/facets', { params, signal })).data;
}

const listingFacetsQueryOptions = (params: FacetParams) =>
  queryOptions({
    queryKey: queryKeys.listings.facets(params),
    queryFn: ({ signal }) => getListingFacets(params, signal),
    // The old counts stay until the new ones arrive. A failure just leaves the counts out: the
    // results' own error already tells the user.
    placeholderData: keepPreviousData,
  });

export function useListingFacets(params: FacetParams) {
  return useQuery(listingFacetsQueryOptions(params));
}
