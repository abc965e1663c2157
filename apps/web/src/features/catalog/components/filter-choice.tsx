// One choice of a filter group (a radio or a checkbox) with how many listings it would find.
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

interface FilterChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  label: ReactNode;
  checked: boolean;
  /** Listings this choice would find; undefined while the counts are not known. */
  count?: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function FilterChoice({ type, name, label, checked, count, onChange }: FilterChoiceProps) {
  const { t } = useTranslation('catalog');
  // A choice that would find nothing is a dead end: shown, so the list keeps its shape, but not offered.
  const dead = count === 0 && !checked;
  return (
    <label
      className={`flex items-center gap-3 rounded-field px-2 py-1 ${dead ? 'cursor-not-allowed text-base-content/45' : 'cursor-pointer hover:bg-base-200'}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={dead}
        onChange={onChange}
        className={type === 'radio' ? 'radio radio-sm radio-primary' : 'checkbox checkbox-sm checkbox-primary'}
      />
      <span className="flex-1">{label}</span>
      {count !== undefined ? (
        <span className="text-sm tabular-nums text-base-content/45">
          {formatNumber(count)}
          <span className="sr-only"> {t('filters.listings', { count })}</span>
        </span>
      ) : null}
    </label>
  );
}
