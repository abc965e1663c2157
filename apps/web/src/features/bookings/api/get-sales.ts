// GET /sales: the bookings on the signed-in seller's listings, newest first, each with the buyer's
// name, contact and location; one page at a time, the next named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

function getSales(cursor: string | null = null): Promise<LinkedPage<Booking>> {
  return getLinkedPage<Booking>('/sales', { cursor });
}

const salesQueryOptions = (email: string) =>
  linkedListQueryOptions(queryKeys.sales.mine(email), getSales, i18n.t('deals:sales.loadError'));

export function useSales(email: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...salesQueryOptions(email ?? ''), enabled: enabled && Boolean(email) });
}
