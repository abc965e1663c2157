import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

test('GET /health answers 200 when the database answers', async () => {
  const res = await app.http().get('/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok' });
});

test('GET /config names the sandbox processor when no Stripe key is set', async () => {
  const res = await app.http().get('/config');
  expect(res.body).toEqual({ payments: { provider: 'sandbox' } });
});

test('an unknown route is a JSON 404', async () => {
  const res = await app.http().get('/nope');
  expect(res.status).toBe(404);
  expect(res.body.message).toMatch(/No route/);
});

test('malformed JSON is a 400 with a readable message', async () => {
  const res = await app.http().post('/users').set('Content-Type', 'application/json').send('{"name":');
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('The request body is not valid JSON');
});
