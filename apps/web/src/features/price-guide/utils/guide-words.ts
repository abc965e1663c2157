// How the price guide is worded: the one sentence beside Add Product's price, and the page's lines,
// in the reader's language at the moment of the call.
import { PRICE_GUIDE_MIN_SALES, type NeirStatus, type PriceGuide } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { formatTakaRange } from '@/lib/format';

/** "Similar phones sold for ৳14,000–16,500" (sales), "… are listed for …" (listings); null without figures. */
export function guideSentence(guide: PriceGuide): string | null {
  if (guide.basis === 'none' || guide.low === null || guide.high === null) return null;
  const range = formatTakaRange(guide.low, guide.high);
  return guide.basis === 'sales' ? i18n.t('common:similarSoldFor', { range }) : i18n.t('common:similarListedFor', { range });
}

/** What the figures are of: "12 completed sales", "3 available listings"; null without figures. */
export function guideBasis(guide: PriceGuide): string | null {
  if (guide.basis === 'sales') return i18n.t('priceGuide:basis.sales', { count: guide.count });
  if (guide.basis === 'listings') return i18n.t('priceGuide:basis.listings', { count: guide.count });
  return null;
}

/** Why listings of this model carry no badge yet; null once there are enough sales. */
export function fewSalesNote(guide: PriceGuide): string | null {
  if (guide.sales >= PRICE_GUIDE_MIN_SALES) return null;
  const badges = { good: i18n.t('common:goodPrice'), fair: i18n.t('common:fairPrice'), min: PRICE_GUIDE_MIN_SALES };
  return guide.sales === 0
    ? i18n.t('priceGuide:fewSales.none', badges)
    : i18n.t('priceGuide:fewSales.some', { ...badges, count: guide.sales });
}

/** "Good condition, 1 to 2 years of use"; "Any condition, any years of use"; with a NEIR status, ", registered in NEIR". */
export function guideScope(guide: Pick<PriceGuide, 'condition' | 'useBand' | 'neir'>): string {
  const condition = guide.condition ? i18n.t(`catalog:conditionBadge.${guide.condition}`) : i18n.t('priceGuide:scope.anyCondition');
  const use = guide.useBand ? i18n.t(`priceGuide:scope.useBand.${guide.useBand}`) : i18n.t('priceGuide:scope.anyUse');
  const scope = i18n.t('priceGuide:scope.both', { condition, use });
  return guide.neir ? i18n.t('priceGuide:scope.withNeir', { scope, neir: i18n.t(`priceGuide:scope.neir.${guide.neir}`) }) : scope;
}

/**
 * Why the figures are of every NEIR status when one was asked: too few sales of it (the guide
 * keeps the statuses apart only from PRICE_GUIDE_MIN_SALES sales on); null otherwise.
 */
export function neirFallbackNote(guide: Pick<PriceGuide, 'neir'>, asked: NeirStatus | undefined): string | null {
  if (!asked || guide.neir) return null;
  return i18n.t('priceGuide:neirFallback', { neir: i18n.t(`priceGuide:scope.neir.${asked}`), min: PRICE_GUIDE_MIN_SALES });
}
