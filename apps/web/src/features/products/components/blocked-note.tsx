// Shown on Add Product to a seller an Admin blocked: why they cannot list (the API would refuse the
// listing with a 403 saying the same), and what they still can do.
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

export function BlockedNote({ reason }: { reason: string }) {
  const { t } = useTranslation(['products', 'common']);
  return (
    <div role="note" className="alert alert-warning alert-soft items-start">
      <div className="space-y-1">
        <p className="font-semibold break-words">{t('products:blockedFromListing', { reason })}</p>
        <p className="text-sm">
          {t('blocked.stillCan')}{' '}
          <Link to="/dashboard/my-orders" className="link">
            {t('sellersOnly.seeOrders')}
          </Link>
        </p>
      </div>
    </div>
  );
}
