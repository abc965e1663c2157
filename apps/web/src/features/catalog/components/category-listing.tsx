// /category/{id}: the category's devices as a grid of phone cards.
import { Link } from 'react-router-dom';
import type { CategoryId, PhoneListing } from '@mobile-planet/shared';
import { categoryName } from '@mobile-planet/shared';
import { useCategory } from '../api/get-category';
import { PhoneCard } from './phone-card';
import { PhoneCardSkeleton } from './phone-card-skeleton';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface CategoryListingProps {
  id: CategoryId;
  onBook: (phone: PhoneListing) => void;
}

export function CategoryListing({ id, onBook }: CategoryListingProps) {
  const { data, isPending, isError, refetch, isRefetching } = useCategory(id);
  const name = categoryName(id) ?? id;

  return (
    <section aria-labelledby="category-title" className="px-4 py-8 sm:px-8 lg:px-12">
      <div className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ul>
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 id="category-title" className="text-3xl font-bold">
          {name}
        </h1>
        {data ? (
          <p className="text-base-content/70">
            {data.length} {data.length === 1 ? 'device' : 'devices'} available
          </p>
        ) : null}
      </div>

      {isError ? (
        <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
          <span>The devices in this category could not be loaded.</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()} disabled={isRefetching}>
            Try again
          </button>
        </div>
      ) : isPending ? (
        <div className={GRID} aria-busy="true" aria-label={`Loading ${name}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <PhoneCardSkeleton key={i} />
          ))}
        </div>
      ) : data.length === 0 ? (
        <div className="rounded-box border border-dashed border-base-300 bg-base-200/50 px-6 py-14 text-center">
          <p className="text-lg font-semibold">No {name.toLowerCase()} for sale right now.</p>
          <p className="mt-1 text-base-content/70">New listings arrive every day. Check back soon, or look at another category.</p>
          <Link to="/#categories" className="btn btn-primary btn-outline mt-5">
            Browse categories
          </Link>
        </div>
      ) : (
        <div className={GRID}>
          {data.map((phone) => (
            <PhoneCard key={phone._id} phone={phone} onBook={onBook} />
          ))}
        </div>
      )}
    </section>
  );
}
