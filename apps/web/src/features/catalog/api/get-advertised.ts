import { useQuery } from '@tanstack/react-query';
import type { PhoneListing } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getAdvertised(): Promise<PhoneListing[]> {
  return (await api.get<PhoneListing[]>('/advertise')).data;
}

/** GET /advertise: advertised, available listings, newest first. */
export function useAdvertised() {
  return useQuery({
    queryKey: queryKeys.advertised(),
    queryFn: getAdvertised,
    meta: { errorToast: 'Could not load the advertised phones' },
  });
}
