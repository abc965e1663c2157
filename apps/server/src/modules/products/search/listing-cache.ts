// The public JSON of listings recently served, by slot, within a byte budget: what a page reads
// instead of the database while it is here. A slot's listing never changes (listing-index.ts), so
// an entry is never stale; slots renumbered (a compaction, a rebuild) void them all, which
// `generation` tells.
//
// Two generations stand in for least-recently-used order: entries go into the young one; when it
// holds half the budget, it becomes the old one and the old one is dropped; a hit in the old one
// moves the entry back into the young. No entry is reordered or deleted one by one (a Map that
// deletes on every hit rehashes itself over and over under load).

/** What an entry costs beyond its text: the map's entry and the string's header, roughly. */
const ENTRY_OVERHEAD = 80;

export class ListingJsonCache {
  private young = new Map<number, string>();
  private old = new Map<number, string>();
  private youngBytes = 0;
  /** The read model's generation the slots are of. */
  generation = 0;

  constructor(private readonly budget: number) {}

  get(slot: number): string | undefined {
    const json = this.young.get(slot);
    if (json !== undefined) return json;
    const aged = this.old.get(slot);
    if (aged !== undefined) this.set(slot, aged);
    return aged;
  }

  set(slot: number, json: string): void {
    const cost = costOf(json);
    if (cost * 2 > this.budget) return;
    if (this.youngBytes + cost > this.budget / 2) {
      this.old = this.young;
      this.young = new Map();
      this.youngBytes = 0;
    }
    this.young.set(slot, json);
    this.youngBytes += cost;
  }

  clear(generation: number): void {
    this.young = new Map();
    this.old = new Map();
    this.youngBytes = 0;
    this.generation = generation;
  }
}

// V8 keeps a string of Latin-1 characters at a byte each and any other (Bangla) at two.
// eslint-disable-next-line no-control-regex
const costOf = (json: string) => json.length * (/[^\u0000-\u00ff]/.test(json) ? 2 : 1) + ENTRY_OVERHEAD;
