// The filter panel of the results screen (a sidebar on desktop, a drawer on phones): category,
// brand, condition, NEIR status, price and location, each choice with how many listings it would find.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANDS, CATEGORIES, CONDITIONS, NEIR_STATUSES, type Brand, type CategoryId, type ListingFacets, type NeirStatus } from '@mobile-planet/shared';
import type { ListingSearch } from '../utils/listing-search';
import { FilterChoice } from './filter-choice';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';

interface FilterPanelProps {
  search: ListingSearch;
  /** The category of /category/{id}: fixed by the path, so not offered. */
  fixedCategory: CategoryId | null;
  facets: ListingFacets | undefined;
  onChange: (change: Partial<ListingSearch>) => void;
}

/** A choice's count, or undefined while the counts are not known. */
function countOf<V extends string>(list: Array<{ value: V; count: number }> | undefined, value: V): number | undefined {
  if (!list) return undefined;
  return list.find((f) => f.value === value)?.count ?? 0;
}

export function FilterPanel({ search, fixedCategory, facets, onChange }: FilterPanelProps) {
  return (
    <div className="space-y-6">
      {fixedCategory ? null : <CategoryFilter category={search.category} facets={facets} onChange={onChange} />}
      <BrandFilter brand={search.brand} facets={facets} onChange={onChange} />
      <ConditionFilter condition={search.condition} facets={facets} onChange={onChange} />
      <NeirFilter neir={search.neir} facets={facets} onChange={onChange} />
      <PriceFilter minPrice={search.minPrice} maxPrice={search.maxPrice} facets={facets} onChange={onChange} />
      <LocationFilter location={search.location} onChange={(location) => onChange({ location })} />
    </div>
  );
}

interface GroupProps<K extends keyof ListingSearch> {
  facets: ListingFacets | undefined;
  onChange: (change: Pick<ListingSearch, K>) => void;
}

function CategoryFilter({ category, facets, onChange }: { category: CategoryId | null } & GroupProps<'category'>) {
  const { t } = useTranslation(['catalog', 'common']);
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-semibold">{t('filters.category')}</legend>
      <FilterChoice type="radio" name={name} label={t('filters.allCategories')} checked={category === null} onChange={() => onChange({ category: null })} />
      {CATEGORIES.map((c) => (
        <FilterChoice
          key={c.id}
          type="radio"
          name={name}
          label={t(`common:categories.${c.id}`)}
          checked={category === c.id}
          count={countOf(facets?.category, c.id)}
          onChange={() => onChange({ category: c.id })}
        />
      ))}
    </fieldset>
  );
}

function BrandFilter({ brand, facets, onChange }: { brand: Brand | null } & GroupProps<'brand'>) {
  const { t } = useTranslation(['catalog', 'common']);
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('filters.brand')}
      </label>
      <select
        id={id}
        className="select select-sm w-full text-sm"
        value={brand ?? ''}
        onChange={(e) => onChange({ brand: (e.target.value || null) as Brand | null })}
      >
        <option value="">{t('filters.allBrands')}</option>
        {BRANDS.map((b) => {
          // Makers' names are names in either language; 'Other' is a word.
          const brandName = (brand: Brand) => (brand === 'Other' ? t('filters.brandOther') : brand);
          const count = countOf(facets?.brand, b);
          return (
            // A brand that would find nothing stays listed but cannot be chosen (unless it is the choice).
            <option key={b} value={b} disabled={count === 0 && b !== brand}>
              {count === undefined ? brandName(b) : t('filters.brandCount', { brand: brandName(b), count })}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function ConditionFilter({ condition, facets, onChange }: { condition: ListingSearch['condition'] } & GroupProps<'condition'>) {
  const { t } = useTranslation(['catalog', 'common']);
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-semibold">{t('filters.condition')}</legend>
      {CONDITIONS.map((c) => (
        <FilterChoice
          key={c}
          type="checkbox"
          name={name}
          label={t(`common:conditions.${c}`)}
          checked={condition.includes(c)}
          count={countOf(facets?.condition, c)}
          onChange={(e) =>
            onChange({ condition: e.target.checked ? CONDITIONS.filter((k) => k === c || condition.includes(k)) : condition.filter((k) => k !== c) })
          }
        />
      ))}
    </fieldset>
  );
}

/** One NEIR status or any: "Any" also finds listings whose seller was never asked (unknown status). */
function NeirFilter({ neir, facets, onChange }: { neir: NeirStatus | null } & GroupProps<'neir'>) {
  const { t } = useTranslation('catalog');
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-semibold">{t('filters.neir')}</legend>
      <FilterChoice type="radio" name={name} label={t('filters.anyNeir')} checked={neir === null} onChange={() => onChange({ neir: null })} />
      {NEIR_STATUSES.map((status) => (
        <FilterChoice
          key={status}
          type="radio"
          name={name}
          label={t(`filters.neirStatus.${status}`)}
          checked={neir === status}
          // An API from before NEIR statuses answers no counts for them: none shown, every choice offered.
          count={facets?.neir ? countOf(facets.neir, status) : undefined}
          onChange={() => onChange({ neir: status })}
        />
      ))}
    </fieldset>
  );
}
