// Above the results: how many there are, the Filters button (phones) and the sort.
import { useTranslation } from 'react-i18next';
import type { ListingSort } from '@mobile-planet/shared';
import { formatNumber } from '@/lib/format';
import { SortSelect } from './sort-select';

interface ResultsToolbarProps {
  /** How many results; undefined until the first page arrives (or when it failed). */
  total: number | undefined;
  loading: boolean;
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  /** Opens the filter drawer; absent where the panel is a sidebar. */
  onOpenFilters?: () => void;
  filtersOpen: boolean;
  /** Filters in force, shown on the Filters button. */
  filterCount: number;
  /** The stylesheet decides where the panel is (the server's page): the button only below lg. */
  filtersButtonNarrowOnly?: boolean;
}

export function ResultsToolbar({ total, loading, sort, onSort, onOpenFilters, filtersOpen, filterCount, filtersButtonNarrowOnly = false }: ResultsToolbarProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      {/* Announced politely, so a screen reader hears the new count after each filter change. */}
      <p role="status" aria-live="polite" className="font-semibold">
        {total !== undefined ? (
          t('results.count', { count: total })
        ) : loading ? (
          <span className="text-base-content/70">{t('results.searching')}</span>
        ) : null}
      </p>
      {/* Wraps rather than widening the page: a filter count and a long sort name fit at 360 px. */}
      <div className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
        {onOpenFilters ? (
          <button
            type="button"
            className={`btn btn-sm btn-outline gap-2 ${filtersButtonNarrowOnly ? 'lg:hidden' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={onOpenFilters}
          >
            <FilterIcon />
            {t('filters.title')}
            {filterCount > 0 ? (
              <span className="badge badge-primary badge-sm">
                {formatNumber(filterCount)}
                <span className="sr-only"> {t('results.inUse')}</span>
              </span>
            ) : null}
          </button>
        ) : null}
        <SortSelect sort={sort} onChange={onSort} />
      </div>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
