// Data access for the messages collection: one thread per booking, in the order its messages took
// their places (seq).
import { ObjectId } from 'mongodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertOnce } from '../../db/insert-once';
import { isTransientConflict } from '../../db/transient-retry';
import { createTurns } from '../../db/turns';
import { pageBy, type KeysetPage } from '../../db/keyset';
import type { Collections } from '../../db/mongo';
import type { MessageDoc } from './messages.documents';
import type { CursorPosition } from '../../http/cursor';

/** Rounds a writer may lose to deadlocks before the sender is answered 503 (each round someone wins). */
const MAX_ROUNDS = 50;

type NewMessage = Omit<MessageDoc, '_id' | 'seq' | 'place' | 'createdAt'>;

export function messagesRepository(c: Collections) {
  const { messages } = c;
  // This process's writers to one thread take its places one after the other (db/turns.ts).
  const turns = createTurns();

  async function takeNextPlace(doc: NewMessage, now: () => Date): Promise<MessageDoc> {
    for (let round = 1; ; round++) {
      const last = await messages.find({ bookingId: doc.bookingId }).sort({ seq: -1 }).limit(1).next();
      const seq = (last?.seq ?? -1) + 1;
      const saved: MessageDoc = { ...doc, _id: new ObjectId(), seq, place: `${doc.bookingId.toHexString()}:${seq}`, createdAt: now() };
      try {
        if (await insertOnce(messages, saved)) return saved;
      } catch (err) {
        // Writers of two API instances racing for one place can also meet a deadlock on the local
        // engine, retried on the same place (db/transient-retry.ts) until it gives up. Each round
        // gives the place to someone, so giving up means: look again for the next free place.
        if (!isTransientConflict(err) || round === MAX_ROUNDS) throw err;
        await sleep(Math.random() * 10 * Math.min(round, 10));
      }
    }
  }

  return {
    /**
     * Writes the message at the thread's next place. This process's writers to one thread take
     * turns; between API instances the unique insert of its place (`<bookingId>:<seq>`) decides
     * (the loser takes the place after). Places become visible in their order, which is what lets
     * a poller's cursor never skip one; a date could not promise that (a message stamped first may
     * be stored last).
     */
    insert: (doc: NewMessage, now: () => Date): Promise<MessageDoc> =>
      turns(doc.bookingId.toHexString(), () => takeNextPlace(doc, now)),
    /** Oldest first, after a place (the cursor's key): {bookingId: 1, seq: 1}. */
    page: (bookingId: ObjectId, page: { limit: number; after?: CursorPosition }): Promise<KeysetPage<MessageDoc>> =>
      pageBy(messages, { bookingId }, { order: 'oldest', field: 'seq', unique: true, ...page }),
  };
}
