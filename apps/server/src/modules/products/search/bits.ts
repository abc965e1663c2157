// One-pass bitset reads over TypedFastBitSet's words, where the library takes two or three:
// its array() counts the set first, its intersection_size counts every word (zero or not), and
// the slots of an intersection there take a copy, an intersection and an array. At a million
// slots a pass is about 31,000 words, and a keyword search makes a few of them.

/** Bits set in a 32-bit word. */
function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** How many slots are in both sets (words past the shorter set's end count as empty). */
export function countBoth(a: Uint32Array, b: Uint32Array): number {
  const n = Math.min(a.length, b.length);
  let count = 0;
  for (let k = 0; k < n; k++) {
    const w = a[k]! & b[k]!;
    if (w !== 0) count += popcount(w);
  }
  return count;
}

/** The slots in a set, ascending. */
export function slotsOf(a: Uint32Array): number[] {
  const out: number[] = [];
  for (let k = 0; k < a.length; k++) {
    let w = a[k]!;
    while (w !== 0) {
      const t = w & -w;
      out.push((k << 5) + 31 - Math.clz32(t));
      w ^= t;
    }
  }
  return out;
}

/** The slots in both sets, ascending. */
export function slotsOfBoth(a: Uint32Array, b: Uint32Array): number[] {
  const out: number[] = [];
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) {
    let w = a[k]! & b[k]!;
    while (w !== 0) {
      const t = w & -w;
      out.push((k << 5) + 31 - Math.clz32(t));
      w ^= t;
    }
  }
  return out;
}
