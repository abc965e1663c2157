// A poll may bring again what a send already added: the thread keeps each message once, oldest first.
// A load reads from the last cursor, page after page, and stops at a short page, the end or a bound.
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@mobile-planet/shared';
import { MAX_PAGES_PER_LOAD, loadThread, mergeMessages, withMessage } from './message-thread';

const message = (id: string, createdAt: string, text = id): Message => ({
  _id: id,
  bookingId: 'b',
  from: 'buyer',
  name: 'Buyer',
  text,
  createdAt,
});

describe('mergeMessages', () => {
  it('appends new messages in time order', () => {
    const known = [message('a', '2025-03-01T10:00:00.000Z')];
    const merged = mergeMessages(known, [message('c', '2025-03-01T10:02:00.000Z'), message('b', '2025-03-01T10:01:00.000Z')]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a message once when it comes again', () => {
    const sent = message('a', '2025-03-01T10:00:00.000Z');
    expect(mergeMessages([sent], [sent, message('b', '2025-03-01T10:01:00.000Z')]).map((m) => m._id)).toEqual(['a', 'b']);
  });

  it('answers the same list when nothing is new, so the screen does not redraw', () => {
    const known = [message('a', '2025-03-01T10:00:00.000Z')];
    expect(mergeMessages(known, [])).toBe(known);
  });
});

describe('loadThread', () => {
  const a = message('a', '2025-03-01T10:00:00.000Z');
  const b = message('b', '2025-03-01T10:01:00.000Z');
  const c = message('c', '2025-03-01T10:02:00.000Z');

  it('reads the whole thread on the first load, following nextCursor to a short page', async () => {
    const getPage = vi.fn(async (cursor: string | null) => (cursor === null ? { items: [a, b], nextCursor: 'c1' } : { items: [c], nextCursor: 'c2' }));
    expect(await loadThread(getPage, undefined, 2)).toEqual({ items: [a, b, c], cursor: 'c2' });
    expect(getPage.mock.calls).toEqual([[null], ['c1']]);
  });

  it('asks from the last cursor for what is new, and keeps the cursor when the API gives none', async () => {
    const getPage = vi.fn(async () => ({ items: [c], nextCursor: null }));
    expect(await loadThread(getPage, { items: [a, b], cursor: 'c1' }, 2)).toEqual({ items: [a, b, c], cursor: 'c1' });
    expect(getPage.mock.calls).toEqual([['c1']]);
  });

  it('stops after a bounded number of pages when the cursor never ends', async () => {
    const getPage = vi.fn(async (cursor: string | null) => ({ items: [message(`m${cursor ?? ''}`, '2025-03-01T10:00:00.000Z'), a], nextCursor: `${cursor ?? ''}x` }));
    await loadThread(getPage, undefined, 2);
    expect(getPage).toHaveBeenCalledTimes(MAX_PAGES_PER_LOAD);
  });
});

describe('withMessage', () => {
  it('adds a sent message to a loaded thread once, and leaves a thread not loaded yet alone', () => {
    const a = message('a', '2025-03-01T10:00:00.000Z');
    const thread = { items: [a], cursor: 'c1' };
    expect(withMessage(withMessage(thread, message('b', '2025-03-01T10:01:00.000Z')), message('b', '2025-03-01T10:01:00.000Z'))).toEqual({
      items: [a, message('b', '2025-03-01T10:01:00.000Z')],
      cursor: 'c1',
    });
    expect(withMessage(undefined, a)).toBeUndefined();
  });
});
