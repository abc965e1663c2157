// Answers that are prebuilt JSON bytes (the catalogue's pages). A search asked again while nothing
// changed is answered with the very same Buffer (products.service.ts), so its ETag, Express's own
// (a SHA-1 of the bytes: about 15 µs for a page of 24 on this machine), is worked out once per
// Buffer and kept beside it for as long as the Buffer lives.
import type { Request, Response } from 'express';

type EtagFn = (body: Buffer, encoding?: BufferEncoding) => string | false | undefined;

const tags = new WeakMap<Buffer, string>();

/** Sends `bytes` as application/json with the ETag Express would give them (none if the app turned ETags off). */
export function sendJsonBytes(req: Request, res: Response, bytes: Buffer): void {
  const etagOf = req.app.get('etag fn') as EtagFn | undefined;
  if (typeof etagOf === 'function') {
    let tag = tags.get(bytes);
    if (tag === undefined) {
      tag = etagOf(bytes) || undefined;
      if (tag) tags.set(bytes, tag);
    }
    if (tag) res.set('ETag', tag);
  }
  res.type('application/json').send(bytes);
}
