// What this side can do with the deal now, as the process table (BOOKING_PROCESS) allows it; nothing
// when the deal is past their part.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { dealActions, type DealSide } from '@/lib/deal-status';
import { HandoverCode } from '@/components/ui/handover-code';
import { useNow } from '../hooks/use-now';
import { CancelDealAction } from './cancel-deal-action';
import { OpenClaim } from './claim-form';
import { HandoverForm } from './handover-form';
import { Link } from '@/components/ui/link';

export function DealActions({ deal, side }: { deal: Booking; side: DealSide }) {
  const { t } = useTranslation('deals');
  const now = useNow();
  const allowed = new Set(dealActions(deal, side, now));
  if (side === 'buyer') {
    return (
      <div className="space-y-4">
        {allowed.has('pay') && (
          <div className="flex flex-wrap gap-2">
            <Link to={`/dashboard/payment/${encodeURIComponent(deal._id)}`} className="btn btn-primary">
              {t('pay')}
            </Link>
            {allowed.has('cancel') && <CancelDealAction deal={deal} side={side} />}
          </div>
        )}
        {deal.status === 'paid' && deal.handoverCode && <HandoverCode code={deal.handoverCode} />}
        {allowed.has('claim') && <OpenClaim deal={deal} />}
      </div>
    );
  }
  if (side === 'seller') {
    return (
      <div className="space-y-4">
        {allowed.has('handover') && <HandoverForm deal={deal} />}
        {(allowed.has('cancel') || allowed.has('seller_cancel')) && (
          <div>
            <CancelDealAction deal={deal} side={side} />
          </div>
        )}
      </div>
    );
  }
  return null;
}
