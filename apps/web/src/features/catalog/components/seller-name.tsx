// The seller of a listing: their name, which links to their public page (/seller/{id}) when the
// listing knows who they are (older listings may not), and their rating once they have one.
import type { PhoneListing } from '@mobile-planet/shared';
import { RatingSummary } from '@/components/ui/rating-stars';
import { Link } from '@/components/ui/link';

type SellerNameProps = Pick<PhoneListing, 'sellerName' | 'sellerId' | 'sellerRating'> & {
  /** One line with an ellipsis (a card), or the whole name wrapped (the listing's page). */
  truncate?: boolean;
};

export function SellerName({ sellerName, sellerId, sellerRating, truncate = true }: SellerNameProps) {
  // self-start: the link is as wide as the name, not the whole row.
  const nameClass = `max-w-full self-start font-medium ${truncate ? 'truncate' : 'break-words'}`;
  return (
    <span className="flex min-w-0 flex-col">
      {sellerId ? (
        <Link to={`/seller/${sellerId}`} className={`link link-hover ${nameClass}`}>
          {sellerName}
        </Link>
      ) : (
        <span className={nameClass}>{sellerName}</span>
      )}
      {sellerRating ? <RatingSummary rating={sellerRating} className="text-xs" /> : null}
    </span>
  );
}
