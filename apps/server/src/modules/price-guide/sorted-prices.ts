// A multiset of prices kept sorted, so its median and quartiles are read in O(1): what the price
// guide holds per key instead of scanning sales or listings when asked.

/** The middle of a set of prices, in whole taka. */
export interface PriceFigures {
  median: number;
  /** The 25th and 75th percentiles: the middle 50 % lies in [low, high]. */
  low: number;
  high: number;
}

export class SortedPrices {
  private prices: number[] = [];

  /** A multiset of these prices (the array is taken, and sorted in place). */
  static of(prices: number[]): SortedPrices {
    const set = new SortedPrices();
    // A typed array sorts numbers natively, without a comparator called a million times at start-up.
    const sorted = Float64Array.from(prices).sort();
    for (let i = 0; i < sorted.length; i++) prices[i] = sorted[i]!;
    set.prices = prices;
    return set;
  }

  get size(): number {
    return this.prices.length;
  }

  add(price: number): void {
    this.prices.splice(this.firstAtLeast(price), 0, price);
  }

  /** Takes one copy of `price` out (no-op when absent). */
  remove(price: number): void {
    const i = this.firstAtLeast(price);
    if (this.prices[i] === price) this.prices.splice(i, 1);
  }

  /** Median and quartiles, or null when empty. */
  figures(): PriceFigures | null {
    if (this.prices.length === 0) return null;
    return { median: this.percentile(0.5), low: this.percentile(0.25), high: this.percentile(0.75) };
  }

  /**
   * The p-th percentile by linear interpolation between the closest ranks (numpy's default,
   * Excel's PERCENTILE.INC): rank h = (n − 1)·p, between the prices at ⌊h⌋ and ⌈h⌉; rounded to
   * whole taka. An even count's median is the mean of the middle two.
   */
  private percentile(p: number): number {
    const h = (this.prices.length - 1) * p;
    const lo = Math.floor(h);
    const below = this.prices[lo]!;
    const above = this.prices[Math.min(lo + 1, this.prices.length - 1)]!;
    return Math.round(below + (h - lo) * (above - below));
  }

  private firstAtLeast(price: number): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.prices[mid]! < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
