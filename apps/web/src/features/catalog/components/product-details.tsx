// /product/{id}: one listing's own page (docs/product.md#past-the-original-spec) with its photos, its latest price change,
// description, condition, location, a Sold badge when sold, the NEIR status, the price badge and the IMEI check,
// Book Now, whatever the app puts beside Book Now (reporting the listing) and under the listing
// (its questions to the seller).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_IDS } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { formatUseDuration } from '@/lib/format';
import { formatPostedDate } from '@/lib/dates';
import type { PublicProduct } from '@mobile-planet/shared';
import { ConditionBadge } from './condition-badge';
import { BadgeExplanations } from './badge-explanations';
import { ImeiChecked } from './imei-checked';
import { NeirBadge } from './neir-badge';
import { PriceBadge } from './price-badge';
import { PriceHistoryNote } from './price-history-note';
import { ProductGallery } from './product-gallery';
import { SellerName } from './seller-name';
import { Link } from '@/components/ui/link';

/**
 * How wide the photo shows: the page's width (its padding and the figure's off) on phones, half of
 * it beside the details from md; the layout is capped at 1440px. The page's largest paint.
 */
const PHOTO_SIZES =
  '(min-width: 1440px) 606px, (min-width: 1024px) calc(50vw - 7.125rem), (min-width: 768px) calc(50vw - 6.125rem), (min-width: 640px) calc(100vw - 7.25rem), calc(100vw - 5.25rem)';

interface ProductDetailsProps {
  product: PublicProduct;
  onBook: (product: PublicProduct) => void;
  /** Other actions on the listing, after Book Now (the Report button). */
  actions?: ReactNode;
  /** What the app shows under the listing (the questions to its seller). */
  below?: ReactNode;
}

export function ProductDetails({ product, onBook, actions, below }: ProductDetailsProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const sold = product.status === 'sold';
  // An older listing may carry a category the shop no longer has: then no category is shown.
  const category = CATEGORY_IDS.includes(product.category) ? t(`common:categories.${product.category}`) : undefined;
  return (
    <article className="px-4 py-8 sm:px-8 lg:px-12">
      <div className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to="/">{t('home')}</Link>
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
        <ProductGallery
          deviceName={product.deviceName}
          // A listing from before photos (or an older API) has its one img.
          photos={product.photos?.length ? product.photos : [product.img]}
          sizes={PHOTO_SIZES}
          overlay={sold ? <span className="badge badge-error badge-lg absolute left-4 top-4 font-bold">{t('product.sold')}</span> : null}
        />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {product.condition ? <ConditionBadge condition={product.condition} /> : null}
            <NeirBadge neir={product.neir} />
            {sold ? (
              <span className="badge badge-error font-semibold">{t('product.sold')}</span>
            ) : (
              <span className="badge badge-success badge-soft">{t('product.available')}</span>
            )}
          </div>
          <h1 className="text-3xl font-bold leading-tight">{product.deviceName}</h1>
          <div className="flex flex-wrap items-baseline gap-3">
            <Price amount={product.resalePrice} className="text-3xl font-extrabold text-primary" />
            <span className="text-base-content/70">
              {t('product.was')} <Price amount={product.originalPrice} className="line-through" />
            </span>
            <PriceBadge badge={product.priceBadge} className="self-center" />
          </div>
          <PriceHistoryNote price={product.resalePrice} history={product.priceHistory} />
          {product.imeiLast4 ? <ImeiChecked last4={product.imeiLast4} /> : null}
          <BadgeExplanations condition={product.condition} priceBadge={product.priceBadge} imeiChecked={Boolean(product.imeiLast4)} neir={product.neir} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-sm">
            <dt className="text-base-content/70">{t('card.sellerName')}</dt>
            <dd className="min-w-0">
              <SellerName sellerName={product.sellerName} sellerId={product.sellerId} sellerRating={product.sellerRating} truncate={false} />
            </dd>
            <dt className="text-base-content/70">{t('card.location')}</dt>
            <dd>{product.Location}</dd>
            <dt className="text-base-content/70">{t('card.useDuration')}</dt>
            <dd>{formatUseDuration(product.yearsOfUse)}</dd>
            <dt className="text-base-content/70">{t('card.postedDate')}</dt>
            <dd>{formatPostedDate(product.postedDate)}</dd>
            {category ? (
              <>
                <dt className="text-base-content/70">{t('product.category')}</dt>
                <dd>{category}</dd>
              </>
            ) : null}
          </dl>
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-1 text-lg font-semibold">
              {t('product.description')}
            </h2>
            <p className="whitespace-pre-line text-base-content/80">{product.description}</p>
          </section>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary btn-lg w-full sm:w-fit" onClick={() => onBook(product)} disabled={sold}>
              {sold ? t('product.sold') : t('card.bookNow')}
            </button>
            {actions}
          </div>
        </div>
      </div>
      {below}
    </article>
  );
}
