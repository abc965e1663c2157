// POST /notifications/read for what is on screen: a booking's thread (`{ bookingId }`) or a
// listing's questions (`{ productId }`) were read, so are their notifications; the navbar's count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@mobile-planet/shared';
import { api } from './api-client';

type OnScreen = { bookingId: string } | { productId: string };

async function markReadOnScreen(onScreen: OnScreen): Promise<void> {
  await api.post('/notifications/read', onScreen);
}

export function useMarkReadOnScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReadOnScreen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
