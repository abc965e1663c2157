// POST /bookings/{id}/claim: the buyer's replacement-warranty claim, within WARRANTY_DAYS of the
// handover.
import type { Booking, ClaimInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function openClaim({ id, ...claim }: { id: string } & ClaimInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/claim`, claim);
  return data;
}

/** `onSuccess`: see useBookingTransition. */
export function useOpenClaim({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  return useBookingTransition(openClaim, { onSuccess });
}
