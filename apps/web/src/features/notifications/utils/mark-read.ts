// What POST /notifications/read will do, applied to the cached pages at once, so the badge and the
// list change on the click rather than a round trip later (the server's answer then replaces it).
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationsPage, NotificationsReadInput } from '@mobile-planet/shared';

function matches(input: NotificationsReadInput, notification: Notification): boolean {
  if ('all' in input) return true;
  if ('ids' in input) return input.ids.includes(notification._id);
  if ('productId' in input) return notification.productId === input.productId;
  return notification.bookingId === input.bookingId;
}

export function markReadInCache(data: InfiniteData<NotificationsPage>, input: NotificationsReadInput): InfiniteData<NotificationsPage> {
  const items = data.pages.flatMap((page) => page.items);
  const newlyRead = items.filter((n) => !n.read && matches(input, n));
  const newlyReadMessages = newlyRead.filter((n) => n.kind === 'message').length;
  const all = 'all' in input;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((n) => (!n.read && matches(input, n) ? { ...n, read: true } : n)),
      // Unread ones beyond the loaded pages are counted by the server only: "all" clears them too.
      unread: all ? 0 : Math.max(0, page.unread - newlyRead.length),
      unreadMessages: all ? 0 : Math.max(0, page.unreadMessages - newlyReadMessages),
      unreadMessagesOnSales: all ? 0 : page.unreadMessagesOnSales,
    })),
  };
}
