// A booking moved on: the caller's onSuccess first (its form may be gone once the views refresh),
// then the booking shown as answered and its views stale; the listings' too only when it says so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { useBookingTransition } from './booking-transition';

const booking = { _id: '65f0a1b2c3d4e5f601234567', status: 'refunded' } as Booking;

/** `events`: onSuccess and each refresh, in order; `invalidated`: the query keys made stale. */
function setUp(options: Parameters<typeof useBookingTransition<string>>[1], events: string[] = []) {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    events.push('refresh');
    invalidated.push(filters?.queryKey);
  });
  const { result } = renderHook(() => useBookingTransition(async (_id: string) => booking, options), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { result, client, invalidated };
}

describe('useBookingTransition', () => {
  it('calls onSuccess before the views refresh, shows the booking as answered and makes its views stale', async () => {
    const events: string[] = [];
    const { result, client, invalidated } = setUp({ onSuccess: () => events.push('onSuccess') }, events);
    await act(() => result.current.mutateAsync(booking._id));
    expect(events[0]).toBe('onSuccess');
    expect(events.slice(1).length).toBeGreaterThan(0);
    expect(events.slice(1).every((event) => event === 'refresh')).toBe(true);
    expect(client.getQueryData(queryKeys.bookings.one(booking._id))).toBe(booking);
    expect(invalidated).toContainEqual(queryKeys.bookings.one(booking._id));
    expect(invalidated).not.toContainEqual(queryKeys.listings.all());
  });

  it('makes the listings stale too when the answer changed them', async () => {
    const { result, invalidated } = setUp({ listingsChanged: (b) => b.status === 'refunded' });
    await act(() => result.current.mutateAsync(booking._id));
    expect(invalidated).toContainEqual(queryKeys.listings.all());
  });
});
