// GET /bookings?email=: the signed-in user's bookings, newest first; one page at a time, the next
// named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

function getMyOrders(email: string, cursor: string | null = null): Promise<LinkedPage<Booking>> {
  return getLinkedPage<Booking>('/bookings', { params: { email }, cursor });
}

const myOrdersQueryOptions = (email: string) =>
  linkedListQueryOptions(queryKeys.bookings.mine(email), (cursor) => getMyOrders(email, cursor), i18n.t('orders:couldNotLoad'));

export function useMyOrders(email: string | null | undefined) {
  return useInfiniteQuery({ ...myOrdersQueryOptions(email ?? ''), enabled: Boolean(email) });
}
