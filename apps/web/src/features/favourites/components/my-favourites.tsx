// /dashboard/favourites: the listings the reader keeps, newest first, each with its picture, price
// and where it stands now (on sale, sold, no longer listed), and a button to let it go.
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Link } from '@/components/ui/link';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Price } from '@/components/ui/price';
import { LoadingScreen } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { formatShortDate } from '@/lib/dates';
import { useFavourites } from '../api/get-favourites';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';

const STATUS_BADGE: Record<Favourite['status'], string> = {
  available: 'badge-success',
  sold: 'badge-neutral',
  removed: 'badge-ghost',
};

export function MyFavourites() {
  const { t } = useTranslation('myFavourites');
  const favourites = useFavourites();
  const items = favourites.data?.pages.flatMap((page) => page.items);

  return (
    <section className="space-y-4" aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="text-2xl font-bold">
        {t('list.title')}
      </h1>
      <p className="text-base-content/70">{t('list.intro')}</p>
      {favourites.isPending ? (
        <LoadingScreen title={t('list.loading')} />
      ) : favourites.isError ? (
        <QueryErrorAlert error={favourites.error} onRetry={() => void favourites.refetch()} />
      ) : items?.length === 0 ? (
        <p className="text-base-content/70">
          {t('list.empty')}{' '}
          <Link to="/" className="link link-primary">
            {t('list.browse')}
          </Link>
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" aria-labelledby="favourites-title">
            {items?.map((favourite) => <FavouriteRow key={favourite.productId} favourite={favourite} />)}
          </ul>
          <LoadMoreButton
            hasNextPage={favourites.hasNextPage}
            isFetchingNextPage={favourites.isFetchingNextPage}
            fetchNextPage={favourites.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}

function FavouriteRow({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation('myFavourites');
  const toggle = useToggleFavourite();
  const { listing, status, deviceName } = favourite;
  return (
    <li className="card card-side border border-base-300 bg-base-100">
      <figure className="w-24 shrink-0 bg-base-200 p-1.5">
        {listing ? <StoredImage src={listing.img} sizes="96px" alt="" width={96} height={72} className="h-full w-full object-contain" /> : null}
      </figure>
      <div className="card-body min-w-0 gap-1.5 p-3">
        <h2 className="card-title text-base leading-snug break-words">
          {listing ? (
            <Link to={`/product/${favourite.productId}`} className="link-hover">
              {deviceName}
            </Link>
          ) : (
            deviceName
          )}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {listing ? <Price amount={listing.resalePrice} className="font-bold text-primary" /> : null}
          <span className={`badge badge-sm ${STATUS_BADGE[status]}`}>{t(`list.status.${status}`)}</span>
        </div>
        <p className="text-xs text-base-content/70">{t('list.savedOn', { date: formatShortDate(favourite.savedAt) })}</p>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t('list.remove', { device: deviceName })}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ productId: favourite.productId, favourite: false })}
          >
            {t('list.removeLabel')}
          </button>
        </div>
      </div>
    </li>
  );
}
