// POST /bookings/{id}/claim: the buyer's replacement-warranty claim, within WARRANTY_DAYS of the
// handover.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, ClaimInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshBookingViews } from './booking-cache';

async function openClaim({ id, ...claim }: { id: string } & ClaimInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/claim`, claim);
  return data;
}

/** `onSuccess` runs before the booking's views refresh: the refreshed booking may unmount the form that asked (whose own callbacks would then never run). */
export function useOpenClaim({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openClaim,
    onSuccess: (booking) => {
      onSuccess?.(booking);
      return refreshBookingViews(queryClient, booking);
    },
  });
}
