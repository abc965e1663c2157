// POST /bookings/{id}/registered: after the handover, the buyer says the phone registered under their own NID.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshBookingViews } from './booking-cache';

async function confirmRegistered(id: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/registered`, {});
  return data;
}

export function useConfirmRegistered() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmRegistered, onSuccess: (booking) => refreshBookingViews(queryClient, booking) });
}
