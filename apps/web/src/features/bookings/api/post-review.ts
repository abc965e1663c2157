// POST /reviews: the buyer of a completed booking rates its seller, once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_VIEWS, LISTING_VIEWS, queryKeys, type Review, type ReviewInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function postReview(review: ReviewInput): Promise<Review> {
  const { data } = await api.post<Review>('/reviews', review);
  return data;
}

/** `onSuccess` runs before the booking's views refresh: the refreshed booking may unmount the form that asked (whose own callbacks would then never run). */
export function usePostReview({ onSuccess }: { onSuccess?: (review: Review) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    // The booking is now reviewed, and the seller's page and rating (shown on their listings) changed.
    onSuccess: async (review) => {
      onSuccess?.(review);
      const keys = [queryKeys.bookings.one(review.bookingId), ...BOOKING_VIEWS, queryKeys.seller.all(), ...LISTING_VIEWS];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
