import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

const productQueryKey = (id: string) => ['product', id] as const;

async function getProduct(id: string): Promise<PublicProduct> {
  return (await api.get<PublicProduct>(`/products/${encodeURIComponent(id)}`)).data;
}

/** GET /products/{id}: one listing's own page. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
  });
}
