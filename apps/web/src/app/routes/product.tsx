// /product/{id}: a listing's own page (DESIGN.md §5), where a signed-in user may report it.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AxiosError } from 'axios';
import { NotFound } from '@/components/errors/not-found';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { BookingModal } from '@/features/booking/components/booking-modal';
import { useBookNow } from '@/features/booking/hooks/use-book-now';
import { ReportListing } from '@/features/moderation/components/report-listing';

function ProductScreen({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useProduct(id);
  const available = useMemo(() => (data && data.status !== 'sold' ? [data] : []), [data]);
  const { selected, book, close } = useBookNow(data ? available : undefined);

  if (isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading the listing" />
      </div>
    );
  }
  if (isError) {
    const status = error instanceof AxiosError ? error.response?.status : undefined;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <div className="px-4 py-16 text-center">
        <div role="alert" className="alert alert-warning alert-soft mx-auto max-w-lg flex-wrap justify-between">
          <span>{apiErrorMessage(error)}</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <ProductDetails product={data} onBook={book} actions={<ReportListing productId={data._id} sellerId={data.sellerId} />} />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <ProductScreen key={id} id={id} />;
}
