// GET /bookings/{id}: one of the buyer's bookings. My Orders asks for a paid one when its list entry
// came without the handover code (the contract promises the code on this call).
import { useQuery } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getOrder(id: string): Promise<Booking> {
  const { data } = await api.get<Booking>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}

export function useOrder(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: queryKeys.bookings.one(id), queryFn: () => getOrder(id), enabled });
}
