// A seller's reviews, newest first, with 'More reviews' for older ones.
import { useTranslation } from 'react-i18next';
import type { SellerProfile } from '@mobile-planet/shared';
import { BusyButton } from '@/components/ui/busy-button';
import { useSellerReviews } from '../api/get-seller-reviews';
import { ReviewItem } from './review-item';

interface SellerReviewsProps {
  profile: SellerProfile;
  profileUpdatedAt: number;
}

export function SellerReviews({ profile, profileUpdatedAt }: SellerReviewsProps) {
  const { t } = useTranslation('sellers');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSellerReviews(profile, profileUpdatedAt);
  const reviews = data.pages.flatMap((page) => page.items);

  return (
    <section aria-labelledby="seller-reviews-title">
      <h2 id="seller-reviews-title" className="text-xl font-bold">
        {t('reviews.title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="py-4 text-base-content/70">{t('reviews.empty')}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {reviews.map((review) => (
            <li key={review._id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {/* A page that fails is toasted (the query's errorToast); the button stays, to try again. */}
      {hasNextPage ? (
        <BusyButton type="button" busy={isFetchingNextPage} className="btn btn-outline btn-primary btn-sm mt-2" onClick={() => void fetchNextPage()}>
          {t('reviews.more')}
        </BusyButton>
      ) : null}
    </section>
  );
}
