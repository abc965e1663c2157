// The modules' routers, entered only by the requests they can answer. Express tries every route of
// every router in turn until one matches: a call of the last module's router tested about a
// hundred routes first (Express's routing was about a fifth of a CPU profile of the app answering
// such a call on the bench machine). Here each router is tried only by requests whose path begins with a segment one of its
// routes begins with, in the routers' order, so a router shares a first segment with another
// (`/products/:id/questions` and `/products/:id`) as it did before. A router with a route that
// could begin anywhere (a parameter first, a pattern, a middleware for every path) is tried by
// every request, in its place.
import type { RequestHandler, Router } from 'express';

/** What this needs of Express's routing layers (the `router` package's Layer). */
interface RoutingLayer {
  route?: { path: unknown };
  slash?: boolean;
  handle: { stack?: RoutingLayer[] };
}

/** Lowercased, as Express matches paths (case-insensitive by default). */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/** The first segments of every path the router's routes take, or undefined when one could be anything. */
export function routerSegments(stack: RoutingLayer[]): Set<string> | undefined {
  const segments = new Set<string>();
  for (const layer of stack) {
    if (layer.slash && layer.handle.stack) {
      // A router mounted inside this one at '/': its routes are this one's.
      const inner = routerSegments(layer.handle.stack);
      if (!inner) return undefined;
      for (const s of inner) segments.add(s);
      continue;
    }
    if (!layer.route) return undefined;
    for (const path of [layer.route.path].flat()) {
      if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
      const segment = firstSegment(path);
      if (segment === '' || /[^a-z0-9._~-]/.test(segment)) return undefined;
      segments.add(segment);
    }
  }
  return segments;
}

/**
 * One handler for the routers. Its `stack` is their layers in order, as a router's is, for what
 * walks the app's routes (the query guard's test lists every route this way).
 */
export function firstSegmentRoutes(routers: Router[]): RequestHandler & { stack: unknown[] } {
  const segmentsOf = routers.map((router) => routerSegments(router.stack as unknown as RoutingLayer[]));
  // For each first segment, the routers that may answer it, in their order; the rest get only
  // the routers that answer any path.
  const anywhere = routers.filter((_, i) => !segmentsOf[i]);
  const bySegment = new Map<string, Router[]>();
  for (const segment of new Set(segmentsOf.flatMap((s) => [...(s ?? [])]))) {
    bySegment.set(segment, routers.filter((_, i) => !segmentsOf[i] || segmentsOf[i]!.has(segment)));
  }
  const handler: RequestHandler = (req, res, next) => {
    const candidates = bySegment.get(firstSegment(req.path)) ?? anywhere;
    let i = 0;
    // Each router hands on to the next as Express would (an error, or 'router' from inside one,
    // goes on as it would have).
    const tryNext = (err?: unknown): void => {
      const router = candidates[i++];
      if (err || !router) next(err);
      else router(req, res, tryNext);
    };
    tryNext();
  };
  return Object.assign(handler, { stack: routers.flatMap((router) => router.stack) });
}
