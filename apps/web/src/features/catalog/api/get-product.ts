import { useQuery } from '@tanstack/react-query';
import type { Product } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export const productQueryKey = (id: string) => ['product', id] as const;

/** Public fields only; a sold product has status 'sold'. */
export type PublicProduct = Omit<Product, 'sellerEmail' | 'Contact'> & Partial<Pick<Product, 'sellerEmail' | 'Contact'>>;

export async function getProduct(id: string): Promise<PublicProduct> {
  return (await api.get<PublicProduct>(`/products/${encodeURIComponent(id)}`)).data;
}

/** GET /products/{id}: one listing's own page. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
  });
}
