// GET /products/{id}/edit: a listing as its seller (or an Admin) edits it, contact number included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Product } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getListingForEdit(id: string): Promise<Product> {
  return (await api.get<Product>(`/products/${encodeURIComponent(id)}/edit`)).data;
}

const listingForEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product.edit(id),
    queryFn: () => getListingForEdit(id),
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
  });

export function useListingForEdit(id: string) {
  return useQuery(listingForEditQueryOptions(id));
}
