// A phone card (spec §2): image, device name, Seller Name, Resale Price, Original Price,
// Use Duration, Posted Date, condition, the price badge and 'Book Now'. The name links to the listing's own page; the
// seller's name to theirs, with their rating.
import { Link } from 'react-router-dom';
import type { PhoneListing } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { resolveImageUrl } from '@/lib/image-url';
import { formatUseDuration } from '@/lib/format';
import { ConditionBadge } from './condition-badge';
import { PriceBadge } from './price-badge';
import { SellerName } from './seller-name';

interface PhoneCardProps {
  phone: PhoneListing;
  onBook: (phone: PhoneListing) => void;
}

export function PhoneCard({ phone, onBook }: PhoneCardProps) {
  const percentOff =
    phone.originalPrice > phone.resalePrice ? Math.round((1 - phone.resalePrice / phone.originalPrice) * 100) : 0;
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/product/${phone._id}`} className="block" tabIndex={-1} aria-hidden="true">
        <figure className="aspect-[4/3] bg-base-200 p-4">
          <img
            src={resolveImageUrl(phone.img)}
            alt={`${phone.deviceName}, for sale`}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        </figure>
      </Link>
      <div className="card-body flex-1 gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* h2: the grid sits right under the page's h1 (on phones the Filters h2 is in a closed sheet). */}
          <h2 className="card-title text-lg leading-snug">
            <Link to={`/product/${phone._id}`} className="link-hover">
              {phone.deviceName}
            </Link>
          </h2>
          {phone.condition ? <ConditionBadge condition={phone.condition} /> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Seller Name</dt>
          <dd className="min-w-0">
            <SellerName sellerName={phone.sellerName} sellerId={phone.sellerId} sellerRating={phone.sellerRating} />
          </dd>
          <dt className="text-base-content/70">Resale Price</dt>
          <dd className="flex flex-wrap items-center gap-x-2">
            <Price amount={phone.resalePrice} className="text-base font-bold text-primary" />
            <PriceBadge badge={phone.priceBadge} />
          </dd>
          <dt className="text-base-content/70">Original Price</dt>
          <dd>
            <Price amount={phone.originalPrice} className="text-base-content/70 line-through decoration-1" />
            {percentOff > 0 ? <span className="ml-2 text-xs font-semibold text-success">{percentOff}% off</span> : null}
          </dd>
          <dt className="text-base-content/70">Use Duration</dt>
          <dd>{formatUseDuration(phone.yearsOfUse)}</dd>
          <dt className="text-base-content/70">Posted Date</dt>
          <dd>{phone.postedDate}</dd>
          {phone.Location ? (
            <>
              <dt className="text-base-content/70">Location</dt>
              <dd className="truncate">{phone.Location}</dd>
            </>
          ) : null}
        </dl>
        <div className="card-actions mt-auto pt-1">
          <button type="button" className="btn btn-primary btn-block" onClick={() => onBook(phone)}>
            Book Now
          </button>
        </div>
      </div>
    </article>
  );
}
