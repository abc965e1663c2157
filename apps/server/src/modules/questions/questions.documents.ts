// The documents of questions as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { QuestionSide } from '@mobile-planet/shared';

/**
 * A would-be buyer's private thread with a listing's seller, with a summary of its last message
 * (the seller's list shows which threads wait for an answer without reading their messages).
 */
export interface QuestionThreadDoc {
  _id: ObjectId;
  /**
   * `<productId>:<askerEmail>`, unique: one thread per asker and listing, even for two questions
   * sent at once. One string key, not {productId, askerEmail}: DocumentDB checks a unique index by
   * each of its keys, so a compound one made every insert read all of a listing's threads.
   */
  key: string;
  productId: ObjectId;
  sellerEmail: string;
  /** The listing's device name when the thread opened (what the notifications name). */
  device: string;
  askerEmail: string;
  askerName: string;
  createdAt: Date;
  lastAt: Date;
  lastFrom: QuestionSide;
  /** The place of the message the summary is of: a summary is only ever replaced by a later message's. */
  lastSeq: number;
  messageCount: number;
}

/** A message of a question thread; its place is taken as a booking thread's is (MessageDoc). */
export interface QuestionMessageDoc {
  _id: ObjectId;
  threadId: ObjectId;
  from: QuestionSide;
  email: string;
  name: string;
  text: string;
  seq: number;
  /** `<threadId>:<seq>`, unique: of two messages written at once, one takes the place, the other the next. */
  place: string;
  createdAt: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const questionsIndexes: Record<'questionThreads' | 'questionMessages', IndexDescription[]> = {
  questionThreads: [
    // One question thread per asker and listing; a listing's threads, latest activity first (its seller's list).
    { key: { key: 1 }, unique: true, name: 'one_per_asker_and_listing' },
    { key: { productId: 1, lastAt: -1, _id: -1 }, name: 'product_last_id' },
  ],
  questionMessages: [
    // A question thread in order, and each place in it taken once.
    { key: { threadId: 1, seq: 1 }, name: 'thread_seq' },
    { key: { place: 1 }, unique: true, name: 'one_per_place' },
  ],
};
