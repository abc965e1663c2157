// /product/{id}: one listing's own page (DESIGN.md §5) with description, condition, location, a
// Sold badge when sold, the price badge and the IMEI check, Book Now, and whatever the app puts
// beside Book Now (reporting the listing).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { categoryName } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { formatUseDuration } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import type { PublicProduct } from '@mobile-planet/shared';
import { ConditionBadge } from './condition-badge';
import { ImeiChecked } from './imei-checked';
import { PriceBadge } from './price-badge';
import { SellerName } from './seller-name';

interface ProductDetailsProps {
  product: PublicProduct;
  onBook: (product: PublicProduct) => void;
  /** Other actions on the listing, after Book Now (the Report button). */
  actions?: ReactNode;
}

export function ProductDetails({ product, onBook, actions }: ProductDetailsProps) {
  const sold = product.status === 'sold';
  const category = categoryName(product.category);
  return (
    <article className="px-4 py-8 sm:px-8 lg:px-12">
      <div className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          {category ? (
            <li>
              <Link to={`/category/${product.category}`}>{category}</Link>
            </li>
          ) : null}
          <li aria-current="page" className="max-w-[14rem] truncate">
            {product.deviceName}
          </li>
        </ul>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <figure className="relative aspect-square overflow-hidden rounded-box border border-base-300 bg-base-200 p-6">
          <img src={resolveImageUrl(product.img)} alt={product.deviceName} className="h-full w-full object-contain" />
          {sold ? <span className="badge badge-error badge-lg absolute left-4 top-4 font-bold">Sold</span> : null}
        </figure>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {product.condition ? <ConditionBadge condition={product.condition} /> : null}
            {sold ? <span className="badge badge-error font-semibold">Sold</span> : <span className="badge badge-success badge-soft">Available</span>}
          </div>
          <h1 className="text-3xl font-bold leading-tight">{product.deviceName}</h1>
          <div className="flex flex-wrap items-baseline gap-3">
            <Price amount={product.resalePrice} className="text-3xl font-extrabold text-primary" />
            <span className="text-base-content/70">
              was <Price amount={product.originalPrice} className="line-through" />
            </span>
            <PriceBadge badge={product.priceBadge} className="self-center" />
          </div>
          {product.imeiLast4 ? <ImeiChecked last4={product.imeiLast4} /> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-sm">
            <dt className="text-base-content/70">Seller Name</dt>
            <dd className="min-w-0">
              <SellerName sellerName={product.sellerName} sellerId={product.sellerId} sellerRating={product.sellerRating} truncate={false} />
            </dd>
            <dt className="text-base-content/70">Location</dt>
            <dd>{product.Location}</dd>
            <dt className="text-base-content/70">Use Duration</dt>
            <dd>{formatUseDuration(product.yearsOfUse)}</dd>
            <dt className="text-base-content/70">Posted Date</dt>
            <dd>{product.postedDate}</dd>
            {category ? (
              <>
                <dt className="text-base-content/70">Category</dt>
                <dd>{category}</dd>
              </>
            ) : null}
          </dl>
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-1 text-lg font-semibold">
              Description
            </h2>
            <p className="whitespace-pre-line text-base-content/80">{product.description}</p>
          </section>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary btn-lg w-full sm:w-fit" onClick={() => onBook(product)} disabled={sold}>
              {sold ? 'Sold' : 'Book Now'}
            </button>
            {actions}
          </div>
        </div>
      </div>
    </article>
  );
}
