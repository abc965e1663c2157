// After a transition every view of the deal is stale: this one at once (the API answered it), the
// lists of both sides and the notifications by invalidation.
import type { QueryClient } from '@tanstack/react-query';
import { DEAL_VIEWS, LISTING_VIEWS, queryKeys, type Booking } from '@mobile-planet/shared';

interface RefreshOptions {
  /** The listing changed too (a paid deal the seller cancelled goes back on the market). */
  listings?: boolean;
}

export async function refreshDealViews(queryClient: QueryClient, booking: Booking, { listings = false }: RefreshOptions = {}): Promise<void> {
  queryClient.setQueryData(queryKeys.bookings.one(booking._id), booking);
  const keys = [...DEAL_VIEWS, queryKeys.bookings.one(booking._id), ...(listings ? LISTING_VIEWS : [])];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
