// The documents of messages as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { Message } from '@mobile-planet/shared';
import type { WithDates } from '../../db/stored';

export interface MessageDoc extends WithDates<Omit<Message, '_id' | 'bookingId'>, 'createdAt'> {
  _id: ObjectId;
  bookingId: ObjectId;
  email: string;
  /**
   * Its place in the thread (0, 1, …), taken by a unique insert: message n+1 can only be written
   * once n is visible, so a reader polling from n never misses one written at the same instant.
   */
  seq: number;
  /**
   * `<bookingId>:<seq>`, the key that unique insert is decided by (absent on messages written
   * before it). One field, not {bookingId, seq}: DocumentDB checks a unique index by every one of
   * its keys, and seq's few values made each insert read the whole collection (2.6 ms an insert
   * at 80,000 messages, growing; 0.15 ms and flat with one key).
   */
  place?: string;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const messagesIndexes: Record<'messages', IndexDescription[]> = {
  messages: [
    // A thread in order, and each place in it taken once (messages written at the same instant queue up).
    { key: { bookingId: 1, seq: 1 }, name: 'thread_seq' },
    { key: { place: 1 }, unique: true, sparse: true, name: 'one_per_place' },
  ],
};
