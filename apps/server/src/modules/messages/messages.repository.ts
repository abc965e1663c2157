// Data access for the messages collection: one thread per booking, in the order its messages took
// their places (seq).
import { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import type { Collections, MessageDoc } from '../../db/mongo';
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
    async page(bookingId: ObjectId, { limit, after }: { limit: number; after?: CursorPosition }): Promise<{ items: MessageDoc[]; next: CursorPosition | null }> {
      const rows = await messages
        .find({ bookingId, ...(after ? { seq: { $gt: after.key } } : {}) })
        .sort({ seq: 1 })
        .limit(limit + 1)
        .toArray();
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, next: rows.length > limit && last ? { key: last.seq, id: last._id.toHexString() } : null };
    },
  };
}
