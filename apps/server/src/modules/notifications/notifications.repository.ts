// Data access for the notifications collection.
import { ObjectId } from 'mongodb';
import { pageByDate } from '../../db/keyset';
import { isDuplicateKey, type Collections, type NotificationDoc } from '../../db/mongo';
import type { CursorPosition } from '../../http/cursor';

export function notificationsRepository(c: Collections) {
  const { notifications } = c;
  return {
    /** false when a notification with this key exists (a follow-up that ran twice). */
    async insert(doc: Omit<NotificationDoc, '_id'>): Promise<boolean> {
      try {
        await notifications.insertOne({ ...doc, _id: new ObjectId() });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    /** Newest first: {email: 1, createdAt: -1, _id: -1}. */
    page: (email: string, page: { limit: number; after?: CursorPosition }) => pageByDate(notifications, { email }, { order: 'newest', ...page }),
    countUnread: (email: string) => notifications.countDocuments({ email, read: false }),
    /** The bell's three counts in one pass over the person's unread ({email, read, kind}): all, messages, messages on their sales. */
    async unreadCounts(email: string): Promise<{ unread: number; unreadMessages: number; unreadMessagesOnSales: number }> {
      const isMessage = { $eq: ['$kind', 'message'] };
      const [counts] = await notifications
        .aggregate<{ unread: number; unreadMessages: number; unreadMessagesOnSales: number }>([
          { $match: { email, read: false } },
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
    markRead: (email: string, which: { ids: ObjectId[] } | { bookingId: ObjectId } | { all: true }) =>
      notifications.updateMany(
        'ids' in which ? { email, _id: { $in: which.ids }, read: false } : 'bookingId' in which ? { email, bookingId: which.bookingId, read: false } : { email, read: false },
        { $set: { read: true } },
      ),
  };
}
