// Data access for the notifications collection.
import { ObjectId } from 'mongodb';
import { pageBy } from '../../db/keyset';
import { insertEachOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { NotificationDoc } from './notifications.documents';
import type { CursorPosition } from '../../http/cursor';

export function notificationsRepository(c: Collections) {
  const { notifications } = c;
  return {
    /** For each, false when a notification with its key exists (a follow-up that ran twice): one write for them all. */
    insertEach: (docs: Array<Omit<NotificationDoc, '_id' | 'unreadBy'>>): Promise<boolean[]> =>
      insertEachOnce(
        notifications,
        docs.map((doc) => ({ ...doc, _id: new ObjectId(), ...(doc.read ? {} : { unreadBy: doc.email }) })),
      ),
    /** Newest first: {email: 1, createdAt: -1, _id: -1}. */
    page: (email: string, page: { limit: number; after?: CursorPosition }) => pageBy(notifications, { email }, { order: 'newest', ...page }),
    countUnread: (email: string) => notifications.countDocuments({ unreadBy: email }),
    /** The bell's three counts in one pass over the person's unread (unread_by): all, messages, messages on their sales. */
    async unreadCounts(email: string): Promise<{ unread: number; unreadMessages: number; unreadMessagesOnSales: number }> {
      const isMessage = { $eq: ['$kind', 'message'] };
      const [counts] = await notifications
        .aggregate<{ unread: number; unreadMessages: number; unreadMessagesOnSales: number }>([
          { $match: { unreadBy: email } },
          {
            $group: {
              _id: null,
              unread: { $sum: 1 },
              unreadMessages: { $sum: { $cond: [isMessage, 1, 0] } },
              unreadMessagesOnSales: { $sum: { $cond: [{ $and: [isMessage, { $eq: ['$side', 'seller'] }] }, 1, 0] } },
            },
          },
        ])
        .toArray();
      return { unread: counts?.unread ?? 0, unreadMessages: counts?.unreadMessages ?? 0, unreadMessagesOnSales: counts?.unreadMessagesOnSales ?? 0 };
    },
    markRead: (email: string, which: { ids: ObjectId[] } | { bookingId: ObjectId } | { productId: ObjectId } | { all: true }) =>
      notifications.updateMany(
        'ids' in which
          ? { unreadBy: email, _id: { $in: which.ids } }
          : 'bookingId' in which
            ? { unreadBy: email, bookingId: which.bookingId }
            : 'productId' in which
              ? { unreadBy: email, productId: which.productId }
              : { unreadBy: email },
        { $set: { read: true }, $unset: { unreadBy: '' } },
      ),
    /** Notifications written before `unreadBy`: the unread ones get it (once; a no-op after). */
    addUnreadKeys: () => notifications.updateMany({ read: false, unreadBy: { $exists: false } }, [{ $set: { unreadBy: '$email' } }]),
  };
}
