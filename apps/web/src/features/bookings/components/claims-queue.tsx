// /dashboard/claims: the Admin's queue of warranty claims. Open ones come oldest first (first come,
// first decided); the decision itself is made on the booking page, beside its history and messages.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { Price } from '@/components/ui/price';
import { QueueView, useQueueState } from '@/components/ui/queue-view';
import { useClaims, type ClaimsState } from '../api/get-claims';
import { claimReasonLabel, outcomeLabel } from '../utils/booking-words';
import { ClaimPhotos } from './claim-details';
import { OpenBookingLink } from './open-booking-link';

export function ClaimsQueue() {
  const { t } = useTranslation('deals');
  const state = useQueueState<ClaimsState>(['open', 'decided']);
  const claims = useClaims(state);
  const tabs: ReadonlyArray<{ state: ClaimsState; label: string }> = [
    { state: 'open', label: t('claims.open') },
    { state: 'decided', label: t('claims.decided') },
  ];
  return (
    <QueueView
      title={t('claims.title')}
      tabsLabel={t('claims.tabsLabel')}
      tabs={tabs}
      state={state}
      query={claims}
      listLabel={state === 'open' ? t('claims.openList') : t('claims.decidedList')}
      empty={state === 'open' ? t('claims.emptyOpen') : t('claims.emptyDecided')}
      listClassName="grid grid-cols-1 gap-4 xl:grid-cols-2"
      renderItem={(booking) => <ClaimItem key={booking._id} booking={booking} />}
    />
  );
}

function ClaimItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation('deals');
  const claim = booking.claim;
  if (!claim) return null;
  return (
    <li className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold leading-snug break-words">{booking.device}</h2>
        <div className="flex items-center gap-2">
          <Price amount={booking.price} className="font-semibold" />
          <BookingStatusBadge status={booking.status} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-base-content/70">{t('claims.buyer')}</dt>
        {/* min-w-0 and break-all: a long email wraps inside a 360 px screen instead of being cut off. */}
        <dd className="min-w-0 break-words">
          {booking.name} <span className="break-all text-base-content/70">({booking.email})</span>
        </dd>
        <dt className="text-base-content/70">{t('claims.seller')}</dt>
        <dd>{booking.sellerName}</dd>
        <dt className="text-base-content/70">{t('claims.reason')}</dt>
        <dd>{claimReasonLabel(claim.reason)}</dd>
        <dt className="text-base-content/70">{t('claims.opened')}</dt>
        <dd>{formatDateTime(claim.openedAt)}</dd>
        {claim.decision ? (
          <>
            <dt className="text-base-content/70">{t('claims.decision')}</dt>
            <dd>{t('claims.decisionAt', { outcome: outcomeLabel(claim.decision.outcome), at: formatDateTime(claim.decision.at) })}</dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-line break-words text-sm">{claim.text}</p>
      <ClaimPhotos photos={claim.photos} />
      {claim.decision ? <p className="whitespace-pre-line break-words text-sm text-base-content/80">{t('claims.note', { note: claim.decision.note })}</p> : null}
      <div className="flex justify-end">
        <OpenBookingLink booking={booking} className="btn btn-primary btn-sm" />
      </div>
    </li>
  );
}
