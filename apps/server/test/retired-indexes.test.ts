// Indexes an older version made and no query walks any more are dropped when the API connects
// (db/mongo.ts): each one costs every write to its collection its upkeep. The listings' indexes by
// category, advertised and status served searches the database answered; the read model answers
// them now, and a database made before keeps its listings without those indexes.
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { connectDatabase } from '../src/db/mongo';

const uri = process.env.MONGODB_URI!;
let client: MongoClient;
const dbName = `mp_retired_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  client = await new MongoClient(uri).connect();
});
afterAll(async () => {
  await client.db(dbName).dropDatabase();
  await client.close();
});

test('the listings lose their old indexes, keep their documents and the indexes their queries walk, and two instances connecting at once both start', async () => {
  const products = client.db(dbName).collection('products');
  const listing = { _id: new ObjectId(), category: 'smartphone', status: 'available', advertised: true, sellerEmail: 's@example.test', createdAt: new Date() };
  await products.insertOne(listing);
  await products.createIndexes([
    { key: { category: 1, status: 1, createdAt: -1 }, name: 'category_status_date' },
    { key: { advertised: 1, status: 1, createdAt: -1 }, name: 'advertised_status_date' },
    { key: { status: 1 }, name: 'status' },
  ]);

  const [a, b] = await Promise.all([connectDatabase(uri, dbName), connectDatabase(uri, dbName)]);
  try {
    const names = (await a.collections.products.indexes()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['_id_', 'seller_date_id', 'date_id']));
    expect(names.filter((n) => ['category_status_date', 'advertised_status_date', 'status'].includes(n!))).toEqual([]);
    expect(await b.collections.products.find({}).toArray()).toEqual([listing]);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
