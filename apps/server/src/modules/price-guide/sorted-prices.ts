// A multiset of prices kept sorted, so its median and quartiles are read in O(1): what the price
// guide holds per key instead of scanning sales or listings when asked.

/** The middle of a set of prices, in whole taka. */
export interface PriceFigures {
  median: number;
  /** The 25th and 75th percentiles: the middle 50 % lies in [low, high]. */
  low: number;
  high: number;
}

/** Up to this many prices stay a JavaScript array; a typed array costs about 200 bytes of its own. */
const FEW = 16;

/**
 * Many prices are a Float64Array with room to grow, not a JavaScript array: at a million listings
 * the listings basis holds four prices a listing, 67 MB of arrays in the heap, which every full
 * collection walked, where this takes 32 MB outside it. Most keys hold a few (a device listed
 * once): those stay an array.
 */
export class SortedPrices {
  private prices: number[] | Float64Array = [];
  private length = 0;

  /** A multiset of these prices. */
  static of(prices: ArrayLike<number>): SortedPrices {
    const set = new SortedPrices();
    // A typed array sorts numbers natively, without a comparator called a million times at start-up.
    const sorted = Float64Array.from(prices).sort();
    set.prices = sorted.length > FEW ? sorted : Array.from(sorted);
    set.length = sorted.length;
    return set;
  }

  get size(): number {
    return this.length;
  }

  add(price: number): void {
    const at = this.firstAtLeast(price);
    let prices = this.prices;
    if (Array.isArray(prices) && this.length < FEW) prices.splice(at, 0, price);
    else {
      if (this.length === prices.length) {
        prices = new Float64Array(Math.max(2 * FEW, 2 * this.length));
        prices.set(this.prices);
        this.prices = prices;
      }
      prices.copyWithin(at + 1, at, this.length);
      prices[at] = price;
    }
    this.length++;
  }

  /** Takes one copy of `price` out (no-op when absent). */
  remove(price: number): void {
    const at = this.firstAtLeast(price);
    if (at === this.length || this.prices[at] !== price) return;
    if (Array.isArray(this.prices)) this.prices.splice(at, 1);
    else this.prices.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** Median and quartiles, or null when empty. */
  figures(): PriceFigures | null {
    if (this.length === 0) return null;
    return { median: this.percentile(0.5), low: this.percentile(0.25), high: this.percentile(0.75) };
  }

  /**
   * The p-th percentile by linear interpolation between the closest ranks (numpy's default,
   * Excel's PERCENTILE.INC): rank h = (n − 1)·p, between the prices at ⌊h⌋ and ⌈h⌉; rounded to
   * whole taka. An even count's median is the mean of the middle two.
   */
  private percentile(p: number): number {
    const h = (this.length - 1) * p;
    const lo = Math.floor(h);
    const below = this.prices[lo]!;
    const above = this.prices[Math.min(lo + 1, this.length - 1)]!;
    return Math.round(below + (h - lo) * (above - below));
  }

  private firstAtLeast(price: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.prices[mid]! < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * A multiset of prices per key, a key that holds a single price keeping the number alone. In a
 * market whose sellers name their devices freely most keys hold one price (a device listed once
 * counts under four keys), and a SortedPrices with its array costs about 200 bytes more than the
 * number: 80,000 devices of a name of their own took the guide 160 MB, 72 MB of it in these.
 */
export class PricesByKey {
  private readonly byKey = new Map<string, number | SortedPrices>();

  /** Each key's prices, as given (in any order). */
  static of(gathered: Iterable<[key: string, prices: number[]]>): PricesByKey {
    const set = new PricesByKey();
    for (const [key, prices] of gathered) {
      if (prices.length === 1) set.byKey.set(key, prices[0]!);
      else if (prices.length > 1) set.byKey.set(key, SortedPrices.of(prices));
    }
    return set;
  }

  /** Whether the key holds a price. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** How many prices the key holds. */
  size(key: string): number {
    const held = this.byKey.get(key);
    return held === undefined ? 0 : typeof held === 'number' ? 1 : held.size;
  }

  /** The key's median and quartiles, or null when it holds none. */
  figures(key: string): PriceFigures | null {
    const held = this.byKey.get(key);
    if (held === undefined) return null;
    if (typeof held !== 'number') return held.figures();
    // As SortedPrices gives one price's figures: rounded to whole taka.
    const price = Math.round(held);
    return { median: price, low: price, high: price };
  }

  add(key: string, price: number): void {
    const held = this.byKey.get(key);
    if (held === undefined) this.byKey.set(key, price);
    else if (typeof held === 'number') this.byKey.set(key, SortedPrices.of([held, price]));
    else held.add(price);
  }

  /** Takes one copy of `price` out of the key (no-op when absent); a key left with none is gone. */
  remove(key: string, price: number): void {
    const held = this.byKey.get(key);
    if (held === undefined) return;
    if (typeof held === 'number') {
      if (held === price) this.byKey.delete(key);
      return;
    }
    held.remove(price);
    if (held.size === 0) this.byKey.delete(key);
  }
}
