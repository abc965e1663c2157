// The price guide's multiset of prices answers the median and quartiles of what it holds, however
// it got there: built at once, added to and taken from one price at a time, small or large (a few
// prices are kept as an array, many in a typed array with room to grow, and a key's one price as
// the number alone).
import { PricesByKey, SortedPrices } from '../src/modules/price-guide/sorted-prices';

/** Numpy's default percentile of these prices, rounded to whole taka, computed plainly. */
function percentile(prices: number[], p: number): number {
  const sorted = [...prices].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return Math.round(sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!));
}
const figures = (prices: number[]) =>
  prices.length === 0 ? null : { median: percentile(prices, 0.5), low: percentile(prices, 0.25), high: percentile(prices, 0.75) };

test('built at once: the figures of the prices given, in any order', () => {
  expect(SortedPrices.of([]).figures()).toBeNull();
  expect(SortedPrices.of([30_000]).figures()).toEqual({ median: 30_000, low: 30_000, high: 30_000 });
  expect(SortedPrices.of([40_000, 10_000, 30_000, 20_000]).figures()).toEqual({ median: 25_000, low: 17_500, high: 32_500 });
  const many = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) * 100 + 500);
  expect(SortedPrices.of(many).size).toBe(1000);
  expect(SortedPrices.of(many).figures()).toEqual(figures(many));
});

test('prices added and taken out one at a time, growing past a few and shrinking back, keep the figures right', () => {
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 48271) % 2147483647) % n);
  const held: number[] = [];
  const set = new SortedPrices();
  for (let step = 0; step < 3000; step++) {
    // Up to 200 prices, then back down to none, over and over; repeated prices among them.
    const growing = step % 400 < 200;
    if (growing || held.length === 0) {
      const price = 1000 + random(40) * 250;
      held.push(price);
      set.add(price);
    } else {
      const price = held.splice(random(held.length), 1)[0]!;
      set.remove(price);
    }
    expect(set.size).toBe(held.length);
    expect(set.figures()).toEqual(figures(held));
  }
  expect(held.length).toBeGreaterThan(0);
});

test('taking out a price it does not hold changes nothing', () => {
  const set = SortedPrices.of(Array.from({ length: 40 }, (_, i) => 5000 + i * 100));
  const before = set.figures();
  set.remove(4900);
  set.remove(5050);
  set.remove(9000);
  expect(set.size).toBe(40);
  expect(set.figures()).toEqual(before);
  const few = SortedPrices.of([5000, 6000]);
  few.remove(5500);
  expect(few.figures()).toEqual({ median: 5500, low: 5250, high: 5750 });
});

test('prices by key, one price kept as the number alone, answer as a multiset of each key’s prices would', () => {
  let seed = 11;
  const random = (n: number) => ((seed = (seed * 48271) % 2147483647) % n);
  const keys = ['a', 'b', 'c', 'd'];
  const held = new Map<string, number[]>(keys.map((k) => [k, []]));
  const set = new PricesByKey();
  for (let step = 0; step < 4000; step++) {
    const key = keys[random(keys.length)]!;
    const prices = held.get(key)!;
    // Each key wanders between none, one and a few prices; some removals ask for a price it lacks.
    if (prices.length === 0 || random(2) === 0) {
      const price = 1000 + random(6) * 500;
      prices.push(price);
      set.add(key, price);
    } else if (random(5) === 0) {
      const absent = 999;
      set.remove(key, absent);
    } else {
      set.remove(key, prices.splice(random(prices.length), 1)[0]!);
    }
    if (prices.length > 3 && random(3) === 0) {
      while (prices.length > 0) set.remove(key, prices.pop()!);
    }
    for (const k of keys) {
      const expected = held.get(k)!;
      expect([k, set.size(k), set.has(k), set.figures(k)]).toEqual([k, expected.length, expected.length > 0, figures(expected)]);
    }
  }
});

test('prices by key built at once hold each key’s prices, and no key for none', () => {
  const set = PricesByKey.of([
    ['one', [30_000]],
    ['four', [40_000, 10_000, 30_000, 20_000]],
    ['none', []],
  ]);
  expect(set.figures('one')).toEqual({ median: 30_000, low: 30_000, high: 30_000 });
  expect(set.figures('four')).toEqual({ median: 25_000, low: 17_500, high: 32_500 });
  expect([set.has('none'), set.size('none'), set.figures('none')]).toEqual([false, 0, null]);
  set.add('one', 10_000);
  expect([set.size('one'), set.figures('one')]).toEqual([2, { median: 20_000, low: 15_000, high: 25_000 }]);
  set.remove('four', 40_000);
  set.remove('four', 10_000);
  set.remove('four', 30_000);
  set.remove('four', 20_000);
  expect(set.has('four')).toBe(false);
});
