// GET /claims?state=open&limit=50: how many warranty claims wait for an Admin (the home shows "50+" past a page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Booking } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { TODO_PAGE } from '@/lib/recent-bookings';

async function getOpenClaims(signal?: AbortSignal): Promise<Booking[]> {
  return (await api.get<Booking[]>('/claims', { params: { state: 'open', limit: String(TODO_PAGE) }, signal })).data;
}

const openClaimsQueryOptions = () => queryOptions({ queryKey: queryKeys.claims.todo(), queryFn: ({ signal }) => getOpenClaims(signal) });

export function useOpenClaims({ enabled }: { enabled: boolean }) {
  return useQuery({ ...openClaimsQueryOptions(), enabled });
}
