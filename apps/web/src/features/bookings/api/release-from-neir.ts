// POST /bookings/{id}/neir-release: the seller says they de-registered the phone from their NID in
// NEIR; until they do, the API refuses the handover code.
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function releaseFromNeir(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/neir-release`, {});
  return data;
}

export function useReleaseFromNeir() {
  return useBookingTransition(releaseFromNeir);
}
