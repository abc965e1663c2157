// A memo bounded by count, in two generations as the listing cache is (listing-cache.ts): entries go
// into the young one; a full young one becomes the old one (the old one is dropped), and a hit in the
// old one moves into the young. No entry is reordered one by one. What the read model answered
// (kept-answers.ts) and the products service's finished answers are kept in them.

export class PageMemo<Page> {
  private young = new Map<string, Page>();
  private old = new Map<string, Page>();
  /** What the young generation weighs. */
  private weight = 0;

  /**
   * A generation holds `capacity` entries, or entries weighing that much when `weigh` is given
   * (bytes, say): two generations are kept.
   */
  constructor(
    private readonly capacity = 1_000,
    private readonly weigh: (page: Page) => number = () => 1,
  ) {}

  get(key: string): Page | undefined {
    const page = this.young.get(key);
    if (page !== undefined) return page;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, page: Page): void {
    if (this.weight >= this.capacity) {
      this.old = this.young;
      this.young = new Map();
      this.weight = 0;
    }
    const replaced = this.young.get(key);
    if (replaced !== undefined) this.weight -= this.weigh(replaced);
    this.young.set(key, page);
    this.weight += this.weigh(page);
  }

  delete(key: string): void {
    const young = this.young.get(key);
    if (young !== undefined) this.weight -= this.weigh(young);
    this.young.delete(key);
    this.old.delete(key);
  }
}
