// Who is on the other side of the deal. The buyer sees the seller (their public page, their number
// and where the listing is, to meet); the seller sees how to reach the buyer; an Admin sees both.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import type { DealSide } from '@/lib/deal-status';
import { Link } from '@/components/ui/link';

export function DealParties({ deal, side }: { deal: Booking; side: DealSide }) {
  const { t } = useTranslation('deals');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {side !== 'seller' && (
        <>
          <dt className="text-base-content/70">{t('parties.seller')}</dt>
          <dd>
            {deal.sellerId ? (
              <Link to={`/seller/${encodeURIComponent(deal.sellerId)}`} className="link link-primary">
                {deal.sellerName}
              </Link>
            ) : (
              deal.sellerName
            )}
          </dd>
          {deal.sellerContact ? (
            <>
              <dt className="text-base-content/70">{t('parties.sellerContact')}</dt>
              <dd>
                <a href={`tel:${deal.sellerContact}`} className="link">
                  {deal.sellerContact}
                </a>
              </dd>
            </>
          ) : null}
          {deal.meetingPlace ? (
            <>
              <dt className="text-base-content/70">{t('parties.meetingPlace')}</dt>
              <dd className="break-words">{deal.meetingPlace}</dd>
            </>
          ) : null}
        </>
      )}
      {side !== 'buyer' && (
        <>
          <dt className="text-base-content/70">{t('parties.buyer')}</dt>
          <dd>{deal.name}</dd>
          {side === 'admin' && (
            <>
              <dt className="text-base-content/70">{t('parties.buyerEmail')}</dt>
              <dd className="break-all">{deal.email}</dd>
            </>
          )}
          <dt className="text-base-content/70">{t('parties.contact')}</dt>
          <dd>
            <a href={`tel:${deal.contact}`} className="link">
              {deal.contact}
            </a>
          </dd>
          <dt className="text-base-content/70">{t('parties.location')}</dt>
          <dd className="break-words">{deal.location}</dd>
        </>
      )}
    </dl>
  );
}
