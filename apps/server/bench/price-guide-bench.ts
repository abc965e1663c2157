// The price guide's benchmark (issue "A fair price"): loads N listings and S completed sales into the
// resolver's database (the local engine here: FerretDB 2 on PostgreSQL with DocumentDB), then measures what the guide costs at that size:
//   - start-up: reading every sale into the table, and the API's whole start (spawn → listening);
//   - recording a sale as a completed deal's follow-up does (read the listing, write price_sales,
//     count it, re-serialize the listings of its key in the catalogue), and the in-memory part alone;
//   - another instance catching up with those sales (the scheduler's job);
//   - GET /price-guide over loopback with autocannon (a pool of 1,000 queries), beside GET /listings
//     (whose cards now carry badges) and the ceiling (a prebuilt JSON from the same app).
// Prints figures; asserts nothing. Not part of `npm test`.
//   npm run bench:price-guide -- --listings 100000 [--sales 20000] [--recorded 500] [--seconds 10] [--connections 32]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { CONDITIONS, type Brand, type Condition } from '@mobile-planet/shared';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/mongo';
import type { PriceSaleDoc } from '../src/modules/price-guide/price-guide.documents';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { resolveDatabase, resolveOptionsFromEnv } from '../src/devtools/database/resolver';
import { createLogger } from '../src/logger';
import { createPriceGuideModel } from '../src/modules/price-guide/price-guide-model';
import { startServer } from '../src/server';
import { benchOption, benchServerScript, insertInBatches, loadPaths, seededRandom, settleAfterLoad } from './bench-support';

const LISTINGS = benchOption('listings', 100_000);
const SALES = benchOption('sales', 20_000);
const RECORDED = benchOption('recorded', 500);
const SECONDS = benchOption('seconds', 10);
const CONNECTIONS = benchOption('connections', 32);

const { rnd, int, pick } = seededRandom(7);

// Models as sellers name them (with memory and network words the guide drops), and a typical price.
const MODELS: Array<{ brand: Brand; names: string[]; price: number }> = [
  { brand: 'Samsung', names: ['Samsung Galaxy A54 5G 8/256GB', 'Galaxy A54 8/128GB'], price: 32_000 },
  { brand: 'Samsung', names: ['Samsung Galaxy A14 4/64GB', 'Galaxy A14'], price: 13_000 },
  { brand: 'Samsung', names: ['Samsung Galaxy S21 FE 5G', 'Galaxy S21 FE 8/128GB'], price: 30_000 },
  { brand: 'Samsung', names: ['Samsung Galaxy M34 5G 6/128GB', 'Galaxy M34'], price: 20_000 },
  { brand: 'Apple', names: ['Apple iPhone 11 64GB', 'iPhone 11 128GB'], price: 33_000 },
  { brand: 'Apple', names: ['Apple iPhone 12 128GB', 'iPhone 12 64GB'], price: 45_000 },
  { brand: 'Apple', names: ['Apple iPhone 13 128GB', 'iPhone 13 256GB'], price: 62_000 },
  { brand: 'Apple', names: ['Apple iPhone 13 Pro 256GB', 'iPhone 13 Pro'], price: 85_000 },
  { brand: 'Xiaomi', names: ['Xiaomi Redmi Note 13 8/128GB', 'Redmi Note 13 8/256GB'], price: 19_500 },
  { brand: 'Xiaomi', names: ['Xiaomi Redmi Note 12 8/128GB', 'Redmi Note 12'], price: 16_000 },
  { brand: 'Xiaomi', names: ['Xiaomi Redmi 12C 4/64GB', 'Redmi 12C'], price: 9_500 },
  { brand: 'Xiaomi', names: ['Xiaomi Poco X5 Pro 5G', 'Poco X5 Pro 8/256GB'], price: 24_000 },
  { brand: 'Realme', names: ['realme C55 6/128GB', 'Realme C55'], price: 11_500 },
  { brand: 'Realme', names: ['realme 11 Pro 5G', 'Realme 11 Pro 8/256GB'], price: 26_000 },
  { brand: 'Oppo', names: ['Oppo A78 8/128GB', 'OPPO A78'], price: 17_500 },
  { brand: 'Oppo', names: ['Oppo Reno 8 5G', 'Oppo Reno 8 8/256GB'], price: 28_000 },
  { brand: 'Vivo', names: ['vivo Y36 8/128GB', 'Vivo Y36'], price: 16_000 },
  { brand: 'Vivo', names: ['vivo V27 5G 8/256GB', 'Vivo V27'], price: 30_000 },
  { brand: 'OnePlus', names: ['OnePlus Nord CE 3 Lite 5G', 'OnePlus Nord CE 3 Lite 8/128GB'], price: 20_500 },
  { brand: 'Google', names: ['Google Pixel 7 128GB', 'Pixel 7'], price: 45_000 },
  { brand: 'Google', names: ['Google Pixel 6a 128GB', 'Pixel 6a'], price: 24_500 },
  { brand: 'Nokia', names: ['Nokia G21 4/64GB', 'Nokia G21'], price: 9_000 },
  { brand: 'Motorola', names: ['Motorola Moto G32 4/128GB', 'Moto G32'], price: 12_500 },
  { brand: 'Infinix', names: ['Infinix Hot 40i 8/128GB', 'Infinix Hot 40i'], price: 12_000 },
  { brand: 'Tecno', names: ['Tecno Spark 10 Pro 8/128GB', 'Tecno Spark 10 Pro'], price: 13_500 },
  { brand: 'Walton', names: ['Walton Primo S8', 'Walton Primo S8 4/64GB'], price: 8_900 },
];
/** Every model in four of its own variants (another generation, a Pro, a Lite…) so the market has a few hundred models. */
const VARIANTS = ['', ' Plus', ' Lite', ' Max'];
const CONDITION_FACTOR: Record<Condition, number> = { excellent: 1.1, good: 1, fair: 0.85 };

function device() {
  const model = pick(MODELS);
  const variant = pick(VARIANTS);
  const condition = pick(CONDITIONS);
  const yearsOfUse = int(8) / 2;
  const base = model.price * (1 + VARIANTS.indexOf(variant) * 0.1) * CONDITION_FACTOR[condition] * (1 - yearsOfUse * 0.08);
  // ±15 % around the typical price, whole hundreds.
  const price = Math.max(500, Math.round((base * (0.85 + rnd() * 0.3)) / 100) * 100);
  return { deviceName: `${pick(model.names)}${variant}`, brand: model.brand, condition, yearsOfUse, price };
}

function listing(i: number, now: number): ProductDoc {
  const d = device();
  return {
    _id: new ObjectId(), customID: `MP-P${i}`, deviceName: d.deviceName, brand: d.brand, sellerName: `Seller ${i % 997}`, sellerEmail: `seller${i % 997}@bench.test`,
    resalePrice: d.price, originalPrice: Math.round(d.price * 1.6), yearsOfUse: d.yearsOfUse, postedDate: '2026-11-01', category: 'smartphone',
    condition: d.condition, Contact: '01711000000', Location: 'Dhaka (Mirpur 10)', description: 'Used, works well.', img: `/images/${new ObjectId().toHexString()}`,
    status: 'available', advertised: i % 40 === 0, createdAt: new Date(now - int(180 * 24 * 3600) * 1000),
  };
}

function sale(now: number): PriceSaleDoc {
  const d = device();
  const completedAt = new Date(now - int(365 * 24 * 3600) * 1000);
  return { _id: new ObjectId(), productId: new ObjectId(), deviceName: d.deviceName, condition: d.condition, yearsOfUse: d.yearsOfUse, price: d.price, completedAt };
}

async function load(uri: string, db: string) {
  // Indexes first, as on a market that grew under a running API.
  await (await connectDatabase(uri, db)).close();
  const client = await MongoClient.connect(uri);
  const now = Date.now();
  const started = Date.now();
  await insertInBatches(client.db(db).collection<ProductDoc>('products'), LISTINGS, (i) => listing(i, now), 'listings');
  await insertInBatches(client.db(db).collection<PriceSaleDoc>('price_sales'), SALES, () => sale(now), 'sales');
  process.stdout.write(`\r  loaded ${LISTINGS} listings and ${SALES} completed sales in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await client.close();
}

const ms = (ns: bigint) => Number(ns) / 1e6;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const summary = (xs: number[]) => `mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} ms, p50 ${percentile(xs, 0.5).toFixed(2)} ms, p99 ${percentile(xs, 0.99).toFixed(2)} ms`;

async function measure(base: string, name: string, paths: string[]) {
  const result = await loadPaths(base, paths, { connections: CONNECTIONS, seconds: SECONDS });
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(36)} ${String(paths.length).padStart(5)} queries ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms${errors ? `  ${errors} errors` : ''}`,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-guide-'));
  const database = await resolveDatabase({ dataDir, log: (l) => console.log(`  ${l}`), ...resolveOptionsFromEnv(process.env) });
  const dbName = 'mp_bench_guide';
  const env = {
    ...process.env, NODE_ENV: 'production', MONGODB_URI: database.uri, MONGODB_DB: dbName, PORT: '0', LOG_LEVEL: 'silent',
    ACCESS_TOKEN_SECRET: 'bench-secret-that-is-at-least-32-characters', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', DATA_DIR: dataDir,
  };
  let api: ReturnType<typeof fork> | undefined;
  let local: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`engine ${database.engine}; ${LISTINGS} listings, ${SALES} completed sales; ${os.cpus().length} cores, node ${process.version}`);
    await load(database.uri, dbName);
    settleAfterLoad(database);

    // 1. Start-up: the table from every sale (alone), then a whole API (sales, then the catalogue with badges).
    const db = await connectDatabase(database.uri, dbName);
    const model = createPriceGuideModel({ collections: db.collections, logger: createLogger('silent') });
    let t = process.hrtime.bigint();
    await model.load();
    console.log(`price guide load at start-up: ${ms(process.hrtime.bigint() - t).toFixed(0)} ms for ${model.table.sales} sales`);

    const spawned = Date.now();
    api = fork(benchServerScript(), [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const { url: base, readyMs } = await new Promise<{ url: string; readyMs: number }>((resolve, reject) => {
      api!.once('message', (m) => resolve(m as { url: string; readyMs: number }));
      api!.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    });
    console.log(
      `API start-up with ${LISTINGS} listings and ${SALES} sales: ${((Date.now() - spawned) / 1000).toFixed(1)} s from spawn to listening (${(readyMs / 1000).toFixed(1)} s in startServer: the sales, then the listings with their badges)`,
    );

    // 2. Recording sales as a deal's follow-up does, on a second API instance in this process.
    local = await startServer(loadConfig({ ...env, SCHEDULER_INTERVAL_MS: '0' }), createLogger('silent'));
    const listed = await db.collections.products.find({ status: 'available' }, { projection: { _id: 1, resalePrice: 1 } }).limit(RECORDED * 2).toArray();
    const guide = local.services.priceGuide;
    const whole: number[] = [];
    for (const p of listed.slice(0, RECORDED)) {
      t = process.hrtime.bigint();
      await guide.recordSale({ _id: new ObjectId(), productId: p._id, price: p.resalePrice });
      whole.push(ms(process.hrtime.bigint() - t));
    }
    console.log(`recording a sale (read the listing, write price_sales, count it): ${summary(whole)} over ${RECORDED}`);
    // The in-memory part alone: count a sale (badges are read as listings are served: nothing is re-serialized).
    const { table } = local.context.priceGuide;
    const inMemory: number[] = [];
    for (const p of listed.slice(RECORDED)) {
      const doc = (await db.collections.products.findOne({ _id: p._id }))!;
      t = process.hrtime.bigint();
      table.addSale({ id: new ObjectId().toHexString(), deviceName: doc.deviceName, condition: doc.condition, yearsOfUse: doc.yearsOfUse, price: doc.resalePrice });
      inMemory.push(ms(process.hrtime.bigint() - t));
    }
    console.log(`  of which in memory (count it): ${summary(inMemory)}`);

    // 3. Another instance catching up with the sales just recorded (its scheduler's job).
    t = process.hrtime.bigint();
    const caught = await model.catchUp();
    console.log(`another instance catching up through the feed: ${caught} new sales in ${ms(process.hrtime.bigint() - t).toFixed(0)} ms`);
    t = process.hrtime.bigint();
    await model.catchUp();
    console.log(`  and its next run with nothing new: ${ms(process.hrtime.bigint() - t).toFixed(1)} ms`);
    await db.close();

    // 4. GET /price-guide over HTTP on the spawned API, beside search and the ceiling.
    const queries = new Set<string>();
    while (queries.size < 1000) {
      const d = device();
      const q = new URLSearchParams({ model: d.deviceName });
      if (int(3) > 0) q.set('condition', d.condition);
      if (int(2) > 0) q.set('yearsOfUse', String(d.yearsOfUse));
      queries.add(`/price-guide?${q.toString()}`);
    }
    const badged = (await (await fetch(`${base}/listings?limit=48`)).json()) as { items: Array<{ priceBadge?: string }> };
    console.log(`badges on the first page of GET /listings: ${badged.items.filter((i) => i.priceBadge).length} of ${badged.items.length}`);
    await measure(base, 'GET /price-guide', [...queries]);
    await measure(base, 'GET /listings first page', ['/listings?limit=24', '/listings?limit=24&sort=price_asc', '/listings?limit=24&sort=price_desc']);
    await measure(base, 'ceiling (prebuilt 24-listing JSON)', ['/bench/ceiling']);
  } finally {
    await local?.stop().catch(() => undefined);
    api?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
