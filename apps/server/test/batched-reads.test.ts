// Reads that wait their turn go together: what pages missing cards at once ask of the database.
import { batchedReads } from '../src/modules/products/search/batched-reads';

/** A store whose reads answer when the test says: each read's keys, and how many run at once. */
function slowStore(values: Record<string, number>) {
  const reads: string[][] = [];
  const pending: Array<{ keys: string[]; done: (fail?: Error) => void }> = [];
  let running = 0;
  let mostAtOnce = 0;
  const read = (keys: string[]) =>
    new Promise<Array<[string, number]>>((resolve, reject) => {
      reads.push(keys);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      pending.push({
        keys,
        done: (fail) => {
          running--;
          if (fail) reject(fail);
          else resolve(keys.flatMap((key) => (key in values ? [[key, values[key]!] as [string, number]] : [])));
        },
      });
    });
  /** Answers the oldest read still running, and lets what follows it start. */
  const answer = async (fail?: Error) => {
    await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!.done(fail);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, reads, answer, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('what is asked while a read runs waits, then goes in one read: each caller gets its values, a key once', async () => {
  const store = slowStore({ a: 1, b: 2, c: 3, d: 4 });
  const reads = batchedReads({ read: store.read, maxKeys: 10, inFlight: 1 });
  const first = reads.load(['a', 'b']);
  const second = reads.load(['b', 'c']);
  const third = reads.load(['d', 'gone']);
  await settle();
  expect(store.reads).toEqual([['a', 'b']]);
  await store.answer();
  expect(store.reads).toEqual([['a', 'b'], ['b', 'c', 'd', 'gone']]);
  await store.answer();
  expect([...(await first)].filter(([k]) => ['a', 'b'].includes(k))).toEqual([['a', 1], ['b', 2]]);
  expect((await second).get('c')).toBe(3);
  expect((await second).get('b')).toBe(2);
  expect((await third).get('d')).toBe(4);
  expect((await third).has('gone')).toBe(false);
});

test('a read holds at most maxKeys, callers whole and in the order they came; one caller with more is read alone', async () => {
  const store = slowStore({});
  const reads = batchedReads({ read: store.read, maxKeys: 4, inFlight: 1 });
  const calls = [reads.load(['x']), reads.load(['a', 'b']), reads.load(['c', 'd']), reads.load(['e']), reads.load(['f', 'g', 'h', 'i', 'j']), reads.load(['k'])];
  for (let i = 0; i < 5; i++) await store.answer();
  await Promise.all(calls);
  expect(store.reads).toEqual([['x'], ['a', 'b', 'c', 'd'], ['e'], ['f', 'g', 'h', 'i', 'j'], ['k']]);
});

test('no more than inFlight reads run at once, and every caller is answered', async () => {
  const store = slowStore(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, i])));
  const reads = batchedReads({ read: store.read, maxKeys: 1, inFlight: 2 });
  const calls = Array.from({ length: 7 }, (_, i) => reads.load([`k${i}`]));
  await settle();
  expect(store.reads).toHaveLength(2);
  while (store.reads.length < 7) await store.answer();
  await store.answer();
  await store.answer();
  expect((await Promise.all(calls)).map((values, i) => values.get(`k${i}`))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(store.mostAtOnce()).toBe(2);
});

test('a read that fails fails its own callers only; the next read still runs', async () => {
  const store = slowStore({ a: 1, b: 2 });
  const reads = batchedReads({ read: store.read, maxKeys: 1, inFlight: 1 });
  const failed = expect(reads.load(['a'])).rejects.toThrow('the database went away');
  const later = reads.load(['b']);
  await store.answer(new Error('the database went away'));
  await store.answer();
  await failed;
  expect((await later).get('b')).toBe(2);
});
