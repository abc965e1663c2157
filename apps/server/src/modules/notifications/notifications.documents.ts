// The documents of notifications as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { Notification } from '@mobile-planet/shared';
import type { WithDates } from '../../db/stored';

export interface NotificationDoc extends WithDates<Omit<Notification, '_id' | 'bookingId' | 'productId' | 'offerId' | 'savedSearchId'>, 'createdAt'> {
  _id: ObjectId;
  /** Whose bell it rings. */
  email: string;
  bookingId?: ObjectId;
  /** The listing a question, an answer, an offer or a favourite is about. */
  productId?: ObjectId;
  offerId?: ObjectId;
  savedSearchId?: ObjectId;
  /** What it is about, once: a replayed follow-up does not notify twice. */
  key: string;
  /** Whether the reader is the deal's buyer or its seller (the drawer counts unread messages per side). */
  side?: 'buyer' | 'seller';
  /**
   * The reader's email while it is unread, absent once read: the bell counts and marks by this one
   * key. On DocumentDB {email, read: false} read every unread notification of everyone (21 ms a
   * count at 300,000 notifications, growing).
   */
  unreadBy?: string;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const notificationsIndexes: Record<'notifications', IndexDescription[]> = {
  notifications: [
    { key: { key: 1 }, unique: true, name: 'one_per_key' },
    { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' },
    { key: { unreadBy: 1 }, sparse: true, name: 'unread_by' },
  ],
};
