// The filters in force, each a chip that removes it, and 'Clear filters': on phones the panel is
// folded away, so this is where a person sees what narrows the results.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CategoryId } from '@mobile-planet/shared';
import { formatTaka } from '@/lib/format';
import { activeFilters, type ListingSearch } from '../utils/listing-search';

interface ActiveFiltersProps {
  search: ListingSearch;
  fixedCategory: CategoryId | null;
  onChange: (change: Partial<ListingSearch>) => void;
  /** Clears them all; no 'Clear filters' button without it. */
  onClear?: () => void;
}

function priceLabel(t: TFunction<['catalog', 'common']>, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t('filters.priceRange', { min: formatTaka(min), max: formatTaka(max) });
  if (min !== null) return t('filters.priceAbove', { min: formatTaka(min) });
  return t('filters.priceUpTo', { max: formatTaka(max ?? 0) });
}

/** Each chip: what it says and what removing it changes. Price is one chip for both ends. */
function chips(t: TFunction<['catalog', 'common']>, search: ListingSearch, fixedCategory: CategoryId | null): Array<{ label: string; remove: Partial<ListingSearch> }> {
  const set = activeFilters(search, fixedCategory);
  const list: Array<{ label: string; remove: Partial<ListingSearch> }> = [];
  if (set.includes('q')) list.push({ label: `“${search.q}”`, remove: { q: '' } });
  if (set.includes('category') && search.category) list.push({ label: t(`common:categories.${search.category}`), remove: { category: null } });
  if (set.includes('brand') && search.brand) {
    list.push({ label: search.brand === 'Other' ? t('filters.brandOther') : search.brand, remove: { brand: null } });
  }
  if (set.includes('condition')) list.push({ label: search.condition.map((c) => t(`common:conditions.${c}`)).join(', '), remove: { condition: [] } });
  // The badge's words: "Not registered" alone would not say in what.
  if (set.includes('neir') && search.neir) list.push({ label: t(`neirBadge.${search.neir}`), remove: { neir: null } });
  if (set.includes('minPrice') || set.includes('maxPrice')) {
    list.push({ label: priceLabel(t, search.minPrice, search.maxPrice), remove: { minPrice: null, maxPrice: null } });
  }
  if (set.includes('location')) list.push({ label: search.location, remove: { location: '' } });
  return list;
}

export function ActiveFilters({ search, fixedCategory, onChange, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const list = chips(t, search, fixedCategory);
  if (list.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t('filters.inUse')}>
        {list.map(({ label, remove }) => (
          <li key={label}>
            <button
              type="button"
              className="badge badge-lg badge-soft badge-primary h-auto min-h-8 gap-1.5 py-1 hover:brightness-95"
              aria-label={t('filters.remove', { label })}
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
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
