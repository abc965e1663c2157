// /dashboard/deals/{id}: one deal after the booking, from the viewer's side (buyer, seller or an
// Admin): where it stands, what to do next, its history and the thread between the two sides.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { canTake, dealNextStep, type DealSide } from '@/lib/deal-status';
import { imageSrcSet, resolveImageUrl } from '@/lib/image-url';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { DealStatusBadge } from '@/components/ui/deal-status-badge';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { useDeal } from '../api/get-deal';
import { ClaimDecisionForm } from './claim-decision-form';
import { ClaimDetails } from './claim-details';
import { DealActions } from './deal-actions';
import { DealParties } from './deal-parties';
import { DealTimeline } from './deal-timeline';
import { MessageThread } from './message-thread';
import { ReviewForm } from './review-form';
import { Link } from '@/components/ui/link';

/** Back to the list this side came from (its words are deals:back.<side>). */
const BACK: Record<DealSide, string> = {
  buyer: '/dashboard/my-orders',
  seller: '/dashboard/my-sales',
  admin: '/dashboard/claims',
};

export function DealScreen({ id }: { id: string }) {
  const { t } = useTranslation('deals');
  const deal = useDeal(id);
  // The API says how the reader stands to the deal.
  const side = deal.data?.side;

  if (deal.isError && !deal.data) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <QueryErrorAlert error={deal.error} onRetry={() => void deal.refetch()} />
      </section>
    );
  }
  if (!deal.data || !side) return <Spinner label={t('loading')} />;
  return <DealView deal={deal.data} side={side} />;
}

function DealView({ deal, side }: { deal: Booking; side: DealSide }) {
  const { t } = useTranslation('deals');
  const nextStep = dealNextStep(deal, side);
  // An Admin reads the thread only once a claim is open (the API refuses it before).
  const showThread = side !== 'admin' || Boolean(deal.claim);

  return (
    <section className="space-y-6">
      <Link to={BACK[side]} className="link link-hover text-sm">
        <span aria-hidden="true">← </span>
        {t(`back.${side}`)}
      </Link>
      <header className="flex gap-4">
        {deal.img ? (
          <img
            src={resolveImageUrl(deal.img)}
            srcSet={imageSrcSet(deal.img)}
            sizes="5rem"
            alt=""
            className="h-20 w-20 shrink-0 rounded-box bg-base-200 object-cover"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold leading-tight break-words">{deal.device}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <Price amount={deal.price} className="text-lg font-semibold" />
            <DealStatusBadge status={deal.status} />
          </div>
        </div>
      </header>

      {nextStep ? (
        <p role="status" className="alert alert-info alert-soft">
          <span>
            <span className="font-semibold">{t('nextStep')}</span>
            {nextStep}
          </span>
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <div className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
            <DealParties deal={deal} side={side} />
            <DealActions deal={deal} side={side} />
          </div>
          {deal.claim ? (
            <div className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
              <ClaimDetails claim={deal.claim} />
              {side === 'admin' && canTake(deal, side, 'refund_claim') && <ClaimDecisionForm dealId={deal._id} />}
            </div>
          ) : null}
          {side === 'buyer' && deal.status === 'completed' && !deal.reviewed && (
            <div className="rounded-box border border-base-300 bg-base-100 p-4">
              <ReviewForm dealId={deal._id} sellerName={deal.sellerName} />
            </div>
          )}
          <DealTimeline deal={deal} side={side} />
        </div>
        {showThread && (
          <div className="min-w-0">
            <MessageThread dealId={deal._id} side={side} canWrite={side !== 'admin'} beforeMeeting={deal.status === 'booked' || deal.status === 'paid'} />
          </div>
        )}
      </div>
    </section>
  );
}
