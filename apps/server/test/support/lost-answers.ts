// What the engine going away can do to one write: the test replaces a collection's next call of
// one method (given the real call) while `run` calls the app, as a lost answer, a driver's resend or
// a connection dropped half way through a request would.
import { MongoNetworkError, type Collection, type Document } from 'mongodb';

type Write = 'insertOne' | 'insertMany' | 'updateOne';

/** `collection`'s next `method` call goes through `replace` (given the real call) while `run` runs. */
export async function onNextCall<T extends Document>(collection: Collection<T>, method: Write, replace: (real: () => Promise<unknown>) => Promise<unknown>, run: () => Promise<void>) {
  const target = collection as unknown as Record<string, unknown>;
  const real = (collection[method] as (...args: unknown[]) => Promise<unknown>).bind(collection);
  let used = false;
  target[method] = (...args: unknown[]) => {
    if (used) return real(...args);
    used = true;
    return replace(() => real(...args));
  };
  try {
    await run();
  } finally {
    delete target[method];
  }
}

/** The write goes in, and the driver sends it again, as after an answer lost on its way back. */
export const sentTwice = async (real: () => Promise<unknown>) => {
  await real();
  return real();
};

/** The write goes in, and its answer is lost on the way back (the engine's connection reset). */
export const answerLost = async (real: () => Promise<unknown>) => {
  await real();
  throw new MongoNetworkError('read ECONNRESET');
};

/** The engine goes away before the write reaches it. */
export const engineGone = (): Promise<never> => Promise.reject(new MongoNetworkError('connect ECONNREFUSED'));
