// POST /bookings/{id}/kyd: the buyer records what the KYD SMS (KYD <IMEI> to 16002) answered.
import type { Booking, KydInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function recordKyd({ id, result }: { id: string } & KydInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/kyd`, { result });
  return data;
}

export function useRecordKyd() {
  return useBookingTransition(recordKyd);
}
