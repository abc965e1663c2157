// How the price guide is worded: the one sentence beside Add Product's price, and the page's lines.
import { PRICE_GUIDE_MIN_SALES, type PriceGuide, type UseBandId } from '@mobile-planet/shared';
import { TEXT } from '@/config/text';
import { capitalize, formatTakaRange } from '@/lib/format';

/** "Similar phones sold for ৳14,000–16,500" (sales), "… are listed for …" (listings); null without figures. */
export function guideSentence(guide: PriceGuide): string | null {
  if (guide.basis === 'none' || guide.low === null || guide.high === null) return null;
  const range = formatTakaRange(guide.low, guide.high);
  return guide.basis === 'sales' ? TEXT.similarSoldFor(range) : TEXT.similarListedFor(range);
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What the figures are of: "12 completed sales", "3 available listings"; null without figures. */
export function guideBasis(guide: PriceGuide): string | null {
  if (guide.basis === 'sales') return plural(guide.count, 'completed sale', 'completed sales');
  if (guide.basis === 'listings') return plural(guide.count, 'available listing', 'available listings');
  return null;
}

/** Why listings of this model carry no badge yet; null once there are enough sales. */
export function fewSalesNote(guide: PriceGuide): string | null {
  if (guide.sales >= PRICE_GUIDE_MIN_SALES) return null;
  const sofar = guide.sales === 0 ? 'No completed sales' : `Only ${plural(guide.sales, 'completed sale', 'completed sales')}`;
  return `${sofar} of this model so far: listings get a “${TEXT.goodPrice}” or “${TEXT.fairPrice}” badge from ${PRICE_GUIDE_MIN_SALES} sales on.`;
}

const USE_BAND_LABEL: Record<UseBandId, string> = {
  'under-1': 'under 1 year of use',
  '1-2': '1 to 2 years of use',
  '2-3': '2 to 3 years of use',
  '3-plus': '3 or more years of use',
};

/** "Good condition, 1 to 2 years of use"; "Any condition, any years of use". */
export function guideScope(guide: Pick<PriceGuide, 'condition' | 'useBand'>): string {
  const condition = guide.condition ? `${capitalize(guide.condition)} condition` : 'Any condition';
  const use = guide.useBand ? USE_BAND_LABEL[guide.useBand] : 'any years of use';
  return `${condition}, ${use}`;
}
