// POST /bookings/{id}/claim/decision: an Admin refunds the buyer or rejects the claim (the booking
// then completes and the seller's payout is recorded), with a note both sides read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, ClaimDecisionInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshBookingViews } from './booking-cache';

async function decideClaim({ id, ...decision }: { id: string } & ClaimDecisionInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/claim/decision`, decision);
  return data;
}

/** `onSuccess` runs before the booking's views refresh: the refreshed booking may unmount the form that asked (whose own callbacks would then never run). */
export function useDecideClaim({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideClaim,
    onSuccess: (booking) => {
      onSuccess?.(booking);
      return refreshBookingViews(queryClient, booking);
    },
  });
}
