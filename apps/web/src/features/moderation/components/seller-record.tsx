// The seller's record on the market, for deciding a case: listings, sales, rating, and whether
// they are already blocked.
import type { ModerationCase } from '@mobile-planet/shared';
import { RatingSummary } from '@/components/ui/rating-stars';

export function SellerRecord({ seller }: { seller: ModerationCase['seller'] }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Seller’s record</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-base-content/70">Seller</dt>
        <dd className="break-words">
          {seller.name} <span className="text-base-content/70">({seller.email})</span>
        </dd>
        <dt className="text-base-content/70">Listings</dt>
        <dd>{seller.listings}</dd>
        <dt className="text-base-content/70">Sales</dt>
        <dd>{seller.sales}</dd>
        <dt className="text-base-content/70">Rating</dt>
        <dd>{seller.rating ? <RatingSummary rating={seller.rating} /> : 'No reviews yet'}</dd>
        <dt className="text-base-content/70">Blocked</dt>
        <dd>{seller.blocked ? <span className="badge badge-error badge-sm">Blocked</span> : 'No'}</dd>
      </dl>
    </section>
  );
}
