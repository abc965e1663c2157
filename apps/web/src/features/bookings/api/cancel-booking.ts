// POST /bookings/{id}/cancel: the buyer withdraws an unpaid booking; the seller declines an unpaid
// one, or calls off a paid one (the buyer is refunded and the listing goes back on the market).
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function cancelBooking(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

/** `onSuccess`: see useBookingTransition. */
export function useCancelBooking({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  // A refund puts the device back on sale: the catalogue's views are stale too.
  return useBookingTransition(cancelBooking, { onSuccess, listingsChanged: (booking) => booking.status === 'refunded' });
}
