// GET /products/{id}/questions/{threadId}: one thread's messages, oldest first. The first load
// follows nextCursor to the end; later loads ask with the last cursor, which answers only what is new.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type QuestionMessagesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { mergeQuestionMessages, type QuestionThreadMessages } from '../utils/thread';

const LIMIT = PAGE_SIZE.questionMessages.max;
/** A bound on one load, so a misbehaving cursor cannot keep the page fetching for ever. */
const MAX_PAGES_PER_LOAD = 20;

async function getQuestionMessages(productId: string, threadId: string, cursor: string | null): Promise<QuestionMessagesPage> {
  const { data } = await api.get<QuestionMessagesPage>(`/products/${encodeURIComponent(productId)}/questions/${encodeURIComponent(threadId)}`, {
    params: cursor ? { limit: LIMIT, cursor } : { limit: LIMIT },
  });
  return data;
}

/** What is new since `known` (everything on the first load), merged into it. */
async function loadThread(productId: string, threadId: string, known: QuestionThreadMessages | undefined): Promise<QuestionThreadMessages> {
  let items = known?.items ?? [];
  let cursor = known?.cursor ?? null;
  for (let n = 0; n < MAX_PAGES_PER_LOAD; n++) {
    const page = await getQuestionMessages(productId, threadId, cursor);
    items = mergeQuestionMessages(items, page.items);
    cursor = page.nextCursor ?? cursor;
    if (!page.nextCursor || page.items.length < LIMIT) break;
  }
  return { items, cursor };
}

function questionThreadQueryOptions(queryClient: QueryClient, productId: string, threadId: string) {
  const queryKey = queryKeys.questions.thread(productId, threadId);
  return {
    queryKey,
    queryFn: () => loadThread(productId, threadId, queryClient.getQueryData<QuestionThreadMessages>(queryKey)),
  };
}

export function useQuestionThread(productId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useQuery(questionThreadQueryOptions(queryClient, productId, threadId));
}
