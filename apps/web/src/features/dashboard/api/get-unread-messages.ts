// GET /notifications?limit=1, read only for its unread message counts: the drawer's badges by My
// Orders (messages on the reader's purchases) and My sales (on their sales). Polled like the bell.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type NotificationsPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export interface UnreadMessages {
  orders: number;
  sales: number;
}

const POLL_MS = 15_000;

async function getUnreadMessages(signal?: AbortSignal): Promise<UnreadMessages> {
  const { data } = await api.get<NotificationsPage>('/notifications', { params: { limit: '1' }, signal });
  return { orders: Math.max(0, data.unreadMessages - data.unreadMessagesOnSales), sales: data.unreadMessagesOnSales };
}

const unreadMessagesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.counts(email),
    queryFn: ({ signal }) => getUnreadMessages(signal),
    refetchInterval: POLL_MS,
  });

export function useUnreadMessages(email: string | null | undefined) {
  return useQuery({ ...unreadMessagesQueryOptions(email ?? ''), enabled: Boolean(email) });
}
