// /dashboard/claims: the Admin's queue of warranty claims. Open ones come oldest first (first come,
// first decided); the decision itself is made on the deal page, beside its history and messages.
import { Link } from 'react-router-dom';
import type { Booking } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { dealPath } from '@/lib/deal-status';
import { DealStatusBadge } from '@/components/ui/deal-status-badge';
import { Price } from '@/components/ui/price';
import { QueueView, useQueueState } from '@/components/ui/queue-view';
import { useClaims, type ClaimsState } from '../api/get-claims';
import { CLAIM_REASON_LABEL, OUTCOME_LABEL } from '../utils/deal-words';
import { ClaimPhotos } from './claim-details';

const TABS = [
  { state: 'open', label: 'Open' },
  { state: 'decided', label: 'Decided' },
] as const satisfies ReadonlyArray<{ state: ClaimsState; label: string }>;

export function ClaimsQueue() {
  const state = useQueueState<ClaimsState>(['open', 'decided']);
  const claims = useClaims(state);
  return (
    <QueueView
      title="Claims"
      tabsLabel="Claims by state"
      tabs={TABS}
      state={state}
      query={claims}
      listLabel={state === 'open' ? 'Open claims' : 'Decided claims'}
      empty={state === 'open' ? 'No open claims.' : 'No decided claims yet.'}
      listClassName="grid grid-cols-1 gap-4 xl:grid-cols-2"
      renderItem={(deal) => <ClaimItem key={deal._id} deal={deal} />}
    />
  );
}

function ClaimItem({ deal }: { deal: Booking }) {
  const claim = deal.claim;
  if (!claim) return null;
  return (
    <li className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold leading-snug break-words">{deal.device}</h2>
        <div className="flex items-center gap-2">
          <Price amount={deal.price} className="font-semibold" />
          <DealStatusBadge status={deal.status} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-base-content/70">Buyer</dt>
        <dd className="break-words">
          {deal.name} <span className="text-base-content/70">({deal.email})</span>
        </dd>
        <dt className="text-base-content/70">Seller</dt>
        <dd>{deal.sellerName}</dd>
        <dt className="text-base-content/70">Reason</dt>
        <dd>{CLAIM_REASON_LABEL[claim.reason]}</dd>
        <dt className="text-base-content/70">Opened</dt>
        <dd>{formatDateTime(claim.openedAt)}</dd>
        {claim.decision ? (
          <>
            <dt className="text-base-content/70">Decision</dt>
            <dd>
              {OUTCOME_LABEL[claim.decision.outcome]}, {formatDateTime(claim.decision.at)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-line break-words text-sm">{claim.text}</p>
      <ClaimPhotos photos={claim.photos} />
      {claim.decision ? <p className="whitespace-pre-line break-words text-sm text-base-content/80">Note: {claim.decision.note}</p> : null}
      <div className="flex justify-end">
        <Link to={dealPath(deal._id)} className="btn btn-primary btn-sm" aria-label={`Open deal for ${deal.device}`}>
          Open deal
        </Link>
      </div>
    </li>
  );
}
