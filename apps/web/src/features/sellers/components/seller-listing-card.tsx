// A compact phone card for a seller's page, side by side on phones: the catalog's card without
// the seller (it is their page), so the two features stay apart. Image, name, condition, prices,
// place, date, Book Now.
import { useTranslation } from 'react-i18next';
import type { PhoneListing } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { EAGER_IMAGES, imageLoading } from '@/lib/image-url';
import { StoredImage } from '@/components/ui/stored-image';
import { formatPostedDate } from '@/lib/dates';
import { Link } from '@/components/ui/link';

interface SellerListingCardProps {
  phone: PhoneListing;
  onBook: (phone: PhoneListing) => void;
  /** The card's place in its list: the first ones' pictures load at once, the very first first (imageLoading). */
  index?: number;
}

/**
 * How wide the picture shows: 6rem beside the text on phones; from sm a card of the 2 (xl: 3)
 * columns left of the 22rem reviews (lg), the figure's padding off.
 */
const PICTURE_SIZES = '(min-width: 1280px) 17.5rem, (min-width: 1024px) calc(50vw - 17.5rem), (min-width: 640px) calc(50vw - 4.75rem), 6rem';

export function SellerListingCard({ phone, onBook, index = EAGER_IMAGES }: SellerListingCardProps) {
  const { t } = useTranslation(['sellers', 'catalog']);
  const href = `/product/${phone._id}`;
  return (
    <article className="card flex-row overflow-hidden border border-base-300 bg-base-100 shadow-sm sm:flex-col">
      {/* The name below is the link for keyboards and screen readers; the picture is for the mouse. */}
      <Link to={href} className="block w-28 shrink-0 sm:w-auto" tabIndex={-1} aria-hidden="true">
        <figure className="h-full w-full bg-base-200 p-2 sm:aspect-[4/3] sm:h-auto sm:p-4">
          <StoredImage
            src={phone.img}
            sizes={PICTURE_SIZES}
            {...imageLoading(index)}
            alt=""
            className="h-full w-full object-contain"
          />
        </figure>
      </Link>
      <div className="card-body min-w-0 gap-1 p-3 sm:p-4">
        <h3 className="font-semibold leading-snug">
          <Link to={href} className="link-hover break-words">
            {phone.deviceName}
          </Link>
        </h3>
        <p>
          <Price amount={phone.resalePrice} className="font-bold text-primary" />{' '}
          {phone.originalPrice > phone.resalePrice ? (
            <Price amount={phone.originalPrice} className="text-sm text-base-content/70 line-through decoration-1" />
          ) : null}
        </p>
        <p className="text-sm text-base-content/70">
          {phone.condition ? `${t(`catalog:conditionBadge.${phone.condition}`)} · ` : null}
          {t('card.posted', { date: formatPostedDate(phone.postedDate) })}
        </p>
        {phone.Location ? <p className="truncate text-sm text-base-content/70">{phone.Location}</p> : null}
        <div className="card-actions mt-auto pt-2">
          <button type="button" className="btn btn-primary btn-sm sm:btn-block" onClick={() => onBook(phone)}>
            {t('card.bookNow')}
          </button>
        </div>
      </div>
    </article>
  );
}
