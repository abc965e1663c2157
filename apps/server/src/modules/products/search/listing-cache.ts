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
  readonly starts = new Map<number, number>();
  private used = 0;

  constructor(readonly bytes: Buffer) {}

  /** Appends the entry; false when it does not fit. */
  add(slot: number, json: Buffer): boolean {
    if (this.used + 4 + json.length > this.bytes.length) return false;
    this.bytes.writeUInt32LE(json.length, this.used);
    json.copy(this.bytes, this.used + 4);
    this.starts.set(slot, this.used);
    this.used += 4 + json.length;
    return true;
  }

  /** The entry's bytes (a view: valid until this slab is reused), or undefined. */
  get(slot: number): Buffer | undefined {
    const at = this.starts.get(slot);
    if (at === undefined) return undefined;
    return this.bytes.subarray(at + 4, at + 4 + this.bytes.readUInt32LE(at));
  }
}

export class ListingJsonCache {
  private young: Slab | undefined;
  private old: Slab | undefined;
  /** The read model's generation the slots are of. */
  generation = 0;

  constructor(private readonly budget: number) {}

  /**
   * The listing's bytes, or undefined. A view into the cache: read it before the next set() (a
   * page copies its entries into its answer at once).
   */
  get(slot: number): Buffer | undefined {
    const bytes = this.young?.get(slot);
    if (bytes !== undefined) return bytes;
    const aged = this.old?.get(slot);
    if (aged === undefined) return undefined;
    // Copied before the young one can take the old one's buffer.
    const copy = Buffer.from(aged);
    this.set(slot, copy);
    return copy;
  }

  set(slot: number, json: Buffer): void {
    const half = Math.floor(this.budget / 2);
    if (4 + json.length > half) return;
    if (!this.young) this.young = new Slab(Buffer.allocUnsafeSlow(half));
    if (this.young.add(slot, json)) return;
    // The young one is full: it ages, and the old one's buffer (its entries dropped) is reused.
    const reused = this.old?.bytes ?? Buffer.allocUnsafeSlow(half);
    this.old = this.young;
    this.young = new Slab(reused);
    this.young.add(slot, json);
  }

  clear(generation: number): void {
    if (this.young) this.young = new Slab(this.young.bytes);
    if (this.old) this.old = new Slab(this.old.bytes);
    this.generation = generation;
  }
}
