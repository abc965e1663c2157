// What the benchmarks share: command-line options, a seeded random source (two runs load the same
// market), loading documents in batches with progress, and a GET load over a pool of paths.
import autocannon from 'autocannon';
import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

/** `--name value` from the command line, or the fallback. */
export function benchOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** A deterministic random source: the same seed gives the same market. */
export function seededRandom(seed: number) {
  let state = seed;
  const rnd = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const int = (n: number) => Math.floor(rnd() * n);
  return { rnd, int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! };
}

/** Inserts `count` documents made by `make`, 2,000 at a time, printing progress as `what`. */
export async function insertInBatches<T extends Document>(collection: Collection<T>, count: number, make: (i: number) => OptionalUnlessRequiredId<T>, what: string): Promise<void> {
  for (let i = 0; i < count; i += 2000) {
    await collection.insertMany(Array.from({ length: Math.min(2000, count - i) }, (_, j) => make(i + j)), { ordered: false });
    if ((i / 2000) % 10 === 9) process.stdout.write(`\r  loaded ${i + 2000} of ${count} ${what}`);
  }
}

/** GETs the paths in turn over `connections` connections for `seconds`: autocannon's result. */
export function loadPaths(base: string, paths: string[], { connections, seconds }: { connections: number; seconds: number }) {
  let i = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
}
