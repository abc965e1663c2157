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
