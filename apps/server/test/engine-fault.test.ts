// The local engine dies mid-run: kill -9 of the real FerretDB process while 20 buyers book and pay,
// then of FerretDB and of PostgreSQL itself while 8 people write messages. Every request answers
// in under 10 s with a 2xx, an expected refusal, or a 503 in the error shape with Retry-After
// (never a 500 or a hang); each process is started again by its supervisor and the API reconnects
// by itself; writes are accepted again within 5 s; /health says 503 while the engine is away and
// 200 once a write works again; nothing acknowledged is lost and no device is sold twice. Clients
// retry a 503 as a real client would. Only on the local engine, which this project starts itself.
import fs from 'node:fs';
import { ObjectId } from 'mongodb';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { registerUser, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

const onFerret = process.env.TEST_DB_ENGINE === 'ferretdb';
const testOnFerret = onFerret ? test : test.skip;

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const BUYERS = 20;

let app: TestApp;
beforeAll(async () => {
  if (onFerret) app = await startTestApp({ RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000' });
});
afterAll(async () => {
  if (onFerret) await app.stop();
});

/** A process found by its command line (arguments joined by NUL), or undefined. */
function findProcess(matches: (cmdline: string) => boolean): { pid: number; cmdline: string } | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (matches(cmdline)) return { pid: Number(entry), cmdline };
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** The FerretDB process listening on the tests' database port. */
function ferretProcess() {
  const port = new URL(process.env.MONGODB_URI!).port;
  return findProcess((cmd) => cmd.includes('ferretdb') && cmd.includes(`--listen-addr=127.0.0.1:${port}`));
}
const enginePid = () => ferretProcess()?.pid;

/** PostgreSQL's postmaster under that FerretDB (its backends rename themselves; it keeps its arguments). */
function postgresPid(): number | undefined {
  const pgPort = /--postgresql-url=postgres:\/\/[^@]*@127\.0\.0\.1:(\d+)\//.exec(ferretProcess()?.cmdline ?? '')?.[1];
  return pgPort ? findProcess((cmd) => cmd.startsWith('/usr/lib/postgresql/') && cmd.includes(`\0port=${pgPort}\0`))?.pid : undefined;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
  retryAfter?: string;
}
const answers: Answer[] = [];

/** One request, recorded; a 503 is retried after 200 ms, as the web app's user would try again. */
async function call(send: () => PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }>, expected: number[]): Promise<Answer> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const started = Date.now();
    const res = await send();
    const answer = { status: res.status, body: (res.body ?? {}) as Record<string, unknown>, ms: Date.now() - started, retryAfter: res.headers['retry-after'] };
    answers.push(answer);
    if (answer.status !== 503) {
      if (!expected.includes(answer.status)) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('still 503 after 40 s');
}

/** A buyer's whole deal: book, open an intent, pay with a good card, record the payment. */
async function deal(buyer: TestUser, listing: ProductDoc): Promise<{ bookingId: string; paymentId: string }> {
  const productId = listing._id.toHexString();
  let booked = await call(() => app.http().post('/bookings').set(buyer.auth).send({ productId, contact: '01711000222', location: 'Dhaka' }), [201, 409]);
  if (booked.status === 409) {
    // Booked by an attempt whose answer was lost: the booking is there.
    booked = await call(() => app.http().get('/bookings').query({ email: buyer.email }).set(buyer.auth), [200]);
  }
  const bookingId = booked.status === 201 ? (booked.body.insertedId as string) : ((booked.body as unknown as Array<{ _id: string }>)[0]!._id);
  const intent = await call(() => app.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId }), [200]);
  const clientSecret = intent.body.clientSecret as string;
  const intentId = clientSecret.split('_secret_')[0]!;
  // A confirm whose success was lost is answered "already succeeded" on the retry: the intent is paid either way.
  await call(() => app.http().post('/sandbox/confirm').send({ clientSecret, card: GOOD_CARD, billingDetails: { name: buyer.name, email: buyer.email } }), [200]);
  const paid = await call(() => app.http().post('/payments').set(buyer.auth).send({ bookingId, transactionId: intentId }), [200, 201]);
  return { bookingId, paymentId: paid.body.insertedId as string };
}

/** Every answer in time; a refusal in the error shape, never a 500; a 503 says when to try again. */
function expectOnlyCleanRefusals(all: Answer[]) {
  for (const a of all) {
    expect(a.ms).toBeLessThan(10_000);
    expect(a.status).not.toBe(500);
    if (a.status >= 400) expect(typeof a.body.message).toBe('string');
    if (a.status === 503) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
  }
}

/** Stops the process (SIGSTOP, it stays alive): /health answers 503 within a second. */
async function expectHealthDownWhenStopped(pid: number) {
  process.kill(pid, 'SIGSTOP');
  const asked = Date.now();
  const away = await app.http().get('/health');
  expect(away.status).toBe(503);
  expect(Date.now() - asked).toBeLessThan(1000);
  expect(away.body).toEqual({ code: 'health_database_down', message: 'The database does not answer' });
}

testOnFerret(
  'buyers keep booking and paying while the engine is killed and started again',
  async () => {
    const seller = await registerUser(app, 'Seller', 'Fault Seller');
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => registerUser(app, 'Buyer', `Fault Buyer ${i}`)));
    const listings: ProductDoc[] = [];
    for (let i = 0; i < BUYERS; i++) listings.push(await insertListing(app, seller, { deviceName: `Faultphone ${i}`, resalePrice: 10_000 + i }));
    const pid = enginePid();
    expect(pid).toBeDefined();

    const deals = Promise.allSettled(buyers.map((b, i) => deal(b, listings[i]!)));
    await new Promise((r) => setTimeout(r, 400)); // mid-run

    // The engine stops answering: /health says so within a second.
    await expectHealthDownWhenStopped(pid!);

    // Then it dies; its supervisor starts it again, and the API answers /health 200 within 10 s of that.
    process.kill(pid!, 'SIGKILL');
    const killedAt = Date.now();
    let back: number | undefined;
    let healthyAt: number | undefined;
    while (Date.now() - killedAt < 30_000) {
      const now = enginePid();
      if (now !== undefined && now !== pid) {
        back ??= Date.now();
        const health = await app.http().get('/health');
        if (health.status === 200) {
          healthyAt = Date.now();
          break;
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBeDefined();
    expect(healthyAt! - back!).toBeLessThan(10_000);

    const results = await deals;
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);

    const refused = answers.filter((a) => a.status === 503).length;
    process.stdout.write(`engine fault: ${answers.length} answers, ${refused} of them 503 while the engine was away; slowest ${Math.max(...answers.map((a) => a.ms))} ms; /health 200 ${healthyAt! - back!} ms after the engine was back\n`);
    // Every request answered in time, in the error shape when refused, never a 500.
    expectOnlyCleanRefusals(answers);

    // Nothing acknowledged was lost, nothing happened twice.
    const { bookings, payments, products, saleLocks } = app.server.db.collections;
    const ids = listings.map((l) => l._id);
    const faultBookings = await bookings.find({ productId: { $in: ids } }).toArray();
    expect(faultBookings).toHaveLength(BUYERS);
    expect(faultBookings.every((b) => b.paid)).toBe(true);
    for (const r of results as Array<PromiseFulfilledResult<{ bookingId: string; paymentId: string }>>) {
      expect(await payments.countDocuments({ bookingId: new ObjectId(r.value.bookingId) })).toBe(1);
    }
    const sold = await products.find({ _id: { $in: ids } }).toArray();
    expect(sold.every((p) => p.status === 'sold')).toBe(true);
    expect(await saleLocks.countDocuments({ _id: { $in: ids } })).toBe(BUYERS);
  },
  120_000,
);

/** How an outage went: the kill, the first write accepted after it, /health's answers meanwhile. */
interface Outage {
  killedAt: number;
  writesBackAt?: number;
  healthDown: boolean;
}

describe.each([
  ['FerretDB', () => enginePid()],
  ['PostgreSQL', () => postgresPid()],
])('8 people write messages while %s is killed', (name, pidOf) => {
  testOnFerret(
    'no acknowledged write is lost; refusals are 503 with Retry-After; writes are accepted again within 5 s; /health tells the truth',
    async () => {
      const seller = await registerUser(app, 'Seller', `${name} Writer Seller`);
      const writers = await Promise.all(Array.from({ length: 8 }, (_, i) => registerUser(app, 'Buyer', `${name} Writer ${i}`)));
      const threads: string[] = [];
      for (const writer of writers) {
        const listing = await insertListing(app, seller, { deviceName: `${name} thread phone` });
        const booked = await app.http().post('/bookings').set(writer.auth).send({ productId: listing._id.toHexString(), contact: '01711000222', location: 'Dhaka' });
        expect(booked.status).toBe(201);
        threads.push(booked.body.insertedId as string);
      }
      const pid = pidOf();
      expect(pid).toBeDefined();

      const seen: Answer[] = [];
      const acknowledged: string[][] = writers.map(() => []);
      let stop = false;
      let outage: Outage | undefined;
      const write = async (i: number) => {
        for (let n = 0; !stop; n++) {
          const text = `${name} writer ${i} message ${n}`;
          const started = Date.now();
          const res = await app.http().post(`/bookings/${threads[i]}/messages`).set(writers[i]!.auth).send({ text });
          seen.push({ status: res.status, body: res.body as Record<string, unknown>, ms: Date.now() - started, retryAfter: res.headers['retry-after'] });
          if (res.status === 201) {
            acknowledged[i]!.push(text);
            if (outage && outage.writesBackAt === undefined && started > outage.killedAt) outage.writesBackAt = Date.now();
          } else {
            // Anything but a 503 is recorded and fails the test below (expectOnlyCleanRefusals).
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      };
      const writing = writers.map((_, i) => write(i));
      try {
        await new Promise((r) => setTimeout(r, 1000));

        if (name === 'FerretDB') {
          // While it is stopped (not yet dead), /health says so within a second. (A stopped
          // postmaster says nothing: its running backends still answer, so that is not an outage.)
          await expectHealthDownWhenStopped(pid!);
        }

        // Killed outright: started again by its supervisor; writes are accepted again within 5 s,
        // and meanwhile /health says the database is away.
        outage = { killedAt: Date.now(), healthDown: false };
        process.kill(pid!, 'SIGKILL');
        while (outage.writesBackAt === undefined && Date.now() - outage.killedAt < 15_000) {
          if ((await app.http().get('/health')).status === 503 && outage.writesBackAt === undefined) outage.healthDown = true;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(pidOf()).not.toBe(pid);
        expect(outage.writesBackAt).toBeDefined();
        expect(outage.writesBackAt! - outage.killedAt).toBeLessThan(5000);
        expect(outage.healthDown).toBe(true);
        // Once writes are accepted, /health answers 200 too.
        expect((await app.http().get('/health')).status).toBe(200);
        await new Promise((r) => setTimeout(r, 1000));
      } finally {
        stop = true;
        await Promise.all(writing);
      }

      const refused = seen.filter((a) => a.status !== 201);
      process.stdout.write(
        `${name} killed: ${seen.length} writes, ${refused.length} answered 503; writes accepted again ${outage.writesBackAt! - outage.killedAt} ms after the kill; slowest answer ${Math.max(...seen.map((a) => a.ms))} ms\n`,
      );
      expectOnlyCleanRefusals(seen);
      expect(refused.map((a) => a.status).filter((status) => status !== 503)).toEqual([]);
      expect(seen.filter((a) => a.status === 201).length).toBeGreaterThan(8);

      // Every acknowledged message is in its thread, once.
      for (const [i, thread] of threads.entries()) {
        const stored: string[] = [];
        let cursor: string | null | undefined;
        do {
          const page = await app.http().get(`/bookings/${thread}/messages`).query(cursor ? { cursor, limit: 100 } : { limit: 100 }).set(writers[i]!.auth);
          expect(page.status).toBe(200);
          stored.push(...(page.body.items as Array<{ text: string }>).map((m) => m.text));
          cursor = page.body.items.length > 0 ? page.body.nextCursor : null;
        } while (cursor);
        for (const text of acknowledged[i]!) expect(stored.filter((t) => t === text)).toHaveLength(1);
      }
    },
    90_000,
  );
});
