// The spec's array-shaped lists stay arrays; their next page travels in a Link header (RFC 8288).
import type { Request, Response } from 'express';

/**
 * Sets `Link: <?…&cursor=…>; rel="next"` when there is a next page. The target is a query-only
 * reference, so it resolves against whatever path the client used (the web calls through /api).
 */
export function setNextLink(req: Request, res: Response, nextCursor: string | null): void {
  if (!nextCursor) return;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query)) if (typeof value === 'string' && name !== 'cursor') params.set(name, value);
  params.set('cursor', nextCursor);
  // Exposed to cross-origin browsers by the CORS set-up in app.ts.
  res.setHeader('Link', `<?${params.toString()}>; rel="next"`);
}
