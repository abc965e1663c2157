// GET /products: a seller's own listings (an admin's: all), newest first, sold ones included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export async function getMyProducts(): Promise<Product[]> {
  const { data } = await api.get<Product[]>('/products');
  return data;
}

export const myProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'mine'],
    queryFn: getMyProducts,
    meta: { errorToast: 'Could not load your products' },
  });

export function useMyProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myProductsQueryOptions(), enabled });
}
