// GET /products: a seller's own listings (an admin's: all), newest first, sold ones included; one
// page at a time, the next named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

function getMyProducts(cursor: string | null = null): Promise<LinkedPage<Product>> {
  return getLinkedPage<Product>('/products', { cursor });
}

const myProductsQueryOptions = () =>
  linkedListQueryOptions(queryKeys.myProducts.mine(), getMyProducts, i18n.t('products:list.couldNotLoad'));

export function useMyProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...myProductsQueryOptions(), enabled });
}
