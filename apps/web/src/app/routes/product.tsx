// /product/{id}: a listing's own page (docs/product.md#past-the-original-spec), where a signed-in user may report it, make
// an offer and ask its seller a question.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { apiErrorMessage, isApiRequestError } from '@/lib/api-client';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductDetailsSkeleton } from '@/features/catalog/components/product-details-skeleton';
import { ProductMeta } from '@/features/catalog/components/product-meta';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { useBookNow } from '@/features/bookings/hooks/use-book-now';
import { YourBookingNote } from '@/features/bookings/components/your-booking-note';
import { ReportListing } from '@/features/moderation/components/report-listing';
import { AskSellerSection } from '@/features/questions/components/ask-seller-section';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { MakeOfferSection } from '@/features/offers/components/make-offer-section';
import { PriceGuideHint } from '@/features/price-guide/components/price-guide-hint';

function ProductScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useProduct(id);
  const available = useMemo(() => (data && data.status !== 'sold' ? [data] : []), [data]);
  const { selected, book, close } = useBookNow(data ? available : undefined);

  if (isPending) {
    return (
      // The page's shape, not a spinner: the listing then takes its place without moving anything.
      <ProductDetailsSkeleton label={t('pages.product.loading')} />
    );
  }
  if (isError) {
    const status = isApiRequestError(error) ? error.status : undefined;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <div className="px-4 py-16 text-center">
        <div role="alert" className="alert alert-warning alert-soft mx-auto max-w-lg flex-wrap justify-between">
          <span>{apiErrorMessage(error)}</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
            {t('actions.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <ProductMeta product={data} />
      <ProductDetails
        product={data}
        onBook={book}
        actions={
          <>
            <YourBookingNote productId={data._id} />
            {data.status !== 'sold' ? <FavouriteButton productId={data._id} device={data.deviceName} sellerId={data.sellerId} variant="page" /> : null}
            <ReportListing productId={data._id} sellerId={data.sellerId} />
            <div className="w-full">
              <MakeOfferSection
                product={data}
                // The same range the price guide gives this device, beside the amount.
                guide={<PriceGuideHint deviceName={data.deviceName} condition={data.condition ?? ''} yearsOfUse={String(data.yearsOfUse ?? '')} neir={data.neir ?? ''} />}
              />
            </div>
          </>
        }
        below={<AskSellerSection productId={data._id} available={data.status !== 'sold'} />}
      />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <ProductScreen key={id} id={id} />;
}
