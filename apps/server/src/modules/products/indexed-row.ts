// What the search read model is built from: a listing's indexed fields, its id as hex and its
// creation time in ms. At start-up they are read straight from each listing's bytes as the engine
// sends them (a raw cursor): decoding a million listings into documents cost the API 19 s of CPU,
// against 6 s for the raw batches (measured on the local engine), on the two cores the engine
// needs for the scan. A listing holding a value of a type not read here is decoded in full.
import { BSON } from 'mongodb';
import type { ProductDoc } from './products.documents';
import { SCANNED_FIELDS, type IndexedProductDoc } from './products.repository';

export type IndexedRow = Omit<IndexedProductDoc, '_id' | 'createdAt'> & Pick<ProductDoc, 'status'> & { id: string; createdAt: number };

/** The row of a listing already decoded (one read again after a write). */
export function rowOf(doc: IndexedProductDoc & Pick<ProductDoc, 'status'>): IndexedRow {
  const { _id, createdAt, ...rest } = doc;
  return { ...rest, id: _id.toHexString(), createdAt: createdAt.getTime() };
}

// BSON element types (bsonspec.org).
const DOUBLE = 0x01;
const STRING = 0x02;
const OBJECT_ID = 0x07;
const BOOLEAN = 0x08;
const DATE = 0x09;
const NULL = 0x0a;
const INT32 = 0x10;

/** The fields read (those the scan projects), by name's bytes; any other field a document holds is passed over. */
const FIELDS = SCANNED_FIELDS;
type Field = (typeof FIELDS)[number];
const FIELD_BYTES = FIELDS.map((name) => Buffer.from(name, 'latin1'));

/** Which field a name between start and end (its terminating zero) is, or -1. */
function fieldAt(bytes: Buffer, start: number, end: number): number {
  const length = end - start;
  for (let f = 0; f < FIELD_BYTES.length; f++) {
    const name = FIELD_BYTES[f]!;
    if (name.length !== length || name[0] !== bytes[start]) continue;
    let i = 1;
    while (i < length && name[i] === bytes[start + i]) i++;
    if (i === length) return f;
  }
  return -1;
}

/** Bytes a value of this type takes after its name, or -1 for a type read only by full decoding. */
function sizeOf(bytes: Buffer, type: number, at: number): number {
  switch (type) {
    case DOUBLE:
    case DATE:
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case STRING:
      return 4 + bytes.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
      return bytes.readInt32LE(at);
    case 0x05: // binary
      return 5 + bytes.readInt32LE(at);
    case OBJECT_ID:
      return 12;
    case BOOLEAN:
      return 1;
    case NULL:
      return 0;
    case INT32:
      return 4;
    default:
      return -1;
  }
}

/** One listing's row from its BSON bytes (a raw cursor's document). */
export function readIndexedRow(bytes: Buffer): IndexedRow {
  const row: Record<string, unknown> = {};
  const end = bytes.readInt32LE(0) - 1;
  let at = 4;
  while (at < end) {
    const type = bytes[at]!;
    const nameStart = at + 1;
    let nameEnd = nameStart;
    while (nameEnd < end && bytes[nameEnd] !== 0) nameEnd++;
    at = nameEnd + 1;
    const size = nameEnd < end ? sizeOf(bytes, type, at) : -1;
    if (size < 0 || at + size > end) return decoded(bytes);
    const f = fieldAt(bytes, nameStart, nameEnd);
    if (f >= 0) {
      const field: Field = FIELDS[f]!;
      let value: unknown;
      if (type === STRING) value = bytes.toString('utf8', at + 4, at + size - 1);
      else if (type === DOUBLE) value = bytes.readDoubleLE(at);
      else if (type === INT32) value = bytes.readInt32LE(at);
      else if (type === BOOLEAN) value = bytes[at] === 1;
      else if (type === NULL) value = null;
      else if (type === OBJECT_ID && field === '_id') value = bytes.toString('hex', at, at + 12);
      else if (type === DATE && field === 'createdAt') value = bytes.readUInt32LE(at) + bytes.readInt32LE(at + 4) * 2 ** 32;
      else return decoded(bytes);
      row[field === '_id' ? 'id' : field] = value;
    }
    at += size;
  }
  if (typeof row.id !== 'string' || typeof row.createdAt !== 'number') return decoded(bytes);
  return row as IndexedRow;
}

/** The row of a listing the library decodes (its indexed fields only, as the scan projects). */
function decoded(bytes: Buffer): IndexedRow {
  const doc = BSON.deserialize(bytes);
  return rowOf(Object.fromEntries(FIELDS.flatMap((f) => (f in doc ? [[f, doc[f]]] : []))) as IndexedProductDoc & Pick<ProductDoc, 'status'>);
}
