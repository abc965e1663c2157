// The API sends helmet's headers, worked out once from helmet itself (http/security-headers.ts):
// every answer carries exactly what helmet's own middleware would have set.
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { API_HELMET_OPTIONS, helmetHeaders, securityHeaders } from '../src/http/security-headers';
import { startTestApp, type TestApp } from './support/test-app';

/** The headers an app answers GET /x with, but those that change between answers. */
async function answerHeaders(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/x', (_req, res) => void res.json({ ok: true }));
  const res = await request(app).get('/x');
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
}

test('an answer carries the same headers as with helmet itself', async () => {
  const ours = await answerHeaders(securityHeaders());
  expect(ours).toEqual(await answerHeaders(helmet(API_HELMET_OPTIONS)));
  expect(ours['cross-origin-resource-policy']).toBe('cross-origin');
  expect(ours['content-security-policy']).toContain("default-src 'self'");
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
