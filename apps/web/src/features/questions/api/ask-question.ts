// POST /products/{id}/questions: the signed-in person's question (or follow-up) to the listing's
// seller, in their one thread on it (the seller gets a notification).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type MessageInput, type QuestionPosted } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { addPosted } from '../utils/posted';

async function askQuestion({ productId, text }: { productId: string } & MessageInput): Promise<QuestionPosted> {
  const { data } = await api.post<QuestionPosted>(`/products/${encodeURIComponent(productId)}/questions`, { text });
  return data;
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (posted) => {
      addPosted(queryClient, posted);
      // The first question opens the thread: the list learns of it.
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.questions.all(), posted.thread.productId] });
    },
  });
}
