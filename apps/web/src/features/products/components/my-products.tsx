// /dashboard/my-products: the seller's listings with Edit (while on sale), Delete and 'Send for
// advertise' (spec §2); a listing an Admin hid says so, with the Admin's reason.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { toast } from '@/lib/toast';
import { CATEGORIES, type CategoryId, type Product } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { StoredImage } from '@/components/ui/stored-image';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Price } from '@/components/ui/price';
import { LoadingScreen } from '@/components/ui/spinner';
import { WideTable } from '@/components/ui/wide-table';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { invalidateListings } from '../api/listing-queries';
import { SellersOnlyNote } from './sellers-only-note';

export function MyProducts() {
  const { t } = useTranslation(['products', 'common']);
  const me = useCurrentUser();
  const isBuyer = me.data?.role === 'Buyer';
  // A Buyer has no listings and GET /products would answer 403: do not ask.
  const products = useMyProducts({ enabled: me.isSuccess && !isBuyer });

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('myProducts')}</h1>
      {me.isError ? (
        <QueryErrorAlert error={me.error} onRetry={() => void me.refetch()} />
      ) : isBuyer ? (
        <SellersOnlyNote />
      ) : products.isError ? (
        <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <LoadingScreen title={t('myProducts')} />
      ) : (
        <>
          <p className="text-lg">
            {/* The list comes a page at a time and the API gives no total: '50+' until the last page is in. */}
            {t('products:totalProducts')}:{' '}
            <span className="font-semibold">
              {formatNumber(products.data.length)}
              {products.hasNextPage ? '+' : ''}
            </span>
          </p>
          {products.data.length > 0 && <ProductsTable products={products.data} />}
          <LoadMoreButton
            hasNextPage={products.hasNextPage}
            isFetchingNextPage={products.isFetchingNextPage}
            fetchNextPage={products.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}

/** A category's name in the reader's language; an unknown one as stored. */
function useCategoryName(): (id: string) => string {
  const { t } = useTranslation(['products', 'common']);
  return (id) => (CATEGORIES.some((c) => c.id === id) ? t(`common:categories.${id as CategoryId}`) : id);
}

function ProductsTable({ products }: { products: Product[] }) {
  const { t } = useTranslation(['products', 'common']);
  const categoryName = useCategoryName();
  const queryClient = useQueryClient();
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const refetch = () => invalidateListings(queryClient);

  const sendForAdvertise = (product: Product) =>
    advertise.mutate(product, {
      onSuccess: (result) => {
        if (result.acknowledged) toast.success(t('products:advertised'));
        void refetch();
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const device = toDelete.deviceName;
    remove.mutate(toDelete._id, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) toast.success(t('products:productRemoved', { device }));
        setToDelete(null);
        void refetch();
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });
  };

  // Drawn twice (phone cards and the table), so the ids say which.
  const rowActions = (product: Product, place: 'card' | 'row') => {
    const advertising = advertise.isPending && advertise.variables?._id === product._id;
    const deviceId = `advertise-${place}-${product._id}`;
    return (
      <>
        {product.status === 'available' ? (
          <Link
            to={`/dashboard/my-products/${product._id}/edit`}
            className="btn btn-sm btn-outline"
            // Named by its visible word (WCAG 2.5.3); the device is its description.
            aria-describedby={deviceId}
          >
            {t('list.edit')}
          </Link>
        ) : null}
        <button
          type="button"
          className="btn btn-error btn-sm btn-outline"
          onClick={() => setToDelete(product)}
          aria-label={t('list.deleteNamed', { device: product.deviceName })}
        >
          {t('list.delete')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm whitespace-nowrap"
          disabled={product.advertised || product.status === 'sold' || product.status === 'hidden' || advertising}
          onClick={() => sendForAdvertise(product)}
          // Named by its visible words (WCAG 2.5.3); the device is its description.
          aria-describedby={deviceId}
        >
          {advertising && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('list.advertise')}
        </button>
        <span id={deviceId} hidden>
          {product.deviceName}
        </span>
      </>
    );
  };

  return (
    <>
      {/* Phones: one card per listing; a seven-column table cannot fit. */}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label={t('myProducts')}>
        {products.map((product) => (
          <li key={product._id} className="rounded-box border border-base-300 bg-base-100 p-3">
            <div className="flex gap-3">
              <ProductPicture product={product} className="h-16 w-16" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold leading-snug">{product.deviceName}</p>
                <p className="text-sm text-base-content/70">
                  <Price amount={product.resalePrice} className="font-medium text-base-content" /> ·{' '}
                  {categoryName(product.category)}
                </p>
                <StatusBadge product={product} />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap justify-end gap-2">{rowActions(product, 'card')}</div>
          </li>
        ))}
      </ul>

      <WideTable
        caption={t('myProducts')}
        from="lg"
        columns={[
          { label: t('list.picture') },
          { label: t('list.deviceName') },
          { label: t('list.price') },
          { label: t('list.category') },
          { label: t('list.status') },
          { label: t('list.actions'), hidden: true, colSpan: 2 },
        ]}
      >
        {products.map((product) => (
          <tr key={product._id}>
            <td>
              <ProductPicture product={product} className="h-12 w-12" />
            </td>
            <td className="min-w-36 font-medium">{product.deviceName}</td>
            <td className="whitespace-nowrap">
              <Price amount={product.resalePrice} />
            </td>
            <td className="whitespace-nowrap">{categoryName(product.category)}</td>
            <td className="max-w-64">
              <StatusBadge product={product} />
            </td>
            <td colSpan={2}>
              <div className="flex justify-end gap-2">{rowActions(product, 'row')}</div>
            </td>
          </tr>
        ))}
      </WideTable>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('products:deleteProductTitle')}
        message={toDelete ? t('products:deleteProductMessage', { device: toDelete.deviceName }) : undefined}
        confirmLabel={t('list.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** The listing's photo, at most 4rem wide (h-16 w-16 on phones, h-12 w-12 in the table). */
function ProductPicture({ product, className }: { product: Product; className: string }) {
  return (
    <StoredImage
      src={product.img}
      sizes="4rem"
      alt={product.deviceName}
      className={`${className} shrink-0 rounded-box bg-base-200 object-cover`}
      loading="lazy"
      decoding="async"
    />
  );
}

function StatusBadge({ product }: { product: Product }) {
  const { t } = useTranslation(['products', 'common']);
  if (product.status === 'hidden') {
    return (
      <span className="flex flex-col items-start gap-1">
        <span className="badge badge-warning whitespace-nowrap">{t('products:hiddenByAdmin')}</span>
        {product.moderation?.reason ? (
          <span className="whitespace-pre-line break-words text-sm text-base-content/80">{t('list.reason', { reason: product.moderation.reason })}</span>
        ) : null}
      </span>
    );
  }
  if (product.status === 'sold') return <span className="badge badge-neutral">{t('status.sold')}</span>;
  if (product.status === 'removed') return <span className="badge badge-ghost">{t('status.removed')}</span>;
  if (product.advertised) return <span className="badge badge-info whitespace-nowrap">{t('status.advertised')}</span>;
  return <span className="badge badge-success badge-soft">{t('status.available')}</span>;
}
