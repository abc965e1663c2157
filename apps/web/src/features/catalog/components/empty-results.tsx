// No results. With filters set: say so and offer to clear them. Without: the category (or the
// whole shop) has nothing for sale right now.
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

interface EmptyResultsProps {
  filtered: boolean;
  /** What is for sale here, e.g. 'smart phones' or 'devices'. */
  what: string;
  onClear: () => void;
}

export function EmptyResults({ filtered, what, onClear }: EmptyResultsProps) {
  const { t } = useTranslation('catalog');
  return (
    <section
      aria-labelledby="empty-results-title"
      className="rounded-box border border-dashed border-base-300 bg-base-200/50 px-6 py-14 text-center"
    >
      {filtered ? (
        <>
          <h2 id="empty-results-title" className="text-lg font-semibold">
            {t('empty.filteredTitle')}
          </h2>
          <p className="mt-1 text-base-content/70">{t('empty.filteredText')}</p>
          <button type="button" className="btn btn-primary mt-5" onClick={onClear}>
            {t('filters.clear')}
          </button>
        </>
      ) : (
        <>
          <h2 id="empty-results-title" className="text-lg font-semibold">
            {t('empty.title', { what })}
          </h2>
          <p className="mt-1 text-base-content/70">{t('empty.text')}</p>
          <Link to="/#categories" className="btn btn-primary btn-outline mt-5">
            {t('empty.browse')}
          </Link>
        </>
      )}
    </section>
  );
}
