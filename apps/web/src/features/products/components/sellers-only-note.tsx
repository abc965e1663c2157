// Shown to a Buyer on the seller screens: the API refuses them listings (403), so we say so up front
// and offer the way in: the account becomes a Seller's (POST /users/me/role), no second sign-up.
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { Link } from '@/components/ui/link';
import { useBecomeSeller } from '../api/become-seller';

export function SellersOnlyNote() {
  const { t } = useTranslation('products');
  const becomeSeller = useBecomeSeller();
  const start = () =>
    becomeSeller.mutate(undefined, {
      onSuccess: () => toast.success(t('sellersOnly.started')),
      onError: (err) => toast.error(apiErrorMessage(err)),
    });
  return (
    <div role="note" className="alert alert-info alert-soft items-start">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path strokeLinecap="round" d="M12 11v5M12 8h.01" />
      </svg>
      <div className="space-y-2">
        <p className="font-semibold">{t('sellersOnly.title')}</p>
        <p className="text-sm">{t('sellersOnly.body')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton type="button" busy={becomeSeller.isPending} className="btn btn-primary btn-sm" onClick={start}>
            {t('sellersOnly.start')}
          </BusyButton>
          <Link to="/dashboard/my-orders" className="link text-sm">
            {t('sellersOnly.seeOrders')}
          </Link>
        </div>
      </div>
    </div>
  );
}
