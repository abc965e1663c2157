// Helmet's headers, worked out once and written as one block. Helmet's answer to every request is
// the same dozen headers (nothing in this configuration depends on the request), set by a chain of
// twelve middlewares; here they are recorded once, from helmet itself, as the lines of an answer's
// head, and added to each answer's head when Node writes it (its `writeHead`, which every answer
// goes through, Express's included). Set one by one, each answer made a dozen header entries, and
// V8, seeing so many of them outlive a young-generation collection under load, allocated them in
// the old generation: on the bench machine, 442 MB of A's run at a million (a sampling heap
// profile), taken back only by full collections. A bare Express app with cors and compression
// answering 24 listings: 60–66 µs of CPU a request and 8 full collections in 5 s set one by one;
// 49–52 µs and 0–2 as a block.
import { ServerResponse, type IncomingMessage, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Express } from 'express';
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

/** What Node's writeHead leaves: the head as it will be written, ending in an empty line. */
interface WrittenHead {
  _header: string | null;
  hasHeader(name: string): boolean;
}

/** No names given to writeHead (its usual call, from Node's implicit head): one array for every answer. */
const NONE_GIVEN: readonly string[] = [];

/** The header names given to writeHead itself (`writeHead(status, [reason,] headers)`), lowercased. */
function namesGiven(args: unknown[]): readonly string[] {
  const given = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
  if (!given) return NONE_GIVEN;
  if (!Array.isArray(given)) return Object.keys(given).map((k) => k.toLowerCase());
  // [[name, value], …] or [name, value, name, value, …]
  if (Array.isArray(given[0])) return given.map((pair: unknown[]) => String(pair[0]).toLowerCase());
  return given.filter((_, i) => i % 2 === 0).map((k) => String(k).toLowerCase());
}

/**
 * Every answer of `app` carries helmet's headers. A header of the same name the answer set itself
 * is kept instead (as it overrode helmet's middleware, which ran first), so no header goes twice.
 */
export function sendSecurityHeaders(app: Express, options: HelmetOptions = API_HELMET_OPTIONS): void {
  const headers = helmetHeaders(options).map(([name, value]) => {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return { lower: name.toLowerCase(), line: `${name}: ${value}\r\n` };
  });
  const block = headers.map((h) => h.line).join('');
  const inherited = ServerResponse.prototype.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  // On the app's own response prototype (app-server.ts), so only this app's answers carry them.
  app.response.writeHead = function writeHead(this: ServerResponse & WrittenHead, ...args: unknown[]) {
    const before = this._header;
    inherited.apply(this, args);
    const head = this._header;
    // Written already (a second call, which Node refuses), or not a head this can add to.
    if ((before !== null && before !== undefined) || typeof head !== 'string' || !head.endsWith('\r\n\r\n')) return this;
    const given = args.length > 1 ? namesGiven(args) : NONE_GIVEN;
    const own = (lower: string) => this.hasHeader(lower) || given.includes(lower);
    const lines = headers.some((h) => own(h.lower)) ? headers.filter((h) => !own(h.lower)).map((h) => h.line).join('') : block;
    this._header = head.slice(0, -2) + lines + '\r\n';
    return this;
  } as unknown as typeof app.response.writeHead;
}
