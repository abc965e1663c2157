// What the engine going away can do to one insert: the test replaces a collection's next insertOne
// (given the real one) while `run` calls the app, as a lost answer or a driver's resend would.
import type { Collection, Document } from 'mongodb';

/** `collection`'s next insertOne goes through `insert` (given the real insert) while `run` runs. */
export async function onNextInsert<T extends Document>(collection: Collection<T>, insert: (real: () => Promise<unknown>) => Promise<unknown>, run: () => Promise<void>) {
  const target = collection as unknown as Record<string, unknown>;
  const real = collection.insertOne.bind(collection);
  let used = false;
  target.insertOne = (...args: Parameters<typeof real>) => {
    if (used) return real(...args);
    used = true;
    return insert(() => real(...args));
  };
  try {
    await run();
  } finally {
    delete target.insertOne;
  }
}

/** The insert goes in, and the driver sends it again, as after an answer lost on its way back. */
export const sentTwice = async (real: () => Promise<unknown>) => {
  await real();
  return real();
};
