// GET /device-check/{token}: which device the check link is for (the check page on that phone has no
// sign-in: the token is its key). A bad or expired link is a 400 the page shows as it is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceCheckTarget } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getCheckTarget(token: string): Promise<DeviceCheckTarget> {
  const { data } = await api.get<DeviceCheckTarget>(`/device-check/${encodeURIComponent(token)}`);
  return data;
}

const checkTargetQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['device-check', token] as const, queryFn: () => getCheckTarget(token), retry: false, staleTime: Infinity });

export function useCheckTarget(token: string) {
  return useQuery(checkTargetQueryOptions(token));
}
