// POST /mail/unsubscribe: the one click; that topic is no longer mailed (again: nothing changes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type UnsubscribeTarget } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function unsubscribe(token: string): Promise<UnsubscribeTarget> {
  return (await api.post<UnsubscribeTarget>('/mail/unsubscribe', { token })).data;
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (target) => queryClient.setQueryData(queryKeys.mail.unsubscribe(token), target),
  });
}
