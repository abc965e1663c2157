// Writers in this process that would race for one key (a thread's next place) take turns instead:
// a race decided by the database costs PostgreSQL deadlocks on the local engine (unique indexes are
// exclusion constraints there), and thirty writers at once made some lose a dozen in a row. Other
// API instances still race, and the database still decides between them.

export type Turns = <T>(key: string, run: () => Promise<T>) => Promise<T>;

/** `run` starts once every earlier run for the same key has settled (resolved or failed). */
export function createTurns(): Turns {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const mine = (tails.get(key) ?? Promise.resolve()).then(run);
    // The next run waits for this one to settle, never for its answer: a failure holds nobody up.
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    // The last in line forgets the key, so the map holds only keys with writers waiting.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return mine;
  };
}
