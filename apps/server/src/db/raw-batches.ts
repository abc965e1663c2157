// A raw cursor's documents batch by batch, as views into the reply the batch came in, for a scan
// of every document (the search read model's start-up: a million listings).
//
// The driver's own way, readBufferedDocuments, makes each document of a batch an object that
// lists its fields before handing over its bytes, and keeps all of them until the batch is done:
// at a million listings 1.3 GB of it outlived the young generation, and the scan took 24 s, 3.7 s
// of it collecting garbage. Walking the batch's bytes here: 18 s, 0.3 s of collection.

import type { AbstractCursor } from 'mongodb';

/** The driver's batch of a find or getMore reply (mongodb 6: CursorResponse), as far as it is read here. */
interface DriverBatch {
  batch: { bson: Uint8Array; offset: number };
  clear(): void;
}

/** The batch the cursor holds, when it is the driver's shape this knows; else undefined (read the driver's way). */
export function heldBatch(cursor: AbstractCursor): DriverBatch | undefined {
  const held = (cursor as unknown as { documents?: unknown }).documents as Partial<DriverBatch> | null | undefined;
  const batch = held?.batch;
  return batch && batch.bson instanceof Uint8Array && typeof batch.offset === 'number' && typeof held.clear === 'function' ? (held as DriverBatch) : undefined;
}

/** Each document of a BSON array at `offset` in `bytes`, as a view. */
function* documentsOf(bytes: Buffer, offset: number): Generator<Buffer> {
  const end = offset + bytes.readInt32LE(offset) - 1;
  let at = offset + 4;
  while (at < end) {
    // An element: its type, its name (the index, NUL-terminated), then the document itself.
    at++;
    while (bytes[at] !== 0) at++;
    at++;
    const length = bytes.readInt32LE(at);
    yield bytes.subarray(at, at + length);
    at += length;
  }
}

/**
 * The documents of a cursor opened with `raw: true`, one batch at a time; closes the cursor when
 * done or abandoned. The next batch is asked for before a batch is handed over, and the event
 * loop turns once first (the driver sends the getMore only then), so the database reads the next
 * batch while the caller works through this one (at a million listings on two cores, the read
 * model took 44 s to build, 16 s of it idle, when the caller held the getMore back).
 */
export async function* rawBatches(cursor: AbstractCursor): AsyncGenerator<Iterable<Buffer>> {
  let more: Promise<boolean> | undefined;
  try {
    more = cursor.hasNext();
    while (await more) {
      const held = heldBatch(cursor);
      let docs: Iterable<Buffer>;
      if (held) {
        const { bson, offset } = held.batch;
        docs = documentsOf(Buffer.from(bson.buffer, bson.byteOffset, bson.byteLength), offset);
        held.clear();
      } else docs = cursor.readBufferedDocuments() as unknown as Buffer[];
      more = cursor.hasNext();
      await new Promise((resolve) => setImmediate(resolve));
      yield docs;
    }
  } finally {
    // A getMore still on its way when the caller stopped lands first (its failure is of no
    // interest now): the local engine keeps a cursor whose killCursors came while a getMore ran
    // on it, so closing alongside it left the cursor open in the database now and then.
    await more?.catch(() => undefined);
    await cursor.close();
  }
}
