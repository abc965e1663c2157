// The public JSON of listings recently served, by slot, within a byte budget: what a page reads
// instead of the database while it is here. A slot's listing never changes (listing-index.ts), so
// an entry is never stale; slots renumbered (a compaction, a rebuild) void them all, which
// `generation` tells.
//
// Two generations stand in for least-recently-used order: entries go into the young one; when it
// holds half the budget, it becomes the old one and the old one is dropped; a hit in the old one
// copies the entry into the young. No entry is reordered or deleted one by one (a Map that
// deletes on every hit rehashes itself over and over under load).
//
// Each generation keeps its entries' UTF-8 bytes in one buffer, outside the JavaScript heap: as
// strings, 128 MB of cards lived in the heap, the collector kept as much again free beside them,
// and an instance at a million listings reached 963-984 MB; pages are sent as bytes anyway.

/** A generation: its entries' bytes one after another (each after its length), and where each starts. */
class Slab {
  // Where each slot's entry starts, plus one (0: not here), by slot: a page looks up its 24 slots
  // with one read each (a Map of some 100,000 numbers cost a page 5-10 µs of hash lookups more,
  // in memory the rest of the machine keeps evicting).
  private at: Int32Array;
  private used = 0;

  constructor(readonly bytes: Buffer, at?: Int32Array) {
    this.at = at ?? new Int32Array(1024);
  }

  /** This slab's slot table, emptied, for the slab that takes its bytes. */
  takeTable(): Int32Array {
    this.at.fill(0);
    return this.at;
  }

  /** Appends the entry; false when it does not fit. */
  add(slot: number, json: Buffer): boolean {
    if (this.used + 4 + json.length > this.bytes.length) return false;
    if (slot >= this.at.length) {
      const grown = new Int32Array(Math.max(slot + 1, this.at.length * 2));
      grown.set(this.at);
      this.at = grown;
    }
    this.bytes.writeUInt32LE(json.length, this.used);
    json.copy(this.bytes, this.used + 4);
    this.at[slot] = this.used + 1;
    this.used += 4 + json.length;
    return true;
  }

  /** Where the entry's length is, or -1. */
  find(slot: number): number {
    return slot < this.at.length ? this.at[slot]! - 1 : -1;
  }

  lengthAt(start: number): number {
    return this.bytes.readUInt32LE(start);
  }
}

export class ListingJsonCache {
  private young: Slab | undefined;
  private old: Slab | undefined;
  /** The read model's generation the slots are of. */
  generation = 0;

  constructor(private readonly budget: number) {}

  /** The entry's slab and where its length is, young first. */
  private locate(slot: number): [Slab, number] | undefined {
    const young = this.young?.find(slot) ?? -1;
    if (young >= 0) return [this.young!, young];
    const old = this.old?.find(slot) ?? -1;
    if (old >= 0) return [this.old!, old];
    return undefined;
  }

  /** The entry's length in bytes, or -1 when it is not kept. */
  sizeOf(slot: number): number {
    const found = this.locate(slot);
    return found ? found[0].lengthAt(found[1]) : -1;
  }

  /**
   * Copies the entry (kept: sizeOf answered its length, and nothing was set since) into `target`
   * at `offset`, and answers where it ends there. An entry of the old generation is not moved to
   * the young one here (a set() now could reuse the buffer the page's other entries are in):
   * `keep` does that once the page is copied.
   */
  copyInto(slot: number, target: Buffer, offset: number): number {
    const [slab, start] = this.locate(slot)!;
    const length = slab.lengthAt(start);
    return offset + slab.bytes.copy(target, offset, start + 4, start + 4 + length);
  }

  /** The entry was used: one of the old generation is copied into the young (from `json`, its bytes). */
  keep(slot: number, json: Buffer): void {
    if ((this.young?.find(slot) ?? -1) < 0) this.set(slot, json);
  }

  /**
   * The listing's bytes, or undefined. A view into the cache: read it before the next set() (a
   * page copies its entries into its answer at once).
   */
  get(slot: number): Buffer | undefined {
    const found = this.locate(slot);
    if (!found) return undefined;
    const [slab, start] = found;
    const bytes = slab.bytes.subarray(start + 4, start + 4 + slab.lengthAt(start));
    if (slab === this.young) return bytes;
    // Copied before the young one can take the old one's buffer.
    const copy = Buffer.from(bytes);
    this.set(slot, copy);
    return copy;
  }

  set(slot: number, json: Buffer): void {
    const half = Math.floor(this.budget / 2);
    if (4 + json.length > half) return;
    if (!this.young) this.young = new Slab(Buffer.allocUnsafeSlow(half));
    if (this.young.add(slot, json)) return;
    // The young one is full: it ages, and the old one's buffer and table (its entries dropped) are reused.
    const reused = this.old ? new Slab(this.old.bytes, this.old.takeTable()) : new Slab(Buffer.allocUnsafeSlow(half));
    this.old = this.young;
    this.young = reused;
    this.young.add(slot, json);
  }

  clear(generation: number): void {
    if (this.young) this.young = new Slab(this.young.bytes, this.young.takeTable());
    if (this.old) this.old = new Slab(this.old.bytes, this.old.takeTable());
    this.generation = generation;
  }
}
