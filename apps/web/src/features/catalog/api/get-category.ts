import { useQuery } from '@tanstack/react-query';
import type { CategoryId, PhoneListing } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export const categoryQueryKey = (id: CategoryId) => ['category', id] as const;

export async function getCategory(id: CategoryId): Promise<PhoneListing[]> {
  return (await api.get<PhoneListing[]>(`/category/${encodeURIComponent(id)}`)).data;
}

/** GET /category/{id}: the category's available listings, newest first. */
export function useCategory(id: CategoryId) {
  return useQuery({
    queryKey: categoryQueryKey(id),
    queryFn: () => getCategory(id),
    meta: { errorToast: 'Could not load this category' },
  });
}
