// Display-only ratings (1–5 stars). The stars and figures are drawn for the eye and hidden from
// screen readers, which read one plain sentence instead; that sentence repeats the visible figures,
// so what a voice user sees is what they hear.
import type { SellerRating } from '@mobile-planet/shared';

const MAX_STARS = 5;

/** 12 → '12 reviews', 1 → '1 review'. */
function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** One review's rating: "★★★★☆", read out as "Rated 4 out of 5". */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span aria-hidden="true" className="tracking-wider text-warning">
        {'★'.repeat(filled)}
        <span className="text-base-content/25">{'★'.repeat(MAX_STARS - filled)}</span>
      </span>
      <span className="sr-only">
        Rated {filled} out of {MAX_STARS}
      </span>
    </span>
  );
}

/** A seller's average: "★ 4.6 (12 reviews)", read out as "Rated 4.6 out of 5 from 12 reviews". */
export function RatingSummary({ rating, className = '' }: { rating: SellerRating; className?: string }) {
  const average = rating.average.toFixed(1);
  const count = reviewCount(rating.count);
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${className}`}>
      <span aria-hidden="true">
        <span className="text-warning">★</span> <span className="font-semibold">{average}</span>{' '}
        <span className="text-base-content/70">({count})</span>
      </span>
      <span className="sr-only">
        Rated {average} out of {MAX_STARS} from {count}
      </span>
    </span>
  );
}
