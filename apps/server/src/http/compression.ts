// How the API compresses its answers, one definition for the middleware (every text answer over
// the threshold) and for the prebuilt JSON answers whose compressed bytes are kept (json-bytes.ts),
// so that both choose the same encoding, at the same settings, for the same request.
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go as they are. */
const COMPRESS_THRESHOLD = 1024;

/** Brotli at quality 4 (compression's own default: 11 costs ten times the CPU for a few % fewer bytes). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

// As compression 1.8 negotiates: brotli, then gzip, when the client weighs them alike.
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

export function answerCompression(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD, brotli: BROTLI_OPTIONS });
}

/**
 * The encoding the middleware would give an answer of `length` bytes to this request: `identity`
 * for a small answer, a HEAD, an answer marked no-transform, or a client that does not ask.
 */
export function chosenEncoding(req: Request, res: Response, length: number): string {
  if (length < COMPRESS_THRESHOLD || req.method === 'HEAD' || !req.headers['accept-encoding']) return 'identity';
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return 'identity';
  return new Negotiator(req).encoding(SUPPORTED, { preferred: PREFERRED }) ?? 'identity';
}
