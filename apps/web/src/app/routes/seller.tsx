// /seller/{id}: a seller's public page (profile, reviews, devices for sale), with Book Now on
// their devices. An id that is not one, or a seller the API does not know, gets the 404 screen.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OBJECT_ID_PATTERN } from '@mobile-planet/shared';
import { NotFound } from '@/components/errors/not-found';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { useSeller } from '@/features/sellers/api/get-seller';
import { useSellerListings } from '@/features/sellers/api/get-seller-listings';
import { SellerPage } from '@/features/sellers/components/seller-page';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { useBookNow } from '@/features/bookings/hooks/use-book-now';

function SellerScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const seller = useSeller(id);
  // Asked at the same time as the profile, not after it.
  const listings = useSellerListings(id);
  const available = useMemo(() => listings.data?.pages.flatMap((page) => page.items), [listings.data]);
  const { selected, book, close } = useBookNow(available);

  if (seller.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('pages.seller.loading')} />
      </div>
    );
  }
  if (seller.isError) {
    const status = isApiRequestError(seller.error) ? seller.error.status : undefined;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <QueryErrorAlert error={seller.error} onRetry={() => void seller.refetch()} />
      </div>
    );
  }
  return (
    <>
      <SellerPage profile={seller.data} profileUpdatedAt={seller.dataUpdatedAt} listings={listings} onBook={book} />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  // Not an id at all: no call to make (the API would only answer 400).
  if (!OBJECT_ID_PATTERN.test(id)) return <NotFound />;
  return <SellerScreen key={id} id={id} />;
}
