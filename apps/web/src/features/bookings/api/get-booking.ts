// GET /bookings/{id} (lib/get-booking.ts), as the bookings screens watch it: the booking page looks
// again while the other side may move it on; My Orders asks once for a paid booking whose list
// entry came without the handover code (the contract promises the code on this call).
import { useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@mobile-planet/shared';
import { bookingQueryOptions } from '@/lib/get-booking';
import { i18n } from '@/lib/i18n';

/** The other side moves the booking on (a payment, a handover, a decision): look again while it can. */
const SETTLED: readonly BookingStatus[] = ['completed', 'expired', 'cancelled', 'refunded'];
const REFRESH_MS = 15_000;

export function useBooking(id: string) {
  return useQuery({
    ...bookingQueryOptions(id),
    refetchInterval: ({ state }) => {
      // A booking that could not be read at all (gone, not ours) will not appear by asking again.
      if (!state.data) return state.status === 'error' ? false : REFRESH_MS;
      return SETTLED.includes(state.data.status) ? false : REFRESH_MS;
    },
    meta: { errorToast: i18n.t('deals:loadError') },
  });
}

export function useBookingOnce(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...bookingQueryOptions(id), enabled });
}
