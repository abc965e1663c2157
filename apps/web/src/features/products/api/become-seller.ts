// POST /users/me/role { role: 'Seller' }: a Buyer starts selling. The role is read from the
// database on every call, so the same session lists at once; the account's record is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type RoleChangeInput, type User } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function becomeSeller(): Promise<User> {
  const body: RoleChangeInput = { role: 'Seller' };
  return (await api.post<User>('/users/me/role', body)).data;
}

export function useBecomeSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeSeller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.all() }),
  });
}
