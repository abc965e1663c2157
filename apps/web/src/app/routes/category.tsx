// /category/{id} (spec §2): the category's devices, on the same results screen as /search with the
// category fixed by the path. An unknown category id gets the 404 screen.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CATEGORY_IDS, type CategoryId } from '@mobile-planet/shared';
import { NotFound } from '@/components/errors/not-found';
import { ListingResults } from '@/features/catalog/components/listing-results';
import { useListingResults } from '@/features/catalog/hooks/use-listing-results';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { useBookNow } from '@/features/bookings/hooks/use-book-now';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';

const isCategoryId = (id: string | undefined): id is CategoryId => CATEGORY_IDS.includes(id as CategoryId);

function CategoryScreen({ id }: { id: CategoryId }) {
  const results = useListingResults(id);
  const { selected, book, close } = useBookNow(results.items);
  const { t } = useTranslation();
  const name = t(`categories.${id}`);
  return (
    <>
      <ListingResults
        results={results}
        title={name}
        crumb={name}
        what={name.toLowerCase()}
        onBook={book}
        cardAction={(phone) => <FavouriteButton productId={phone._id} device={phone.deviceName} sellerId={phone.sellerId} />}
        headerAction={<SaveSearchButton query={results.params} />}
      />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}

export function Component() {
  const { id } = useParams();
  if (!isCategoryId(id)) return <NotFound />;
  return <CategoryScreen key={id} id={id} />;
}
