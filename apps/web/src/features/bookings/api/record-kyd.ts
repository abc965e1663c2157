// POST /bookings/{id}/kyd: the buyer records what the KYD SMS (KYD <IMEI> to 16002) answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, KydInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { refreshBookingViews } from './booking-cache';

async function recordKyd({ id, result }: { id: string } & KydInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/kyd`, { result });
  return data;
}

export function useRecordKyd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordKyd, onSuccess: (booking) => refreshBookingViews(queryClient, booking) });
}
