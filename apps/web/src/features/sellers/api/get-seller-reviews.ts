// GET /sellers/{id}/reviews: a seller's reviews, newest first, a page at a time. The profile
// (GET /sellers/{id}) already holds the first page, so it seeds this list and only
// 'More reviews' asks the server; a later refetch walks every page again from the first.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys, type ReviewsPage, type SellerProfile } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

async function getSellerReviews(id: string, cursor: string | null, signal?: AbortSignal): Promise<ReviewsPage> {
  const params = cursor ? { cursor } : undefined;
  return (await api.get<ReviewsPage>(`/sellers/${encodeURIComponent(id)}/reviews`, { params, signal })).data;
}

const sellerReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.seller.reviews(id),
    queryFn: ({ pageParam, signal }) => getSellerReviews(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorToast: i18n.t('sellers:reviews.errorToast') },
  });

/** `profileUpdatedAt`: when the profile was fetched, so its first page counts as that fresh. */
export function useSellerReviews(profile: SellerProfile, profileUpdatedAt: number) {
  return useInfiniteQuery({
    ...sellerReviewsQueryOptions(profile._id),
    initialData: { pages: [profile.reviews], pageParams: [null] },
    initialDataUpdatedAt: profileUpdatedAt,
  });
}
