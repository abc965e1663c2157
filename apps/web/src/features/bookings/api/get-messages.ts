// GET /bookings/{id}/messages: the booking's thread, oldest first. The first load follows nextCursor
// to the end; from then on the page polls with the last cursor, which answers only what is new.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type Message, type MessagesPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { loadThread, type MessageThread } from '@/lib/message-thread';

const LIMIT = PAGE_SIZE.messages.max;
const THREAD_POLL_MS = 4000;

async function getMessagesPage(bookingId: string, cursor: string | null): Promise<MessagesPage> {
  const { data } = await api.get<MessagesPage>(`/bookings/${encodeURIComponent(bookingId)}/messages`, {
    params: cursor ? { limit: LIMIT, cursor } : { limit: LIMIT },
  });
  return data;
}

function threadQueryOptions(queryClient: QueryClient, bookingId: string) {
  const queryKey = queryKeys.messages.thread(bookingId);
  return {
    queryKey,
    queryFn: () => loadThread((cursor) => getMessagesPage(bookingId, cursor), queryClient.getQueryData<MessageThread<Message>>(queryKey), LIMIT),
    refetchInterval: THREAD_POLL_MS,
  };
}

export function useThread(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({ ...threadQueryOptions(queryClient, bookingId), enabled });
}
