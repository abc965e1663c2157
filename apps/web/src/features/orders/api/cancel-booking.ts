// POST /bookings/{id}/cancel: the buyer withdraws a booking they have not paid for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEAL_VIEWS, queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function cancelBooking(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // Both sides' views of the deal are stale (the seller's sales, the notifications).
    onSuccess: async (booking) => {
      queryClient.setQueryData(queryKeys.bookings.one(booking._id), booking);
      await Promise.all(
        [...DEAL_VIEWS, queryKeys.bookings.one(booking._id)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
