// GET /claims?state=: the Admin's queue of warranty claims, open ones oldest first (first come,
// first decided), decided ones newest first; one page at a time, the next named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

export type ClaimsState = 'open' | 'decided';

function getClaims(state: ClaimsState, cursor: string | null = null): Promise<LinkedPage<Booking>> {
  return getLinkedPage<Booking>('/claims', { params: { state }, cursor });
}

const claimsQueryOptions = (state: ClaimsState) =>
  linkedListQueryOptions(queryKeys.claims.list(state), (cursor) => getClaims(state, cursor), i18n.t('deals:claims.loadError'));

export function useClaims(state: ClaimsState) {
  return useInfiniteQuery(claimsQueryOptions(state));
}
