// Reading the next page of the spec's array-shaped lists, as a client would.

/** The query of a `Link: <?…>; rel="next"` header, or null when there is no next page. */
export function nextQuery(res: { headers: Record<string, string | undefined> }): string | null {
  const link = res.headers.link;
  if (link === undefined) return null;
  const match = /^<\?([^>]+)>; rel="next"$/.exec(link);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The cursor in a next-page query. */
export const cursorIn = (query: string | null) => new URLSearchParams(query!).get('cursor')!;

/**
 * The cursor with one character of its signature changed, never the last two (which may stand for
 * a byte's padding bits only, so that another letter there can decode to the same bytes).
 */
export function tamperedCursor(cursor: string): string {
  const at = cursor.length - 4;
  return `${cursor.slice(0, at)}${cursor[at] === 'A' ? 'B' : 'A'}${cursor.slice(at + 1)}`;
}
