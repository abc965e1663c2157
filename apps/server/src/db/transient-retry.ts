// The local engine (DocumentDB on PostgreSQL) can answer two writes that meet on one key, an
// upsert race or two index builds, with PostgreSQL's "deadlock detected": the statement is rolled
// back whole, so nothing of it was applied and it may simply run again, which is what MongoDB does
// itself for its write conflicts. Every collection the API uses is wrapped here, in one place, so
// the services see MongoDB's behaviour on both engines.
import type { Collection, Document } from 'mongodb';

/** DocumentDB's code for PostgreSQL's deadlock_detected (SQLSTATE 40P01). */
const DEADLOCK_CODE = 16908292;
/** Thirty writers racing for one thread's next place meet a deadlock or two each: room for that. */
const ATTEMPTS = 12;

/** PostgreSQL rolled the statement back whole (deadlock_detected): running it again is safe. */
export function isTransientConflict(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === DEADLOCK_CODE || (typeof message === 'string' && /deadlock detected/i.test(message));
}

/** Runs `op`, again after a short, growing pause while it fails with a transient conflict. */
async function retryTransient<T>(op: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (attempt === ATTEMPTS || !isTransientConflict(err)) throw err;
      // Growing and jittered, so the writers that met do not meet again at once.
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10 * attempt));
    }
  }
}

/** The single-statement writes (and index builds) a deadlock can roll back. */
const RETRIED = new Set([
  'insertOne', 'insertMany', 'updateOne', 'updateMany', 'replaceOne', 'deleteOne', 'deleteMany',
  'findOneAndUpdate', 'findOneAndReplace', 'findOneAndDelete', 'bulkWrite', 'createIndex', 'createIndexes',
]);

/** The collection, with its writes retried on a transient conflict; everything else as it is. */
export function retryingCollection<T extends Document>(collection: Collection<T>): Collection<T> {
  return new Proxy(collection, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || !RETRIED.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => retryTransient(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}
