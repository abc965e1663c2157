// PATCH /me/saved-searches/{id}: a new name for one of the caller's saved searches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type SavedSearch } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function renameSavedSearch({ id, name }: { id: string; name: string }): Promise<SavedSearch> {
  return (await api.patch<SavedSearch>(`/me/saved-searches/${encodeURIComponent(id)}`, { name })).data;
}

export function useRenameSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
