// One-pass bitset reads over TypedFastBitSet's words, where the library takes two or three:
// its array() counts the set first, its intersection_size counts every word (zero or not), and
// the slots of an intersection there take a copy, an intersection and an array. At a million
// slots a pass is about 31,000 words, and a keyword search makes a few of them.
//
// A pass may be given each set's chunk summary: a bit for each chunk of 1,024 slots (32 words)
// that may hold slots of the set. It then reads only the chunks every summary marks. Slots are
// numbered in device-name order (listing-index.ts), so a keyword's slots sit in few chunks and its
// passes read those alone. No summary stands for every chunk.

/** A chunk is 2^CHUNK_SHIFT slots: 1,024, 32 words. */
const CHUNK_SHIFT = 10;
const CHUNK_WORDS = 1 << (CHUNK_SHIFT - 5);

/** Bits set in a 32-bit word. */
function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** A summary with the chunk of `slot` marked: this one, or a bigger copy when it had no room. */
export function markChunk(chunks: Uint32Array, slot: number): Uint32Array {
  const chunk = slot >>> CHUNK_SHIFT;
  const at = chunk >>> 5;
  if (at >= chunks.length) {
    const grown = new Uint32Array(Math.max(at + 1, chunks.length * 2));
    grown.set(chunks);
    chunks = grown;
  }
  chunks[at] = chunks[at]! | (1 << (chunk & 31));
  return chunks;
}

/** A summary marking every chunk either marks: `into` itself, or a bigger copy. */
export function orChunks(into: Uint32Array, other: Uint32Array): Uint32Array {
  if (other.length > into.length) {
    const grown = new Uint32Array(other.length);
    grown.set(into);
    into = grown;
  }
  for (let s = 0; s < other.length; s++) into[s] = into[s]! | other[s]!;
  return into;
}

/** A summary marking the chunks every one of these marks (none: every chunk). */
export function andChunks(summaries: Array<Uint32Array | undefined>): Uint32Array | undefined {
  let out: Uint32Array | undefined;
  for (const chunks of summaries) {
    if (!chunks) continue;
    if (!out) out = chunks.slice();
    else for (let s = 0; s < out.length; s++) out[s] = s < chunks.length ? out[s]! & chunks[s]! : 0;
  }
  return out;
}

/**
 * The word ranges [from, to) below word `n` of the chunks both summaries mark, as a flat list,
 * adjacent chunks run together.
 */
export function chunkRuns(n: number, a?: Uint32Array, b?: Uint32Array): number[] {
  if (!a && !b) return n > 0 ? [0, n] : [];
  const runs: number[] = [];
  const chunks = Math.ceil(n / CHUNK_WORDS);
  for (let s = 0; s << 5 < chunks; s++) {
    let bits = (a ? (s < a.length ? a[s]! : 0) : -1) & (b ? (s < b.length ? b[s]! : 0) : -1);
    while (bits !== 0) {
      const t = bits & -bits;
      bits ^= t;
      const chunk = (s << 5) + 31 - Math.clz32(t);
      if (chunk >= chunks) break;
      const from = chunk * CHUNK_WORDS;
      const to = Math.min(n, from + CHUNK_WORDS);
      if (runs.length > 0 && runs[runs.length - 1] === from) runs[runs.length - 1] = to;
      else runs.push(from, to);
    }
  }
  return runs;
}

/** How many words those runs hold: what a pass over them reads. */
export function runWords(runs: number[]): number {
  let n = 0;
  for (let r = 0; r < runs.length; r += 2) n += runs[r + 1]! - runs[r]!;
  return n;
}

/** How many slots a set holds, in the chunks its summary marks. */
export function countOf(a: Uint32Array, chunks?: Uint32Array): number {
  const runs = chunkRuns(a.length, chunks);
  let count = 0;
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) {
      const w = a[k]!;
      if (w !== 0) count += popcount(w);
    }
  }
  return count;
}

/** How many slots are in both sets (words past the shorter set's end count as empty). */
export function countBoth(a: Uint32Array, b: Uint32Array, ca?: Uint32Array, cb?: Uint32Array): number {
  const runs = chunkRuns(Math.min(a.length, b.length), ca, cb);
  let count = 0;
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) {
      const w = a[k]! & b[k]!;
      if (w !== 0) count += popcount(w);
    }
  }
  return count;
}

/** The slots in a set, ascending. */
export function slotsOf(a: Uint32Array, chunks?: Uint32Array): number[] {
  const runs = chunkRuns(a.length, chunks);
  const out: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) {
      let w = a[k]!;
      while (w !== 0) {
        const t = w & -w;
        out.push((k << 5) + 31 - Math.clz32(t));
        w ^= t;
      }
    }
  }
  return out;
}

/** The slots in both sets, ascending. */
export function slotsOfBoth(a: Uint32Array, b: Uint32Array, ca?: Uint32Array, cb?: Uint32Array): number[] {
  const runs = chunkRuns(Math.min(a.length, b.length), ca, cb);
  const out: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) {
      let w = a[k]! & b[k]!;
      while (w !== 0) {
        const t = w & -w;
        out.push((k << 5) + 31 - Math.clz32(t));
        w ^= t;
      }
    }
  }
  return out;
}

/** Adds the slots of `source` in the chunks its summary marks to `into` (at least as long as it). */
export function unionInto(into: Uint32Array, source: Uint32Array, chunks?: Uint32Array): void {
  const runs = chunkRuns(source.length, chunks);
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) into[k] = into[k]! | source[k]!;
  }
}

/**
 * Sets `into` (zero, at least as long as the runs) to the slots in every one of `sources` within
 * the runs; leaves the rest zero.
 */
export function intersectInto(into: Uint32Array, sources: Uint32Array[], runs: number[]): void {
  const [first, ...rest] = sources;
  for (let r = 0; r < runs.length; r += 2) {
    for (let k = runs[r]!, end = runs[r + 1]!; k < end; k++) {
      let w = first![k]!;
      for (const other of rest) w &= k < other.length ? other[k]! : 0;
      into[k] = w;
    }
  }
}

/**
 * The words of a set whose slots are renumbered (`renumbered[slot]`, -1 for a slot dropped), room
 * for `slots` slots: one read of each set bit, no call per slot.
 */
export function renumberWords(words: Uint32Array, renumbered: Int32Array, slots: number): Uint32Array {
  const out = new Uint32Array(Math.max(1, Math.ceil(slots / 32)));
  const n = Math.min(words.length, Math.ceil(renumbered.length / 32));
  for (let k = 0; k < n; k++) {
    let w = words[k]!;
    while (w !== 0) {
      const t = w & -w;
      w ^= t;
      const to = renumbered[(k << 5) + 31 - Math.clz32(t)]!;
      if (to >= 0) out[to >>> 5] = out[to >>> 5]! | (1 << (to & 31));
    }
  }
  return out;
}

/** The chunk summary of a set's words: the chunks holding a slot. */
export function summaryOf(words: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.max(1, Math.ceil(words.length / CHUNK_WORDS / 32)));
  for (let k = 0; k < words.length; k++) {
    if (words[k] === 0) continue;
    const chunk = Math.floor(k / CHUNK_WORDS);
    out[chunk >>> 5] = out[chunk >>> 5]! | (1 << (chunk & 31));
    // The rest of this chunk's words can only mark it again.
    k = (chunk + 1) * CHUNK_WORDS - 1;
  }
  return out;
}
