// POST /notifications/read { bookingId }: the booking's thread is on screen, so its message
// notifications are read; the navbar's count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function markThreadRead(bookingId: string): Promise<void> {
  await api.post('/notifications/read', { bookingId });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
