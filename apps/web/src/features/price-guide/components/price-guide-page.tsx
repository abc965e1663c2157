// /price-guide: anyone looks a model up: what it sold for on Mobile Planet (or, with too few sales,
// what it is listed for). The look-up lives in the URL (?model=…&condition=…&yearsOfUse=…&neir=…), so a
// result can be linked and Back returns to the previous one.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRICE_GUIDE_MIN_SALES } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePriceGuide } from '../api/get-price-guide';
import { guideSearchParams, priceGuideQuery, readGuideSearch } from '../utils/price-guide-query';
import { PriceGuideForm } from './price-guide-form';
import { PriceGuideResult } from './price-guide-result';

export function PriceGuidePage() {
  const { t } = useTranslation('priceGuide');
  const [params, setParams] = useSearchParams();
  const search = readGuideSearch(params);
  const query = priceGuideQuery(search);
  const guide = usePriceGuide(query);

  return (
    <div className="px-4 py-8 sm:px-8 lg:px-12">
      <div className="mx-auto max-w-4xl space-y-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold">{t('page.title')}</h1>
          <p className="text-base-content/70">{t('page.intro', { count: PRICE_GUIDE_MIN_SALES })}</p>
        </header>
        {/* Keyed by the address: Back and Forward put their look-up back into the form. */}
        <PriceGuideForm key={params.toString()} initial={search} onLookUp={(values) => setParams(guideSearchParams(values))} />
        {search.model && !query ? (
          <p role="status">{t('page.noModel')}</p>
        ) : !query ? null : guide.isError ? (
          <QueryErrorAlert error={guide.error} onRetry={() => void guide.refetch()} />
        ) : guide.isPending ? (
          <Spinner label={t('page.loading')} />
        ) : (
          <PriceGuideResult guide={guide.data} neir={query.neir} />
        )}
      </div>
    </div>
  );
}
