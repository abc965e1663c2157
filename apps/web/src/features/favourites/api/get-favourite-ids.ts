// GET /me/favourites/ids: every listing the signed-in user keeps (at most FAVOURITES_MAX), so each
// heart on a page knows whether it is pressed without a call of its own. Public listing answers
// stay the same for everyone (and cacheable): who keeps what travels only here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type FavouriteIds } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

async function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIds> {
  return (await api.get<FavouriteIds>('/me/favourites/ids', { signal })).data;
}

const favouriteIdsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.favourites.ids(email), queryFn: ({ signal }) => getFavouriteIds(signal), staleTime: 60_000 });

/** The signed-in user's favourites' ids; nothing is fetched signed out. */
export function useFavouriteIds() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return useQuery({ ...favouriteIdsQueryOptions(email), enabled: Boolean(email) });
}
