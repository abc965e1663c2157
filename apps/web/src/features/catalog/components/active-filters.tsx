// The filters in force, each a chip that removes it, and 'Clear filters': on phones the panel is
// folded away, so this is where a person sees what narrows the results.
import { categoryName, type CategoryId } from '@mobile-planet/shared';
import { capitalize, formatTaka } from '@/lib/format';
import { activeFilters, type ListingSearch } from '../utils/listing-search';

interface ActiveFiltersProps {
  search: ListingSearch;
  fixedCategory: CategoryId | null;
  onChange: (change: Partial<ListingSearch>) => void;
  /** Clears them all; no 'Clear filters' button without it. */
  onClear?: () => void;
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatTaka(min)} – ${formatTaka(max)}`;
  if (min !== null) return `${formatTaka(min)} and above`;
  return `Up to ${formatTaka(max ?? 0)}`;
}

/** Each chip: what it says and what removing it changes. Price is one chip for both ends. */
function chips(search: ListingSearch, fixedCategory: CategoryId | null): Array<{ label: string; remove: Partial<ListingSearch> }> {
  const set = activeFilters(search, fixedCategory);
  const list: Array<{ label: string; remove: Partial<ListingSearch> }> = [];
  if (set.includes('q')) list.push({ label: `“${search.q}”`, remove: { q: '' } });
  if (set.includes('category') && search.category) list.push({ label: categoryName(search.category) ?? search.category, remove: { category: null } });
  if (set.includes('brand') && search.brand) list.push({ label: search.brand, remove: { brand: null } });
  if (set.includes('condition')) list.push({ label: search.condition.map(capitalize).join(', '), remove: { condition: [] } });
  if (set.includes('minPrice') || set.includes('maxPrice')) {
    list.push({ label: priceLabel(search.minPrice, search.maxPrice), remove: { minPrice: null, maxPrice: null } });
  }
  if (set.includes('location')) list.push({ label: search.location, remove: { location: '' } });
  return list;
}

export function ActiveFilters({ search, fixedCategory, onChange, onClear }: ActiveFiltersProps) {
  const list = chips(search, fixedCategory);
  if (list.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Filters in use">
        {list.map(({ label, remove }) => (
          <li key={label}>
            <button
              type="button"
              className="badge badge-lg badge-soft badge-primary h-auto min-h-8 gap-1.5 py-1 hover:brightness-95"
              aria-label={`Remove filter ${label}`}
              onClick={() => onChange(remove)}
            >
              <span className="max-w-[14rem] truncate">{label}</span>
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      {onClear ? (
        <button type="button" className="btn btn-ghost btn-sm text-primary" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
