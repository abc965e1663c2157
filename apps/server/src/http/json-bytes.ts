// Answers that are prebuilt JSON bytes (the catalogue's pages). A search asked again while nothing
// changed is answered with the very same Buffer (products.service.ts), so what is worked out from
// the bytes is worked out once per Buffer and kept beside it for as long as the Buffer lives: its
// ETag, Express's own (a SHA-1 of the bytes: about 15 µs for a page of 24 on this machine), and its
// brotli and gzip bytes (a page of 24 in brotli cost the API about 500 µs of CPU a request, more
// than the rest of the request, when the compression middleware did it for every asking).
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { BROTLI_OPTIONS, chosenEncoding } from './compression';

type EtagFn = (body: Buffer, encoding?: BufferEncoding) => string | false | undefined;

interface Kept {
  tag?: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const kept = new WeakMap<Buffer, Kept>();
const compress = (bytes: Buffer, encoding: 'br' | 'gzip') =>
  new Promise<Buffer>((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(bytes, BROTLI_OPTIONS, done);
    else zlib.gzip(bytes, done);
  });

/** The bytes in `encoding`, compressed the first time they are asked for in it (off the event loop, as the middleware does). */
function encoded(bytes: Buffer, entry: Kept, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let body = entry[encoding];
  if (!body) {
    body = compress(bytes, encoding);
    entry[encoding] = body;
    // A failure is not kept: the next asking tries again.
    body.catch(() => entry[encoding] === body && delete entry[encoding]);
  }
  return body;
}

/**
 * Sends `bytes` as application/json with the ETag Express would give them (none if the app turned
 * ETags off), compressed as the compression middleware would (http/compression.ts), from the kept
 * compressed bytes when these bytes were sent so before.
 */
export async function sendJsonBytes(req: Request, res: Response, bytes: Buffer): Promise<void> {
  let entry = kept.get(bytes);
  if (!entry) {
    entry = {};
    kept.set(bytes, entry);
  }
  const etagOf = req.app.get('etag fn') as EtagFn | undefined;
  if (typeof etagOf === 'function') entry.tag ??= etagOf(bytes) || undefined;

  const encoding = chosenEncoding(req, res, bytes.length);
  if (encoding === 'br' || encoding === 'gzip') {
    let body: Buffer | undefined;
    try {
      body = await encoded(bytes, entry, encoding);
    } catch {
      body = undefined; // sent as they are, the middleware compressing them
    }
    if (body) {
      // One ETag for the answer in any encoding, so weak (as Express's own are): it names the JSON, not these bytes.
      if (entry.tag) res.set('ETag', entry.tag.startsWith('W/') ? entry.tag : `W/${entry.tag}`);
      // The middleware leaves an answer already encoded as it is, and adds Vary: Accept-Encoding.
      res.set('Content-Encoding', encoding);
      res.type('application/json').send(body);
      return;
    }
  }
  if (entry.tag) res.set('ETag', entry.tag);
  res.type('application/json').send(bytes);
}
