// The location filter: a city, typed (with the big cities offered) and applied with Enter or Apply.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Cities offered as the person types; any other city can be typed in full. */
const CITIES = [
  'Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Rangpur', 'Barishal', 'Mymensingh',
  'Gazipur', 'Narayanganj', 'Cumilla', 'Bogura', 'Jashore', "Cox's Bazar",
];

interface LocationFilterProps {
  location: string;
  onChange: (location: string) => void;
}

export function LocationFilter(props: LocationFilterProps) {
  // Keyed by the URL's value, so Back or a cleared filter shows in the box too.
  return <LocationForm key={props.location} {...props} />;
}

function LocationForm({ location, onChange }: LocationFilterProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [city, setCity] = useState(location);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(city.trim());
  };
  return (
    <form onSubmit={apply} className="space-y-1">
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
