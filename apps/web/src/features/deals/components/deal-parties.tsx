// Who is on the other side of the deal. The buyer sees the seller (and their public page); the
// seller sees how to reach the buyer; an Admin sees both.
import { Link } from 'react-router-dom';
import type { Booking } from '@mobile-planet/shared';
import type { DealSide } from '@/lib/deal-status';

export function DealParties({ deal, side }: { deal: Booking; side: DealSide }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {side !== 'seller' && (
        <>
          <dt className="text-base-content/70">Seller</dt>
          <dd>
            {deal.sellerId ? (
              <Link to={`/seller/${encodeURIComponent(deal.sellerId)}`} className="link link-primary">
                {deal.sellerName}
              </Link>
            ) : (
              deal.sellerName
            )}
          </dd>
        </>
      )}
      {side !== 'buyer' && (
        <>
          <dt className="text-base-content/70">Buyer</dt>
          <dd>{deal.name}</dd>
          {side === 'admin' && (
            <>
              <dt className="text-base-content/70">Buyer's email</dt>
              <dd className="break-all">{deal.email}</dd>
            </>
          )}
          <dt className="text-base-content/70">Contact</dt>
          <dd>
            <a href={`tel:${deal.contact}`} className="link">
              {deal.contact}
            </a>
          </dd>
          <dt className="text-base-content/70">Location</dt>
          <dd className="break-words">{deal.location}</dd>
        </>
      )}
    </dl>
  );
}
