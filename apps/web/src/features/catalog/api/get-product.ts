import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getProduct(id: string): Promise<PublicProduct> {
  return (await api.get<PublicProduct>(`/products/${encodeURIComponent(id)}`)).data;
}

/** GET /products/{id}: one listing's own page. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: queryKeys.product.one(id),
    queryFn: () => getProduct(id),
  });
}
