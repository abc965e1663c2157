// A raw cursor read batch by batch from the replies' bytes (start-up's scan of every listing)
// hands over every document, byte for byte as the driver would, and closes its cursor.
import { BSON, ObjectId, type Collection, type Long } from 'mongodb';
import { heldBatch, rawBatches } from '../src/db/raw-batches';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let things: Collection;
const COUNT = 2_345;

beforeAll(async () => {
  app = await startTestApp();
  things = app.server.db.db.collection('raw_batch_things');
  // Of different sizes and kinds: a document's length is read from its bytes, not assumed.
  await things.insertMany(
    Array.from({ length: COUNT }, (_, i) => ({
      _id: new ObjectId(),
      n: i,
      name: `thing ${i} ${'x'.repeat(i % 97)}`,
      bangla: i % 3 === 0 ? 'ঢাকা (মিরপুর ১০)' : null,
      nested: i % 5 === 0 ? { list: [i, `${i}`, { deep: true }] } : undefined,
      at: new Date(1_700_000_000_000 + i),
    })),
  );
});
afterAll(() => app.stop());

test('hands over every document in the order the cursor reads them, byte for byte, a batch at a time', async () => {
  const expected = await things.find({}, { sort: { n: 1 } }).toArray();
  const batches: number[] = [];
  const read: unknown[] = [];
  for await (const docs of rawBatches(things.find({}, { sort: { n: 1 }, raw: true }).batchSize(500))) {
    let size = 0;
    for (const bytes of docs) {
      size++;
      read.push(BSON.deserialize(bytes));
    }
    batches.push(size);
  }
  expect(read).toEqual(expected);
  expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / 500));
  expect(batches.reduce((a, b) => a + b, 0)).toBe(COUNT);
});

test('a projection: each document holds just the fields asked for', async () => {
  const docs: unknown[] = [];
  for await (const batch of rawBatches(things.find({ n: { $lt: 700 } }, { sort: { n: 1 }, projection: { _id: 0, n: 1, bangla: 1 }, raw: true }).batchSize(300))) {
    for (const bytes of batch) docs.push(BSON.deserialize(bytes));
  }
  expect(docs).toHaveLength(700);
  expect(docs[3]).toEqual({ n: 3, bangla: 'ঢাকা (মিরপুর ১০)' });
  expect(docs[4]).toEqual({ n: 4, bangla: null });
});

test('nothing to read: no batch, and the cursor is closed', async () => {
  const cursor = things.find({ n: -1 }, { raw: true });
  let batches = 0;
  for await (const _ of rawBatches(cursor)) batches++;
  expect(batches).toBe(0);
  expect(cursor.closed).toBe(true);
});

test('a reader that stops after the first batch closes the cursor, with the next batch on its way', async () => {
  const cursor = things.find({}, { raw: true }).batchSize(200);
  let first = 0;
  let id: Long | undefined;
  for await (const docs of rawBatches(cursor)) {
    for (const _ of docs) first++;
    id = cursor.id;
    break;
  }
  expect(first).toBe(200);
  // The next batch, asked for before the caller stopped, sits in the driver's buffer (so
  // `cursor.closed` can read false); what matters is that the database no longer holds the cursor.
  expect(cursor.killed).toBe(true);
  expect(id?.isZero()).toBe(false);
  await expect(app.server.db.db.command({ getMore: id, collection: 'raw_batch_things' })).rejects.toMatchObject({ code: 43 });
});

test('on this driver the batches are read from the replies themselves, not through its per-document objects', async () => {
  const cursor = things.find({}, { raw: true }).batchSize(100);
  await cursor.hasNext();
  expect(heldBatch(cursor)).toBeDefined();
  await cursor.close();
});
