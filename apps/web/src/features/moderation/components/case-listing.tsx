// The listing a case is about: picture, name (linking to its page), price, status, seller and the
// IMEI's last four digits.
import { useTranslation } from 'react-i18next';
import type { ModerationCase } from '@mobile-planet/shared';
import { maskedImei } from '@/lib/format';
import { StoredImage } from '@/components/ui/stored-image';
import { Price } from '@/components/ui/price';
import { listingStatusLabel } from '../utils/moderation-words';
import { Link } from '@/components/ui/link';

export function CaseListing({ product, titleId }: { product: ModerationCase['product']; titleId: string }) {
  // Subscribed to the language: the status and the price follow a switch.
  useTranslation('moderation');
  return (
    <div className="flex gap-3">
      <StoredImage
        src={product.img}
        sizes="5rem"
        alt={product.deviceName}
        loading="lazy"
        decoding="async"
        className="h-20 w-20 shrink-0 rounded-box border border-base-300 bg-base-200 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={titleId} className="font-semibold leading-snug break-words">
          <Link to={`/product/${product._id}`} className="link link-hover">
            {product.deviceName}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Price amount={product.resalePrice} className="font-semibold" />
          <span className={`badge badge-sm ${product.status === 'hidden' ? 'badge-warning' : 'badge-ghost'}`}>{listingStatusLabel(product.status)}</span>
          {product.imeiLast4 ? <span className="font-mono text-base-content/70">IMEI {maskedImei(product.imeiLast4)}</span> : null}
        </p>
        <p className="text-sm break-words">
          {product.sellerName} <span className="text-base-content/70">({product.sellerEmail})</span>
        </p>
      </div>
    </div>
  );
}
