// POST /bookings/{id}/cancel: the buyer withdraws an unpaid booking; the seller declines an unpaid
// one, or calls off a paid one (the buyer is refunded and the listing goes back on the market).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshBookingViews } from './booking-cache';

async function cancelBooking(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

/** `onSuccess` runs before the booking's views refresh: the refreshed booking may unmount the form that asked (whose own callbacks would then never run). */
export function useCancelBooking({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => {
      onSuccess?.(booking);
      // A refund puts the device back on sale: the catalogue's views are stale too.
      return refreshBookingViews(queryClient, booking, { listings: booking.status === 'refunded' });
    },
  });
}
