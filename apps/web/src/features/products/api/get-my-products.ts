// GET /products: a seller's own listings (an admin's: all), newest first, sold ones included; one
// page at a time, the next named by the Link header.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, type LinkedPage } from '@/lib/link-pages';

function getMyProducts(cursor: string | null = null): Promise<LinkedPage<Product>> {
  return getLinkedPage<Product>('/products', { cursor });
}

const myProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.myProducts.mine(),
    queryFn: ({ pageParam }) => getMyProducts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    meta: { errorToast: i18n.t('products:list.couldNotLoad') },
  });

export function useMyProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...myProductsQueryOptions(), enabled });
}
