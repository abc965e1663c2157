// The deals benchmark: loads a market of people and their deals into the resolver's database
// (the local engine here) — users, the listings their bookings are of, bookings in every state of the
// booking machine, notifications and messages, shaped as the API writes them — starts the API in
// its own process, and measures over loopback with autocannon, 32 connections, each request for
// another person or booking (a pool of prepared requests, each with its own app token):
// GET /notifications, GET /bookings?email=, GET /sales, a thread (GET and POST
// /bookings/{id}/messages), the pay path (intent → sandbox confirm → POST /payments, each
// sequence on a fresh unpaid booking of its own buyer), and the ceiling (the same app answering a
// prebuilt JSON). Then the engine's and the API's CPU while nothing is sent. Prints figures;
// asserts nothing. Not part of `npm test`.
//   npm run bench:deals -- [--users 100000] [--bookings 200000] [--notifications 1000000] [--messages 1000000]
//                          [--unpaid 20000] [--seconds 10] [--connections 32] [--pool 5000] [--idle 60]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient, ObjectId, type Document, type OptionalUnlessRequiredId } from 'mongodb';
import {
  BOOKING_PROCESS, bookingRefusal, recipientsOf,
  CLAIM_REASONS, CONDITIONS, WARRANTY_DAYS, BOOKING_TTL_HOURS,
  type BookingActor, type BookingEventName, type Brand, type CategoryId, type NotificationKind,
} from '@mobile-planet/shared';
import { connectDatabase } from '../src/db/mongo';
import type { BookingChanges, BookingDoc } from '../src/modules/bookings/bookings.documents';
import type { MessageDoc } from '../src/modules/messages/messages.documents';
import type { NotificationDoc } from '../src/modules/notifications/notifications.documents';
import type { ProductDoc } from '../src/modules/products/products.documents';
import type { UserDoc } from '../src/modules/users/users.documents';
import { resolveDatabase, resolveOptionsFromEnv, type ResolvedDatabase } from '../src/devtools/database/resolver';
import { signAppToken } from '../src/modules/auth/app-token';
import { benchOption, forkBenchApi, insertInBatches, loadPaths, loadRequests, seededRandom, settleAfterLoad, type BenchApi, type PreparedRequest } from './bench-support';

const USERS = benchOption('users', 100_000);
const BOOKINGS = benchOption('bookings', 200_000);
const NOTIFICATIONS = benchOption('notifications', 1_000_000);
const MESSAGES = benchOption('messages', 1_000_000);
/** Unpaid bookings (status 'booked', each on its own available listing) for the pay path to pay. */
const UNPAID = Math.min(BOOKINGS, benchOption('unpaid', Math.min(20_000, Math.ceil(BOOKINGS / 5))));
const SECONDS = benchOption('seconds', 10);
const CONNECTIONS = benchOption('connections', 32);
/** Distinct people (or bookings) each call's requests are spread over. */
const POOL = Math.max(1000, benchOption('pool', 5000));
/** Long enough to see the engine's once-a-minute jobs. */
const IDLE_SECONDS = benchOption('idle', 60);

const SECRET = 'bench-secret-that-is-at-least-32-characters';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { rnd, int, pick } = seededRandom(11);

// ---------------------------------------------------------------------------------------------
// The market: who is who, and each booking's life as a list of transitions.

const FIRST = ['Rahim', 'Karim', 'Fatema', 'Nusrat', 'Tanvir', 'Sadia', 'Arif', 'Mim', 'Rafiq', 'Jannat', 'Shakib', 'Tania', 'Imran', 'Farhana', 'Sabbir', 'Lamia', 'Mahmud', 'Ruma'];
const LAST = ['Uddin', 'Hossain', 'Akter', 'Rahman', 'Islam', 'Chowdhury', 'Khan', 'Ahmed', 'Sarkar', 'Begum', 'Talukder', 'Mia', 'Sheikh', 'Bhuiyan'];
const PLACES = ['Mirpur, Dhaka', 'Uttara, Dhaka', 'Dhanmondi, Dhaka', 'Agrabad, Chattogram', 'Zindabazar, Sylhet', 'Sonadanga, Khulna', 'Shaheb Bazar, Rajshahi', 'Sadar, Cumilla', 'Tongi, Gazipur'];
const DEVICES: ReadonlyArray<{ name: string; brand: Brand; category: CategoryId; price: number }> = [
  { name: 'Samsung Galaxy A54 5G 8/256GB', brand: 'Samsung', category: 'smartphone', price: 32_000 },
  { name: 'Samsung Galaxy A14 4/64GB', brand: 'Samsung', category: 'smartphone', price: 13_000 },
  { name: 'Apple iPhone 12 128GB', brand: 'Apple', category: 'smartphone', price: 45_000 },
  { name: 'Apple iPhone 13 128GB', brand: 'Apple', category: 'smartphone', price: 62_000 },
  { name: 'Xiaomi Redmi Note 13 8/128GB', brand: 'Xiaomi', category: 'smartphone', price: 19_500 },
  { name: 'Xiaomi Redmi 12C 4/64GB', brand: 'Xiaomi', category: 'smartphone', price: 9_500 },
  { name: 'realme C55 6/128GB', brand: 'Realme', category: 'smartphone', price: 11_500 },
  { name: 'Oppo A78 8/128GB', brand: 'Oppo', category: 'smartphone', price: 17_500 },
  { name: 'vivo Y36 8/128GB', brand: 'Vivo', category: 'smartphone', price: 16_000 },
  { name: 'Google Pixel 7 128GB', brand: 'Google', category: 'smartphone', price: 45_000 },
  { name: 'Infinix Hot 40i 8/128GB', brand: 'Infinix', category: 'smartphone', price: 12_000 },
  { name: 'Nokia 105 (2023)', brand: 'Nokia', category: 'feature-phone', price: 1_500 },
  { name: 'Symphony B69', brand: 'Symphony', category: 'feature-phone', price: 1_200 },
  { name: 'Walton Olvio MM19', brand: 'Walton', category: 'feature-phone', price: 1_100 },
  { name: 'Apple iPad 9th gen 64GB', brand: 'Apple', category: 'tablet', price: 28_000 },
  { name: 'Samsung Galaxy Tab A8', brand: 'Samsung', category: 'tablet', price: 18_000 },
  { name: 'Lenovo Tab M10 Plus', brand: 'Lenovo', category: 'tablet', price: 14_000 },
];
const TEXTS = [
  'Is it still available?', 'Can we meet tomorrow evening?', 'Does it come with the box and charger?', 'What is the battery health?',
  'I can come to your place after Asr.', 'Please bring the receipt if you have it.', 'Any scratches on the screen?', 'Ok, see you at 6 pm.',
  'I paid, here is my code.', 'Thanks, the phone works well.',
];

const emailOf = (u: number) => `user${u}@bench.test`;
const nameOf = (u: number) => `${FIRST[u % FIRST.length]} ${LAST[Math.floor(u / FIRST.length) % LAST.length]}`;
/** One person in ten sells (role Seller); everybody buys. */
const SELLERS = Math.ceil(USERS / 10);
const isSeller = (u: number) => u % 10 === 0;

interface Step {
  event: BookingEventName;
  by: BookingActor;
  at: number;
  note?: string;
}

interface Deal {
  id: ObjectId;
  productId: ObjectId;
  buyer: number;
  seller: number;
  device: (typeof DEVICES)[number];
  price: number;
  created: number;
  /** Listed before it was booked. */
  listed: number;
  steps: Step[];
}

const now = Date.now();
const userIds = Array.from({ length: USERS }, () => new ObjectId());
/** The bookings of each seller (by seller / 10). */
const sales: number[][] = Array.from({ length: SELLERS }, () => []);
/** A fresh unpaid booking every `stride` bookings: these are the pay path's. */
const stride = UNPAID > 0 ? Math.max(1, Math.floor(BOOKINGS / UNPAID)) : Infinity;
const payable = (b: number) => b % stride === 0 && b / stride < UNPAID;

/** A booking's life, as the booking machine allows it (every step is checked against it on insert). */
function lifeOf(b: number): { created: number; steps: Step[] } {
  const ago = (ms: number) => now - ms;
  if (payable(b)) return { created: ago(MINUTE + int(24 * HOUR)), steps: [] };
  const r = rnd();
  if (r < 0.1) return { created: ago(MINUTE + int(24 * HOUR)), steps: [] };
  if (r < 0.24) {
    const created = ago(2 * DAY + MINUTE + int(170 * DAY));
    return { created, steps: [{ event: 'expire', by: 'system', at: created + BOOKING_TTL_HOURS * HOUR + int(5000) }] };
  }
  if (r < 0.36) {
    const created = ago(HOUR + int(180 * DAY));
    return { created, steps: [{ event: 'cancel', by: rnd() < 0.6 ? 'buyer' : 'seller', at: created + 1000 + int(Math.min(47 * HOUR, now - created - 2000)) }] };
  }
  if (r < 0.44) {
    const created = ago(2 * HOUR + int(10 * DAY));
    return { created, steps: [{ event: 'pay', by: 'buyer', at: created + 1000 + int(Math.min(47 * HOUR, now - created - HOUR)) }] };
  }
  if (r < 0.54) {
    // Handed over within the warranty (it has not ended yet), perhaps claimed since.
    const handover = ago(MINUTE + int(6.5 * DAY));
    const paid = handover - MINUTE - int(3 * DAY);
    const created = paid - MINUTE - int(47 * HOUR);
    const steps: Step[] = [{ event: 'pay', by: 'buyer', at: paid }, { event: 'handover', by: 'seller', at: handover }];
    if (r >= 0.52) steps.push({ event: 'claim', by: 'buyer', at: handover + 1000 + int(now - handover - 2000) });
    return { created, steps };
  }
  if (r < 0.6) {
    // The seller called the paid deal off: refunded, the listing back on the market.
    const created = ago(5 * DAY + int(170 * DAY));
    const paid = created + MINUTE + int(47 * HOUR);
    return { created, steps: [{ event: 'pay', by: 'buyer', at: paid }, { event: 'seller_cancel', by: 'seller', at: paid + MINUTE + int(2 * DAY) }] };
  }
  // Past the warranty: completed, or a claim decided (rejected: completed; refunded).
  const created = ago(15 * DAY + int(165 * DAY));
  const paid = created + MINUTE + int(47 * HOUR);
  const handover = paid + MINUTE + int(3 * DAY);
  const steps: Step[] = [{ event: 'pay', by: 'buyer', at: paid }, { event: 'handover', by: 'seller', at: handover }];
  if (r < 0.93) steps.push({ event: 'complete', by: 'system', at: handover + WARRANTY_DAYS * DAY + int(5000) });
  else {
    const claimed = handover + 1000 + int(WARRANTY_DAYS * DAY - 2000);
    const decided = claimed + HOUR + int(2 * DAY);
    steps.push({ event: 'claim', by: 'buyer', at: claimed });
    steps.push({ event: r < 0.97 ? 'reject_claim' : 'refund_claim', by: 'admin', at: decided, note: 'Checked the photos and the seller’s answer.' });
  }
  return { created, steps };
}

function planDeals(): Deal[] {
  const deals: Deal[] = [];
  for (let b = 0; b < BOOKINGS; b++) {
    const buyer = b % USERS;
    let seller = 10 * int(SELLERS);
    if (seller === buyer) seller = 10 * ((seller / 10 + 1) % SELLERS);
    const device = pick(DEVICES);
    const { created, steps } = lifeOf(b);
    deals.push({
      id: new ObjectId(),
      productId: new ObjectId(),
      buyer,
      seller,
      device,
      price: Math.max(500, Math.round((device.price * (0.8 + rnd() * 0.4)) / 100) * 100),
      created,
      listed: created - MINUTE - int(30 * DAY),
      steps,
    });
    sales[seller / 10]!.push(b);
  }
  return deals;
}

const handoverCodeOf = (b: number) => String((b * 7919 + 104_729) % 1_000_000).padStart(6, '0');
const transactionIdOf = (b: number) => `pi_bench${String(b).padStart(19, '0')}`;

/** What each transition writes on the booking besides its status (bookings.service.ts). */
function changesOf(step: Step, booking: BookingDoc, b: number, at: Date): BookingChanges {
  switch (step.event) {
    case 'pay':
      return { paid: true, transactionId: transactionIdOf(b), paidAt: at, handoverCode: handoverCodeOf(b) };
    case 'handover':
      return { handedOverAt: at, warrantyEndsAt: new Date(at.getTime() + WARRANTY_DAYS * DAY) };
    case 'claim':
      return { claim: { reason: CLAIM_REASONS[b % CLAIM_REASONS.length]!, text: 'The screen stays black after a day.', photos: [], openedAt: at } };
    case 'refund_claim':
    case 'reject_claim':
      return booking.claim ? { claim: { ...booking.claim, decision: { outcome: step.event === 'refund_claim' ? 'refund' : 'reject', note: step.note ?? '', at } } } : {};
    default:
      return {};
  }
}

function bookingOf(deals: Deal[], b: number): BookingDoc {
  const d = deals[b]!;
  let booking: BookingDoc = {
    _id: d.id,
    name: nameOf(d.buyer),
    email: emailOf(d.buyer),
    device: d.device.name,
    price: d.price,
    contact: `017${String(11_000_000 + d.buyer).slice(-8)}`,
    location: PLACES[d.buyer % PLACES.length]!,
    paid: false,
    productId: d.productId,
    img: `/images/${d.productId.toHexString()}`,
    createdAt: new Date(d.created),
    sellerEmail: emailOf(d.seller),
    sellerName: nameOf(d.seller),
    sellerId: userIds[d.seller]!.toHexString(),
    status: 'booked',
    version: 0,
    history: [],
    expiresAt: new Date(d.created + BOOKING_TTL_HOURS * HOUR),
  };
  for (const step of d.steps) {
    const at = new Date(step.at);
    const why = bookingRefusal(booking, step.event, step.by, at);
    if (why) throw new Error(`booking ${b}: ${step.event} by ${step.by} from ${booking.status} refused (${why})`);
    const to = BOOKING_PROCESS[step.event].to;
    booking = {
      ...booking,
      ...changesOf(step, booking, b, at),
      status: to,
      version: booking.version + 1,
      history: [...booking.history, { event: step.event, from: booking.status, to, by: step.by, at, ...(step.note ? { note: step.note } : {}) }],
    };
  }
  // As the API writes it (bookings.repository.ts): when the scheduler has work on it, only while it does.
  const { dueAt: _none, ...rest } = booking;
  const dueAt = rest.status === 'booked' ? rest.expiresAt : rest.status === 'handed_over' ? rest.warrantyEndsAt : undefined;
  return dueAt ? { ...rest, dueAt } : rest;
}

function productOf(deals: Deal[], b: number): ProductDoc {
  const d = deals[b]!;
  const events = d.steps.map((s) => s.event);
  const paidAt = d.steps.find((s) => s.event === 'pay')?.at;
  // Sold to this booking once paid, unless the seller called the deal off (listed again, a new sale generation).
  const relisted = events.includes('seller_cancel');
  const sold = paidAt !== undefined && !relisted;
  return {
    _id: d.productId,
    customID: `MP-${((b * 2_654_435_761) >>> 0).toString(16).toUpperCase().padStart(8, '0')}`,
    deviceName: d.device.name,
    brand: d.device.brand,
    sellerName: nameOf(d.seller),
    sellerEmail: emailOf(d.seller),
    sellerId: userIds[d.seller]!.toHexString(),
    resalePrice: d.price,
    originalPrice: Math.round((d.price * 1.6) / 100) * 100,
    yearsOfUse: (b % 8) / 2,
    postedDate: new Date(d.listed).toISOString().slice(0, 10),
    category: d.device.category,
    condition: CONDITIONS[b % CONDITIONS.length]!,
    Contact: `018${String(22_000_000 + d.seller).slice(-8)}`,
    Location: PLACES[d.seller % PLACES.length]!,
    description: 'Used, works well; box and charger included. Battery health good; no repairs.',
    img: `/images/${d.productId.toHexString()}`,
    status: sold ? 'sold' : 'available',
    advertised: !sold && b % 50 === 0,
    createdAt: new Date(d.listed),
    ...(sold ? { soldTo: emailOf(d.buyer), soldBookingId: d.id, soldAt: new Date(paidAt) } : {}),
    ...(relisted ? { saleGeneration: 1 } : {}),
  };
}

function userOf(u: number): UserDoc {
  return {
    _id: userIds[u]!,
    name: nameOf(u),
    email: emailOf(u),
    role: isSeller(u) ? 'Seller' : 'Buyer',
    uid: `bench${String(u).padStart(23, '0')}`,
    createdAt: new Date(now - 200 * DAY - int(600 * DAY)),
  };
}

/** Messages spread over every thread: message i is booking i % BOOKINGS's place i / BOOKINGS, buyer and seller in turn. */
function messageOf(deals: Deal[], i: number): MessageDoc {
  const b = i % BOOKINGS;
  const seq = Math.floor(i / BOOKINGS);
  const d = deals[b]!;
  const perThread = Math.ceil(MESSAGES / BOOKINGS);
  const gap = Math.min(3 * HOUR, (now - d.created) / (perThread + 1));
  const from = seq % 2 === 0 ? 'buyer' : 'seller';
  const who = from === 'buyer' ? d.buyer : d.seller;
  return { _id: new ObjectId(), bookingId: d.id, from, email: emailOf(who), name: nameOf(who), text: pick(TEXTS), createdAt: new Date(d.created + (seq + 1) * gap), seq, place: `${d.id.toHexString()}:${seq}` };
}

type Side = 'buyer' | 'seller';
interface Notice {
  b: number;
  side: Side;
  kind: NotificationKind;
  key: string;
  at: number;
}

/** Whom each transition's follow-up tells, and of what: the notify effect of its row in BOOKING_PROCESS. */
function toldOf(step: Step): { kind: NotificationKind; sides: Side[] } {
  const notify = BOOKING_PROCESS[step.event].effects.find((e) => e.do === 'notify');
  if (notify?.do !== 'notify') return { kind: 'paid', sides: [] };
  return { kind: notify.kind, sides: recipientsOf(notify.to, step.by) };
}

/** A person's deals: bought (booking b ≡ u mod USERS) and, for a seller, sold. */
function dealsOf(u: number): Array<{ b: number; side: Side }> {
  const out: Array<{ b: number; side: Side }> = [];
  for (let b = u; b < BOOKINGS; b += USERS) out.push({ b, side: 'buyer' });
  if (isSeller(u)) for (const b of sales[u / 10]!) out.push({ b, side: 'seller' });
  return out;
}

/** What the API told this person of their deals (a booking, each transition), newest first. */
function noticesOf(deals: Deal[], u: number): Notice[] {
  const out: Notice[] = [];
  for (const { b, side } of dealsOf(u)) {
    const d = deals[b]!;
    const id = d.id.toHexString();
    if (side === 'seller') out.push({ b, side, kind: 'booked', key: `booking:${id}:seller`, at: d.created });
    d.steps.forEach((step, n) => {
      const told = toldOf(step);
      if (told.sides.includes(side)) out.push({ b, side, kind: told.kind, key: `${id}:${n}:${side}`, at: step.at });
    });
  }
  return out.sort((x, y) => y.at - x.at);
}

/**
 * Notification i is person i % USERS's (i / USERS)-th: what the API told them of their deals,
 * newest first, then (past those) messages on their deals. Read unless recent.
 */
function notificationOf(deals: Deal[], i: number): NotificationDoc {
  const u = i % USERS;
  const j = Math.floor(i / USERS);
  const notices = noticesOf(deals, u);
  let notice = notices[j];
  if (!notice) {
    const mine = dealsOf(u);
    const { b, side } = mine.length > 0 ? mine[(j - notices.length) % mine.length]! : { b: u % BOOKINGS, side: 'buyer' as const };
    const d = deals[b]!;
    const at = d.created + rnd() * (Math.min(now, d.created + 30 * DAY) - d.created);
    notice = { b, side, kind: 'message', key: `message:${new ObjectId().toHexString()}`, at };
  }
  const d = deals[notice.b]!;
  const read = notice.at < now - 2 * DAY || rnd() < 0.3;
  return {
    _id: new ObjectId(),
    email: emailOf(u),
    kind: notice.kind,
    bookingId: d.id,
    device: d.device.name,
    key: notice.key,
    side: notice.side,
    read,
    // As the API writes it (notifications.repository.ts): the reader's key while unread.
    ...(read ? {} : { unreadBy: emailOf(u) }),
    createdAt: new Date(notice.at),
  };
}

async function load(uri: string, db: string, deals: Deal[]): Promise<number> {
  // The API's own connection creates the collections' indexes first (a restart, not a first index build).
  const database = await connectDatabase(uri, db);
  await database.close();
  const client = await MongoClient.connect(uri);
  const c = client.db(db);
  const started = Date.now();
  const step = async <T extends Document>(name: string, count: number, make: (i: number) => OptionalUnlessRequiredId<T>) => {
    const t = Date.now();
    await insertInBatches(c.collection<T>(name), count, make, name);
    process.stdout.write(`\r  loaded ${count} ${name} in ${((Date.now() - t) / 1000).toFixed(1)} s${' '.repeat(20)}\n`);
  };
  await step<UserDoc>('users', USERS, userOf);
  await step<ProductDoc>('products', BOOKINGS, (b) => productOf(deals, b));
  await step<BookingDoc>('bookings', BOOKINGS, (b) => bookingOf(deals, b));
  await step<MessageDoc>('messages', MESSAGES, (i) => messageOf(deals, i));
  await step<NotificationDoc>('notifications', NOTIFICATIONS, (i) => notificationOf(deals, i));
  const total = USERS + 2 * BOOKINGS + MESSAGES + NOTIFICATIONS;
  console.log(`  ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.close();
  return total;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

let apiCpu: () => Promise<number> = async () => 0;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuPerRequest: number;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1)).padStart(5);

function report(name: string, distinct: number | string, result: autocannon.Result, cpuUsed: number): Row {
  const row: Row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuPerRequest: cpuUsed / Math.max(1, result.requests.total),
  };
  const codes = row.non2xx ? `  (${Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${count ?? 0}× ${code}`).join(', ')})` : '';
  console.log(
    `${name.padEnd(36)} ${String(distinct).padStart(6)} ${String(row.rps).padStart(6)} req/s  p50 ${ms(row.p50)} ms  p97.5 ${ms(row.p975)} ms  p99 ${ms(row.p99)} ms  API CPU ${row.cpuPerRequest.toFixed(0).padStart(5)} µs/req  errors ${row.errors}  non-2xx ${row.non2xx}${codes}`,
  );
  return row;
}

async function measure(base: string, name: string, pool: PreparedRequest[], distinct: number): Promise<Row> {
  const before = await apiCpu();
  const result = await loadRequests(base, pool, { connections: CONNECTIONS, seconds: SECONDS });
  return report(name, distinct, result, (await apiCpu()) - before);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The pay path, one sequence per connection at a time: POST /create-payment-intent → POST
 * /sandbox/confirm → POST /payments, each sequence on the next unpaid booking, as its buyer. A
 * step whose predecessor failed is not sent: the connection starts over on a new booking.
 */
async function measurePay(base: string, unpaid: Array<{ id: string; auth: Record<string, string>; name: string; email: string }>): Promise<Row> {
  const json = { 'content-type': 'application/json' };
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  interface Context {
    payer?: (typeof unpaid)[number];
    clientSecret?: string;
    started?: number;
    sent?: number;
    warm?: boolean;
  }
  let next = 0;
  let completed = 0;
  let refusedCards = 0;
  let exhausted = false;
  const sequences: number[] = [];
  const steps: number[][] = [[], [], []];
  let instance: autocannon.Instance | undefined;
  const took = (ctx: Context, stepIndex: number) => {
    const t = performance.now();
    if (ctx.warm && ctx.sent !== undefined) steps[stepIndex]!.push(t - ctx.sent);
    return t;
  };
  const sending = (ctx: Context) => (ctx.sent = performance.now());

  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/create-payment-intent',
      setupRequest: (req, context) => {
        const ctx = context as Context;
        if (next >= unpaid.length && !exhausted) {
          exhausted = true;
          instance?.stop();
        }
        const payer = unpaid[next++ % unpaid.length]!;
        ctx.payer = payer;
        // The connections' first requests are built before they connect: their timings include the connect.
        ctx.warm = next > CONNECTIONS;
        ctx.started = sending(ctx);
        return { ...req, headers: { ...json, ...payer.auth }, body: JSON.stringify({ bookingId: payer.id }) };
      },
      onResponse: (status, body, context) => {
        const ctx = context as Context;
        took(ctx, 0);
        ctx.clientSecret = status === 200 ? (JSON.parse(body) as { clientSecret?: string }).clientSecret : undefined;
      },
    },
    {
      method: 'POST',
      path: '/sandbox/confirm',
      setupRequest: (req, context) => {
        const ctx = context as Context;
        if (!ctx.clientSecret || !ctx.payer) return undefined as unknown as autocannon.Request;
        sending(ctx);
        return { ...req, headers: { ...json }, body: JSON.stringify({ clientSecret: ctx.clientSecret, card, billingDetails: { name: ctx.payer.name, email: ctx.payer.email } }) };
      },
      onResponse: (status, body, context) => {
        const ctx = context as Context;
        took(ctx, 1);
        const paid = status === 200 && (JSON.parse(body) as { paymentIntent?: { status: string } }).paymentIntent?.status === 'succeeded';
        if (status === 200 && !paid) refusedCards += 1;
        if (!paid) ctx.clientSecret = undefined;
      },
    },
    {
      method: 'POST',
      path: '/payments',
      setupRequest: (req, context) => {
        const ctx = context as Context;
        if (!ctx.clientSecret || !ctx.payer) return undefined as unknown as autocannon.Request;
        sending(ctx);
        const transactionId = ctx.clientSecret.split('_secret_')[0];
        return { ...req, headers: { ...json, ...ctx.payer.auth }, body: JSON.stringify({ bookingId: ctx.payer.id, transactionId }) };
      },
      onResponse: (status, _body, context) => {
        const ctx = context as Context;
        const t = took(ctx, 2);
        if (status !== 201) return;
        completed += 1;
        if (ctx.warm && ctx.started !== undefined) sequences.push(t - ctx.started);
      },
    },
  ];

  const before = await apiCpu();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests }, (err, res) => (err ? reject(err as Error) : resolve(res)));
    // Its connections took their first bookings while it was being made.
    if (exhausted) instance.stop();
  });
  const cpuUsed = (await apiCpu()) - before;
  const row = report('pay path (per request)', unpaid.length, result, cpuUsed);
  sequences.sort((a, b) => a - b);
  const stepFigures = ['intent', 'confirm', 'payments']
    .map((name, i) => {
      const sorted = steps[i]!.sort((a, b) => a - b);
      return `${name} p50 ${percentile(sorted, 50).toFixed(1)} / p99 ${percentile(sorted, 99).toFixed(1)} ms`;
    })
    .join(', ');
  console.log(
    `${'pay path (per completed payment)'.padEnd(36)} ${''.padStart(6)} ${(completed / result.duration).toFixed(0).padStart(6)} pay/s  p50 ${ms(percentile(sequences, 50))} ms  p97.5 ${ms(percentile(sequences, 97.5))} ms  p99 ${ms(percentile(sequences, 99))} ms  API CPU ${(cpuUsed / Math.max(1, completed)).toFixed(0).padStart(5)} µs/pay  ${completed} paid of ${next} started`,
  );
  console.log(`${''.padEnd(44)}(${stepFigures}; ${result.resets} sequences cut short, ${refusedCards} cards refused)`);
  if (exhausted) console.log(`  the ${unpaid.length} unpaid bookings ran out: the pay path stopped early (raise --unpaid); bookings paid twice answer 409`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// CPU while nothing is sent.

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** From /proc/<pid>/stat: the parent, CPU ticks used (utime + stime), and those of its waited-for children. */
function procStat(pid: number): { ppid: number; ticks: number; childTicks: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), childTicks: Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

const cmdline = (pid: number | undefined) => {
  try {
    return pid === undefined ? '' : fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!;
  } catch {
    return '';
  }
};

/**
 * CPU ticks used so far by the engine this bench started: FerretDB, the postmaster and its
 * children (PPid the postmaster). The postmaster's own count includes the children it has reaped,
 * so a worker that exits between two readings (autovacuum) keeps counting. Only these processes:
 * another PostgreSQL on the machine (a test run) runs the same binaries.
 */
function engineTicks(database: ResolvedDatabase): { ferretdb: number; postgres: number; processes: number } {
  const { ferretdb, postgres } = database.pids?.() ?? {};
  const out = { ferretdb: 0, postgres: 0, processes: 0 };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = procStat(pid);
    if (!stat) continue;
    if (pid === ferretdb) out.ferretdb += stat.ticks + stat.childTicks;
    else if (pid === postgres) out.postgres += stat.ticks + stat.childTicks;
    else if (stat.ppid === postgres) out.postgres += stat.ticks;
    else continue;
    out.processes += 1;
  }
  return out;
}

/**
 * Waits (at most 3 minutes) until PostgreSQL runs no autovacuum worker: after loading millions of
 * documents and a load test it vacuums and analyzes for a while, which is the aftermath of the
 * run, not what the engine costs while the marketplace idles. Answers the seconds waited.
 */
async function autovacuumSettled(database: ResolvedDatabase): Promise<number> {
  const started = Date.now();
  const busy = () => {
    const postmaster = database.pids?.().postgres;
    return fs.readdirSync('/proc').some((entry) => /^\d+$/.test(entry) && procStat(Number(entry))?.ppid === postmaster && cmdline(Number(entry)).startsWith('postgres: autovacuum worker'));
  };
  while (busy() && Date.now() - started < 180_000) await new Promise((r) => setTimeout(r, 500));
  return (Date.now() - started) / 1000;
}

async function idleCpu(database: ResolvedDatabase, seconds: number) {
  const engineBefore = engineTicks(database);
  const apiBefore = await apiCpu();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const engineAfter = engineTicks(database);
  const apiAfter = await apiCpu();
  const elapsed = (performance.now() - started) / 1000;
  const pct = (ticks: number) => (ticks / CLOCK_TICKS / elapsed) * 100;
  const ferretdb = pct(engineAfter.ferretdb - engineBefore.ferretdb);
  const postgres = pct(engineAfter.postgres - engineBefore.postgres);
  return { engine: ferretdb + postgres, ferretdb, postgres, processes: engineAfter.processes, api: ((apiAfter - apiBefore) / 1e6 / elapsed) * 100, elapsed };
}

// ---------------------------------------------------------------------------------------------

/** `count` distinct numbers below `n`, in a random order (all of them when there are fewer). */
function sample(n: number, count: number): number[] {
  if (count >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = int(i + 1);
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return all;
  }
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(int(n));
  return [...chosen];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-deals-'));
  const database = await resolveDatabase({ dataDir, log: (l) => console.log(`  ${l}`), ...resolveOptionsFromEnv(process.env) });
  const dbName = 'mp_bench';
  let api: BenchApi | undefined;
  try {
    console.log(
      `engine ${database.engine}; ${USERS} users (${SELLERS} sellers), ${BOOKINGS} bookings (${UNPAID} unpaid to pay), ${NOTIFICATIONS} notifications, ${MESSAGES} messages; ` +
        `${CONNECTIONS} connections, ${SECONDS} s a call; ${os.cpus().length} cores, node ${process.version}`,
    );
    const deals = planDeals();
    const documents = await load(database.uri, dbName, deals);
    settleAfterLoad(database);

    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'production', MONGODB_URI: database.uri, MONGODB_DB: dbName, PORT: '0', LOG_LEVEL: 'silent',
      ACCESS_TOKEN_SECRET: SECRET, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', DATA_DIR: dataDir,
      RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000000000', RATE_LIMIT_AUTH_PER_MINUTE: '1000000000',
      // The sandbox processor, the scheduler at its default interval, the real clock.
      STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', SCHEDULER_INTERVAL_MS: '', TEST_CLOCK: 'false', SEED_DEMO_DATA: 'false',
    };
    api = await forkBenchApi(env);
    apiCpu = api.cpu;
    const base = api.url;
    console.log(`start-up: ${(api.startupMs / 1000).toFixed(1)} s from spawn to listening (${(api.readyMs / 1000).toFixed(1)} s in startServer)`);

    const tokens = new Map<number, Record<string, string>>();
    const auth = (u: number) => {
      let headers = tokens.get(u);
      if (!headers) tokens.set(u, (headers = { authorization: `Bearer ${signAppToken(emailOf(u), SECRET, '1d')}` }));
      return headers;
    };
    const json = (u: number, body: unknown) => ({ headers: { 'content-type': 'application/json', ...auth(u) }, body: JSON.stringify(body) });
    const withSales = Array.from({ length: SELLERS }, (_, s) => s * 10).filter((u) => sales[u / 10]!.length > 0);
    const users = sample(USERS, POOL);
    const buyers = sample(USERS, POOL).filter((u) => u < BOOKINGS);
    const sellers = sample(withSales.length, POOL).map((i) => withSales[i]!);
    const threads = sample(BOOKINGS, POOL);
    const written = sample(BOOKINGS, POOL);

    console.log(`${'call'.padEnd(36)} ${'pool'.padStart(6)}`);
    const rows: Row[] = [];
    rows.push(await measure(base, 'GET /notifications', users.map((u) => ({ method: 'GET', path: '/notifications', headers: auth(u) })), users.length));
    rows.push(await measure(base, 'GET /bookings?email= (own)', buyers.map((u) => ({ method: 'GET', path: `/bookings?email=${encodeURIComponent(emailOf(u))}`, headers: auth(u) })), buyers.length));
    rows.push(await measure(base, 'GET /sales (seller)', sellers.map((u) => ({ method: 'GET', path: '/sales', headers: auth(u) })), sellers.length));
    rows.push(await measure(base, 'GET /bookings/{id}/messages (buyer)', threads.map((b) => ({ method: 'GET', path: `/bookings/${deals[b]!.id.toHexString()}/messages`, headers: auth(deals[b]!.buyer) })), threads.length));
    rows.push(
      await measure(
        base,
        'POST /bookings/{id}/messages',
        written.map((b, i) => {
          const d = deals[b]!;
          return { method: 'POST', path: `/bookings/${d.id.toHexString()}/messages`, ...json(i % 2 === 0 ? d.buyer : d.seller, { text: `${pick(TEXTS)} (${i})` }) };
        }),
        written.length,
      ),
    );
    const unpaid = deals
      .map((d, b) => ({ d, b }))
      .filter(({ b }) => payable(b))
      .map(({ d }) => ({ id: d.id.toHexString(), auth: auth(d.buyer), name: nameOf(d.buyer), email: emailOf(d.buyer) }));
    rows.push(await measurePay(base, unpaid));

    const before = await apiCpu();
    const ceilingResult = await loadPaths(base, ['/bench/ceiling'], { connections: CONNECTIONS, seconds: SECONDS });
    const ceiling = report('ceiling (prebuilt JSON)', 1, ceilingResult, (await apiCpu()) - before);

    const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    console.log(`API memory (RSS) after the run: ${rss.toFixed(0)} MB`);

    const settled = await autovacuumSettled(database);
    process.stdout.write(`(autovacuum settled after ${settled.toFixed(0)} s) nothing sent for ${IDLE_SECONDS} s …`);
    const idle = await idleCpu(database, IDLE_SECONDS);
    process.stdout.write(
      ` engine ${idle.engine.toFixed(1)} % of a core (FerretDB ${idle.ferretdb.toFixed(1)} %, PostgreSQL ${idle.postgres.toFixed(1)} %, ${idle.processes} processes), API ${idle.api.toFixed(1)} %\n`,
    );
    if (idle.processes === 0) console.log(`  (no engine processes found: engine ${database.engine}, ferretdb ${cmdline(database.pids?.().ferretdb) || '?'})`);

    const rps = Math.min(...rows.map((r) => r.rps));
    const p99 = Math.max(...rows.map((r) => r.p99));
    console.log(`deals: ${rps} req/s p99 ${p99} ms over ${documents} documents; ceiling ${ceiling.rps} req/s; ratio ${(rps / ceiling.rps).toFixed(2)}; idle engine ${idle.engine.toFixed(1)} % CPU`);
  } finally {
    api?.stop();
    await new Promise((r) => setTimeout(r, 300));
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
