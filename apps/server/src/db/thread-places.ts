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
import type { Collection, Filter, ObjectId, OptionalUnlessRequiredId } from 'mongodb';
import { insertOnce } from './insert-once';
import { isTransientConflict } from './transient-retry';
import { createTurns } from './turns';

/**
 * The same text from the same person within this long of their last message in the thread is a
 * retry (a lost answer, a double tap), not a new message: the first one is answered again.
 */
const REPEAT_WINDOW_MS = 2 * 60_000;

/** The isRepeat of `email`'s `text` sent at `now`: the thread's last message is that text from them, within the window. */
export const sentAgain =
  (email: string, text: string, now: Date) =>
  (last: { email: string; text: string; createdAt: Date }): boolean =>
    last.email === email && last.text === text && now.getTime() - last.createdAt.getTime() < REPEAT_WINDOW_MS;

/** Rounds a writer may lose to deadlocks before its sender is answered 503. */
const MAX_ROUNDS = 50;

/** A message's place: `place` may be absent only on messages stored before it existed. */
export interface Placed {
  _id: ObjectId;
  seq: number;
  place?: string;
}

export interface PlaceRequest<T> {
  threadId: ObjectId;
  /** The thread's messages (the filter its {…, seq} index begins with). */
  thread: Filter<T>;
  /** The message to write at `seq`. */
  at: (seq: number, place: string) => T;
  /** True when the thread's last message is this one sent again: it is answered, nothing is written. */
  isRepeat?: (last: T) => boolean;
}

/** Takes the next place of a thread in `collection`; `fresh` is false for a repeat. */
export function threadPlaces<T extends Placed>(collection: Collection<T>) {
  const turns = createTurns();

  async function take({ threadId, thread, at, isRepeat }: PlaceRequest<T>): Promise<{ message: T; fresh: boolean }> {
    for (let round = 1; ; round++) {
      const last = (await collection.find(thread).sort({ seq: -1 }).limit(1).next()) as T | null;
      if (last && isRepeat?.(last)) return { message: last, fresh: false };
      const seq = (last?.seq ?? -1) + 1;
      const message = at(seq, `${threadId.toHexString()}:${seq}`);
      try {
        if (await insertOnce(collection, message as OptionalUnlessRequiredId<T>)) return { message, fresh: true };
      } catch (err) {
        if (!isTransientConflict(err) || round === MAX_ROUNDS) throw err;
        await sleep(Math.random() * 10 * Math.min(round, 10));
      }
    }
  }

  return (request: PlaceRequest<T>) => turns(request.threadId.toHexString(), () => take(request));
}
