// Shown to a Buyer on the seller screens: the API refuses them listings (403), so we say so up front.
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

export function SellersOnlyNote() {
  const { t } = useTranslation('products');
  return (
    <div role="note" className="alert alert-info alert-soft items-start">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path strokeLinecap="round" d="M12 11v5M12 8h.01" />
      </svg>
      <div className="space-y-1">
        <p className="font-semibold">{t('sellersOnly.title')}</p>
        <p className="text-sm">
          {t('sellersOnly.body')}{' '}
          <Link to="/dashboard/my-orders" className="link">
            {t('sellersOnly.seeOrders')}
          </Link>
        </p>
      </div>
    </div>
  );
}
