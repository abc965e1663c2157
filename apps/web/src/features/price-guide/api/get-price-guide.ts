// GET /price-guide: what comparable devices sold for (or, with too few sales, are listed for): the
// median and the middle 50 % of the prices of one model, condition and years of use (and NEIR status,
// where that status has enough sales of its own).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Condition, type NeirStatus, type PriceGuide } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface PriceGuideQuery {
  /** Normalised ("samsung galaxy a54"), so every spelling of a model shares one cached answer. */
  model: string;
  condition?: Condition;
  yearsOfUse?: number;
  neir?: NeirStatus;
}

async function getPriceGuide(query: PriceGuideQuery): Promise<PriceGuide> {
  const { data } = await api.get<PriceGuide>('/price-guide', { params: query });
  return data;
}

const priceGuideQueryOptions = (query: PriceGuideQuery) =>
  queryOptions({
    queryKey: queryKeys.priceGuide(query),
    queryFn: () => getPriceGuide(query),
  });

const NO_QUERY: PriceGuideQuery = { model: '' };

/**
 * The guide for `query` (null: nothing to look up yet). `quiet`: a failure is not toasted, for the
 * hint beside Add Product's price, which must never get in the way of listing.
 */
export function usePriceGuide(query: PriceGuideQuery | null, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    ...priceGuideQueryOptions(query ?? NO_QUERY),
    enabled: query !== null,
    // While the next answer comes, keep the last one rather than blink.
    placeholderData: keepPreviousData,
    meta: quiet ? undefined : { errorToast: i18n.t('priceGuide:errorToast') },
  });
}
