// The search benchmark (issues "Find a device" and "The benchmark at 1,000,000 listings"): loads N
// listings into the resolver's database (the local engine here: FerretDB 2 on PostgreSQL with
// DocumentDB), with a few bench sellers and buyers, and starts two API instances on it, each in its
// own process (bench-server.ts, the same environment, the change feed read at the server's default
// interval): A, then B once A listens. Prints the load time and each instance's start-up (spawn to
// listening). Then two phases, measured over loopback with autocannon, 32 connections:
//
// 1. Reads, against A: each request a different query drawn from a pool of at least 1,000: the
//    first page of GET /listings, a filtered page, a keyword page, a deep page (the 50th, reached
//    by following cursors), GET /category/smartphone, each for --seconds, then GET /listings/facets
//    for the filtered and keyword pools' filters (the results page asks for them with each search;
//    not in the final line); and the ceiling (the same app answering a prebuilt 24-listing JSON)
//    for a fifth of --seconds before the first call and after each, so that each call is compared
//    with the ceiling measured beside it (measureBesideCeiling). Prints figures side by side and A's memory, and for the search calls A's own time
//    (`in A`: from Express taking a request to its answer handed to the socket; the rest of what
//    autocannon saw is waiting for A's loop or a core).
// 2. Writes while searching (search-writes.ts): for --seconds, autocannon searches A with the four
//    GET /listings pools mixed, while the bench writes through A's HTTP API as the market's people
//    would, from a process of its own (write-client.ts: in autocannon's, the searches' answers
//    waited behind the writes' work and counted it), on a timer, never waiting for earlier writes:
//    20 new listings (POST /products), 10 price changes (PATCH /products/{id}) and 5 sales (POST
//    /bookings → payment intent → sandbox confirm → POST /payments) a second. Before it, through the same calls, each bench seller
//    uploads a photo (POST /images) and --writable listings are made for the price changes and
//    sales. Once a write's answer is back, search is polled for its token word on A (every 50 ms)
//    and on B (every 250 ms) until it shows it (a new listing present, a new price in the card, a
//    sold listing gone); the goals are 1 s on A and 5 s on B. The writes and polls go over 64 kept
//    connections to each instance (search-writes.ts). Prints each kind's counts (issued,
//    done, failed and why), how long writes took to show on each instance, and search under writes.
//
// Asserts nothing; not part of `npm test`. Ends with one line:
//   search: <req/s> req/s p99 <ms> ms at <N> listings; ceiling <req/s>; ratio <r>; rss <MB> MB; start <s> s; under writes p99 <ms> ms
// the first parts from phase 1 (the weakest of the four GET /listings calls: its req/s, the
// largest p99, and the lowest ratio to the ceiling beside it; the ceiling all its stretches'), rss A's after both phases, start A's spawn to listening, and the p99 of the mixed
// search on A during phase 2.
//   npm run bench -- --listings 100000 [--seconds 10] [--connections 32] [--writable 2000] [--accept-encoding 'gzip, deflate, br']
// --accept-encoding sends that header with every search and ceiling request, as a browser sends
// its own (the API then answers in brotli or gzip); without it the answers are plain JSON.
// BENCH_DATA_DIR=<dir> keeps the engine's files there and loads only when the database holds fewer
// than --listings listings: a second run at a million skips the seven minutes of loading.
// BENCH_SYNC_MS=<ms> has both instances read the change feed that often (CATALOG_SYNC_INTERVAL_MS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { BRANDS, CATEGORY_IDS, CONDITIONS, LISTING_SORTS, type Brand } from '@mobile-planet/shared';
import { resolveDatabase, resolveOptionsFromEnv } from '../src/devtools/database/resolver';
import { connectDatabase } from '../src/db/mongo';
import type { ProductDoc } from '../src/modules/products/products.documents';
import type { UserDoc } from '../src/modules/users/users.documents';
import { benchOption, benchText, cpuReading, cpuShares, forkBenchApi, insertInBatches, loadPaths, quantile, searchTimeOf, seededRandom, settleAfterLoad, watchLoopDelay, type BenchApi, type SearchTime } from './bench-support';
import { WRITE_RATES, benchUsers, prepareWrites, reportWrites, writersApart, type WritersApart } from './search-writes';

const LISTINGS = benchOption('listings', 100_000);
const SECONDS = benchOption('seconds', 10);
const CONNECTIONS = benchOption('connections', 32);
const ACCEPT_ENCODING = benchText('accept-encoding');
const POOL = 1000;
/** Listings made before phase 2 for its price changes (two thirds) and sales (a third): at least enough for them. */
const WRITABLE = Math.max(benchOption('writable', 2000), Math.ceil(((WRITE_RATES.price + WRITE_RATES.sale) * SECONDS * 3) / 2) + 30);
const SECRET = 'bench-secret-that-is-at-least-32-characters';

const { int, pick } = seededRandom(42);

const MODELS: Record<Brand, string[]> = {
  Apple: ['iPhone 11 64GB', 'iPhone 12 128GB', 'iPhone 13 128GB', 'iPhone 14 Pro 256GB', 'iPad Air M1 64GB', 'iPad 9th gen'],
  Samsung: ['Galaxy A54 5G 8/256GB', 'Galaxy S21 FE 5G', 'Galaxy A14', 'Galaxy Tab A8', 'Galaxy M34', 'Guru Music 2'],
  Xiaomi: ['Redmi Note 12 8/128GB', 'Redmi Note 13', 'Redmi 12C', 'Poco X5 Pro', 'Pad 6 8/256GB'],
  Realme: ['C55 6/128GB', 'Narzo 50', '11 Pro', 'C53'], Oppo: ['Reno 8 5G', 'A78', 'A58', 'F21 Pro'], Vivo: ['Y36 8/128GB', 'V27', 'Y22', 'T2'],
  OnePlus: ['Nord CE 3 Lite 5G', 'Nord 3', '11R'], Google: ['Pixel 7 128GB', 'Pixel 6a', 'Pixel 8'], Nokia: ['105 (2023)', '8210 4G', 'G21', 'T20 4/64GB'],
  Motorola: ['Moto G32', 'Edge 40', 'Moto E13'], Huawei: ['Nova 9', 'MatePad T10s', 'P30 Lite'], Symphony: ['B69', 'Z50', 'Innova 30'],
  Walton: ['Primo S8', 'Olvio MM19', 'Walpad 10X'], Tecno: ['Spark 10 Pro', 'Camon 20', 'Pop 7'], Infinix: ['Hot 40i 8/128GB', 'Note 30', 'Smart 7'],
  Itel: ['it5606', 'A70', 'S23'], Lenovo: ['Tab M10 Plus', 'Tab P11', 'K14'], Other: ['Maximus P7', 'Lava Blaze', 'Honor X8'],
};
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Rangpur', 'Barishal', 'Mymensingh', 'Cumilla', 'Gazipur', 'Narayanganj', 'Bogura', 'Jashore', "Cox's Bazar"];
const AREAS = ['Sadar', 'Mirpur 10', 'Gulshan 1', 'Agrabad', 'Zindabazar', 'Uttara', 'Dhanmondi', 'Station Road', 'New Market'];

function listing(i: number, now: number): ProductDoc {
  const brand = pick(BRANDS);
  const model = pick(MODELS[brand]);
  const category = /Tab|iPad|Pad/.test(model) ? 'tablet' : /105|8210|Guru|B69|Olvio|it5606/.test(model) ? 'feature-phone' : pick(CATEGORY_IDS.slice(1, 2));
  const price = category === 'feature-phone' ? 500 + int(60) * 100 : 4000 + int(1200) * 100;
  return {
    _id: new ObjectId(),
    customID: `MP-B${i}`,
    deviceName: `${brand} ${model}`,
    brand,
    sellerName: `Seller ${i % 997}`,
    sellerEmail: `seller${i % 997}@bench.test`,
    resalePrice: price,
    originalPrice: Math.round(price * 1.6),
    yearsOfUse: int(8) / 2,
    postedDate: '2026-11-01',
    category,
    condition: pick(CONDITIONS),
    Contact: '01711000000',
    Location: `${pick(CITIES)} (${pick(AREAS)})`,
    description: 'Used, works well; box and charger included. Battery health good; no repairs.',
    img: `/images/${new ObjectId().toHexString()}`,
    status: i % 20 === 0 ? 'sold' : 'available',
    advertised: i % 40 === 0,
    createdAt: new Date(now - int(180 * 24 * 3600) * 1000),
  };
}

async function load(uri: string, db: string) {
  // The API's own connection creates the collections' indexes first, as on a market that grew
  // under a running API: the start-up measured below is a restart, not a first index build.
  const database = await connectDatabase(uri, db);
  await database.close();
  const client = await MongoClient.connect(uri);
  const products = client.db(db).collection<ProductDoc>('products');
  const now = Date.now();
  const started = Date.now();
  await insertInBatches(products, LISTINGS, (i) => listing(i, now), 'listings');
  const took = (Date.now() - started) / 1000;
  // The loader's own peak memory: batches are made and dropped one at a time, whatever N.
  const peak = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`\r  loaded ${LISTINGS} listings in ${took.toFixed(1)} s (${(LISTINGS / took).toFixed(0)} a second; the loader's peak RSS ${peak.toFixed(0)} MB)\n`);
  // The people who write in phase 2: a few sellers and buyers, as accounts are stored.
  await client.db(db).collection<UserDoc>('users').insertMany(benchUsers(now));
  await client.close();
}

/** Distinct query strings until the pool holds `n`. */
function pool(n: number, make: () => string): string[] {
  const set = new Set<string>();
  for (let tries = 0; set.size < n && tries < n * 50; tries++) set.add(make());
  return [...set];
}

const qs = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(o).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString();

async function follow(base: string, path: string, pages: number, viaLink: boolean): Promise<string[]> {
  const out: string[] = [];
  let url = path;
  for (let p = 1; p <= pages; p++) {
    out.push(url);
    const res = await fetch(base + url);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    let cursor: string | null;
    if (viaLink) cursor = /cursor=([A-Za-z0-9_-]+)/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    else cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) break;
    url = `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`;
  }
  return out;
}

/** CPU time (µs) the API process has used so far; how late its loop ran since the last ask. */
let apiCpu: () => Promise<number> = async () => 0;
let apiLoopDelay: () => { p99: number; max: number } = () => ({ p99: 0, max: 0 });
/** A's own time for each search call since the last ask (bench-server.ts, timeSearches). */
let apiSearchTimes: () => number[] = () => [];
/** A's own time for search calls, as printed: what is left of autocannon's figures is waiting. */
const inA = ({ n, p50, p99 }: SearchTime) => (n ? `  in A p50 ${p50.toFixed(1)} p99 ${p99.toFixed(1)} ms` : '');

interface Row {
  name: string;
  cpuPerRequest: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Of its req/s to the ceiling's measured beside it. */
  ratio?: number;
}

/** What a stretch of autocannon's load gave: added up over stretches of one call. */
interface Stretch {
  requests: number;
  seconds: number;
  cpu: number;
  errors: number;
  latencies: number[];
  inA: number[];
  late: { p99: number; max: number };
}

const noStretch = (): Stretch => ({ requests: 0, seconds: 0, cpu: 0, errors: 0, latencies: [], inA: [], late: { p99: 0, max: 0 } });

/** Loads A with the paths for `seconds`, adding what it gave to `sum`; answers what this stretch alone gave (req/s). */
async function loadStretch(base: string, paths: string[], seconds: number, sum: Stretch): Promise<number> {
  const cpuBefore = await apiCpu();
  apiSearchTimes();
  const result = await loadPaths(base, paths, { connections: CONNECTIONS, seconds, acceptEncoding: ACCEPT_ENCODING, latencies: sum.latencies });
  sum.cpu += (await apiCpu()) - cpuBefore;
  sum.requests += result.requests.total;
  sum.seconds += result.duration;
  sum.errors += result.errors + result.non2xx;
  sum.inA.push(...apiSearchTimes());
  const late = apiLoopDelay();
  sum.late = { p99: Math.max(sum.late.p99, late.p99), max: Math.max(sum.late.max, late.max) };
  return result.requests.total / result.duration;
}

/** A row from what the stretches added up to, printed; `beside` is the ceiling measured beside it (req/s). */
function rowOf(name: string, queries: number, sum: Stretch, beside?: number): Row {
  const sorted = sum.latencies.sort((a, b) => a - b);
  const row = {
    name,
    cpuPerRequest: sum.cpu / Math.max(1, sum.requests),
    rps: Math.round(sum.requests / sum.seconds),
    p50: quantile(sorted, 0.5),
    // autocannon reports p97.5 and p99; p95 sits between p90 and p97.5.
    p95: quantile(sorted, 0.975),
    p99: quantile(sorted, 0.99),
    errors: sum.errors,
    ...(beside ? { ratio: sum.requests / sum.seconds / beside } : {}),
  };
  console.log(
    `${name.padEnd(34)} ${String(queries).padStart(5)} queries ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p97.5 ${String(row.p95).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  API CPU ${row.cpuPerRequest.toFixed(0).padStart(4)} µs/req` +
      `  loop late p99 ${sum.late.p99.toFixed(0).padStart(3)} max ${sum.late.max.toFixed(0).padStart(3)} ms${inA(searchTimeOf(sum.inA))}` +
      `${beside ? `  ceiling beside it ${Math.round(beside)} req/s, ratio ${row.ratio!.toFixed(2)}` : ''}${row.errors ? `  ${row.errors} errors` : ''}`,
  );
  return row;
}

/**
 * Measures each call for SECONDS, and the ceiling for a fifth of that before the first call and
 * after each: a call's ratio is to the ceiling measured beside it, the mean of the stretches just
 * before and after it. This machine's speed drifts by a third within minutes (the ceiling gave
 * 7,113 and 11,036 req/s in runs ten minutes apart), and a call measured at a slow moment against
 * a ceiling measured a minute later at a fast one gave a ratio of 0.50 where the API's CPU a
 * request gave 0.65. The calls themselves stay whole: their pools fill the remembered answers
 * (2,000) only one at a time. The ceiling's row adds up all its stretches.
 */
async function measureBesideCeiling(base: string, calls: Array<{ name: string; paths: string[] }>): Promise<{ rows: Row[]; ceiling: Row }> {
  const ceilingPaths = ['/bench/ceiling'];
  const ceilingSum = noStretch();
  const stretch = Math.max(1, Math.round(SECONDS / 5));
  // Once untimed first: the ceiling's first second ran at half its speed (its path not yet compiled).
  await loadStretch(base, ceilingPaths, 1, noStretch());
  let before = await loadStretch(base, ceilingPaths, stretch, ceilingSum);
  const rows: Row[] = [];
  for (const { name, paths } of calls) {
    const sum = noStretch();
    await loadStretch(base, paths, SECONDS, sum);
    const after = await loadStretch(base, ceilingPaths, stretch, ceilingSum);
    rows.push(rowOf(name, paths.length, sum, (before + after) / 2));
    before = after;
  }
  const ceiling = rowOf('ceiling (prebuilt 24-listing JSON)', 1, ceilingSum);
  return { rows, ceiling };
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await resolveDatabase({ dataDir, log: (l) => console.log(`  ${l}`), ...resolveOptionsFromEnv(process.env) });
  const dbName = 'mp_bench';
  let api: BenchApi | undefined;
  /** Listings in the database before this run: more than --listings on a kept one (earlier runs' writes). */
  let held = 0;
  let other: BenchApi | undefined;
  let writers: WritersApart | undefined;
  // Stopped half-way (Ctrl-C, a timeout's SIGTERM), the run still stops what it started: the API
  // instances and the engine (PostgreSQL and FerretDB) would otherwise outlive it.
  let stopping = false;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the API instances and the engine`);
    writers?.stop();
    other?.stop();
    api?.stop();
    void database.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`engine ${database.engine}; ${LISTINGS} listings; ${CONNECTIONS} connections, ${SECONDS} s a call; ${ACCEPT_ENCODING ? `searches send Accept-Encoding: ${ACCEPT_ENCODING}` : 'plain JSON answers (no Accept-Encoding)'}; ${os.cpus().length} cores, node ${process.version}`);
    const client = await MongoClient.connect(database.uri);
    held = await client.db(dbName).collection('products').countDocuments();
    await client.close();
    if (held < LISTINGS) {
      if (held) throw new Error(`${dataDir} holds ${held} listings, fewer than ${LISTINGS}: remove it or ask for fewer`);
      await load(database.uri, dbName);
      settleAfterLoad(database);
    } else console.log(`  ${dataDir} holds ${held} listings already: not loading`);

    // Both instances get the same environment: the sandbox payment processor, the pay calls'
    // limiter out of the way (phase 2 pays 5 times a second from one address), the change feed
    // (unless BENCH_SYNC_MS says how often) and the scheduler at the server's default intervals.
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'production', MONGODB_URI: database.uri, MONGODB_DB: dbName, PORT: '0', LOG_LEVEL: 'silent',
      ACCESS_TOKEN_SECRET: SECRET, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', DATA_DIR: dataDir,
      RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000000000', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '',
      CATALOG_SYNC_INTERVAL_MS: process.env.BENCH_SYNC_MS ?? '', SCHEDULER_INTERVAL_MS: '', TEST_CLOCK: 'false', SEED_DEMO_DATA: 'false', SMTP_URL: '',
    };
    api = await forkBenchApi(env);
    const { url: base, readyMs, startupMs } = api;
    apiCpu = api.cpu;
    apiLoopDelay = api.loopDelay;
    apiSearchTimes = api.searchTimes;
    console.log(`start-up of A with ${LISTINGS} listings: ${(startupMs / 1000).toFixed(1)} s from spawn to listening (${(readyMs / 1000).toFixed(1)} s in startServer, most of it reading the listings into the search read model)`);
    other = await forkBenchApi(env);
    console.log(`start-up of B (same database, same environment, once A listens): ${(other.startupMs / 1000).toFixed(1)} s (${(other.readyMs / 1000).toFixed(1)} s in startServer)`);

    const sorts = LISTING_SORTS;
    const firstPage = pool(POOL, () => `/listings?${qs({ sort: pick(sorts), limit: 12 + int(37), minPrice: int(3) ? undefined : int(100) * 100 })}`);
    const filtered = pool(POOL, () => {
      const min = int(40) * 1000;
      return `/listings?${qs({ category: pick(CATEGORY_IDS), minPrice: min, maxPrice: min + 5000 + int(60) * 1000, condition: [...new Set([pick(CONDITIONS), pick(CONDITIONS)])].join(','), sort: pick(sorts), limit: 24 })}`;
    });
    const words = [...new Set(Object.entries(MODELS).flatMap(([b, ms]) => [b, ...ms].flatMap((m) => m.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length > 1)))];
    const keyword = pool(POOL, () => {
      const w = pick(words);
      const q = [int(3) ? w : w.slice(0, Math.max(2, w.length - 2)), int(3) ? undefined : pick(words)].filter(Boolean).join(' ');
      return `/listings?${qs({ q, sort: pick(sorts), limit: 24, location: int(4) ? undefined : pick(CITIES) })}`;
    });
    process.stdout.write('  following cursors to the 50th pages and the category pages …');
    const deep: string[] = [];
    for (let c = 0; deep.length < POOL && c < 400; c++) {
      const start = `/listings?${qs({ sort: pick(sorts), limit: 12 + int(13), category: int(2) ? undefined : pick(CATEGORY_IDS.slice(1)), maxPrice: int(2) ? undefined : 60_000 + int(60) * 1000 })}`;
      deep.push(...(await follow(base, start, 55, false)).slice(45));
    }
    const category: string[] = [];
    for (let limit = 1; category.length < POOL && limit <= 48; limit++) category.push(...(await follow(base, `/category/smartphone?limit=${limit}`, 25, true)));
    process.stdout.write(' done\n');

    // The results page asks for its filters' counts with each search: the filtered and keyword
    // pools' filters, in turn (sort and limit are ignored there). Not one of the search calls of the final line.
    const facets = filtered.flatMap((path, i) => [path, keyword[i]!]).map((path) => path.replace('/listings?', '/listings/facets?'));
    console.log(`  each call below for ${SECONDS} s; the ceiling for ${Math.max(1, Math.round(SECONDS / 5))} s before the first and after each (its row adds them up)`);
    const { rows, ceiling } = await measureBesideCeiling(base, [
      { name: 'GET /listings first page', paths: firstPage },
      { name: 'GET /listings filtered page', paths: filtered },
      { name: 'GET /listings keyword page', paths: keyword },
      { name: 'GET /listings 50th page (cursor)', paths: [...new Set(deep)] },
      { name: 'GET /category/smartphone', paths: [...new Set(category)] },
      { name: 'GET /listings/facets', paths: facets },
    ]);

    const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const rssOf = (pid: number) => statusMb(pid, 'VmRSS');
    const mb = (n = 0) => (n / 2 ** 20).toFixed(0);
    const memoryOf = (name: string, pid: number, used: NodeJS.MemoryUsage | undefined) =>
      `${name} ${rssOf(pid).toFixed(0)} MB (its peak so far ${statusMb(pid, 'VmHWM').toFixed(0)} MB; V8 heap used ${mb(used?.heapUsed)} of ${mb(used?.heapTotal)} MB, external ${mb(used?.external)} MB)`;
    console.log(`API memory (RSS) after the reads: ${memoryOf('A', api.pid, api.memory())}`);
    // The search figure is the weakest of the four search calls: its req/s, the largest p99, and the
    // lowest ratio to the ceiling measured beside it.
    const search = rows.slice(0, 4);
    const rps = Math.min(...search.map((r) => r.rps));
    const ratio = Math.min(...search.map((r) => r.ratio!));
    const p99 = Math.max(...search.map((r) => r.p99));
    const cpu = Math.max(...search.map((r) => r.cpuPerRequest));
    console.log(`API CPU per request: search at most ${cpu.toFixed(0)} µs, ceiling ${ceiling.cpuPerRequest.toFixed(0)} µs (ratio ${(ceiling.cpuPerRequest / cpu).toFixed(2)}): what the server itself spends, whatever the load generator sharing these cores can send`);

    // Phase 2: writes while searching.
    console.log(
      `writes while searching: ${WRITE_RATES.create} new listings, ${WRITE_RATES.price} price changes and ${WRITE_RATES.sale} sales a second through A's API for ${SECONDS} s, ` +
        `while ${CONNECTIONS} connections search A (first, filtered, keyword and 50th pages mixed)`,
    );
    // An earlier run's writes on a kept database took the first numbers (tokens, IMEIs).
    const setup = await prepareWrites(base, other.url, SECRET, WRITABLE, SECONDS, Math.max(0, held - LISTINGS));
    const deepPaths = [...new Set(deep)];
    const mixed = Array.from({ length: Math.max(firstPage.length, filtered.length, keyword.length, deepPaths.length) }, (_, i) =>
      [firstPage, filtered, keyword, deepPaths].map((paths) => paths[i % paths.length]!),
    ).flat();
    // The machine is shared: where its two cores went during the phase, ours and everything else's.
    const pids = database.pids?.() ?? {};
    // The writers run in a process of their own (write-client.ts), so autocannon's loop answers only the searches.
    writers = await writersApart();
    const groups = {
      A: { pids: [api.pid] },
      B: { pids: [other.pid] },
      engine: { pids: [pids.ferretdb, pids.postgres], withChildren: true },
      bench: { pids: [process.pid, writers.pid] },
    };
    await Promise.all([api.cpu(), other.cpu()]);
    const loopsBefore = [api.loopBusyMs(), other.loopBusyMs()];
    const cpuBefore = cpuReading(groups);
    // The searchers' loop (autocannon's alone now): late, its answers wait and count that in their times.
    const searchLoop = watchLoopDelay();
    const started = performance.now();
    const [searched, writes] = await Promise.all([loadPaths(base, mixed, { connections: CONNECTIONS, seconds: SECONDS, acceptEncoding: ACCEPT_ENCODING }), writers.run(setup, SECONDS)]);
    const elapsed = (performance.now() - started) / 1000;
    const searchLate = searchLoop();
    const phaseCpu = cpuShares(cpuBefore, cpuReading(groups));
    await Promise.all([api.cpu(), other.cpu()]);
    const loopBusy = [api.loopBusyMs() - loopsBefore[0]!, other.loopBusyMs() - loopsBefore[1]!].map((ms) => (ms / 10 / elapsed).toFixed(0));
    const late = api.loopDelay();
    reportWrites(writes);
    const underWrites = { rps: Math.round(searched.requests.average), p50: searched.latency.p50, p99: searched.latency.p99, errors: searched.errors + searched.non2xx };
    console.log(
      `search on A under writes: ${underWrites.rps} req/s  p50 ${underWrites.p50} ms  p97.5 ${searched.latency.p97_5} ms  p99 ${underWrites.p99} ms  max ${searched.latency.max} ms  (${searched.requests.total} requests, ${underWrites.errors} errors)${inA(searchTimeOf(api.searchTimes()))}; ` +
        `autocannon's event-loop delay p99 ${searchLate.p99.toFixed(0)} ms, max ${searchLate.max.toFixed(0)} ms`,
    );
    const share = (n = 0) => `${n.toFixed(0)} %`;
    const ours = Object.values(phaseCpu.groups).reduce((n, v) => n + v, 0);
    console.log(
      `  CPU in phase 2 (${elapsed.toFixed(1)} s until the last write showed on both; % of one core, the machine has ${os.cpus().length}): machine busy ${share(phaseCpu.machine)}: ` +
        `A ${share(phaseCpu.groups.A)}, B ${share(phaseCpu.groups.B)}, the engine (FerretDB, PostgreSQL) ${share(phaseCpu.groups.engine)}, this bench (autocannon; the writes and polls apart) ${share(phaseCpu.groups.bench)}, ` +
        `anything else ${share(Math.max(0, phaseCpu.machine - ours))}; event loops busy: A ${loopBusy[0]} %, B ${loopBusy[1]} % of the time; A's loop late p99 ${late.p99.toFixed(0)} max ${late.max.toFixed(0)} ms`,
    );

    // Each instance tells its heap with its CPU time.
    await Promise.all([api.cpu(), other.cpu()]);
    const rss = rssOf(api.pid);
    console.log(`API memory (RSS) after both phases: ${memoryOf('A', api.pid, api.memory())}; ${memoryOf('B', other.pid, other.memory())}`);
    console.log(
      `search: ${rps} req/s p99 ${p99} ms at ${LISTINGS} listings; ceiling ${ceiling.rps} req/s; ratio ${ratio.toFixed(2)}; ` +
        `rss ${rss.toFixed(0)} MB; start ${(startupMs / 1000).toFixed(1)} s; under writes p99 ${underWrites.p99} ms`,
    );
  } finally {
    writers?.stop();
    other?.stop();
    api?.stop();
    await new Promise((r) => setTimeout(r, 300));
    await database.stop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
