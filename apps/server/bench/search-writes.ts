// The search benchmark's second phase: writes while searching. Every write goes through API A's
// real HTTP calls, as the people of the market make them, with app tokens (signAppToken) of bench
// users present in the database: sellers list phones (POST /products, with a photo each seller
// uploaded through POST /images and the IMEI and NEIR status a phone needs) and change their prices
// (PATCH /products/{id}); buyers buy (POST /bookings → POST /create-payment-intent → POST
// /sandbox/confirm → POST /payments, the sandbox processor), after which the listing is sold and
// leaves search. Each listing a write touches carries a token word of its own in its device name
// ("… Benchwrite wn000123"), so GET /listings?q=<token> finds exactly it; once a write's answer is
// back, search is polled on A (every 50 ms) and on B (every 250 ms) until it shows the write, and
// the delays are recorded. The writes and polls go over a pool of kept connections to each
// instance, warmed before the clock starts, as a proxy in front of the API keeps its upstream ones.
// The phase runs them in a process of their own (writersApart, write-client.ts), apart from the
// searchers' autocannon.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { luhnValid, type Brand } from '@mobile-planet/shared';
import type { UserDoc } from '../src/modules/users/users.documents';
import { signAppToken } from '../src/modules/auth/app-token';
import { seededRandom, watchLoopDelay } from './bench-support';

/** Writes a second, of each kind (the issue's figures). */
export const WRITE_RATES = { create: 20, price: 10, sale: 5 } as const;
type Kind = keyof typeof WRITE_RATES;
const KINDS = Object.keys(WRITE_RATES) as Kind[];
const KIND_NAMES: Record<Kind, string> = { create: 'new listing', price: 'price change', sale: 'sale' };

/** Polling search for a write: on its own instance, on the other. */
const POLL_A_MS = 50;
const POLL_B_MS = 250;
/** The goals: a write shows within this long on its instance, and on another. */
const GOAL_A_MS = 1000;
const GOAL_B_MS = 5000;
/** A write not shown after this long is counted as never shown. */
const GIVE_UP_MS = 30_000;
/** An HTTP call with no answer after this long has failed. */
const CALL_TIMEOUT_MS = 30_000;

const SELLERS = 5;
const BUYERS = 20;
const sellerEmail = (s: number) => `benchseller${s}@bench.test`;
const buyerEmail = (b: number) => `benchbuyer${b}@bench.test`;
const sellerName = (s: number) => `Bench Seller ${s}`;
const buyerName = (b: number) => `Bench Buyer ${b}`;

/** The bench's sellers and buyers, inserted with the market before the API starts. */
export function benchUsers(now: number): UserDoc[] {
  const user = (name: string, email: string, role: 'Seller' | 'Buyer', n: number): UserDoc => ({
    _id: new ObjectId(),
    name,
    email,
    role,
    uid: `benchwriter${role}${String(n).padStart(17, '0')}`,
    createdAt: new Date(now - 400 * 24 * 3600 * 1000),
  });
  return [
    ...Array.from({ length: SELLERS }, (_, s) => user(sellerName(s), sellerEmail(s), 'Seller', s)),
    ...Array.from({ length: BUYERS }, (_, b) => user(buyerName(b), buyerEmail(b), 'Buyer', b)),
  ];
}

const { int, pick } = seededRandom(7);

const PHONES: ReadonlyArray<{ brand: Brand; model: string; price: number }> = [
  { brand: 'Samsung', model: 'Galaxy A54 5G 8/256GB', price: 32_000 },
  { brand: 'Samsung', model: 'Galaxy S21 FE 5G', price: 38_000 },
  { brand: 'Apple', model: 'iPhone 13 128GB', price: 62_000 },
  { brand: 'Apple', model: 'iPhone 12 128GB', price: 45_000 },
  { brand: 'Xiaomi', model: 'Redmi Note 13', price: 19_500 },
  { brand: 'Realme', model: 'C55 6/128GB', price: 11_500 },
  { brand: 'Oppo', model: 'Reno 8 5G', price: 27_000 },
  { brand: 'Vivo', model: 'Y36 8/128GB', price: 16_000 },
  { brand: 'Google', model: 'Pixel 7 128GB', price: 45_000 },
  { brand: 'Infinix', model: 'Hot 40i 8/128GB', price: 12_000 },
];
const CITIES = ['Dhaka (Mirpur 10)', 'Chattogram (Agrabad)', 'Sylhet (Zindabazar)', 'Khulna (Sadar)', 'Gazipur (Station Road)'];

/** A listing's search token: same length for all, so no token is the prefix of another ("wn000123"). */
const tokenOf = (kind: 'n' | 'w', n: number) => `w${kind}${String(n).padStart(6, '0')}`;

/** A valid, unique IMEI for listing n (15 digits, the last its Luhn check digit). */
function imeiOf(n: number): string {
  const body = `35${String(n).padStart(12, '0')}`;
  for (let d = 0; d < 10; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

// ---------------------------------------------------------------------------------------------
// HTTP.

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The connections the writes and polls use, per instance: kept open and taken in turn (fifo, so
 * none idles into the server's keep-alive timeout). A call finding all busy waits for one, and
 * that wait counts in its time. A poll on a connection opened while A's event loop was saturated
 * waited for A to accept it and read it: up to 2.9 s at 100,000 listings, where over kept ones no
 * poll took a second.
 */
const POOL_CONNECTIONS = 64;
const agent = new http.Agent({ keepAlive: true, maxSockets: POOL_CONNECTIONS, scheduling: 'fifo' });

/** One call; a network error or timeout is status 0. */
function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        timeout: CALL_TIMEOUT_MS,
        headers: payload === undefined ? headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (err) => resolve({ status: 0, body: err.name }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    req.on('error', (err) => resolve({ status: 0, body: err.name }));
    req.end(payload);
  });
}

/** Opens the pool's connections to an instance before the clock starts: as many calls at once. */
async function warm(base: string): Promise<void> {
  await Promise.all(Array.from({ length: POOL_CONNECTIONS }, () => call(base, 'GET', '/listings?limit=1', {})));
}

interface Card {
  _id: string;
  resalePrice: number;
}

/** The listings search finds by a token on one instance, or null when the call failed. */
async function found(base: string, token: string): Promise<Card[] | null> {
  const { status, body } = await call(base, 'GET', `/listings?q=${token}&limit=5`, {});
  return status === 200 ? (body as { items: Card[] }).items : null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The search polls: how many failed, and how long each took on A and on B (ms). */
interface PollLog {
  errors: number;
  took: { a: number[]; b: number[] };
}

/** When search showed a write: ms from the write's answer to the answer that showed it, and to that poll's sending. */
interface Shown {
  answered: number;
  sent: number;
}

/**
 * Polls search on one instance every `everyMs` (from one call's start to the next's) until
 * `shows` holds: when it showed, or null after GIVE_UP_MS.
 */
async function shownAfter(base: string, token: string, shows: (cards: Card[]) => boolean, everyMs: number, from: number, polls: PollLog, side: 'a' | 'b'): Promise<Shown | null> {
  for (;;) {
    const sent = performance.now();
    const cards = await found(base, token);
    const now = performance.now();
    polls.took[side].push(now - sent);
    if (cards === null) polls.errors += 1;
    else if (shows(cards)) return { answered: now - from, sent: sent - from };
    if (now - from > GIVE_UP_MS) return null;
    await sleep(Math.max(0, sent + everyMs - now));
  }
}

// ---------------------------------------------------------------------------------------------
// Setup: tokens, photos, the listings the price changes and sales write to.

interface Writable {
  id: string;
  token: string;
  seller: number;
  price: number;
}

export interface WriteSetup {
  a: string;
  b: string;
  sellerAuth: Array<Record<string, string>>;
  buyerAuth: Array<Record<string, string>>;
  photos: string[];
  forPrice: Writable[];
  forSale: Writable[];
  /** Listings numbered so far (tokens and IMEIs). */
  numbered: number;
}

const auth = (email: string, secret: string) => ({ authorization: `Bearer ${signAppToken(email, secret, '1d')}` });

function listingInput(seller: number, photo: string, token: string, n: number, price: number) {
  const phone = pick(PHONES);
  return {
    deviceName: `${phone.brand} ${phone.model} Benchwrite ${token}`,
    sellerName: sellerName(seller),
    category: 'smartphone',
    condition: pick(['excellent', 'good', 'fair'] as const),
    resalePrice: price,
    originalPrice: Math.round((price * 1.6) / 100) * 100,
    yearsOfUse: int(8) / 2,
    Contact: '01811000000',
    Location: pick(CITIES),
    description: 'Used, works well; box and charger included. Battery health good; no repairs.',
    postedDate: new Date().toISOString().slice(0, 10),
    imei: imeiOf(n),
    neir: 'registered',
    photos: [photo],
  };
}

const priceFor = () => {
  const phone = pick(PHONES);
  return Math.round((phone.price * (0.7 + int(60) / 100)) / 100) * 100;
};

/** A photo for a seller: POST /images with a JPEG made here (the API re-encodes it and stores its widths). */
async function uploadPhoto(base: string, headers: Record<string, string>, s: number): Promise<string> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40 + s * 40, g: 90, b: 160 } } }).jpeg({ quality: 85 }).toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `bench-${s}.jpg`);
  const res = await fetch(`${base}/images`, { method: 'POST', headers, body: form });
  if (res.status !== 201) throw new Error(`POST /images: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/**
 * The phase's setup, before its clock starts: each seller uploads a photo; `count` listings are
 * made through A (POST /products, 8 at a time), two thirds for price changes, one third for sales;
 * then B must show them all (its change feed).
 */
export async function prepareWrites(a: string, b: string, secret: string, count: number, seconds: number, first = 0): Promise<WriteSetup> {
  const sellerAuth = Array.from({ length: SELLERS }, (_, s) => auth(sellerEmail(s), secret));
  const buyerAuth = Array.from({ length: BUYERS }, (_, u) => auth(buyerEmail(u), secret));
  const photos = await Promise.all(sellerAuth.map((headers, s) => uploadPhoto(a, headers, s)));

  // Listings left by an earlier run on a kept database (BENCH_DATA_DIR) still show.
  const shownBefore = async () => {
    const res = await call(b, 'GET', '/listings?q=benchwrite&limit=1', {});
    return res.status === 200 ? (res.body as { total: number }).total : -1;
  };
  const before = await shownBefore();
  const started = performance.now();
  const made: Writable[] = [];
  const failures = new Map<string, number>();
  let next = first;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < first + count) {
        const n = next++;
        const seller = n % SELLERS;
        const token = tokenOf('w', n);
        const price = priceFor();
        const res = await call(a, 'POST', '/products', sellerAuth[seller]!, listingInput(seller, photos[seller]!, token, n, price));
        if (res.status === 201) made.push({ id: (res.body as { insertedId: string }).insertedId, token, seller, price });
        else {
          const why = `${res.status || String(res.body)} ${(res.body as { code?: string } | null)?.code ?? ''}`.trim();
          failures.set(why, (failures.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  const took = (performance.now() - started) / 1000;
  console.log(
    `  made ${made.length} listings for the writes through A's POST /products in ${took.toFixed(1)} s (${(made.length / took).toFixed(0)}/s, 8 at a time)` +
      (failures.size ? `; ${[...failures].map(([s, n]) => `${n}× ${s}`).join(', ')} failed` : ''),
  );
  const needed = { price: WRITE_RATES.price * seconds, sale: WRITE_RATES.sale * seconds };
  const forPrice = made.filter((_, i) => i % 3 !== 2);
  const forSale = made.filter((_, i) => i % 3 === 2);
  if (forPrice.length < needed.price || forSale.length < needed.sale) {
    throw new Error(`not enough listings for the writes: ${forPrice.length} for price changes (${needed.price} needed), ${forSale.length} for sales (${needed.sale} needed); raise --writable`);
  }

  // B reads them from the change feed; the phase starts once it shows them all.
  const waited = performance.now();
  for (;;) {
    const total = (await shownBefore()) - before;
    if (total === made.length) break;
    if (performance.now() - waited > 120_000) throw new Error(`B shows ${total} of the ${made.length} listings after 120 s`);
    await sleep(200);
  }
  console.log(`  B showed them all ${((performance.now() - waited) / 1000).toFixed(1)} s after the last was made`);
  return { a, b, sellerAuth, buyerAuth, photos, forPrice: shuffled(forPrice), forSale: shuffled(forSale), numbered: first + count };
}

function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The writes.

interface Outcome {
  /** The write's HTTP time (a sale: its four calls). */
  took?: number;
  failed?: string;
  shownA?: Shown | null;
  shownB?: Shown | null;
}

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** Runs one write and waits until both instances' search shows it. */
async function write(setup: WriteSetup, kind: Kind, i: number, polls: PollLog): Promise<Outcome> {
  const { a, b } = setup;
  const started = performance.now();
  let token: string;
  let shows: (cards: Card[]) => boolean;
  const fail = (step: string, res: Answer): Outcome => {
    const code = (res.body as { code?: string } | null)?.code;
    return { failed: `${step} ${res.status || String(res.body)}${code ? ` ${code}` : ''}` };
  };

  if (kind === 'create') {
    const n = setup.numbered + i;
    const seller = i % SELLERS;
    token = tokenOf('n', n);
    const res = await call(a, 'POST', '/products', setup.sellerAuth[seller]!, listingInput(seller, setup.photos[seller]!, token, n, priceFor()));
    if (res.status !== 201) return fail('POST /products', res);
    const id = (res.body as { insertedId: string }).insertedId;
    shows = (cards) => cards.some((c) => c._id === id);
  } else if (kind === 'price') {
    const listing = setup.forPrice[i]!;
    token = listing.token;
    // Down or up by 2–20 %, in hundreds of taka.
    const step = Math.max(100, Math.round((listing.price * (2 + int(19))) / 100 / 100) * 100);
    const price = int(3) ? listing.price - step : listing.price + step;
    const res = await call(a, 'PATCH', `/products/${listing.id}`, setup.sellerAuth[listing.seller]!, { resalePrice: price });
    if (res.status !== 200 || (res.body as Card).resalePrice !== price) return fail('PATCH /products/{id}', res);
    listing.price = price;
    shows = (cards) => cards.some((c) => c._id === listing.id && c.resalePrice === price);
  } else {
    const listing = setup.forSale[i]!;
    token = listing.token;
    const u = i % BUYERS;
    const buyer = setup.buyerAuth[u]!;
    const booked = await call(a, 'POST', '/bookings', buyer, { productId: listing.id, contact: '01911000000', location: 'Dhaka (Mirpur 10)' });
    if (booked.status !== 201) return fail('POST /bookings', booked);
    const bookingId = (booked.body as { insertedId: string }).insertedId;
    const intent = await call(a, 'POST', '/create-payment-intent', buyer, { bookingId });
    const clientSecret = (intent.body as { clientSecret?: string }).clientSecret;
    if (intent.status !== 200 || !clientSecret) return fail('POST /create-payment-intent', intent);
    const confirmed = await call(a, 'POST', '/sandbox/confirm', {}, { clientSecret, card: CARD, billingDetails: { name: buyerName(u), email: buyerEmail(u) } });
    if (confirmed.status !== 200 || (confirmed.body as { paymentIntent?: { status: string } }).paymentIntent?.status !== 'succeeded') return fail('POST /sandbox/confirm', confirmed);
    const paid = await call(a, 'POST', '/payments', buyer, { bookingId, transactionId: clientSecret.split('_secret_')[0] });
    if (paid.status !== 201) return fail('POST /payments', paid);
    shows = (cards) => !cards.some((c) => c._id === listing.id);
  }

  const answered = performance.now();
  const [shownA, shownB] = await Promise.all([
    shownAfter(a, token, shows, POLL_A_MS, answered, polls, 'a'),
    shownAfter(b, token, shows, POLL_B_MS, answered, polls, 'b'),
  ]);
  return { took: answered - started, shownA, shownB };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export interface WritesResult {
  issued: Record<Kind, number>;
  outcomes: Record<Kind, Outcome[]>;
  /** How late the latest write was issued against its schedule (ms). */
  maxLateMs: number;
  polls: PollLog;
  /** The writers' process's own event-loop delay meanwhile (ms): its timers' lateness. */
  loopDelay: { p99: number; max: number };
  /** From the first write issued to the last write's visibility settled (s). */
  elapsed: number;
}

/**
 * Issues the writes for `seconds` at WRITE_RATES, each on its schedule (the k-th write of a kind
 * at k / rate seconds), never waiting for earlier ones and never ahead of the schedule; then waits
 * until every write has shown on both instances (or was given up on).
 */
export async function runWrites(setup: WriteSetup, seconds: number): Promise<WritesResult> {
  await warm(setup.a);
  await warm(setup.b);
  const loopDelay = watchLoopDelay();
  const polls: PollLog = { errors: 0, took: { a: [], b: [] } };
  const issued: Record<Kind, number> = { create: 0, price: 0, sale: 0 };
  const pending: Record<Kind, Array<Promise<Outcome>>> = { create: [], price: [], sale: [] };
  let maxLateMs = 0;
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      let left = false;
      for (const kind of KINDS) {
        const rate = WRITE_RATES[kind];
        const total = rate * seconds;
        while (issued[kind] < total && t0 + (issued[kind] * 1000) / rate <= now) {
          maxLateMs = Math.max(maxLateMs, now - (t0 + (issued[kind] * 1000) / rate));
          pending[kind].push(write(setup, kind, issued[kind], polls));
          issued[kind] += 1;
        }
        if (issued[kind] < total) left = true;
      }
      if (!left) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 5);
    tick();
  });
  const outcomes = {} as Record<Kind, Outcome[]>;
  for (const kind of KINDS) outcomes[kind] = await Promise.all(pending[kind]);
  return {
    issued,
    outcomes,
    maxLateMs,
    polls,
    loopDelay: loopDelay(),
    elapsed: (performance.now() - t0) / 1000,
  };
}

/** The writers started apart (write-client.ts): their process, to count its CPU, and `run`, which starts them. */
export interface WritersApart {
  pid: number;
  run(setup: WriteSetup, seconds: number): Promise<WritesResult>;
  /** Ends the process if it still runs (a bench that failed before or during the phase). */
  stop(): void;
}

/** Forks the writers' process (the bench's own loaders, tsx, come with it) and waits until it is loaded. */
export async function writersApart(): Promise<WritersApart> {
  const child = fork(path.join(__dirname, 'write-client.ts'), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const answer = () =>
    new Promise<{ ready?: true; result?: WritesResult; error?: string }>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the writers' process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as { ready?: true; result?: WritesResult; error?: string });
      });
    });
  await answer();
  return {
    pid: child.pid!,
    async run(setup, seconds) {
      const done = answer();
      child.send({ setup, seconds });
      const { result, error } = await done;
      if (!result) throw new Error(`the writers failed: ${error}`);
      return result;
    },
    stop: () => void (child.exitCode === null && child.signalCode === null && child.kill()),
  };
}

/** Prints the writes' counts, their HTTP times and how long each took to show on A and on B. */
export function reportWrites(result: WritesResult): void {
  const all = KINDS.flatMap((k) => result.outcomes[k]);
  const shown = (outcomes: Outcome[], side: 'shownA' | 'shownB', goal: number) => {
    const seen = outcomes.flatMap((o) => (!o.failed && o[side] ? [o[side].answered] : [])).sort((x, y) => x - y);
    const unseen = outcomes.filter((o) => !o.failed && o[side] === null).length;
    const over = seen.filter((d) => d > goal).length + unseen;
    return `p50 ${ms(percentile(seen, 50)).padStart(5)} p99 ${ms(percentile(seen, 99)).padStart(5)} max ${ms(seen.at(-1) ?? 0).padStart(5)} ms, ${String(over).padStart(3)} over ${goal / 1000} s${unseen ? ` (${unseen} never shown in ${GIVE_UP_MS / 1000} s)` : ''}`;
  };
  console.log(`${'write'.padEnd(14)} ${'issued'.padStart(6)} ${'done'.padStart(5)} ${'failed'.padStart(6)}  HTTP p50 / p99 ms*    shown on A (polled every ${POLL_A_MS} ms)                   shown on B (polled every ${POLL_B_MS} ms)`);
  const line = (name: string, issued: number, outcomes: Outcome[]) => {
    const done = outcomes.filter((o) => !o.failed);
    const took = done.map((o) => o.took ?? 0).sort((x, y) => x - y);
    console.log(
      `${name.padEnd(14)} ${String(issued).padStart(6)} ${String(done.length).padStart(5)} ${String(outcomes.length - done.length).padStart(6)}  ${ms(percentile(took, 50)).padStart(6)} / ${ms(percentile(took, 99)).padStart(6)}     ${shown(outcomes, 'shownA', GOAL_A_MS)}   ${shown(outcomes, 'shownB', GOAL_B_MS)}`,
    );
  };
  for (const kind of KINDS) line(KIND_NAMES[kind], result.issued[kind], result.outcomes[kind]);
  line('all', KINDS.reduce((n, k) => n + result.issued[k], 0), all);
  // A slow showing on A is either the write not yet in A's read model or the search call itself
  // waiting behind the load: the poll that showed it was sent this long after the write's answer.
  const sentA = all.flatMap((o) => (!o.failed && o.shownA ? [o.shownA.sent] : [])).sort((x, y) => x - y);
  console.log(
    `  on A the poll that showed a write was sent p50 ${ms(percentile(sentA, 50))}, p99 ${ms(percentile(sentA, 99))}, max ${ms(sentA.at(-1) ?? 0)} ms after the write's answer (0: the first poll; the rest of the delay is that search's own time)`,
  );
  const took = (side: 'a' | 'b') => {
    const sorted = [...result.polls.took[side]].sort((x, y) => x - y);
    return `${sorted.length} on ${side.toUpperCase()}, p50 ${ms(percentile(sorted, 50))} p99 ${ms(percentile(sorted, 99))} max ${ms(sorted.at(-1) ?? 0)} ms`;
  };
  console.log(`  the search polls (GET /listings?q=<token>) took: ${took('a')}; ${took('b')}`);
  const failures = new Map<string, number>();
  for (const o of all) if (o.failed) failures.set(o.failed, (failures.get(o.failed) ?? 0) + 1);
  console.log(
    `  * a sale's four calls together. Failed writes: ${failures.size ? [...failures].map(([why, n]) => `${n}× ${why}`).join(', ') : 'none'}; failed search polls: ${result.polls.errors}; ` +
      `writes issued at most ${result.maxLateMs.toFixed(0)} ms behind their schedule; their process's event-loop delay p99 ${result.loopDelay.p99.toFixed(0)} ms, max ${result.loopDelay.max.toFixed(0)} ms`,
  );
}
