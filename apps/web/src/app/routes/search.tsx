// /search?q=…: keyword search with filters, sort and pages; the navbar's search box comes here.
import { ListingResults } from '@/features/catalog/components/listing-results';
import { useListingResults } from '@/features/catalog/hooks/use-listing-results';
import { BookingModal } from '@/features/booking/components/booking-modal';
import { useBookNow } from '@/features/booking/hooks/use-book-now';

export function Component() {
  const results = useListingResults();
  const { selected, book, close } = useBookNow(results.items);
  const { q } = results.search;
  return (
    <>
      <ListingResults results={results} title={q ? `Results for “${q}”` : 'All devices'} crumb="Search" what="devices" onBook={book} />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}
