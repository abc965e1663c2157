// GET /notifications: the signed-in user's notifications, newest first, a page at a time (by
// `nextCursor`), each page with the unread count. Polled while signed in, so the bell's badge
// keeps up with bookings that move in another tab or on the other side.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type NotificationsPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

const POLL_MS = 15_000;

async function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationsPage> {
  const params = { limit: String(PAGE_SIZE.notifications.default), ...(cursor ? { cursor } : {}) };
  return (await api.get<NotificationsPage>('/notifications', { params, signal })).data;
}

export const notificationsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.mine(email),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: POLL_MS,
    // The app's default is off; coming back to the tab is exactly when news is likely.
    refetchOnWindowFocus: true,
    meta: { errorToast: i18n.t('notifications:loadError') },
  });

/** `email`: the signed-in user's; nothing is fetched without one. */
export function useNotifications(email: string | null | undefined) {
  return useInfiniteQuery({ ...notificationsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
