// From what a person typed (a device name, a condition, years of use, a NEIR status) to the price
// guide's query, and the /price-guide page's URL (?model=…&condition=…&yearsOfUse=…&neir=…), so a
// look-up can be linked.
import { CONDITIONS, MAX_YEARS_OF_USE, NEIR_STATUSES, USE_BANDS, normaliseModel, type Condition, type NeirStatus } from '@mobile-planet/shared';
import type { PriceGuideQuery } from '../api/get-price-guide';

/** The look-up as typed: all text, as a form and a URL hold it. */
export interface GuideSearch {
  model: string;
  /** '' for any condition. */
  condition: string;
  /** '' for any years of use. */
  yearsOfUse: string;
  /** '' for any NEIR status. */
  neir: string;
}

const isCondition = (value: string): value is Condition => (CONDITIONS as readonly string[]).includes(value);
const isNeirStatus = (value: string): value is NeirStatus => (NEIR_STATUSES as readonly string[]).includes(value);

/** Years of use as a number the API takes, or undefined when blank or not one. */
export function yearsOfUseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const years = Number(text);
  return Number.isFinite(years) && years >= 0 && years <= MAX_YEARS_OF_USE ? years : undefined;
}

/**
 * The guide bands years of use (USE_BANDS): asking with the start of the band gives the same
 * answer as any year in it, with one cached answer per band (and no "1.333" the API would refuse).
 */
function bandStart(years: number): number {
  return USE_BANDS.find((band) => years >= band.min && (band.max === null || years < band.max))?.min ?? 0;
}

/** The query, or null while the name says no model yet ("", "5G 128GB"). */
export function priceGuideQuery({ model, condition, yearsOfUse, neir }: GuideSearch): PriceGuideQuery | null {
  const normalised = normaliseModel(model.trim());
  if (normalised.length < 2) return null;
  const query: PriceGuideQuery = { model: normalised };
  if (isCondition(condition)) query.condition = condition;
  const years = yearsOfUseNumber(yearsOfUse);
  if (years !== undefined) query.yearsOfUse = bandStart(years);
  if (isNeirStatus(neir)) query.neir = neir;
  return query;
}

export function readGuideSearch(params: URLSearchParams): GuideSearch {
  return {
    model: params.get('model') ?? '',
    condition: params.get('condition') ?? '',
    yearsOfUse: params.get('yearsOfUse') ?? '',
    neir: params.get('neir') ?? '',
  };
}

/** Only what is set, in a fixed order: one look-up, one address. */
export function guideSearchParams({ model, condition, yearsOfUse, neir }: GuideSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (model.trim()) params.set('model', model.trim());
  if (isCondition(condition)) params.set('condition', condition);
  if (yearsOfUse.trim()) params.set('yearsOfUse', yearsOfUse.trim());
  if (isNeirStatus(neir)) params.set('neir', neir);
  return params;
}
