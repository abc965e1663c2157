// The copy that brings an old engine's data (FerretDB 1 on SQLite) into the new one, once: every
// collection whole, every BSON type as it was, GridFS photos included, counted on both sides; a
// copy cut short is done again from the start, not doubled.
import { randomBytes } from 'node:crypto';
import { Binary, Decimal128, GridFSBucket, Long, MongoClient, ObjectId, type Db } from 'mongodb';
import { copyDatabase } from '../src/devtools/database/migrate-sqlite';

let client: MongoClient;
let source: Db;
let target: Db;
beforeAll(async () => {
  client = await new MongoClient(process.env.MONGODB_URI!).connect();
  const tag = randomBytes(4).toString('hex');
  source = client.db(`mp_migrate_from_${tag}`);
  target = client.db(`mp_migrate_to_${tag}`);
});
afterAll(async () => {
  await Promise.all([source.dropDatabase(), target.dropDatabase()]);
  await client.close();
});

test('every document of every collection arrives as it was, photos too; the counts are answered', async () => {
  const users = Array.from({ length: 2500 }, (_, i) => ({ _id: new ObjectId(), email: `u${i}@example.test`, createdAt: new Date(1_700_000_000_000 + i), role: i % 2 ? 'Buyer' : 'Seller' }));
  await source.collection('users').insertMany(users);
  const odd = { _id: 'demo-seed', at: new Date(0), n: Long.fromNumber(2 ** 40), price: Decimal128.fromString('12.50'), raw: new Binary(Buffer.from([1, 2, 3])), nested: { list: [1, 'two', null], empty: [] } };
  await source.collection<{ _id: string }>('meta').insertOne(odd);
  const photo = randomBytes(300_000);
  const upload = new GridFSBucket(source, { bucketName: 'images' }).openUploadStream('p.webp', { metadata: { owner: 'u1@example.test' } });
  await new Promise<void>((resolve, reject) => upload.once('finish', () => resolve()).once('error', reject).end(photo));

  const counts = await copyDatabase(source, target);
  expect(counts).toMatchObject({ users: 2500, meta: 1, 'images.files': 1 });
  expect(counts['images.chunks']).toBeGreaterThan(1);
  expect(await target.collection('users').find({}, { sort: { _id: 1 } }).toArray()).toEqual(users.sort((a, b) => a._id.toHexString().localeCompare(b._id.toHexString())));
  // Read without promoting 64-bit integers, so a long that became a double would show.
  expect(await target.collection('meta').findOne({ _id: 'demo-seed' as never }, { promoteLongs: false })).toEqual(odd);
  const chunks: Buffer[] = [];
  for await (const chunk of new GridFSBucket(target, { bucketName: 'images' }).openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(photo)).toBe(true);
});

test('run again over a copy cut short: the same documents once each, not twice', async () => {
  await target.collection('users').deleteMany({ email: { $gte: 'u2' } });
  await target.collection('stray').insertOne({ left: 'by an earlier half copy' });
  const counts = await copyDatabase(source, target);
  expect(counts.users).toBe(2500);
  expect(await target.collection('users').countDocuments()).toBe(2500);
  expect(await target.collection('meta').countDocuments()).toBe(1);
});
