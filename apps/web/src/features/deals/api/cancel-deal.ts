// POST /bookings/{id}/cancel: the buyer withdraws an unpaid booking; the seller declines an unpaid
// one, or calls off a paid one (the buyer is refunded and the listing goes back on the market).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshDealViews } from './deal-cache';

async function cancelDeal(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

export function useCancelDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeal,
    // A refund puts the device back on sale: the catalogue's views are stale too.
    onSuccess: (booking) => refreshDealViews(queryClient, booking, { listings: booking.status === 'refunded' }),
  });
}
