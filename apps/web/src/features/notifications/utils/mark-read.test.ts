// The click's effect on the cached pages before the server answers.
import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationsPage } from '@mobile-planet/shared';
import { markReadInCache } from './mark-read';

const n = (_id: string, over: Partial<Notification> = {}): Notification => ({
  _id, kind: 'booked', device: 'Nokia 105', read: false, createdAt: '2025-03-12T12:00:00Z', ...over,
});

const data: InfiniteData<NotificationsPage> = {
  pageParams: [null, 'next'],
  pages: [
    { items: [n('1'), n('2', { kind: 'message', bookingId: 'b1' }), n('3', { read: true })], nextCursor: 'next', unread: 5, unreadMessages: 2, unreadMessagesOnSales: 0 },
    { items: [n('4', { kind: 'message', bookingId: 'b1' })], nextCursor: null, unread: 5, unreadMessages: 2, unreadMessagesOnSales: 0 },
  ],
};
const readIds = (d: InfiniteData<NotificationsPage>) => d.pages.flatMap((p) => p.items.filter((i) => i.read).map((i) => i._id));

describe('markReadInCache', () => {
  it('reads the given ones and lowers the counts on every page', () => {
    const next = markReadInCache(data, { ids: ['2', '3'] });
    expect(readIds(next)).toEqual(['2', '3']);
    expect(next.pages.map((p) => [p.unread, p.unreadMessages])).toEqual([[4, 1], [4, 1]]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('reads a booking’s ones', () => {
    const next = markReadInCache(data, { bookingId: 'b1' });
    expect(readIds(next)).toEqual(['2', '3', '4']);
    expect(next.pages[0]).toMatchObject({ unread: 3, unreadMessages: 0, unreadMessagesOnSales: 0 });
  });

  it('reads all, counting those not loaded yet too', () => {
    const next = markReadInCache(data, { all: true });
    expect(readIds(next)).toEqual(['1', '2', '3', '4']);
    expect(next.pages.every((p) => p.unread === 0 && p.unreadMessages === 0)).toBe(true);
  });
});
