// The price filter: the bands of GET /listings/facets with their counts, or a range typed in.
import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_PRICE_TAKA, MSG, PRICE_BANDS, latinDigits, type ListingFacets } from '@mobile-planet/shared';
import { formatTaka } from '@/lib/format';
import { ErrorLine } from '@/components/ui/error-line';
import { translateMessage } from '@/lib/translate-message';
import type { ListingSearch } from '../utils/listing-search';
import { useTypedFilter } from '../hooks/use-typed-filter';
import { FilterChoice } from './filter-choice';

type Band = (typeof PRICE_BANDS)[number];
type Range = Pick<ListingSearch, 'minPrice' | 'maxPrice'>;

interface PriceFilterProps {
  minPrice: number | null;
  maxPrice: number | null;
  facets: ListingFacets | undefined;
  onChange: (change: Range) => void;
}

function bandLabel(t: TFunction<'catalog'>, band: { min: number; max: number | null }): string {
  if (band.max === null) return t('filters.priceAbove', { min: formatTaka(band.min) });
  if (band.min === 0) return t('filters.priceUnder', { max: formatTaka(band.max + 1) });
  return t('filters.priceRange', { min: formatTaka(band.min), max: formatTaka(band.max) });
}

const isBand = (band: Band, minPrice: number | null, maxPrice: number | null) => (minPrice ?? 0) === band.min && maxPrice === band.max;

export function PriceFilter({ minPrice, maxPrice, facets, onChange }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-semibold">{t('filters.price')}</legend>
      <FilterChoice
        type="radio"
        name={name}
        label={t('filters.anyPrice')}
        checked={minPrice === null && maxPrice === null}
        onChange={() => onChange({ minPrice: null, maxPrice: null })}
      />
      {PRICE_BANDS.map((band) => (
        <FilterChoice
          key={band.id}
          type="radio"
          name={name}
          label={bandLabel(t, band)}
          checked={isBand(band, minPrice, maxPrice)}
          count={facets ? (facets.priceBand.find((b) => b.value === band.id)?.count ?? 0) : undefined}
          onChange={() => onChange({ minPrice: band.min === 0 ? null : band.min, maxPrice: band.max })}
        />
      ))}
      <PriceRangeForm minPrice={minPrice} maxPrice={maxPrice} onChange={onChange} />
    </fieldset>
  );
}

/** A typed amount (Bangla digits too): null when empty, NaN when it is not a whole number of taka. */
const toTaka = (text: string): number | null => {
  const digits = latinDigits(text.trim().replace(/,/g, ''));
  if (digits === '') return null;
  return /^\d{1,8}$/.test(digits) ? Number(digits) : Number.NaN;
};

const asText = (taka: number | null) => (taka === null ? '' : String(taka));

/** The range typed in: applied after a pause, on leaving a box, with Enter or with Apply. */
function PriceRangeForm({ minPrice, maxPrice, onChange }: Omit<PriceFilterProps, 'facets'>) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [min, setMin] = useState(asText(minPrice));
  const [max, setMax] = useState(asText(maxPrice));
  const [error, setError] = useState<string | null>(null);
  const { commitNow, submit } = useTypedFilter<Range>({
    applied: { minPrice, maxPrice },
    same: (a, b) => a.minPrice === b.minPrice && a.maxPrice === b.maxPrice,
    typed: `${min}|${max}`,
    read: () => {
      const [low, high] = [toTaka(min), toTaka(max)];
      if ([low, high].some((v) => v !== null && (Number.isNaN(v) || v > MAX_PRICE_TAKA))) {
        setError(MSG.priceFilterInvalid);
        return null;
      }
      if (low !== null && high !== null && low > high) {
        setError(MSG.priceRangeInvalid);
        return null;
      }
      setError(null);
      return { minPrice: low, maxPrice: high };
    },
    show: (range) => {
      setMin(asText(range.minPrice));
      setMax(asText(range.maxPrice));
      setError(null);
    },
    onChange,
  });
  // Moving from Min to Max is still typing the range: it applies when the focus leaves both boxes.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) commitNow();
  };

  return (
    <form onSubmit={submit} onBlur={leave} noValidate className="grid grid-cols-2 gap-2 pt-2">
      <PriceInput id={`${id}-min`} label={t('filters.minPrice')} value={min} onChange={setMin} placeholder={t('filters.minPlaceholder')} invalid={!!error} />
      <PriceInput id={`${id}-max`} label={t('filters.maxPrice')} value={max} onChange={setMax} placeholder={t('filters.maxPlaceholder')} invalid={!!error} />
      <ErrorLine message={error && translateMessage(error)} className="col-span-2" />
      <button type="submit" className="btn btn-sm btn-outline btn-primary col-span-2" aria-label={t('filters.applyPrice')}>
        {t('filters.apply')}
      </button>
    </form>
  );
}

interface PriceInputProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

function PriceInput({ id, label, value, placeholder, invalid, onChange }: PriceInputProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-base-content/70">
        {label}
      </label>
      <div className={`input input-sm w-full ${invalid ? 'input-error' : ''}`}>
        <span aria-hidden="true" className="text-base-content/70">
          ৳
        </span>
        {/* Text with a numeric keypad, not type=number: no spinner arrows eating the room, no wheel changes. */}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
