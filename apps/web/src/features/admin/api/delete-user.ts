// DELETE /users/{email}: removes a Buyer or Seller (and their identity account and listings).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@mobile-planet/shared';
import { LISTING_VIEWS, queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function deleteUser(email: string): Promise<DeleteResult> {
  const { data } = await api.delete<DeleteResult>(`/users/${encodeURIComponent(email)}`);
  return data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The user's listings leave the market too, so the public lists change as well.
    onSuccess: () =>
      Promise.all(
        [queryKeys.users.all(), ...LISTING_VIEWS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
