// GET /bookings/{id}/messages: the booking's thread, oldest first. The first load follows nextCursor
// to the end; from then on the page polls with the last cursor, which answers only what is new.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type MessagesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { mergeMessages, type Thread } from '../utils/thread';

const LIMIT = PAGE_SIZE.messages.max;
/** A bound on one load, so a misbehaving cursor cannot keep the page fetching for ever. */
const MAX_PAGES_PER_LOAD = 20;
const THREAD_POLL_MS = 4000;

async function getMessagesPage(bookingId: string, cursor: string | null): Promise<MessagesPage> {
  const { data } = await api.get<MessagesPage>(`/bookings/${encodeURIComponent(bookingId)}/messages`, {
    params: cursor ? { limit: LIMIT, cursor } : { limit: LIMIT },
  });
  return data;
}

/** What is new since `known` (everything on the first load), merged into it. */
async function loadThread(bookingId: string, known: Thread | undefined): Promise<Thread> {
  let items = known?.items ?? [];
  let cursor = known?.cursor ?? null;
  for (let n = 0; n < MAX_PAGES_PER_LOAD; n++) {
    const page = await getMessagesPage(bookingId, cursor);
    items = mergeMessages(items, page.items);
    // A null nextCursor ends the thread for now; the cursor we had still finds what comes later.
    cursor = page.nextCursor ?? cursor;
    if (!page.nextCursor || page.items.length < LIMIT) break;
  }
  return { items, cursor };
}

function threadQueryOptions(queryClient: QueryClient, bookingId: string) {
  const queryKey = queryKeys.messages.thread(bookingId);
  return {
    queryKey,
    queryFn: () => loadThread(bookingId, queryClient.getQueryData<Thread>(queryKey)),
    refetchInterval: THREAD_POLL_MS,
  };
}

export function useThread(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({ ...threadQueryOptions(queryClient, bookingId), enabled });
}
