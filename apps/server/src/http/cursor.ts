// Opaque keyset cursors: the position after the last item of a page (its sort key and id), signed
// so a cursor we did not hand out, or one of another list or order, is a 400 and never a query.
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { MSG } from '@mobile-planet/shared';
import { validationFailed } from '../domain/errors';

/** Where a page ended: the last item's sort key (a number: price or time in ms) and its id. */
export interface CursorPosition {
  key: number;
  id: string;
}

export interface CursorCodec {
  /** `scope` names the list and its order (e.g. `listings:price_asc`); a cursor only opens its own scope. */
  encode(scope: string, position: CursorPosition): string;
  /** Throws a 400 for anything that is not a cursor this codec made for `scope`. */
  decode(scope: string, cursor: string): CursorPosition;
}

const invalid = () => validationFailed({ cursor: MSG.cursorInvalid });

export function createCursorCodec(secret: string): CursorCodec {
  // A key object made once: an HMAC keyed by it costs 3.5 us on this machine, keyed by bytes 5.6 us
  // (every paged search signs its next cursor and checks the one it was given).
  const key = createSecretKey(createHmac('sha256', secret).update('mobile-planet cursor v1').digest());
  const sign = (scope: string, body: string) => createHmac('sha256', key).update(`${scope}\n${body}`).digest().subarray(0, 12);

  return {
    encode(scope, { key: k, id }) {
      const body = `${k}~${id}`;
      return Buffer.concat([Buffer.from(body), sign(scope, body)]).toString('base64url');
    },
    decode(scope, cursor) {
      const raw = Buffer.from(cursor, 'base64url');
      if (raw.length <= 12) throw invalid();
      const body = raw.subarray(0, raw.length - 12).toString();
      const mac = raw.subarray(raw.length - 12);
      if (!timingSafeEqual(mac, sign(scope, body))) throw invalid();
      const match = /^(-?\d+(?:\.\d+)?)~([a-f0-9]{24})$/.exec(body);
      if (!match) throw invalid();
      return { key: Number(match[1]), id: match[2]! };
    },
  };
}

/** A page as the services answer it: its items, and the cursor that opens the page after it (null on the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page read up to a position, handed on: its items through `view`, its end as a cursor of `scope`. */
export function cursorPage<D, V>(cursors: CursorCodec, scope: string, page: { items: D[]; next: CursorPosition | null }, view: (doc: D) => V): CursorPage<V> {
  return { items: page.items.map(view), nextCursor: page.next ? cursors.encode(scope, page.next) : null };
}
