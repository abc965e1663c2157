// GET /bookings/{id}: the one booking a payment screen is for (the buyer's own, or any for an admin).
import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getBooking(id: string): Promise<Booking> {
  const { data } = await api.get<Booking>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}

/** Under 'bookings', so invalidating the bookings after a payment refreshes this one too. */
export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.one(id),
    queryFn: () => getBooking(id),
  });
