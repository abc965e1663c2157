// One rule for every call, in one place: a query string is read only by the calls listed here,
// each through its own strict schema (unknown parameters are a 400 there). Any other call answers
// a query parameter with 400 before anything else runs, so `POST /bookings/{id}/handover?code[$ne]=1`
// changes nothing. A call added later takes no query until it is listed.
import type { RequestHandler } from 'express';
import { ROLES, noQuerySchema } from '@mobile-planet/shared';
import { parse } from './validate';

/** The calls that take a query, as their routers declare them (`:name` is one path segment). */
export const CALLS_TAKING_A_QUERY: ReadonlyArray<`${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`> = [
  'GET /jwt',
  'GET /users',
  'GET /users/:role',
  'GET /listings',
  'GET /listings/facets',
  'GET /category/:id',
  'GET /advertise',
  'GET /products',
  'GET /images/:id',
  'GET /bookings',
  'GET /sales',
  'GET /claims',
  'GET /bookings/:id/messages',
  'GET /products/:id/questions',
  'GET /products/:id/questions/:threadId',
  'GET /notifications',
  'GET /moderation',
  'GET /sellers/:id/reviews',
  'GET /price-guide',
  'GET /mail/unsubscribe',
  'POST /mail/unsubscribe',
  'GET /me/favourites',
  'GET /me/saved-searches',
  'GET /offers',
];

/** A path parameter that only takes some values (so `/users/me`, its own call, is not `/users/:role`). */
const PARAM_VALUES: Record<string, readonly string[]> = { ':role': ROLES };

const patterns = CALLS_TAKING_A_QUERY.map((call) => {
  const [method, path] = call.split(' ') as [string, string];
  return { method, segments: path.split('/') };
});

function takesAQuery(method: string, path: string): boolean {
  const segments = path.replace(/\/+$/, '').split('/');
  // HEAD is answered by the GET route.
  const m = method === 'HEAD' ? 'GET' : method;
  const fits = (s: string, given: string) => (s.startsWith(':') ? given !== '' && (PARAM_VALUES[s]?.includes(given) ?? true) : s === given);
  return patterns.some((p) => p.method === m && p.segments.length === segments.length && p.segments.every((s, i) => fits(s, segments[i]!)));
}

export const queryGuard: RequestHandler = (req, _res, next) => {
  if (Object.keys(req.query).length > 0 && !takesAQuery(req.method, req.path)) parse(noQuerySchema, req.query);
  next();
};
