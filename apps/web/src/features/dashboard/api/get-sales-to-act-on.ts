// GET /sales?limit=50: the newest page of bookings on the reader's listings, read by the dashboard
// home for the handovers waiting on them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { TODO_PAGE } from '@/lib/recent-bookings';

async function getSalesToActOn(signal?: AbortSignal): Promise<Booking[]> {
  return (await api.get<Booking[]>('/sales', { params: { limit: String(TODO_PAGE) }, signal })).data;
}

const salesToActOnQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.sales.todo(email), queryFn: ({ signal }) => getSalesToActOn(signal) });

export function useSalesToActOn(email: string | null | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...salesToActOnQueryOptions(email ?? ''), enabled: enabled && Boolean(email) });
}
