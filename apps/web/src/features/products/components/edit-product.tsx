// /dashboard/my-products/{id}/edit: the listing form, started from the listing as stored. Only a
// listing still on sale can be edited (the API says the same with a 409).
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useListingForEdit } from '../api/get-listing-for-edit';
import { AddProductForm, type PriceGuideSlot } from './add-product-form';

export function EditProduct({ id, priceGuide }: { id: string; priceGuide?: PriceGuideSlot }) {
  const { t } = useTranslation('products');
  const listing = useListingForEdit(id);

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t('edit.title')}</h1>
      {listing.isPending ? (
        <Spinner />
      ) : listing.isError ? (
        <QueryErrorAlert error={listing.error} onRetry={() => void listing.refetch()} />
      ) : listing.data.status !== 'available' ? (
        <div role="alert" className="alert alert-info flex flex-col items-start gap-2">
          <span>{t('edit.notEditable')}</span>
          <Link to="/dashboard/my-products" className="link">
            {t('edit.back')}
          </Link>
        </div>
      ) : (
        <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          {/* Keyed by the listing: a form started from another listing's values never carries over. */}
          <AddProductForm key={listing.data._id} sellerName={listing.data.sellerName} priceGuide={priceGuide} listing={listing.data} />
        </div>
      )}
    </section>
  );
}
