// A phone card (spec §2): image, device name, Seller Name, Resale Price, Original Price,
// Use Duration, Posted Date, condition, the NEIR status, the price badge and 'Book Now'. The name links to the listing's own page; the
// seller's name to theirs, with their rating.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneListing } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { EAGER_IMAGES, imageLoading } from '@/lib/image-url';
import { StoredImage } from '@/components/ui/stored-image';
import { formatUseDuration } from '@/lib/format';
import { formatPostedDate } from '@/lib/dates';
import { ConditionBadge } from './condition-badge';
import { NeirBadge } from './neir-badge';
import { PriceBadge } from './price-badge';
import { SellerName } from './seller-name';
import { Link } from '@/components/ui/link';

interface PhoneCardProps {
  phone: PhoneListing;
  onBook: (phone: PhoneListing) => void;
  /** The card's place in its list: the first ones' pictures load at once, the very first first (imageLoading). */
  index?: number;
  /** A control the screen adds beside the name (the favourites' heart): composed by the route. */
  action?: ReactNode;
}

/**
 * How wide the picture shows in the results grid (results-grid.tsx: 1, 2 then 3 columns beside
 * the 15rem filters from lg; the figure's padding off), for the browser's pick from its srcset.
 */
const CARD_IMAGE_SIZES =
  '(min-width: 1440px) 310px, (min-width: 1280px) calc(33vw - 10.5rem), (min-width: 1024px) calc(50vw - 14.25rem), (min-width: 640px) calc(50vw - 4.75rem), 100px';

export function PhoneCard({ phone, onBook, index = EAGER_IMAGES, action }: PhoneCardProps) {
  const { t } = useTranslation('catalog');
  const percentOff =
    phone.originalPrice > phone.resalePrice ? Math.round((1 - phone.resalePrice / phone.originalPrice) * 100) : 0;
  return (
    // Phones: the picture beside the details (about 250 px a card, three a screen, not one); wider: above them.
    <article className="card border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md max-sm:card-side">
      <Link to={`/product/${phone._id}`} className="block max-sm:w-28 max-sm:shrink-0 max-sm:overflow-hidden max-sm:rounded-l-box" tabIndex={-1} aria-hidden="true">
        <figure className="aspect-[4/3] bg-base-200 p-4 max-sm:aspect-auto max-sm:h-full max-sm:p-1.5">
          <StoredImage
            src={phone.img}
            sizes={CARD_IMAGE_SIZES}
            {...imageLoading(index)}
            alt={t('card.imageAlt', { device: phone.deviceName })}
            width={400}
            height={300}
            className="h-full w-full min-w-0 object-contain!"
          />
        </figure>
      </Link>
      <div className="card-body min-w-0 flex-1 gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* h2: the grid sits right under the page's h1 (on phones the Filters h2 is in a closed sheet). */}
          <h2 className="card-title text-base leading-snug sm:text-lg">
            <Link to={`/product/${phone._id}`} className="link-hover">
              {phone.deviceName}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            {phone.condition ? <ConditionBadge condition={phone.condition} /> : null}
            <NeirBadge neir={phone.neir} />
            {action}
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs min-[400px]:text-sm sm:gap-x-3 sm:gap-y-1">
          <dt className="text-base-content/70">{t('card.sellerName')}</dt>
          <dd className="min-w-0">
            <SellerName sellerName={phone.sellerName} sellerId={phone.sellerId} sellerRating={phone.sellerRating} />
          </dd>
          <dt className="text-base-content/70">{t('card.resalePrice')}</dt>
          <dd className="flex flex-wrap items-center gap-x-2">
            <Price amount={phone.resalePrice} className="text-base font-bold text-primary" />
            <PriceBadge badge={phone.priceBadge} />
          </dd>
          <dt className="text-base-content/70">{t('card.originalPrice')}</dt>
          <dd>
            <Price amount={phone.originalPrice} className="text-base-content/70 line-through decoration-1" />
            {percentOff > 0 ? <span className="ml-2 text-xs font-semibold text-success">{t('card.percentOff', { percent: percentOff })}</span> : null}
          </dd>
          <dt className="text-base-content/70">{t('card.useDuration')}</dt>
          <dd>{formatUseDuration(phone.yearsOfUse)}</dd>
          <dt className="text-base-content/70">{t('card.postedDate')}</dt>
          <dd>{formatPostedDate(phone.postedDate)}</dd>
          {phone.Location ? (
            <>
              <dt className="text-base-content/70">{t('card.location')}</dt>
              <dd className="truncate">{phone.Location}</dd>
            </>
          ) : null}
        </dl>
        <div className="card-actions mt-auto pt-1">
          <button type="button" className="btn btn-primary btn-block btn-sm sm:btn-md" onClick={() => onBook(phone)}>
            {t('card.bookNow')}
          </button>
        </div>
      </div>
    </article>
  );
}
