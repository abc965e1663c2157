// GET /bookings/{id}: one deal as its buyer, its seller or an Admin sees it (the handover code only
// for the buyer, the tries left only for the seller).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function getDeal(id: string): Promise<Booking> {
  const { data } = await api.get<Booking>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}

/** The other side moves the deal on (a payment, a handover, a decision): look again while it can. */
const SETTLED: readonly BookingStatus[] = ['completed', 'expired', 'cancelled', 'refunded'];
const REFRESH_MS = 15_000;

const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.one(id),
    queryFn: () => getDeal(id),
    refetchInterval: ({ state }) => {
      // A deal that could not be read at all (gone, not ours) will not appear by asking again.
      if (!state.data) return state.status === 'error' ? false : REFRESH_MS;
      return SETTLED.includes(state.data.status) ? false : REFRESH_MS;
    },
    meta: { errorToast: i18n.t('deals:loadError') },
  });

export function useDeal(id: string) {
  return useQuery(dealQueryOptions(id));
}
