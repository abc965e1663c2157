// docs/api.md: a query parameter on a call that takes none is a 400 that changes nothing. One rule
// in one place (src/http/query-guard.ts); this walks every route the app has, as registered.
import { ObjectId } from 'mongodb';
import { NO_QUERY_MESSAGE } from '@mobile-planet/shared';
import { CALLS_TAKING_A_QUERY } from '../src/http/query-guard';
import { handoverCode, paidDeal, readBooking, registerDealCast } from './support/deals';
import type { TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let cast: Record<'buyer' | 'otherBuyer' | 'seller' | 'otherSeller' | 'admin', TestUser>;
beforeAll(async () => {
  app = await startTestApp();
  cast = await registerDealCast(app);
});
afterAll(() => app.stop());

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route of the app as its routers registered it: `GET /bookings/:id`. */
function routes(): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).filter((m) => m !== '_all').map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
        : layer.handle?.stack
          ? walk(layer.handle.stack)
          : [],
    );
  return walk((app.server.app as unknown as { router: { stack: Layer[] } }).router.stack);
}

/** A path a client could send for a route: each `:param` filled with a value of its kind. */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => (name === 'email' ? 'buyer%40example.test' : name === 'role' ? 'Buyer' : new ObjectId().toHexString()));
}

test('the app has the routes this test expects to walk, and every call listed as taking a query is one of them', () => {
  const all = routes();
  expect(all.length).toBeGreaterThan(40);
  expect(all).toEqual(expect.arrayContaining(['POST /bookings/:id/handover', 'GET /bookings/:id', 'POST /reviews', 'POST /notifications/read']));
  for (const call of CALLS_TAKING_A_QUERY) expect(all).toContain(call);
});

test('every call that takes no query answers a query parameter with 400 in the error shape, before anything else (even sign-in)', async () => {
  const takingOne = new Set<string>(CALLS_TAKING_A_QUERY);
  const refused: string[] = [];
  for (const route of routes().filter((r) => !takingOne.has(r))) {
    const [method, path] = route.split(' ') as [string, string];
    const send = app.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
    const res = await send(`${concrete(path)}?code[$ne]=1`).set(cast.admin.auth).send({});
    if (res.status === 400 && res.body.code === 'validation_failed' && res.body.message === NO_QUERY_MESSAGE) refused.push(route);
    else refused.push(`${route} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  expect(refused.filter((r) => r.includes(' answered '))).toEqual([]);
  expect(refused.length).toBeGreaterThan(25);
});

test('the calls that take a query still take theirs, and refuse one they do not know by their own schema', async () => {
  const res = await app.http().get('/notifications').query({ limit: 5 }).set(cast.buyer.auth);
  expect(res.status).toBe(200);
  const unknown = await app.http().get('/notifications?code[$ne]=1').set(cast.buyer.auth);
  expect(unknown.status).toBe(400);
  expect(unknown.body.code).toBe('validation_failed');
  expect(unknown.body.message).not.toBe(NO_QUERY_MESSAGE);
});

test('POST /bookings/{id}/handover?code[$ne]=1 does not hand the device over; the right code in the body still does', async () => {
  const { buyer, seller } = cast;
  const deal = await paidDeal(app, buyer, seller);
  const forged = await app.http().post(`/bookings/${deal.bookingId}/handover?code[$ne]=1`).set(seller.auth).send({});
  expect(forged.status).toBe(400);
  expect(forged.body.message).toBe(NO_QUERY_MESSAGE);
  expect((await readBooking(app, buyer, deal.bookingId)).status).toBe('paid');

  const code = await handoverCode(app, buyer, deal.bookingId);
  const real = await app.http().post(`/bookings/${deal.bookingId}/handover`).set(seller.auth).send({ code });
  expect(real.status).toBe(200);
  expect(real.body.status).toBe('handed_over');
});
