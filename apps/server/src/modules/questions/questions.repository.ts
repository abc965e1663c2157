// Data access for a listing's question threads and their messages: the only code that touches
// the question_threads and question_messages collections.
import { ObjectId } from 'mongodb';
import { pageBy, type KeysetPage } from '../../db/keyset';
import { orDuplicate } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import { threadPlaces } from '../../db/thread-places';
import type { QuestionMessageDoc, QuestionThreadDoc } from './questions.documents';
import type { CursorPosition } from '../../http/cursor';

/** A thread's key: one per asker and listing. */
const threadKey = (productId: ObjectId, askerEmail: string) => `${productId.toHexString()}:${askerEmail}`;

export type NewThread = Pick<QuestionThreadDoc, 'productId' | 'sellerEmail' | 'device' | 'askerEmail' | 'askerName'>;
export type NewQuestionMessage = Pick<QuestionMessageDoc, 'threadId' | 'from' | 'email' | 'name' | 'text'>;

export function questionsRepository(c: Collections) {
  const { questionThreads: threads, questionMessages: messages } = c;
  const takePlace = threadPlaces(messages, (threadId) => ({ threadId }));
  return {
    findThread: (id: ObjectId) => threads.findOne({ _id: id }),
    findThreadOf: (productId: ObjectId, askerEmail: string) => threads.findOne({ key: threadKey(productId, askerEmail) }),

    /** The asker's thread on the listing, opened by this call if it had none (two at once open one). */
    async openThread(doc: NewThread, now: Date): Promise<QuestionThreadDoc> {
      const key = threadKey(doc.productId, doc.askerEmail);
      const existing = await threads.findOne({ key });
      if (existing) return existing;
      const fresh: QuestionThreadDoc = { ...doc, _id: new ObjectId(), key, createdAt: now, lastAt: now, lastFrom: 'asker', lastSeq: -1, messageCount: 0 };
      return orDuplicate(threads.insertOne(fresh).then(() => fresh), async (err) => {
        const winner = await threads.findOne({ key });
        if (!winner) throw err;
        return winner;
      });
    },

    /** Writes the message at the thread's next place, or answers it when sent again (db/thread-places.ts). */
    insertMessage: (doc: NewQuestionMessage, now: () => Date) => takePlace(doc.threadId, doc, now),

    /**
     * The thread's summary after a message: only a later message than the one it is of replaces it
     * (two written at once land in either order), and the count goes up once per message.
     */
    async summarize(message: QuestionMessageDoc): Promise<QuestionThreadDoc | null> {
      await threads.updateOne({ _id: message.threadId, lastSeq: { $lt: message.seq } }, {
        $set: { lastSeq: message.seq, lastAt: message.createdAt, lastFrom: message.from, messageCount: message.seq + 1 },
      });
      return threads.findOne({ _id: message.threadId });
    },

    /** A listing's threads, latest activity first: {productId: 1, lastAt: -1, _id: -1}. */
    threadsOf: (productId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<QuestionThreadDoc>> =>
      pageBy(threads, { productId }, { order: 'newest', field: 'lastAt', ...page }),

    /** A thread's messages, oldest first, after a place (the cursor's key): {threadId: 1, seq: 1}. */
    messagesOf: (threadId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<QuestionMessageDoc>> =>
      pageBy(messages, { threadId }, { order: 'oldest', field: 'seq', unique: true, ...page }),
  };
}
