// POST /bookings/{id}/handover: the seller enters the code the buyer shows them. A wrong code is a
// 400 saying how many tries are left; after HANDOVER_MAX_TRIES it is a 429 for an hour.
import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_VIEWS, queryKeys, type Booking, type HandoverInput } from '@mobile-planet/shared';
import { api, isApiRequestError } from '@/lib/api-client';
import { useBookingTransition } from './booking-transition';

async function handOver({ id, code }: { id: string } & HandoverInput): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${encodeURIComponent(id)}/handover`, { code });
  return data;
}

/** `onSuccess`: see useBookingTransition. */
export function useHandOver({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  const queryClient = useQueryClient();
  return useBookingTransition(handOver, {
    onSuccess,
    // A wrong code spends a try: the booking's tries left (and a lock) changed on the server.
    onError: async (_err, { id }) => {
      await Promise.all(
        [queryKeys.bookings.one(id), ...BOOKING_VIEWS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** When a lock answered with 429 ends, from its Retry-After (seconds), or null. */
export function lockEndFromError(err: unknown, now = Date.now()): string | null {
  if (!isApiRequestError(err) || err.status !== 429) return null;
  const seconds = Number(err.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(now + seconds * 1000).toISOString() : null;
}
