// POST /bookings/{id}/claim/decision: an Admin refunds the buyer or rejects the claim (the booking
// then completes and the seller's payout is recorded), with a note both sides read.
import type { Booking, ClaimDecisionInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function decideClaim({ id, ...decision }: { id: string } & ClaimDecisionInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/claim/decision`, decision);
  return data;
}

/** `onSuccess`: see useBookingTransition. */
export function useDecideClaim({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  return useBookingTransition(decideClaim, { onSuccess });
}
