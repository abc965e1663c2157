// POST /bookings/{id}/registered: after the handover, the buyer says the phone registered under their own NID.
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function confirmRegistered(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/registered`, {});
  return data;
}

export function useConfirmRegistered() {
  return useBookingTransition(confirmRegistered);
}
