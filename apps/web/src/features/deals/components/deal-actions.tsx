// What this side can do with the deal now; nothing when the deal is past their part.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import type { DealSide } from '@/lib/deal-status';
import { HandoverCode } from '@/components/ui/handover-code';
import { useNow } from '../hooks/use-now';
import { claimWindowOpen } from '../utils/deal-words';
import { CancelDealAction } from './cancel-deal-action';
import { OpenClaim } from './claim-form';
import { HandoverForm } from './handover-form';
import { Link } from '@/components/ui/link';

export function DealActions({ deal, side }: { deal: Booking; side: DealSide }) {
  const { t } = useTranslation('deals');
  const now = useNow();
  if (side === 'buyer') {
    return (
      <div className="space-y-4">
        {deal.status === 'booked' && (
          <div className="flex flex-wrap gap-2">
            <Link to={`/dashboard/payment/${encodeURIComponent(deal._id)}`} className="btn btn-primary">
              {t('pay')}
            </Link>
            <CancelDealAction deal={deal} side={side} />
          </div>
        )}
        {deal.status === 'paid' && deal.handoverCode && <HandoverCode code={deal.handoverCode} />}
        {claimWindowOpen(deal, now) && <OpenClaim deal={deal} />}
      </div>
    );
  }
  if (side === 'seller') {
    return (
      <div className="space-y-4">
        {deal.status === 'paid' && <HandoverForm deal={deal} />}
        {(deal.status === 'booked' || deal.status === 'paid') && (
          <div>
            <CancelDealAction deal={deal} side={side} />
          </div>
        )}
      </div>
    );
  }
  return null;
}
