// Data access for the messages collection: one thread per booking.
import { ObjectId } from 'mongodb';
import { pageByDate } from '../../db/keyset';
import type { Collections, MessageDoc } from '../../db/mongo';
import type { CursorPosition } from '../../http/cursor';

export function messagesRepository(c: Collections) {
  const { messages } = c;
  return {
    async insert(doc: Omit<MessageDoc, '_id'>): Promise<MessageDoc> {
      const saved = { ...doc, _id: new ObjectId() };
      await messages.insertOne(saved);
      return saved;
    },
    /** Oldest first: {bookingId: 1, createdAt: 1, _id: 1}. */
    page: (bookingId: ObjectId, page: { limit: number; after?: CursorPosition }) => pageByDate(messages, { bookingId }, { order: 'oldest', ...page }),
  };
}
