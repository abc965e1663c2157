// Prebuilt JSON answers (the catalogue's pages) are sent compressed from bytes kept beside them
// (http/json-bytes.ts): each client gets what the compression middleware would have sent it, and
// the same bytes asked again are not compressed again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { answerCompression } from '../src/http/compression';
import { sendJsonBytes } from '../src/http/json-bytes';

const small = Buffer.from(JSON.stringify({ items: [{ deviceName: 'Nokia 105' }] }));
const large = Buffer.from(JSON.stringify({ items: Array.from({ length: 24 }, (_, i) => ({ deviceName: `Galaxy A${i}`, description: 'Like new, with box and charger. '.repeat(8) })) }));

/** One app, as the API's: the middleware, then a route that sends the bytes as the catalogue does, and one that sends them plainly. */
function makeApp() {
  const app = express();
  app.use(answerCompression());
  app.get('/kept/:size', async (req, res) => sendJsonBytes(req, res, req.params.size === 'large' ? large : small));
  const once = Buffer.from(large);
  app.get('/once', async (req, res) => sendJsonBytes(req, res, once));
  app.get('/fresh', async (req, res) => sendJsonBytes(req, res, Buffer.from(large)));
  app.get('/plain/:size', (req, res) => void res.type('application/json').send(req.params.size === 'large' ? large : small));
  return app;
}

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(makeApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => jest.restoreAllMocks());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function raw(method: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

function decoded({ headers, body }: Raw): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** What a client reads of an answer: all but the framing (a stream is chunked, kept bytes have a length) and the date. */
function seen(res: Raw) {
  const { date: _d, 'content-length': _l, 'transfer-encoding': _t, connection: _c, 'keep-alive': _k, ...headers } = res.headers;
  return { status: res.status, headers, body: decoded(res) };
}

const ACCEPT = [undefined, 'identity', 'br', 'gzip', 'deflate', 'gzip, deflate, br', 'gzip, deflate, br, zstd', 'gzip;q=1, br;q=0.5', 'br;q=0, gzip;q=0, identity', '*', 'zstd'];

describe.each(['GET', 'HEAD'])('%s', (method) => {
  test.each(ACCEPT.flatMap((accept) => [['large', accept] as const, ['small', accept] as const]))('a %s answer for Accept-Encoding %p is what the middleware sends', async (size, accept) => {
    const headers: Record<string, string> = accept === undefined ? {} : { 'Accept-Encoding': accept };
    const ours = seen(await raw(method, `/kept/${size}`, headers));
    expect(ours).toEqual(seen(await raw(method, `/plain/${size}`, headers)));
    if (method === 'GET') expect(JSON.parse(ours.body)).toEqual(JSON.parse((size === 'large' ? large : small).toString('utf8')));
  });
});

test('the encodings a browser asks for: brotli, smaller than a third, with Vary and the same weak ETag as the plain answer', async () => {
  const br = await raw('GET', '/kept/large', { 'Accept-Encoding': 'gzip, deflate, br' });
  const plain = await raw('GET', '/kept/large', {});
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/Accept-Encoding/);
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(large.length / 3);
  expect(br.headers.etag).toMatch(/^W\//);
  expect(br.headers.etag).toBe(plain.headers.etag);
});

test('a client that has the answer gets 304 in any encoding', async () => {
  const first = await raw('GET', '/kept/large', { 'Accept-Encoding': 'br' });
  for (const accept of ['br', 'gzip', 'identity']) {
    const again = await raw('GET', '/kept/large', { 'Accept-Encoding': accept, 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
});

test('the same bytes asked again, even at once, are compressed once in each encoding; new bytes each time', async () => {
  const brotli = jest.spyOn(zlib, 'brotliCompress');
  const gzip = jest.spyOn(zlib, 'gzip');
  const asked = (path: string, accept: string, times: number) => Promise.all(Array.from({ length: times }, () => raw('GET', path, { 'Accept-Encoding': accept })));

  const first = await asked('/once', 'br', 6);
  expect(brotli).toHaveBeenCalledTimes(1);
  for (const a of first) expect(a.body.equals(first[0]!.body)).toBe(true);
  await asked('/once', 'br', 3);
  expect(brotli).toHaveBeenCalledTimes(1);
  await asked('/once', 'gzip', 4);
  expect(gzip).toHaveBeenCalledTimes(1);

  const fresh = await asked('/fresh', 'br', 4);
  expect(brotli).toHaveBeenCalledTimes(5);
  for (const a of fresh) expect(decoded(a)).toBe(large.toString('utf8'));
});
