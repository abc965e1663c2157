// The public JSON of listings recently served, by slot, least recently used first out, within a
// byte budget: what a page reads instead of the database while it is here. A slot's listing never
// changes (listing-index.ts), so an entry is never stale; slots renumbered (a compaction, a
// rebuild) void them all, which `generation` tells.

/** What an entry costs beyond its text: the map's entry and the string's header, roughly. */
const ENTRY_OVERHEAD = 80;

export class ListingJsonCache {
  private entries = new Map<number, string>();
  private bytes = 0;
  /** The read model's generation the slots are of. */
  generation = 0;

  constructor(private readonly budget: number) {}

  get(slot: number): string | undefined {
    const json = this.entries.get(slot);
    if (json !== undefined) {
      // Most recently used goes last: a Map keeps insertion order.
      this.entries.delete(slot);
      this.entries.set(slot, json);
    }
    return json;
  }

  set(slot: number, json: string): void {
    const cost = costOf(json);
    if (cost > this.budget) return;
    const old = this.entries.get(slot);
    if (old !== undefined) this.bytes -= costOf(old);
    this.entries.delete(slot);
    this.entries.set(slot, json);
    this.bytes += cost;
    for (const [first, text] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(first);
      this.bytes -= costOf(text);
    }
  }

  clear(generation: number): void {
    this.entries = new Map();
    this.bytes = 0;
    this.generation = generation;
  }
}

// V8 keeps a string of Latin-1 characters at a byte each and any other (Bangla) at two.
// eslint-disable-next-line no-control-regex
const costOf = (json: string) => json.length * (/[^\u0000-\u00ff]/.test(json) ? 2 : 1) + ENTRY_OVERHEAD;
