// Data access for the messages collection: one thread per booking, in the order its messages took
// their places (seq).
import { ObjectId } from 'mongodb';
import { pageBy, type KeysetPage } from '../../db/keyset';
import type { Collections } from '../../db/mongo';
import { sentAgain, threadPlaces } from '../../db/thread-places';
import type { MessageDoc } from './messages.documents';
import type { CursorPosition } from '../../http/cursor';

export function messagesRepository(c: Collections) {
  const { messages } = c;
  const takePlace = threadPlaces(messages);

  return {
    /**
     * Writes the message at the thread's next place (db/thread-places.ts), unless the thread's last
     * message is this one sent again (sentAgain): then that one is answered and nothing is written.
     */
    insert: (doc: Omit<MessageDoc, '_id' | 'seq' | 'place' | 'createdAt'>, now: () => Date): Promise<{ message: MessageDoc; fresh: boolean }> =>
      takePlace({
        threadId: doc.bookingId,
        thread: { bookingId: doc.bookingId },
        at: (seq, place) => ({ ...doc, _id: new ObjectId(), seq, place, createdAt: now() }),
        isRepeat: sentAgain(doc.email, doc.text, now()),
      }),
    /** Oldest first, after a place (the cursor's key): {bookingId: 1, seq: 1}. */
    page: (bookingId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<MessageDoc>> =>
      pageBy(messages, { bookingId }, { order: 'oldest', field: 'seq', unique: true, ...page }),
  };
}
