// The API's HTTP server builds each request and response on the Express app's prototypes as it
// arrives (http/app-server.ts), and Express works through it as through Node's own server.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { appServer } from '../src/http/app-server';

let server: http.Server;
let base: string;
const arrived: Array<{ req: boolean; res: boolean }> = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get('/echo', (req, res) => void res.set('X-Seen', String(req.query.q)).json({ q: req.query.q, path: req.path }));
  app.post('/echo', (req, res) => void res.status(201).json(req.body));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).json({ error: err.message }));
  server = appServer(app);
  // Before Express takes it: the request and its response already have the app's prototypes.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
    arrived.push({ req: Object.getPrototypeOf(req) === app.request, res: Object.getPrototypeOf(res) === app.response }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('requests and responses arrive on the app prototypes, and Express answers them as usual', async () => {
  const res = await fetch(`${base}/echo?q=pixel`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-seen')).toBe('pixel');
  expect(await res.json()).toEqual({ q: 'pixel', path: '/echo' });

  const posted = await fetch(`${base}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ price: 32000 }) });
  expect(posted.status).toBe(201);
  expect(await posted.json()).toEqual({ price: 32000 });

  const failed = await fetch(`${base}/fails`);
  expect(failed.status).toBe(500);
  expect(await failed.json()).toEqual({ error: 'boom' });

  expect(arrived).toEqual([
    { req: true, res: true },
    { req: true, res: true },
    { req: true, res: true },
  ]);
});

test('many requests on one kept connection each get their own request and response', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/echo?q=${i}`).then((r) => r.json() as Promise<{ q: string }>)));
  expect(answers.map((a) => a.q)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
});
