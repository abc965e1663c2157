// The API's access log: one line a request, after its answer, that never carries a token.
import pino from 'pino';
import { registerUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const lines: Line[] = [];
const raw: string[] = [];
let app: TestApp;

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (text: string) => void (raw.push(text), lines.push(JSON.parse(text) as Line)) });
  app = await startTestApp({}, logger);
});
afterAll(() => app.stop());

/** The access lines for a URL, once one is written (it follows the answer). */
async function logged(url: string): Promise<Line[]> {
  for (let waited = 0; waited < 2000; waited += 10) {
    const found = lines.filter((line) => line.req?.url === url);
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [];
}

test('a request is logged once, after its answer: method, URL with its query, status, time and address', async () => {
  const res = await app.http().get('/listings?limit=2&sort=price_asc');
  expect(res.status).toBe(200);
  const [line, ...more] = await logged('/listings?limit=2&sort=price_asc');
  expect(more).toEqual([]);
  expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/listings?limit=2&sort=price_asc' }, res: { statusCode: 200 } });
  expect(line!.responseTime).toEqual(expect.any(Number));
  expect(line!.req!.remoteAddress).toMatch(/127\.0\.0\.1/);
});

test('refusals are logged with their status; a signed-in call never logs its token', async () => {
  const seller = await registerUser(app, 'Seller');
  await app.http().get('/products').set(seller.auth).expect(200);
  await app.http().get('/products').expect(401);
  const [mine, anonymous] = await logged('/products');
  expect(mine).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
  expect(anonymous).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
  expect(raw.join('\n')).not.toContain(seller.token);
  expect(raw.join('\n')).not.toContain(seller.idToken);
});

test('health checks are not logged', async () => {
  await app.http().get('/health').expect(200);
  await app.http().get('/listings?limit=1').expect(200);
  await logged('/listings?limit=1');
  expect(lines.filter((line) => line.req?.url === '/health')).toEqual([]);
});
