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

test('a page copied out of both generations reads back whole, though keeping its old entries turns the generations over', () => {
  const size = json(0).length + 4;
  // Each generation holds three entries.
  const cache = new ListingJsonCache(2 * 3 * size);
  for (let slot = 0; slot < 6; slot++) cache.set(slot, bytes(json(slot)));
  // Slots 0-2 are in the old generation now, 3-5 in the young.
  const page = [0, 4, 1, 5, 2, 3];
  const sizes = page.map((slot) => cache.sizeOf(slot));
  expect(sizes).toEqual(page.map(() => json(0).length));
  const out = Buffer.alloc(sizes.reduce((a, b) => a + b, 0));
  let at = 0;
  const starts = page.map((slot) => {
    const start = at;
    at = cache.copyInto(slot, out, at);
    return start;
  });
  expect(out.toString()).toBe(page.map(json).join(''));
  // Keeping the page's entries turns the generations over twice; the six are still kept, and read back as they were.
  page.forEach((slot, i) => cache.keep(slot, out.subarray(starts[i]!, starts[i]! + sizes[i]!)));
  const again = Buffer.alloc(out.length);
  page.reduce((offset, slot) => cache.copyInto(slot, again, offset), 0);
  expect(again.toString()).toBe(page.map(json).join(''));
  expect(cache.sizeOf(99)).toBe(-1);
});
