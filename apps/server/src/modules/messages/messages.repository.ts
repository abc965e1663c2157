// Data access for the messages collection: one thread per booking, in the order its messages took
// their places (seq).
import type { ObjectId } from 'mongodb';
import { pageBy, type KeysetPage } from '../../db/keyset';
import type { Collections } from '../../db/mongo';
import { threadPlaces, type Unplaced } from '../../db/thread-places';
import type { MessageDoc } from './messages.documents';
import type { CursorPosition } from '../../http/cursor';

export function messagesRepository(c: Collections) {
  const { messages } = c;
  const takePlace = threadPlaces(messages, (bookingId) => ({ bookingId }));

  return {
    /** Writes the message at the thread's next place, or answers it when sent again (db/thread-places.ts). */
    insert: (doc: Unplaced<MessageDoc>, now: () => Date) => takePlace(doc.bookingId, doc, now),
    /** Oldest first, after a place (the cursor's key): {bookingId: 1, seq: 1}. */
    page: (bookingId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<MessageDoc>> =>
      pageBy(messages, { bookingId }, { order: 'oldest', field: 'seq', unique: true, ...page }),
  };
}
