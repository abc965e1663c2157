// POST /me/saved-searches: saves the results' filters and keywords (as GET /listings takes them)
// under a name; the API normalises them and drops the sort and the page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type SavedSearch, type SavedSearchQuery } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

interface NewSavedSearch {
  name: string;
  query: SavedSearchQuery;
}

async function createSavedSearch(input: NewSavedSearch): Promise<SavedSearch> {
  return (await api.post<SavedSearch>('/me/saved-searches', input)).data;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
