// DELETE /me/saved-searches/{id}: no more digests for it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`/me/saved-searches/${encodeURIComponent(id)}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
