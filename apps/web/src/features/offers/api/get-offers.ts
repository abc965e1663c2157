// GET /offers: the caller's offers, as buyer, as seller or both, newest first, page after page;
// and, on a listing's page, the caller's own offers on that listing (the newest first).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, queryKeys, type OfferSide, type OffersPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

const LIMIT = PAGE_SIZE.offers.default;
/** The other side may answer at any moment: the page follows without a reload. */
const POLL_MS = 15_000;

interface OffersParams {
  side?: OfferSide;
  productId?: string;
  limit?: number;
  cursor?: string;
}

async function getOffers(params: OffersParams): Promise<OffersPage> {
  const { data } = await api.get<OffersPage>('/offers', { params: { limit: LIMIT, ...params } });
  return data;
}

function offersQueryOptions(email: string, side: OfferSide | undefined) {
  return {
    queryKey: queryKeys.offers.list(email, { side: side ?? 'both' }),
    queryFn: ({ pageParam }: { pageParam: string | null }) => getOffers({ ...(side ? { side } : {}), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OffersPage) => last.nextCursor,
    refetchInterval: POLL_MS,
  };
}

/** The Offers page: `side` undefined for both. Nothing is fetched without the signed-in person's email. */
export function useOffers(email: string | undefined, side: OfferSide | undefined) {
  return useInfiniteQuery({ ...offersQueryOptions(email ?? '', side), enabled: Boolean(email) });
}

function listingOfferQueryOptions(productId: string, email: string) {
  return {
    queryKey: queryKeys.offers.onListing(productId, email),
    // The newest is the one that matters: a live one, or the last answer.
    queryFn: async () => (await getOffers({ side: 'buyer', productId, limit: 1 })).items[0] ?? null,
    refetchInterval: POLL_MS,
  };
}

/** The caller's latest offer on a listing, or null. */
export function useListingOffer(productId: string, email: string | undefined) {
  return useQuery({ ...listingOfferQueryOptions(productId, email ?? ''), enabled: Boolean(email) });
}
