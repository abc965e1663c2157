// A request that moves a booking on (cancel, hand over, open or decide a claim) answers the booking
// as it now is: that one is shown at once and every other view of it refreshed.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { refreshBookingViews } from './booking-cache';

interface BookingTransitionOptions<V> {
  /**
   * Runs before the booking's views refresh: the refreshed booking may unmount the form that asked
   * (whose own callbacks would then never run).
   */
  onSuccess?: (booking: Booking) => void;
  onError?: UseMutationOptions<Booking, Error, V>['onError'];
  /** The listing changed too, by this answer (a refund puts the device back on sale). */
  listingsChanged?: (booking: Booking) => boolean;
}

export function useBookingTransition<V>(
  mutationFn: (variables: V) => Promise<Booking>,
  { onSuccess, onError, listingsChanged }: BookingTransitionOptions<V> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (booking) => {
      onSuccess?.(booking);
      return refreshBookingViews(queryClient, booking, { listings: listingsChanged?.(booking) ?? false });
    },
    onError,
  });
}
