// POST /notifications/read { productId }: the listing's questions are on screen, so the
// notifications of its questions and answers are read; the navbar's count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function markQuestionsRead(productId: string): Promise<void> {
  await api.post('/notifications/read', { productId });
}

export function useMarkQuestionsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuestionsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
