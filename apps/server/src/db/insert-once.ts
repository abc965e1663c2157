// The race a unique index decides: two writers insert the same key, one insert goes in and the
// other fails with a duplicate-key error. Every such insert of the API is answered here, in one place.
import { MongoBulkWriteError, type Collection, type Document, type OptionalUnlessRequiredId } from 'mongodb';

/** True for a duplicate-key error of a unique index. */
function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}

/** `write`'s answer; `onDuplicate`'s (given the error) when a unique index refused it. Any other error is thrown. */
export async function orDuplicate<T, D>(write: Promise<T>, onDuplicate: (err: unknown) => D | Promise<D>): Promise<T | D> {
  try {
    return await write;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return onDuplicate(err);
  }
}

/** true when this insert went in; false when a document with its unique key was there already. */
export function insertOnce<T extends Document>(collection: Collection<T>, doc: OptionalUnlessRequiredId<T>): Promise<boolean> {
  return orDuplicate(collection.insertOne(doc).then(() => true), () => false);
}

/**
 * insertOnce for several documents in one command (unordered: a duplicate stops none of the
 * others): for each, true when it went in, false when its unique key was there already.
 */
export async function insertEachOnce<T extends Document>(collection: Collection<T>, docs: Array<OptionalUnlessRequiredId<T>>): Promise<boolean[]> {
  if (docs.length === 0) return [];
  try {
    await collection.insertMany(docs, { ordered: false });
    return docs.map(() => true);
  } catch (err) {
    if (!(err instanceof MongoBulkWriteError)) throw err;
    const errors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
    if (errors.some((e) => !isDuplicateKey(e))) throw err;
    const refused = new Set(errors.map((e) => e.index));
    return docs.map((_, i) => !refused.has(i));
  }
}
