// A listing's search row read straight from its BSON bytes (start-up's raw scan) is the row of
// the same listing decoded by the driver's BSON library, whatever the stored values hold.
import { BSON, Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import { readIndexedRow, rowOf } from '../src/modules/products/indexed-row';

const INDEXED = ['_id', 'createdAt', 'resalePrice', 'category', 'brand', 'condition', 'neir', 'deviceName', 'Location', 'advertised', 'sellerId', 'yearsOfUse', 'status'];

/** What the read model would get from the library: the indexed fields of the decoded document. */
function decodedRow(bytes: Buffer) {
  const doc = BSON.deserialize(bytes);
  return rowOf(Object.fromEntries(Object.entries(doc).filter(([k]) => INDEXED.includes(k))) as Parameters<typeof rowOf>[0]);
}

const base = {
  _id: new ObjectId('65a1b2c3d4e5f60718293a4b'),
  createdAt: new Date('2026-11-02T10:11:12.345Z'),
  resalePrice: 18_500,
  category: 'smartphone',
  brand: 'Samsung',
  condition: 'good',
  neir: 'registered',
  deviceName: 'Galaxy A54 5G 8/256GB',
  Location: 'Dhaka (Mirpur 10)',
  advertised: false,
  sellerId: '65a1b2c3d4e5f60718290001',
  yearsOfUse: 1.5,
  status: 'available',
};

const cases: Array<[string, Record<string, unknown>]> = [
  ['every indexed field', base],
  ['Bangla and other letters of more than one byte', { ...base, deviceName: 'গ্যালাক্সি A54 — ৮/২৫৬ জিবি', Location: 'ঢাকা (মিরপুর ১০) 📱' }],
  ['a listing made before brands, NEIR and seller ids (none of them)', { _id: base._id, createdAt: base.createdAt, resalePrice: 900, category: 'feature-phone', condition: 'fair', deviceName: 'Nokia 105', Location: 'Sylhet', advertised: true, yearsOfUse: 0, status: 'sold' }],
  ['nulls', { ...base, neir: null, sellerId: null, brand: null }],
  ['whole numbers stored as doubles and small ones as int32', { ...base, resalePrice: new Double(20_000), yearsOfUse: new Int32(3) }],
  ['a price stored as a 64-bit integer', { ...base, resalePrice: Long.fromNumber(1_234_567) }],
  ['a price stored as a decimal', { ...base, resalePrice: Decimal128.fromString('19999') }],
  ['a decimal price among fields not indexed', { ...base, resalePrice: Decimal128.fromString('19999'), description: 'd', photos: ['/a'] }],
  ['a date before 1970', { ...base, createdAt: new Date('1969-07-20T20:17:40.001Z') }],
  ['a date far ahead', { ...base, createdAt: new Date('2150-01-01T00:00:00.999Z') }],
  ['fields not indexed, of every kind, in between', { description: 'x'.repeat(300), ...base, photos: ['/a', '/b'], moderation: { hiddenAt: new Date(), reason: 'r' }, imei: '356938035643809', soldBookingId: new ObjectId(), editVersion: Long.fromNumber(7), thumb: new BSON.Binary(Buffer.from([1, 2, 3])), priceHistory: [{ price: 1, at: new Date() }] }],
  ['fields in another order', Object.fromEntries(Object.entries(base).reverse())],
  ['a name that starts as an indexed one', { ...base, statusNote: 'x', brandNew: true, _idx: 4 }],
];

test.each(cases)('reads %s as the BSON library does', (_name, doc) => {
  const bytes = Buffer.from(BSON.serialize(doc));
  expect(readIndexedRow(bytes)).toEqual(decodedRow(bytes));
});

test('reads the values themselves: id as hex, creation time in ms, price, words as stored', () => {
  const row = readIndexedRow(Buffer.from(BSON.serialize({ ...base, deviceName: 'গ্যালাক্সি', resalePrice: Long.fromNumber(1_234_567) })));
  expect(row).toMatchObject({ id: '65a1b2c3d4e5f60718293a4b', createdAt: Date.parse('2026-11-02T10:11:12.345Z'), resalePrice: 1_234_567, deviceName: 'গ্যালাক্সি', advertised: false, status: 'available', yearsOfUse: 1.5 });
  expect(readIndexedRow(Buffer.from(BSON.serialize({ ...base, createdAt: new Date(-1) }))).createdAt).toBe(-1);
});

test('bytes that are not a whole document are refused as the library refuses them, never read past their end', () => {
  const bytes = Buffer.from(BSON.serialize(base));
  // The device name's length says more bytes than the document holds.
  const name = bytes.indexOf('deviceName\0', 0, 'latin1') + 'deviceName\0'.length;
  const longName = Buffer.from(bytes);
  longName.writeInt32LE(10_000, name);
  expect(() => BSON.deserialize(longName)).toThrow();
  expect(() => readIndexedRow(longName)).toThrow();
  // A name with no end: the last element's zero taken away.
  const unended = Buffer.from(bytes);
  unended.fill(0x61, unended.indexOf('status\0', 0, 'latin1'), unended.length - 1);
  expect(() => BSON.deserialize(unended)).toThrow();
  expect(() => readIndexedRow(unended)).toThrow();
});
