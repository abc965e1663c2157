// /search?q=…: keyword search with filters, sort and pages; the navbar's search box comes here.
import { useTranslation } from 'react-i18next';
import { ListingResults } from '@/features/catalog/components/listing-results';
import { useListingResults } from '@/features/catalog/hooks/use-listing-results';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { useBookNow } from '@/features/bookings/hooks/use-book-now';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';

export function Component() {
  const { t } = useTranslation();
  const results = useListingResults();
  const { selected, book, close } = useBookNow(results.items);
  const { q } = results.search;
  return (
    <>
      <ListingResults
        results={results}
        title={q ? t('pages.search.resultsFor', { q }) : t('pages.search.allDevices')}
        crumb={t('pages.search.crumb')}
        what={t('pages.search.what')}
        onBook={book}
        cardAction={(phone) => <FavouriteButton productId={phone._id} device={phone.deviceName} sellerId={phone.sellerId} />}
        headerAction={<SaveSearchButton query={results.params} />}
      />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}
