// The location filter: a city, typed (with the big cities offered), applied after a pause, on
// leaving the box, with Enter or with Apply.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedFilter } from '../hooks/use-typed-filter';

/** Cities offered as the person types; any other city can be typed in full. */
const CITIES = [
  'Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Rangpur', 'Barishal', 'Mymensingh',
  'Gazipur', 'Narayanganj', 'Cumilla', 'Bogura', 'Jashore', "Cox's Bazar",
];

interface LocationFilterProps {
  location: string;
  onChange: (location: string) => void;
}

export function LocationFilter({ location, onChange }: LocationFilterProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [city, setCity] = useState(location);
  const { commitNow, submit } = useTypedFilter({
    applied: location,
    same: (a, b) => a === b,
    typed: city,
    read: () => city.trim(),
    show: setCity,
    onChange,
  });
  return (
    <form onSubmit={submit} className="space-y-1">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('filters.location')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          list={`${id}-cities`}
          value={city}
          maxLength={60}
          onChange={(e) => setCity(e.target.value)}
          onBlur={commitNow}
          placeholder={t('filters.cityPlaceholder')}
          autoComplete="address-level2"
          className="input input-sm min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-sm btn-outline btn-primary" aria-label={t('filters.applyLocation')}>
          {t('filters.apply')}
        </button>
      </div>
      <datalist id={`${id}-cities`}>
        {CITIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </form>
  );
}
