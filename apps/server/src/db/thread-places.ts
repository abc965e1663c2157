// A thread's messages in the order they took their places (seq): a booking's messages, a question's.
// The unique insert of `<threadId>:<seq>` decides between messages sent at once (the loser takes the
// place after), so places become visible in their order, which is what lets a poller's cursor never
// skip one; a date could not promise that (a message stamped first may be stored last).
//
// This process's writers to one thread take turns (db/turns.ts); writers of two API instances still
// race, and on the local engine such a race can end in a PostgreSQL deadlock, which is retried on
// the same place (db/transient-retry.ts) until it gives up. Each round gives the place to someone,
// so giving up means: look again for the next free place.
import { setTimeout as sleep } from 'node:timers/promises';
import { ObjectId, type Collection, type Filter, type OptionalUnlessRequiredId } from 'mongodb';
import { insertOnce } from './insert-once';
import { isTransientConflict } from './transient-retry';
import { createTurns } from './turns';

/**
 * The same text from the same person within this long of their last message in the thread is a
 * retry (a lost answer, a double tap), not a new message: the first one is answered again.
 */
const REPEAT_WINDOW_MS = 2 * 60_000;

/** Rounds a writer may lose to deadlocks before its sender is answered 503. */
const MAX_ROUNDS = 50;

/** A thread's message as stored: `place` may be absent only on messages stored before it existed. */
export interface Placed {
  _id: ObjectId;
  seq: number;
  place?: string;
  email: string;
  text: string;
  createdAt: Date;
}

/** What a writer sends: the message without the fields its place gives it. */
export type Unplaced<T extends Placed> = Omit<T, '_id' | 'seq' | 'place' | 'createdAt'>;

/**
 * Writes a message at the next place of its thread in `collection` (`thread` picks the thread's
 * messages: the filter its {…, seq} index begins with), unless the thread's last message is this
 * one sent again (the same text from the same person within REPEAT_WINDOW_MS): then that one is
 * answered and nothing is written. `fresh` is false for a repeat.
 */
export function threadPlaces<T extends Placed>(collection: Collection<T>, thread: (threadId: ObjectId) => Filter<T>) {
  const turns = createTurns();

  async function take(threadId: ObjectId, doc: Unplaced<T>, now: () => Date): Promise<{ message: T; fresh: boolean }> {
    const sentAt = now().getTime();
    for (let round = 1; ; round++) {
      const last = (await collection.find(thread(threadId)).sort({ seq: -1 }).limit(1).next()) as T | null;
      if (last && last.email === doc.email && last.text === doc.text && sentAt - last.createdAt.getTime() < REPEAT_WINDOW_MS) return { message: last, fresh: false };
      const seq = (last?.seq ?? -1) + 1;
      const message = { ...doc, _id: new ObjectId(), seq, place: `${threadId.toHexString()}:${seq}`, createdAt: now() } as T;
      try {
        if (await insertOnce(collection, message as OptionalUnlessRequiredId<T>)) return { message, fresh: true };
      } catch (err) {
        if (!isTransientConflict(err) || round === MAX_ROUNDS) throw err;
        await sleep(Math.random() * 10 * Math.min(round, 10));
      }
    }
  }

  return (threadId: ObjectId, doc: Unplaced<T>, now: () => Date) => turns(threadId.toHexString(), () => take(threadId, doc, now));
}
