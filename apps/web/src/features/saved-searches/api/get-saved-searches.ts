// GET /me/saved-searches: the signed-in user's saved searches, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FOLLOW_PAGE_SIZE, queryKeys, type SavedSearchesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

async function getSavedSearches(cursor: string | null, signal?: AbortSignal): Promise<SavedSearchesPage> {
  const params = { limit: String(FOLLOW_PAGE_SIZE.savedSearches.default), ...(cursor ? { cursor } : {}) };
  return (await api.get<SavedSearchesPage>('/me/saved-searches', { params, signal })).data;
}

const savedSearchesQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.savedSearches.list(email),
    queryFn: ({ pageParam, signal }) => getSavedSearches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSavedSearches() {
  const email = useAuth().user?.email ?? '';
  return useInfiniteQuery({ ...savedSearchesQueryOptions(email), enabled: Boolean(email) });
}
