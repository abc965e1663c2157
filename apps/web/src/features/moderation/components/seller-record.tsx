// The seller's record on the market, for deciding a case: listings, sales, rating, and whether
// they are already blocked.
import { useTranslation } from 'react-i18next';
import type { ModerationCase } from '@mobile-planet/shared';
import { formatNumber } from '@/lib/format';
import { RatingSummary } from '@/components/ui/rating-stars';

export function SellerRecord({ seller }: { seller: ModerationCase['seller'] }) {
  const { t } = useTranslation('moderation');
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t('record.title')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-base-content/70">{t('record.seller')}</dt>
        <dd className="break-words">
          {seller.name} <span className="text-base-content/70">({seller.email})</span>
        </dd>
        <dt className="text-base-content/70">{t('record.listings')}</dt>
        <dd>{formatNumber(seller.listings)}</dd>
        <dt className="text-base-content/70">{t('record.sales')}</dt>
        <dd>{formatNumber(seller.sales)}</dd>
        <dt className="text-base-content/70">{t('record.rating')}</dt>
        <dd>{seller.rating ? <RatingSummary rating={seller.rating} /> : t('record.noReviews')}</dd>
        <dt className="text-base-content/70">{t('record.blocked')}</dt>
        <dd>{seller.blocked ? <span className="badge badge-error badge-sm">{t('record.yes')}</span> : t('record.no')}</dd>
      </dl>
    </section>
  );
}
