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
    countUnreadMessages: (email: string) => notifications.countDocuments({ email, read: false, kind: 'message' }),
    countUnreadMessagesOnSales: (email: string) => notifications.countDocuments({ email, read: false, kind: 'message', side: 'seller' }),
    markRead: (email: string, which: { ids: ObjectId[] } | { bookingId: ObjectId } | { all: true }) =>
      notifications.updateMany(
        'ids' in which ? { email, _id: { $in: which.ids }, read: false } : 'bookingId' in which ? { email, bookingId: which.bookingId, read: false } : { email, read: false },
        { $set: { read: true } },
      ),
  };
}
