// /category/{id} (spec §2). An unknown category id gets the 404 screen.
import { useParams } from 'react-router-dom';
import { CATEGORY_IDS, type CategoryId } from '@mobile-planet/shared';
import { NotFound } from '@/components/errors/not-found';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { useCategory } from '@/features/catalog/api/get-category';
import { BookingModal } from '@/features/booking/components/booking-modal';
import { useBookNow } from '@/features/booking/hooks/use-book-now';

const isCategoryId = (id: string | undefined): id is CategoryId => CATEGORY_IDS.includes(id as CategoryId);

function CategoryScreen({ id }: { id: CategoryId }) {
  const { data } = useCategory(id);
  const { selected, book, close } = useBookNow(data);
  return (
    <>
      <CategoryListing id={id} onBook={book} />
      <BookingModal phone={selected} onClose={close} />
    </>
  );
}

export function Component() {
  const { id } = useParams();
  if (!isCategoryId(id)) return <NotFound />;
  return <CategoryScreen key={id} id={id} />;
}
