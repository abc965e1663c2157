// The seller's devices on the market now, as compact cards, with 'Load more'.
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import type { PhoneListing } from '@mobile-planet/shared';
import type { useSellerListings } from '../api/get-seller-listings';
import { SellerListingCard } from './seller-listing-card';

interface SellerListingsProps {
  listings: ReturnType<typeof useSellerListings>;
  onBook: (phone: PhoneListing) => void;
}

export function SellerListings({ listings, onBook }: SellerListingsProps) {
  const { t } = useTranslation('sellers');
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = listings;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // The newest page's count: devices may have been sold since the first.
  const total = data?.pages.at(-1)?.total;

  return (
    <section aria-labelledby="seller-listings-title" className="flex flex-col gap-4">
      <h2 id="seller-listings-title" className="text-xl font-bold">
        {t('listings.title')}
        {total ? <span className="ml-2 text-base font-normal text-base-content/70">{t('listings.total', { count: total })}</span> : null}
      </h2>
      {isPending ? (
        <div className="flex justify-center py-8">
          <Spinner size="md" label={t('listings.loading')} />
        </div>
      ) : items.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((phone, index) => (
            <SellerListingCard key={phone._id} phone={phone} onBook={onBook} index={index} />
          ))}
        </div>
      ) : isError ? null : (
        <p className="text-base-content/70">{t('listings.empty')}</p>
      )}
      {isError ? <QueryErrorAlert error={error} onRetry={() => void refetch()} /> : null}
      <LoadMoreButton hasNextPage={hasNextPage && !isError} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </section>
  );
}
