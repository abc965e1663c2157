// Display-only ratings (1–5 stars). The stars and figures are drawn for the eye and hidden from
// screen readers, which read one plain sentence instead; that sentence repeats the visible figures,
// so what a voice user sees is what they hear.
import { useTranslation } from 'react-i18next';
import type { SellerRating } from '@mobile-planet/shared';
import { intlLocale } from '@/lib/i18n';

const MAX_STARS = 5;

/** 4.6 → '4.6', 5 → '5.0' (in Bangla '৪.৬', '৫.০'). */
function formatAverage(average: number): string {
  return new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** One review's rating: "★★★★☆", read out as "Rated 4 out of 5". */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span aria-hidden="true" className="tracking-wider text-warning">
        {'★'.repeat(filled)}
        <span className="text-base-content/25">{'★'.repeat(MAX_STARS - filled)}</span>
      </span>
      <span className="sr-only">{t('rating.stars', { rating: filled, max: MAX_STARS })}</span>
    </span>
  );
}

/** A seller's average: "★ 4.6 (12 reviews)", read out as "Rated 4.6 out of 5 from 12 reviews". */
export function RatingSummary({ rating, className = '' }: { rating: SellerRating; className?: string }) {
  const { t } = useTranslation();
  const average = formatAverage(rating.average);
  // 12 → '12 reviews', 1 → '1 review'.
  const count = t('rating.reviews', { count: rating.count });
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${className}`}>
      <span aria-hidden="true">
        <span className="text-warning">★</span> <span className="font-semibold">{average}</span>{' '}
        <span className="text-base-content/70">({count})</span>
      </span>
      <span className="sr-only">{t('rating.summary', { average, max: MAX_STARS, reviews: count })}</span>
    </span>
  );
}
