// The order of the results (GET /listings `sort`).
import { useId } from 'react';
import type { ListingSort } from '@mobile-planet/shared';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export function SortSelect({ sort, onChange }: { sort: ListingSort; onChange: (sort: ListingSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium">
        Sort by
      </label>
      <select id={id} className="select select-sm w-auto text-sm" value={sort} onChange={(e) => onChange(e.target.value as ListingSort)}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
