// The results as phone cards, and 'Load more' for the next page. While a changed search loads,
// the previous results stay (dimmed) instead of a spinner.
import type { ReactNode } from 'react';
import type { PhoneListing } from '@mobile-planet/shared';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PhoneCard } from './phone-card';
import { PhoneCardSkeleton } from './phone-card-skeleton';

const RESULTS_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

interface ResultsGridProps {
  items: PhoneListing[];
  /** The search changed and its results are on their way: what shows is the previous search's. */
  stale: boolean;
  onBook: (phone: PhoneListing) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** What the screen adds to each card (the favourites' heart). */
  cardAction?: (phone: PhoneListing) => ReactNode;
}

export function ResultsGrid({ items, stale, onBook, hasNextPage, isFetchingNextPage, fetchNextPage, cardAction }: ResultsGridProps) {
  return (
    <>
      <div className={`${RESULTS_GRID} transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
        {items.map((phone, index) => (
          <PhoneCard key={phone._id} phone={phone} onBook={onBook} index={index} action={cardAction?.(phone)} />
        ))}
      </div>
      {/* No next page for a stale list: its cursor belongs to the previous search. */}
      <LoadMoreButton
        hasNextPage={hasNextPage && !stale}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        className="pt-4"
      />
    </>
  );
}

/** Placeholder cards for a first load; the toolbar's status line says 'Searching…' to screen readers. */
export function ResultsSkeleton() {
  return (
    <div className={RESULTS_GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <PhoneCardSkeleton key={i} />
      ))}
    </div>
  );
}
