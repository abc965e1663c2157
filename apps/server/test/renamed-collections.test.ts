// Collections an older version named "claims" (they are locks and holds) are renamed when the API
// connects, once, with their documents and indexes: an IMEI held before the upgrade stays held.
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { connectDatabase } from '../src/db/mongo';

const uri = process.env.MONGODB_URI!;
let client: MongoClient;
const dbName = `mp_renamed_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  client = await new MongoClient(uri).connect();
});
afterAll(async () => {
  await client.db(dbName).dropDatabase();
  await client.close();
});

test('the old collections arrive under their new names with their documents, and two API instances starting at once both connect', async () => {
  const old = client.db(dbName);
  const hold = { _id: '356938035643809:0', imei: '356938035643809', n: 0, productId: new ObjectId(), sellerEmail: 's@example.test', createdAt: new Date() };
  const lock = { _id: new ObjectId(), bookingId: new ObjectId(), email: 'b@example.test', transactionId: 'pi_1', createdAt: new Date() };
  const generation = { _id: `${lock.bookingId.toHexString()}:0`, bookingId: lock.bookingId, generation: 0, createdAt: new Date(), intentId: 'pi_1' };
  await old.collection<{ _id: unknown }>('imei_claims').insertOne(hold);
  await old.collection('product_sale_claims').insertOne(lock);
  await old.collection<{ _id: unknown }>('payment_intent_claims').insertOne(generation);

  const [a, b] = await Promise.all([connectDatabase(uri, dbName), connectDatabase(uri, dbName)]);
  try {
    expect(await a.collections.imeiHolds.find({}).toArray()).toEqual([hold]);
    expect(await a.collections.saleLocks.find({}).toArray()).toEqual([lock]);
    expect(await b.collections.intentGenerations.find({}).toArray()).toEqual([generation]);
    const names = (await old.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names.filter((n) => n.endsWith('_claims'))).toEqual([]);
    // The indexes are the new collections' own (made on connect), the IMEI's generation among them.
    expect((await a.collections.imeiHolds.indexes()).map((i) => i.name)).toContain('imei_generation');
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
