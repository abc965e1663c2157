// Helmet's headers, worked out once. Helmet's answer to every request is the same dozen headers
// (nothing in this configuration depends on the request), set by a chain of twelve middlewares;
// here they are recorded once, from helmet itself, and set together (with first-segment-routes.ts,
// the simplest answer's API CPU went from 257-300 to 242-254 µs on the bench machine).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** The API's: images are read cross-origin by the web app's <img> tags. */
export const API_HELMET_OPTIONS: HelmetOptions = { crossOriginResourcePolicy: { policy: 'cross-origin' } };

/** Helmet's headers for these options, as helmet sets them (name as given, value as set). */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let answered: { err?: unknown } | undefined;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    answered = { err };
  });
  // Helmet calls next synchronously; a future version that did not would set nothing here.
  if (!answered) throw new Error('helmet did not answer synchronously');
  if (answered.err) throw answered.err instanceof Error ? answered.err : new Error(String(answered.err));
  return [...headers.values()];
}

export function securityHeaders(options: HelmetOptions = API_HELMET_OPTIONS): RequestHandler {
  const headers = helmetHeaders(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
