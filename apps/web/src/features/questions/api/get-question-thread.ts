// GET /products/{id}/questions/{threadId}: one thread's messages, oldest first. The first load
// follows nextCursor to the end; later loads ask with the last cursor, which answers only what is new.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type QuestionMessage, type QuestionMessagesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { loadThread, type MessageThread } from '@/lib/message-thread';

const LIMIT = PAGE_SIZE.questionMessages.max;

async function getQuestionMessages(productId: string, threadId: string, cursor: string | null): Promise<QuestionMessagesPage> {
  const { data } = await api.get<QuestionMessagesPage>(`/products/${encodeURIComponent(productId)}/questions/${encodeURIComponent(threadId)}`, {
    params: cursor ? { limit: LIMIT, cursor } : { limit: LIMIT },
  });
  return data;
}

function questionThreadQueryOptions(queryClient: QueryClient, productId: string, threadId: string) {
  const queryKey = queryKeys.questions.thread(productId, threadId);
  return {
    queryKey,
    queryFn: () =>
      loadThread((cursor) => getQuestionMessages(productId, threadId, cursor), queryClient.getQueryData<MessageThread<QuestionMessage>>(queryKey), LIMIT),
  };
}

export function useQuestionThread(productId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useQuery(questionThreadQueryOptions(queryClient, productId, threadId));
}
