// The API sends helmet's headers, worked out once from helmet itself and written with each
// answer's head (http/security-headers.ts): every answer carries exactly what helmet's own
// middleware would have set.
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { API_HELMET_OPTIONS, helmetHeaders, sendSecurityHeaders } from '../src/http/security-headers';
import { appServer } from '../src/http/app-server';
import { startTestApp, type TestApp } from './support/test-app';

/** An app answering GET /x (and /own, which sets its own Content-Security-Policy), set up by `setUp`. */
function appWith(setUp: (app: express.Express) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  setUp(app);
  app.get('/x', (_req, res) => void res.json({ ok: true }));
  app.get('/own', (_req, res) => void res.set('Content-Security-Policy', "default-src 'none'").json({ ok: true }));
  app.get('/head-given', (_req, res) => void res.writeHead(200, { 'content-security-policy': "default-src 'none'", 'content-type': 'text/plain' }).end('given'));
  return app;
}

/** The headers GET `path` is answered with, but those that change between answers. */
async function answerHeaders(app: express.Express, path = '/x'): Promise<Record<string, string>> {
  const res = await request(app).get(path);
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
}

const ours = () => appWith((app) => sendSecurityHeaders(app));
const helmets = () => appWith((app) => app.use(helmet(API_HELMET_OPTIONS)));

test('an answer carries the same headers as with helmet itself', async () => {
  const headers = await answerHeaders(ours());
  expect(headers).toEqual(await answerHeaders(helmets()));
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
});

test('a header the answer sets itself is sent once, with its own value, as over helmet’s middleware', async () => {
  for (const path of ['/own', '/head-given']) {
    const headers = await answerHeaders(ours(), path);
    expect(headers).toEqual(await answerHeaders(helmets(), path));
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
  // Node joins a header sent twice with ", ": once means exactly this value on the wire.
  const server = appServer(ours());
  await new Promise<void>((resolve) => server.listen(0, resolve));
  let raw: string[];
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/own`);
    raw = [...res.headers.entries()].filter(([name]) => name === 'content-security-policy').map(([, v]) => v);
  } finally {
    server.close();
  }
  expect(raw).toEqual(["default-src 'none'"]);
});

test('a not-modified answer and a HEAD carry them too', async () => {
  const app = ours();
  const first = await request(app).get('/x');
  const notModified = await request(app).get('/x').set('If-None-Match', first.headers.etag as string);
  expect(notModified.status).toBe(304);
  const head = await request(app).head('/x');
  for (const res of [notModified, head]) expect(res.headers['strict-transport-security']).toBe(first.headers['strict-transport-security']);
  expect(first.headers['strict-transport-security']).toBeTruthy();
});

test('other options give helmet’s other headers', () => {
  const headers = new Map(helmetHeaders({ crossOriginResourcePolicy: { policy: 'same-site' }, frameguard: false }));
  expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-site');
  expect(headers.has('X-Frame-Options')).toBe(false);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
});

describe('the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  test('answers, errors and not-found alike carry helmet’s headers', async () => {
    const expected = Object.fromEntries(helmetHeaders(API_HELMET_OPTIONS).map(([name, value]) => [name.toLowerCase(), value]));
    for (const res of [await app.http().get('/health'), await app.http().get('/listings?limit=nine'), await app.http().get('/nope')]) {
      expect(res.headers).toMatchObject(expected);
    }
  });
});
