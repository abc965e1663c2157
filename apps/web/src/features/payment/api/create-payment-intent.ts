// POST /create-payment-intent: the client secret for paying one booking. The server charges the
// booking's own price; we send only its id.
import { queryKeys } from '@mobile-planet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function createPaymentIntent(bookingId: string): Promise<string> {
  const { data } = await api.post<{ clientSecret: string }>('/create-payment-intent', { bookingId });
  return data.clientSecret;
}

/**
 * Creates the intent when the payment screen mounts (spec §4 step 1). A query, not a mutation, so
 * it runs once per screen visit and never again behind the buyer's back (no refetch, no retry);
 * gcTime 0 means a later visit gets a fresh intent.
 */
export function usePaymentIntent(bookingId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(bookingId),
    queryFn: () => createPaymentIntent(bookingId),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    meta: { errorToast: i18n.t('payment:couldNotStart') },
  });
}
