// The spec's array-shaped lists (GET /products, /bookings, /users, …) answer one page at a time and
// name the next one in a `Link: <?limit=…&cursor=…>; rel="next"` header (docs/api.md#pages). This reads
// that header, so react-query's useInfiniteQuery can follow it page after page.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/** One page of an array-shaped list and the cursor of the page after it (null: it was the last). */
export interface LinkedPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The `cursor` of the rel="next" target of a Link header, or null when there is no next page. */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  // `<target>; param; param, <target>; …` (RFC 8288); a target never holds `>`.
  for (const [, target, params] of link.matchAll(/<([^>]*)>([^,]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params ?? '')?.[1];
    if (!rel?.toLowerCase().split(/\s+/).includes('next')) continue;
    // The target is a query-only reference: resolve it against any base to read its parameters.
    return new URL(target ?? '', 'http://link.invalid/').searchParams.get('cursor');
  }
  return null;
}

/** GETs one page of an array-shaped list: `cursor` is the previous page's nextCursor. */
export async function getLinkedPage<T>(
  url: string,
  { params, cursor }: { params?: Record<string, string>; cursor?: string | null } = {},
): Promise<LinkedPage<T>> {
  const response = await api.get<T[]>(url, { params: cursor ? { ...params, cursor } : params });
  return { items: response.data, nextCursor: nextCursorFromLink(response.headers['link'] as string | undefined) };
}

/**
 * useInfiniteQuery's options for an array-shaped list: the first page, then each next one by its
 * cursor, all in one list; a failed load says `errorToast` (lib/query-client).
 */
export function linkedListQueryOptions<T, K extends QueryKey>(queryKey: K, getPage: (cursor: string | null) => Promise<LinkedPage<T>>, errorToast: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    meta: { errorToast },
  });
}
