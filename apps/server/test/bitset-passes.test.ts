// The one-pass bitset reads search uses (search/bits.ts) answer what the bitset library answers,
// on sets with every bit of a word in play (the top bit is the sign of a 32-bit integer).
import { TypedFastBitSet } from 'typedfastbitset';
import { countBoth, slotsOf, slotsOfBoth } from '../src/modules/products/search/bits';

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
