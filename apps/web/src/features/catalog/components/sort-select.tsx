// The order of the results (GET /listings `sort`).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_SORTS, type ListingSort } from '@mobile-planet/shared';

export function SortSelect({ sort, onChange }: { sort: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="flex min-w-0 max-w-full items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium">
        {t('sort.label')}
      </label>
      <select id={id} className="select select-sm w-auto min-w-0 max-w-full text-sm" value={sort} onChange={(e) => onChange(e.target.value as ListingSort)}>
        {LISTING_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
