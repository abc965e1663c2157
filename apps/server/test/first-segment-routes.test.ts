// The modules' routers are tried only by the requests whose path begins as their routes do
// (http/first-segment-routes.ts), and answer every request as the same routers mounted one after
// another would.
import express, { Router } from 'express';
import request from 'supertest';
import { firstSegmentRoutes, routerSegments } from '../src/http/first-segment-routes';

type Layers = Parameters<typeof routerSegments>[0];
const segmentsOf = (router: Router) => routerSegments(router.stack as unknown as Layers);

/** Routers that share first segments, hand on, fail and answer anything, as the modules' do. */
function routers(): Array<[string, Router]> {
  const products = Router()
    .get('/products/:id', (req, res) => void res.json({ by: 'products', id: req.params.id }))
    .get('/listings', (_req, res) => void res.json({ by: 'listings' }))
    .get('/boom', () => {
      throw new Error('boom');
    });
  const questions = Router().get('/products/:id/questions', (req, res) => void res.json({ by: 'questions', id: req.params.id }));
  const inner = Router().post('/sandbox/confirm', (_req, res) => void res.status(201).json({ by: 'sandbox' }));
  const payments = Router().post('/payments', (_req, res) => void res.json({ by: 'payments' }));
  payments.use(inner);
  const passing = Router().get('/me/pass', (_req, _res, next) => next('router'));
  const me = Router().get(['/me/pass', '/me/favourites'], (_req, res) => void res.json({ by: 'me' }));
  // A route that begins with a parameter: this router is tried by every request, in its place.
  const slugs = Router().get('/:slug/page', (req, res) => void res.json({ by: 'slugs', slug: req.params.slug }));
  const after = Router().get(['/products/:id/page', '/listings/page'], (_req, res) => void res.json({ by: 'after' }));
  return [['products', products], ['questions', questions], ['payments', payments], ['passing', passing], ['me', me], ['slugs', slugs], ['after', after]];
}

function app(mount: (app: express.Express, routers: Array<[string, Router]>) => void, entered?: string[]) {
  const a = express();
  const list = routers().map(([name, router]): [string, Router] => [
    name,
    entered ? (Object.assign((req: express.Request, res: express.Response, next: express.NextFunction) => {
      entered.push(name);
      router(req, res, next);
    }, { stack: router.stack }) as unknown as Router) : router,
  ]);
  mount(a, list);
  a.use((_req, res) => void res.status(404).json({ by: 'not found' }));
  a.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).json({ error: err.message }));
  return a;
}

const oneAfterAnother = app((a, list) => list.forEach(([, router]) => a.use(router)));
const bySegment = app((a, list) => void a.use(firstSegmentRoutes(list.map(([, router]) => router))));

test.each([
  ['GET', '/products/7'],
  ['GET', '/PRODUCTS/7'],
  ['GET', '/products/7/'],
  ['HEAD', '/products/7'],
  ['GET', '/products/7/questions'],
  ['GET', '/products/7/page'],
  ['GET', '/anything/page'],
  ['GET', '/listings/page'],
  ['GET', '/listings?q=x'],
  ['POST', '/sandbox/confirm'],
  ['POST', '/payments'],
  ['GET', '/payments'],
  ['GET', '/me/pass'],
  ['GET', '/me/favourites'],
  ['GET', '/boom'],
  ['GET', '/'],
  ['GET', '/nothing/here'],
  ['GET', '//products/7'],
])('%s %s is answered as by the routers one after another', async (method, path) => {
  const send = (a: express.Express) => request(a)[method.toLowerCase() as 'get' | 'post' | 'head'](path);
  const [expected, got] = await Promise.all([send(oneAfterAnother), send(bySegment)]);
  expect({ status: got.status, body: got.body }).toEqual({ status: expected.status, body: expected.body });
});

test('a request enters only the routers that may answer it, in their order', async () => {
  const entered: string[] = [];
  const a = app((x, list) => void x.use(firstSegmentRoutes(list.map(([, router]) => router))), entered);
  await request(a).get('/products/7/questions').expect(200, { by: 'questions', id: '7' });
  expect(entered).toEqual(['products', 'questions']);
  entered.length = 0;
  await request(a).get('/me/pass').expect(200, { by: 'me' });
  expect(entered).toEqual(['passing', 'me']);
  entered.length = 0;
  await request(a).post('/sandbox/confirm').expect(201);
  expect(entered).toEqual(['payments']);
  entered.length = 0;
  await request(a).get('/elsewhere/page').expect(200, { by: 'slugs', slug: 'elsewhere' });
  expect(entered).toEqual(['slugs']);
});

test('what a router answers is read from its routes, nested routers included', () => {
  const list = new Map(routers());
  expect(segmentsOf(list.get('products')!)).toEqual(new Set(['products', 'listings', 'boom']));
  expect(segmentsOf(list.get('payments')!)).toEqual(new Set(['payments', 'sandbox']));
  expect(segmentsOf(list.get('me')!)).toEqual(new Set(['me']));
  expect(segmentsOf(list.get('slugs')!)).toBeUndefined();
  expect(segmentsOf(Router().use((_req, _res, next) => next()))).toBeUndefined();
  expect(segmentsOf(Router().get(/^\/re/, (_req, res) => void res.end()))).toBeUndefined();
});

test('the handler lists every route of its routers, as a router does', () => {
  const handler = firstSegmentRoutes(routers().map(([, router]) => router));
  const paths = (handler.stack as Array<{ route?: { path: string } }>).map((layer) => layer.route?.path).filter(Boolean);
  expect(paths).toEqual(expect.arrayContaining(['/products/:id', '/products/:id/questions', '/payments', '/:slug/page']));
});
