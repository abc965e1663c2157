// POST /products/{id}/questions/{threadId}: the seller's answer in one thread (the asker gets a
// notification). The asker's follow-ups go through ask-question.ts, to their one thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type MessageInput, type QuestionPosted } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { addPosted } from '../utils/posted';

async function answerQuestion({ productId, threadId, text }: { productId: string; threadId: string } & MessageInput): Promise<QuestionPosted> {
  const { data } = await api.post<QuestionPosted>(`/products/${encodeURIComponent(productId)}/questions/${encodeURIComponent(threadId)}`, { text });
  return data;
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: (posted) => {
      addPosted(queryClient, posted);
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.questions.all(), posted.thread.productId] });
    },
  });
}
