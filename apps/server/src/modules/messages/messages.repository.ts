// Data access for the messages collection: one thread per booking, in the order its messages took
// their places (seq).
import { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import { pageBy, type KeysetPage } from '../../db/keyset';
import type { Collections } from '../../db/mongo';
import type { MessageDoc } from './messages.documents';
import type { CursorPosition } from '../../http/cursor';

export function messagesRepository(c: Collections) {
  const { messages } = c;
  return {
    /**
     * Writes the message at the thread's next place: the unique insert of its place
     * (`<bookingId>:<seq>`) decides between messages sent at once (the loser takes the place after). Places become visible in
     * their order, which is what lets a poller's cursor never skip one; a date could not promise
     * that (a message stamped first may be stored last).
     */
    async insert(doc: Omit<MessageDoc, '_id' | 'seq' | 'place' | 'createdAt'>, now: () => Date): Promise<MessageDoc> {
      for (;;) {
        const last = await messages.find({ bookingId: doc.bookingId }).sort({ seq: -1 }).limit(1).next();
        const seq = (last?.seq ?? -1) + 1;
        const saved: MessageDoc = { ...doc, _id: new ObjectId(), seq, place: `${doc.bookingId.toHexString()}:${seq}`, createdAt: now() };
        if (await insertOnce(messages, saved)) return saved;
      }
    },
    /** Oldest first, after a place (the cursor's key): {bookingId: 1, seq: 1}. */
    page: (bookingId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<MessageDoc>> =>
      pageBy(messages, { bookingId }, { order: 'oldest', field: 'seq', unique: true, ...page }),
  };
}
