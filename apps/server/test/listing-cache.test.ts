// The page cache stays within its byte budget whatever is put in it, keeps what was used lately,
// and forgets everything when the read model's slots are renumbered.
import { ListingJsonCache } from '../src/modules/products/search/listing-cache';

const json = (slot: number) => `{"_id":"${slot.toString(16).padStart(24, '0')}","description":"${'x'.repeat(400)}"`;

test('a cache of 100 kB keeps at most about 100 kB of listings, and the ones used lately', () => {
  const cache = new ListingJsonCache(100_000);
  for (let slot = 0; slot < 2000; slot++) {
    cache.set(slot, json(slot));
    // Slot 7 is read all along: it is never dropped.
    expect(cache.get(7)).toBe(slot >= 7 ? json(7) : undefined);
  }
  let kept = 0;
  for (let slot = 0; slot < 2000; slot++) if (cache.get(slot) !== undefined) kept++;
  // Each entry costs its text and about 80 bytes: 100 kB holds at most 100,000 / 530 of them.
  expect(kept).toBeLessThanOrEqual(Math.floor(100_000 / (json(0).length + 80)));
  expect(kept).toBeGreaterThan(50);
  expect(cache.get(1999)).toBe(json(1999));
  expect(cache.get(3)).toBeUndefined();
});

test('Bangla text counts two bytes a character, and a budget of 0 keeps nothing', () => {
  const bangla = `{"description":"${'ফোন'.repeat(100)}"`;
  const cache = new ListingJsonCache(2 * (bangla.length * 2 + 80));
  for (let slot = 0; slot < 10; slot++) cache.set(slot, bangla);
  let kept = 0;
  for (let slot = 0; slot < 10; slot++) if (cache.get(slot) !== undefined) kept++;
  expect(kept).toBeLessThanOrEqual(2);
  const none = new ListingJsonCache(0);
  none.set(1, json(1));
  expect(none.get(1)).toBeUndefined();
});

test('renumbered slots void every entry', () => {
  const cache = new ListingJsonCache(1_000_000);
  cache.set(1, json(1));
  cache.clear(1);
  expect(cache.generation).toBe(1);
  expect(cache.get(1)).toBeUndefined();
});
