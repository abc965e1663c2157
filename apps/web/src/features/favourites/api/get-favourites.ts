// GET /me/favourites: the signed-in user's favourites, newest first, each with its listing's card
// and status (on sale, sold, no longer listed), a page at a time (by `nextCursor`).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FOLLOW_PAGE_SIZE, queryKeys, type FavouritesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

async function getFavourites(cursor: string | null, signal?: AbortSignal): Promise<FavouritesPage> {
  const params = { limit: String(FOLLOW_PAGE_SIZE.favourites.default), ...(cursor ? { cursor } : {}) };
  return (await api.get<FavouritesPage>('/me/favourites', { params, signal })).data;
}

const favouritesQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.favourites.list(email),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFavourites() {
  const email = useAuth().user?.email ?? '';
  return useInfiniteQuery({ ...favouritesQueryOptions(email), enabled: Boolean(email) });
}
