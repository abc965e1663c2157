// GET /bookings?email=&limit=50: the newest page of the reader's bookings, read by the dashboard home
// for what needs doing now. An unpaid booking lapses in 48 hours, so one waiting for payment is
// always among the newest; older deals wait in My Orders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export const TODO_PAGE = 50;

async function getBookingsToActOn(email: string, signal?: AbortSignal): Promise<Booking[]> {
  return (await api.get<Booking[]>('/bookings', { params: { email, limit: String(TODO_PAGE) }, signal })).data;
}

const bookingsToActOnQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.bookings.todo(email), queryFn: ({ signal }) => getBookingsToActOn(email, signal) });

export function useBookingsToActOn(email: string | null | undefined) {
  return useQuery({ ...bookingsToActOnQueryOptions(email ?? ''), enabled: Boolean(email) });
}
