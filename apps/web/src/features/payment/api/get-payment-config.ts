// GET /config: which card processor is live (Stripe, or the server's sandbox) and Stripe's key.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await api.get<PublicConfig>('/config');
  return data;
}

export function usePaymentConfig() {
  return useQuery({
    queryKey: queryKeys.config(),
    queryFn: getPublicConfig,
    select: (config) => config.payments,
    // The processor does not change while the page is open.
    staleTime: Infinity,
    meta: { errorToast: i18n.t('payment:couldNotLoadSettings') },
  });
}
