// A poll may bring again what a send already added: the thread keeps each message once, oldest first.
import { describe, expect, it } from 'vitest';
import type { Message } from '@mobile-planet/shared';
import { mergeMessages } from './thread';

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
