// GET /products/{id}/questions: the threads the caller may read on a listing — the asker's own (one
// or none), or every thread for the seller and an Admin, latest activity first, page after page.
// Polled, so a new question or answer shows without a reload; each thread's messages are fetched
// only when its count moves (see QuestionThreadView).
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type QuestionThreadsPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

const LIMIT = PAGE_SIZE.questionThreads.default;
const THREADS_POLL_MS = 5000;

async function getQuestionThreads(productId: string, cursor: string | null): Promise<QuestionThreadsPage> {
  const { data } = await api.get<QuestionThreadsPage>(`/products/${encodeURIComponent(productId)}/questions`, {
    params: cursor ? { limit: LIMIT, cursor } : { limit: LIMIT },
  });
  return data;
}

function questionThreadsQueryOptions(productId: string, email: string) {
  return {
    queryKey: queryKeys.questions.threads(productId, email),
    queryFn: ({ pageParam }: { pageParam: string | null }) => getQuestionThreads(productId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: QuestionThreadsPage) => last.nextCursor,
    refetchInterval: THREADS_POLL_MS,
  };
}

/** `email`: the signed-in person's (the answer depends on who asks); nothing is fetched without one. */
export function useQuestionThreads(productId: string, email: string | undefined) {
  return useInfiniteQuery({ ...questionThreadsQueryOptions(productId, email ?? ''), enabled: Boolean(email) });
}
