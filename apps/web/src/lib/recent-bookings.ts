// GET /bookings?email=&limit=50: the newest page of the reader's bookings, read by the dashboard home
// (what needs doing now) and a listing's page (the reader's own booking of it, with Pay now). An
// unpaid booking lapses in 48 hours, so one waiting for payment is always among the newest; older
// bookings wait in My Orders. Shared by two features, so it lives here, like the api client.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export const TODO_PAGE = 50;

async function getRecentBookings(email: string, signal?: AbortSignal): Promise<Booking[]> {
  return (await api.get<Booking[]>('/bookings', { params: { email, limit: String(TODO_PAGE) }, signal })).data;
}

const recentBookingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.bookings.recent(email), queryFn: ({ signal }) => getRecentBookings(email, signal) });

export function useRecentBookings(email: string | null | undefined) {
  return useQuery({ ...recentBookingsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
