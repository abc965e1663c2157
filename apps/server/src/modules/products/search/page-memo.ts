// What the read model answered since its last change, by query (its pages, its facet counts): the
// same search again (a popular query, the next visitor of a shared link, the results page's counts
// under another sort) is answered without counting its matches again, which at a million listings
// is most of a keyword search's time. Any change to the model forgets them all (listing-index.ts),
// so a remembered answer is always the one the model would give.
//
// The products service keeps the finished answers the same way (their bytes, by query), each under
// the model's and the badges' version it was answered at (catalog.answersVersion).
//
// Bounded by count, in two generations as the listing cache is (listing-cache.ts): a full young
// one becomes the old one, a hit in the old one moves into the young.

/** Pages remembered per generation: two generations of a thousand small objects. */
const GENERATION_SIZE = 1_000;

export class PageMemo<Page> {
  private young = new Map<string, Page>();
  private old = new Map<string, Page>();

  get(key: string): Page | undefined {
    const page = this.young.get(key);
    if (page !== undefined) return page;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, page: Page): void {
    if (this.young.size >= GENERATION_SIZE) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, page);
  }

  clear(): void {
    if (this.young.size > 0) this.young = new Map();
    if (this.old.size > 0) this.old = new Map();
  }
}
