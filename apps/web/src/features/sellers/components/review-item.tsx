// One review on a seller's page: the stars, the buyer's words, who (their first name, as the API
// gives it), for which device, and when.
import { Trans, useTranslation } from 'react-i18next';
import type { Review } from '@mobile-planet/shared';
import { RatingStars } from '@/components/ui/rating-stars';
import { formatShortDate } from '@/lib/dates';

export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('sellers');
  return (
    <article className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} className="text-lg" />
        <time dateTime={review.createdAt} className="text-xs text-base-content/70">
          {formatShortDate(review.createdAt)}
        </time>
      </div>
      {review.comment ? <p className="mt-1 whitespace-pre-line break-words">{review.comment}</p> : null}
      <p className="mt-1 text-sm text-base-content/70">
        <Trans
          t={t}
          i18nKey="reviews.bought"
          values={{ buyer: review.buyerName, device: review.device }}
          components={{ buyer: <span className="font-medium text-base-content" /> }}
        />
      </p>
    </article>
  );
}
