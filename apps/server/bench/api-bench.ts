// Benchmark of the API's hot public reads over real HTTP on the resolver's database.
// Prints figures; asserts nothing. Bounded: a fixed number of requests per call, loopback only.
//   pnpm --filter @mobile-planet/server bench            (REQUESTS=2000 CONCURRENCY=16 LISTINGS=2000)
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { CATEGORY_IDS, CONDITIONS } from '@mobile-planet/shared';
import { loadConfig } from '../src/config';
import type { ProductDoc } from '../src/db/mongo';
import { createLogger } from '../src/logger';
import { startServer } from '../src/server';
import { startAuthEmulator } from '../src/devtools/auth-emulator';

const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const LISTINGS = Number(process.env.LISTINGS ?? 2000);

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

async function measure(name: string, url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  for (let i = 0; i < 50; i++) await get(agent, url); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        latencies.push(await get(agent, url));
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(`${name.padEnd(28)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`);
  agent.destroy();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-'));
  const emulator = await startAuthEmulator();
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    MONGODB_DB: 'mp_bench',
    ACCESS_TOKEN_SECRET: 'bench-secret-that-is-at-least-32-characters',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    LOG_LEVEL: 'silent',
  });
  const server = await startServer(config, createLogger('silent'));
  try {
    const now = Date.now();
    const docs: ProductDoc[] = Array.from({ length: LISTINGS }, (_, i) => ({
      _id: new ObjectId(),
      customID: `MP-B${i}`,
      deviceName: `Bench Phone ${i}`,
      sellerName: 'Bench Seller',
      sellerEmail: `seller${i % 50}@bench.test`,
      resalePrice: 1000 + i,
      originalPrice: 5000 + i,
      yearsOfUse: i % 5,
      postedDate: '2026-11-22',
      category: CATEGORY_IDS[i % 3]!,
      condition: CONDITIONS[i % 3]!,
      Contact: '01711000000',
      Location: 'Dhaka',
      description: 'A phone for the benchmark',
      img: `/images/${new ObjectId()}`,
      status: i % 10 === 0 ? 'sold' : 'available',
      advertised: i % 25 === 0,
      createdAt: new Date(now - i * 1000),
    }));
    await server.db.collections.products.insertMany(docs);
    console.log(`engine ${server.database.engine}; ${LISTINGS} listings; ${REQUESTS} requests per call, ${CONCURRENCY} at once; ${os.cpus().length} cores`);
    await measure('GET /health', `${server.url}/health`);
    await measure('GET /advertise', `${server.url}/advertise`);
    await measure('GET /category/smartphone', `${server.url}/category/smartphone`);
    await measure('GET /products/{id}', `${server.url}/products/${docs[1]!._id}`);
  } finally {
    await server.db.db.dropDatabase().catch(() => undefined);
    await server.stop();
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
