// Following an array-shaped list page by page through its `Link: <…>; rel="next"` header, into one list.
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { getLinkedPage, linkedListQueryOptions, nextCursorFromLink, type LinkedPage } from './link-pages';

vi.mock('./api-client', () => ({ api: { get: vi.fn() } }));

describe('nextCursorFromLink', () => {
  it('reads the cursor of the header the API sends', () => {
    expect(nextCursorFromLink('<?email=buyer%40mobileplanet.test&limit=24&cursor=eyJrIjoxfQ_-x>; rel="next"')).toBe('eyJrIjoxfQ_-x');
  });

  it('says there is no next page without a header, or with an empty one', () => {
    expect(nextCursorFromLink(undefined)).toBeNull();
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('')).toBeNull();
  });

  it('follows only rel="next", wherever it stands among other links', () => {
    expect(nextCursorFromLink('<?cursor=back>; rel="prev", <?limit=24&cursor=ahead>; rel="next"')).toBe('ahead');
    expect(nextCursorFromLink('<?cursor=back>; rel="prev"')).toBeNull();
    expect(nextCursorFromLink('<?cursor=x>; rel="nextpage"')).toBeNull();
  });

  it('takes rel in the forms RFC 8288 allows: unquoted, any case, one of several values, other params first', () => {
    expect(nextCursorFromLink('<?cursor=a>; rel=next')).toBe('a');
    expect(nextCursorFromLink('<?cursor=b>; REL="Next"')).toBe('b');
    expect(nextCursorFromLink('<?cursor=c>; rel="last next"')).toBe('c');
    expect(nextCursorFromLink('<?cursor=d>; title="more"; rel="next"')).toBe('d');
  });

  it('decodes the cursor and reads it from an absolute target too', () => {
    expect(nextCursorFromLink('<?cursor=a%2Bb%3D%3D>; rel="next"')).toBe('a+b==');
    expect(nextCursorFromLink('<http://127.0.0.1:5000/products?limit=24&cursor=abc>; rel="next"')).toBe('abc');
  });

  it('gives null for a next link without a cursor', () => {
    expect(nextCursorFromLink('<?limit=24>; rel="next"')).toBeNull();
  });
});

describe('getLinkedPage', () => {
  it('asks for the page after `cursor`, keeping the list’s parameters, and names the page after it', async () => {
    vi.mocked(api.get).mockResolvedValueOnce({ data: [{ _id: '1' }], headers: { link: '<?limit=24&cursor=next-one>; rel="next"' } });
    const page = await getLinkedPage<{ _id: string }>('/bookings', { params: { email: 'b@x.test' }, cursor: 'this-one' });
    expect(api.get).toHaveBeenCalledWith('/bookings', { params: { email: 'b@x.test', cursor: 'this-one' } });
    expect(page).toEqual({ items: [{ _id: '1' }], nextCursor: 'next-one' });
  });

  it('asks for the first page without a cursor, and ends on a page without a next link', async () => {
    vi.mocked(api.get).mockResolvedValueOnce({ data: [], headers: {} });
    const page = await getLinkedPage('/products');
    expect(api.get).toHaveBeenCalledWith('/products', { params: undefined });
    expect(page).toEqual({ items: [], nextCursor: null });
  });
});

describe('linkedListQueryOptions', () => {
  it('reads the first page, then each next one by its cursor, into one list, and stops on the last', async () => {
    const pages: Record<string, LinkedPage<string>> = { first: { items: ['a', 'b'], nextCursor: 'c1' }, c1: { items: ['c'], nextCursor: null } };
    const getPage = vi.fn(async (cursor: string | null) => pages[cursor ?? 'first'] as LinkedPage<string>);
    const options = linkedListQueryOptions(['letters'], getPage, 'Could not load the letters');
    expect(options.meta).toEqual({ errorToast: 'Could not load the letters' });
    const client = new QueryClient();
    const { result } = renderHook(() => useInfiniteQuery(options), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b', 'c']));
    expect(result.current.hasNextPage).toBe(false);
    expect(getPage.mock.calls).toEqual([[null], ['c1']]);
  });
});
