// GET /bookings?email=: the signed-in user's bookings, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export async function getMyOrders(email: string): Promise<Booking[]> {
  const { data } = await api.get<Booking[]>('/bookings', { params: { email } });
  return data;
}

/** Keyed under 'bookings' so a payment anywhere can invalidate every bookings list at once. */
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['bookings', { email }],
    queryFn: () => getMyOrders(email),
    meta: { errorToast: 'Could not load your orders' },
  });

export function useMyOrders(email: string | null | undefined) {
  return useQuery({ ...myOrdersQueryOptions(email ?? ''), enabled: Boolean(email) });
}
