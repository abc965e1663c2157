// POST /me/saved-searches: saves the results' filters and keywords (as GET /listings takes them)
// under a name; the API normalises them and drops the sort and the page. A search the person
// follows already is answered 200 with the one saved (its own name), not saved twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type SavedSearch, type SavedSearchQuery } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

interface NewSavedSearch {
  name: string;
  query: SavedSearchQuery;
}

interface CreatedSavedSearch {
  search: SavedSearch;
  /** The person followed this search already: nothing new was saved. */
  alreadySaved: boolean;
}

async function createSavedSearch(input: NewSavedSearch): Promise<CreatedSavedSearch> {
  const res = await api.post<SavedSearch>('/me/saved-searches', input);
  return { search: res.data, alreadySaved: res.status === 200 };
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
