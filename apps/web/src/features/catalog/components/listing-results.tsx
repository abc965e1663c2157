// The one results screen of /search and /category/{id}: the filter panel (a sidebar on desktop, a
// drawer on phones) with facet counts, the sort, the count, the cards and 'Load more'. Everything
// it shows comes from the URL (see use-listing-search).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneListing } from '@mobile-planet/shared';
import { useListingFacets } from '../api/get-listing-facets';
import type { ListingResultsState } from '../hooks/use-listing-results';
import { useMediaQuery } from '../hooks/use-media-query';
import { useHydrated } from '@/lib/use-hydrated';
import { activeFilters } from '../utils/listing-search';
import { ActiveFilters } from './active-filters';
import { EmptyResults } from './empty-results';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ResultsGrid, ResultsSkeleton } from './results-grid';
import { ResultsToolbar } from './results-toolbar';
import { Link } from '@/components/ui/link';

interface ListingResultsProps {
  results: ListingResultsState;
  /** The page's heading, and its last breadcrumb. */
  title: string;
  crumb: string;
  /** What is sold here, for the empty screen: 'smart phones', 'devices'. */
  what: string;
  onBook: (phone: PhoneListing) => void;
  /** What the screen adds to each card (the favourites' heart), and beside the heading ('Save this search'): composed by the route. */
  cardAction?: (phone: PhoneListing) => ReactNode;
  headerAction?: ReactNode;
}

export function ListingResults({ results, title, crumb, what, onBook, cardAction, headerAction }: ListingResultsProps) {
  const { t } = useTranslation('catalog');
  const { search, fixedCategory, params, update, clear, listings, items, total } = results;
  const facetParams = useMemo(() => {
    const { sort: _sort, ...filters } = params;
    return filters;
  }, [params]);
  const facets = useListingFacets(facetParams);
  const hydrated = useHydrated();
  const wideNow = useMediaQuery('(min-width: 1024px)');
  // Until the app runs the page (the server's HTML, and the render that hydrates it) the stylesheet
  // decides: the sidebar from lg up, the Filters button below. Then the width does.
  const layout = !hydrated ? 'css' : wideNow ? 'sidebar' : 'drawer';
  const wide = layout === 'sidebar';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Turned or widened to desktop with the drawer open: the panel is the sidebar now.
  if (wide && drawerOpen) setDrawerOpen(false);

  const filters = activeFilters(search, fixedCategory);
  // Price is one filter however many of its ends are set; the keywords are in the heading.
  const filterCount = new Set(filters.filter((f) => f !== 'q').map((f) => (f === 'maxPrice' ? 'minPrice' : f))).size;
  const panel = <FilterPanel search={search} fixedCategory={fixedCategory} facets={facets.data} onChange={update} />;

  return (
    <section aria-labelledby="results-title" className="px-4 py-8 sm:px-8 lg:px-12">
      <div className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          <li aria-current="page">{crumb}</li>
        </ul>
      </div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="results-title" className="min-w-0 break-words text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        {headerAction}
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {layout !== 'drawer' ? (
          <aside aria-labelledby="filters-title" className={layout === 'css' ? 'hidden pb-4 lg:block' : 'pb-4'}>
            <h2 id="filters-title" className="mb-4 text-lg font-bold">
              {t('filters.title')}
            </h2>
            {panel}
          </aside>
        ) : (
          <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onClear={clear} total={total}>
            {panel}
          </FilterDrawer>
        )}

        <div className="min-w-0 space-y-4">
          <ResultsToolbar
            total={total}
            loading={listings.isPending}
            sort={search.sort}
            onSort={(sort) => update({ sort })}
            onOpenFilters={wide ? undefined : () => setDrawerOpen(true)}
            filtersOpen={drawerOpen}
            filterCount={filterCount}
            filtersButtonNarrowOnly={layout === 'css'}
          />
          {/* With nothing found, the empty screen's own 'Clear filters' is the one to offer. */}
          <ActiveFilters search={search} fixedCategory={fixedCategory} onChange={update} onClear={items?.length === 0 ? undefined : clear} />
          {listings.isError ? (
            <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
              <span>{t('results.loadError')}</span>
              <button type="button" className="btn btn-sm" onClick={() => void listings.refetch()} disabled={listings.isRefetching}>
                {t('tryAgain')}
              </button>
            </div>
          ) : !items ? (
            <ResultsSkeleton />
          ) : items.length === 0 ? (
            <EmptyResults filtered={filters.length > 0} what={what} onClear={clear} />
          ) : (
            <ResultsGrid
              items={items}
              stale={listings.isPlaceholderData}
              onBook={onBook}
              hasNextPage={listings.hasNextPage}
              isFetchingNextPage={listings.isFetchingNextPage}
              fetchNextPage={listings.fetchNextPage}
              cardAction={cardAction}
            />
          )}
        </div>
      </div>
    </section>
  );
}
