// GET /bookings/{id}: one booking as its buyer, its seller or an Admin sees it (the handover code only
// for the buyer, the tries left only for the seller). Read by the bookings screens and the payment
// screen's loader, two features, so it lives here, like the api client.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from './api-client';

async function getBooking(id: string): Promise<Booking> {
  const { data } = await api.get<Booking>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}

/** Under 'bookings', so invalidating the bookings after a payment or any transition refreshes this one too. */
export const bookingQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.bookings.one(id), queryFn: () => getBooking(id) });
