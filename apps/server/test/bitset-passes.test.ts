// The one-pass bitset reads search uses (search/bits.ts) answer what the bitset library answers,
// on sets with every bit of a word in play (the top bit is the sign of a 32-bit integer), and
// read through chunk summaries they answer the same while reading only the chunks marked.
import { TypedFastBitSet } from 'typedfastbitset';
import {
  andChunks,
  chunkRuns,
  countBoth,
  countOf,
  intersectInto,
  markChunk,
  orChunks,
  renumberWords,
  runWords,
  slotsOf,
  slotsOfBoth,
  summaryOf,
  unionInto,
} from '../src/modules/products/search/bits';

function randomSet(seed: number, size: number, density: number): TypedFastBitSet {
  let state = seed;
  const set = new TypedFastBitSet();
  for (let slot = 0; slot < size; slot++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    if (state / 2 ** 32 < density) set.add(slot);
  }
  return set;
}

test('counts and lists the slots of a set and of two sets at once as the library does, of sets of any length', () => {
  const full = new TypedFastBitSet();
  full.addRange(0, 320);
  const sets = [randomSet(1, 5000, 0.3), randomSet(2, 3000, 0.02), randomSet(3, 6400, 0.9), full, new TypedFastBitSet()];
  for (const a of sets) {
    expect(slotsOf(a.words)).toEqual(a.array());
    for (const b of sets) {
      const both = a.new_intersection(b);
      expect(countBoth(a.words, b.words)).toBe(both.size());
      expect(slotsOfBoth(a.words, b.words)).toEqual(both.array());
    }
  }
  expect(slotsOf(full.words)).toContain(31);
  expect(countBoth(full.words, full.words)).toBe(320);
});

/** Slots in a few runs (as a keyword's sit once slots are numbered in device-name order), some far apart. */
function clustered(runs: Array<[number, number]>, every = 3): TypedFastBitSet {
  const set = new TypedFastBitSet();
  for (const [from, to] of runs) for (let slot = from; slot < to; slot += every) set.add(slot);
  return set;
}

test('through chunk summaries, counts and lists answer what the library answers, reading only the chunks marked', () => {
  // Chunks are 1,024 slots: a at chunks 0, 2-3 and 40; b at 3 and 40-41; c everywhere; none empty.
  const a = clustered([[5, 900], [2048, 4000], [40 * 1024 + 7, 40 * 1024 + 30]]);
  const b = clustered([[3500, 3600], [40 * 1024, 42 * 1024 - 1]], 2);
  const c = randomSet(4, 45_000, 0.1);
  const none = new TypedFastBitSet();
  const sets = [a, b, c, none];
  const summaries = sets.map((s) => summaryOf(s.words));
  // (The set's words have room past its last slot: the summary's words past chunk 63 are zero.)
  expect([...summaries[0]!]).toEqual([(1 << 0) | (1 << 2) | (1 << 3), 1 << 8, ...new Array<number>(summaries[0]!.length - 2).fill(0)]);
  expect(runWords(chunkRuns(a.words.length, summaries[0]))).toBe(4 * 32);
  sets.forEach((x, i) => {
    expect(slotsOf(x.words, summaries[i])).toEqual(x.array());
    expect(countOf(x.words, summaries[i])).toBe(x.size());
    sets.forEach((y, j) => {
      const both = x.new_intersection(y);
      expect(countBoth(x.words, y.words, summaries[i], summaries[j])).toBe(both.size());
      expect(countBoth(x.words, y.words, summaries[i])).toBe(both.size());
      expect(slotsOfBoth(x.words, y.words, summaries[i], summaries[j])).toEqual(both.array());
    });
  });
  // a and b share chunks 3 and 40: a pass over both reads those 64 words and no other.
  expect(chunkRuns(Math.min(a.words.length, b.words.length), summaries[0], summaries[1])).toEqual([96, 128, 1280, 1312]);
  // A summary that leaves out a chunk holding slots leaves those slots out: the passes trust it.
  expect(countOf(a.words, new Uint32Array([1]))).toBe(a.array().filter((s) => s < 1024).length);
});

test('summaries are marked slot by slot, joined and met; unions, intersections and renumbering keep every slot', () => {
  let marked: Uint32Array = new Uint32Array(1);
  for (const slot of [0, 1023, 1024, 70 * 1024 + 5]) marked = markChunk(marked, slot);
  expect([...marked]).toEqual([0b11, 0, 1 << 6]);
  expect([...orChunks(new Uint32Array([0b100]), marked)]).toEqual([0b111, 0, 1 << 6]);
  expect([...andChunks([marked, new Uint32Array([0b10, 5])])!]).toEqual([0b10, 0, 0]);
  expect(andChunks([undefined, undefined])).toBeUndefined();

  const a = clustered([[0, 3000], [9000, 9100]]);
  const b = randomSet(5, 12_000, 0.3);
  const union = new Uint32Array(b.words.length);
  unionInto(union, a.words, summaryOf(a.words));
  unionInto(union, b.words, summaryOf(b.words));
  expect(slotsOf(union)).toEqual(a.new_union(b).array());

  const c = randomSet(6, 10_000, 0.5);
  const met = new Uint32Array(Math.min(a.words.length, b.words.length, c.words.length));
  const chunks = andChunks([summaryOf(a.words), summaryOf(b.words), summaryOf(c.words)]);
  intersectInto(met, [a.words, b.words, c.words], chunkRuns(met.length, chunks));
  expect(slotsOf(met)).toEqual(a.new_intersection(b).new_intersection(c).array());

  // Renumbered backwards, every third slot dropped.
  const renumbered = new Int32Array(12_000).map((_, slot) => (slot % 3 === 0 ? -1 : 11_999 - slot));
  const moved = renumberWords(b.words, renumbered, 12_000);
  expect(slotsOf(moved)).toEqual(b.array().filter((s) => s % 3 !== 0).map((s) => 11_999 - s).sort((x, y) => x - y));
});
