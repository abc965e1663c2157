// After a transition every view of the booking is stale: this one at once (the API answered it), the
// lists of both sides and the notifications by invalidation.
import type { QueryClient } from '@tanstack/react-query';
import { BOOKING_VIEWS, LISTING_VIEWS, queryKeys, type Booking } from '@mobile-planet/shared';

interface RefreshOptions {
  /** The listing changed too (a paid booking the seller cancelled goes back on the market). */
  listings?: boolean;
}

export async function refreshBookingViews(queryClient: QueryClient, booking: Booking, { listings = false }: RefreshOptions = {}): Promise<void> {
  queryClient.setQueryData(queryKeys.bookings.one(booking._id), booking);
  const keys = [...BOOKING_VIEWS, queryKeys.bookings.one(booking._id), ...(listings ? LISTING_VIEWS : [])];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
