import { useQuery } from '@tanstack/react-query';
import type { PhoneListing } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function getAdvertised(): Promise<PhoneListing[]> {
  return (await api.get<PhoneListing[]>('/advertise')).data;
}

/** GET /advertise: advertised, available listings, newest first. */
export function useAdvertised() {
  return useQuery({
    queryKey: queryKeys.advertised(),
    queryFn: getAdvertised,
    // Worded at each render, in the language of the moment.
    meta: { errorToast: i18n.t('catalog:advertise.errorToast') },
  });
}
