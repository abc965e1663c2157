// PUT /users/admin/{id}: promotes a user to Admin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateResult } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function makeAdmin(id: string): Promise<UpdateResult> {
  const { data } = await api.put<UpdateResult>(`/users/admin/${encodeURIComponent(id)}`);
  return data;
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    // Every list may change: the user leaves Buyers or Sellers and joins Admins.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }),
  });
}
