// What the read model answered since its last change, by query (its pages, its facet counts): the
// same search again (a popular query, the next visitor of a shared link, the results page's counts
// under another sort) is answered without counting its matches again, which at a million listings
// is most of a keyword search's time. A change to the model revises each remembered answer it
// touches (remembered-answers.ts) and renumbering the slots forgets them all (listing-index.ts),
// so a remembered answer is always the one the model would give.
//
// Bounded by count, in two generations as the listing cache is (listing-cache.ts): a full young
// one becomes the old one, a hit in the old one moves into the young.

export class PageMemo<Page> {
  private young = new Map<string, Page>();
  private old = new Map<string, Page>();

  /** @param generationSize answers kept per generation (small objects: a page of slots, its filters). */
  constructor(private readonly generationSize: number) {}

  get size(): number {
    return this.young.size + this.old.size;
  }

  get(key: string): Page | undefined {
    const page = this.young.get(key);
    if (page !== undefined) return page;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, page: Page): void {
    if (this.young.size >= this.generationSize) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, page);
  }

  /** Each answer replaced by what `revised` makes of it; those it answers nothing for are forgotten. */
  revise(revised: (page: Page) => Page | undefined): void {
    for (const generation of [this.young, this.old]) {
      // A Map's entries may be replaced and deleted while it is iterated.
      for (const [key, page] of generation) {
        const next = revised(page);
        if (next === undefined) generation.delete(key);
        else if (next !== page) generation.set(key, next);
      }
    }
  }

  clear(): void {
    if (this.young.size > 0) this.young = new Map();
    if (this.old.size > 0) this.old = new Map();
  }
}
