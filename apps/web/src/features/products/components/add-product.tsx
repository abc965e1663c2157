// /dashboard/addProduct: the form for sellers (and admins); a Buyer is told why they cannot list,
// and so is a seller an Admin blocked (before they fill the form in, not after).
import { useTranslation } from 'react-i18next';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { AddProductForm, type PriceGuideSlot } from './add-product-form';
import { BlockedNote } from './blocked-note';
import { SellersOnlyNote } from './sellers-only-note';

export function AddProduct({ priceGuide }: { priceGuide?: PriceGuideSlot }) {
  const { t } = useTranslation('products');
  const { user } = useAuth();
  const me = useCurrentUser();

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t('addTitle')}</h1>
      {me.isPending ? (
        <Spinner />
      ) : me.isError ? (
        <QueryErrorAlert error={me.error} onRetry={() => void me.refetch()} />
      ) : me.data.role === 'Buyer' ? (
        <SellersOnlyNote />
      ) : me.data.blocked ? (
        <BlockedNote reason={me.data.blocked.reason} />
      ) : (
        <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <AddProductForm sellerName={user?.displayName ?? me.data.name} priceGuide={priceGuide} />
        </div>
      )}
    </section>
  );
}
