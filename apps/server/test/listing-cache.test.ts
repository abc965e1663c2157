// The page cache stays within its byte budget whatever is put in it, keeps what was used lately,
// and forgets everything when the read model's slots are renumbered.
import { ListingJsonCache } from '../src/modules/products/search/listing-cache';

const json = (slot: number) => `{"_id":"${slot.toString(16).padStart(24, '0')}","description":"${'x'.repeat(400)}"`;
const bytes = (text: string) => Buffer.from(text);
const text = (kept: Buffer | undefined) => kept?.toString();

test('a cache of 100 kB keeps at most about 100 kB of listings, and the ones used lately', () => {
  const cache = new ListingJsonCache(100_000);
  for (let slot = 0; slot < 2000; slot++) {
    cache.set(slot, bytes(json(slot)));
    // Slot 7 is read all along: it is never dropped.
    expect(text(cache.get(7))).toBe(slot >= 7 ? json(7) : undefined);
  }
  let kept = 0;
  for (let slot = 0; slot < 2000; slot++) if (cache.get(slot) !== undefined) kept++;
  // Each entry costs its bytes and 4 more: 100 kB holds at most 100,000 / 454 of them.
  expect(kept).toBeLessThanOrEqual(Math.floor(100_000 / (json(0).length + 4)));
  expect(kept).toBeGreaterThan(50);
  expect(text(cache.get(1999))).toBe(json(1999));
  expect(cache.get(3)).toBeUndefined();
});

test('every entry reads back as it was put, across many turns of the generations', () => {
  const cache = new ListingJsonCache(20_000);
  const entry = (slot: number) => `{"_id":"${slot}","description":"${'ফোন '.repeat(slot % 7)}${'x'.repeat(slot % 300)}"`;
  for (let slot = 0; slot < 5000; slot++) {
    cache.set(slot, bytes(entry(slot)));
    for (const back of [slot, slot - 1, slot - 13]) {
      const kept = cache.get(back);
      if (kept !== undefined) expect(text(kept)).toBe(entry(back));
    }
  }
});

test('Bangla text counts its UTF-8 bytes (three a letter), and a budget of 0 keeps nothing', () => {
  const bangla = `{"description":"${'ফোন'.repeat(100)}"`;
  const size = Buffer.byteLength(bangla);
  expect(size).toBe(bangla.length + 2 * 300);
  const cache = new ListingJsonCache(2 * 2 * (size + 4));
  for (let slot = 0; slot < 10; slot++) cache.set(slot, bytes(bangla));
  let kept = 0;
  for (let slot = 0; slot < 10; slot++) if (cache.get(slot) !== undefined) kept++;
  expect(kept).toBeLessThanOrEqual(4);
  expect(text(cache.get(9))).toBe(bangla);
  const none = new ListingJsonCache(0);
  none.set(1, bytes(json(1)));
  expect(none.get(1)).toBeUndefined();
});

test('renumbered slots void every entry', () => {
  const cache = new ListingJsonCache(1_000_000);
  cache.set(1, bytes(json(1)));
  cache.clear(1);
  expect(cache.generation).toBe(1);
  expect(cache.get(1)).toBeUndefined();
});
