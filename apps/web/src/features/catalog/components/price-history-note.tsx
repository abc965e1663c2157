// "Price dropped from ৳X on <date>": a listing's latest price change, from its history, so a buyer
// sees a seller coming down (or going up) without asking.
import { useTranslation } from 'react-i18next';
import type { PriceChange } from '@mobile-planet/shared';
import { formatShortDate } from '@/lib/dates';
import { formatTaka } from '@/lib/format';

export function PriceHistoryNote({ price, history }: { price: number; history: PriceChange[] | undefined }) {
  const { t } = useTranslation('catalog');
  const latest = history?.at(-1);
  if (!latest || latest.price === price) return null;
  const words = { price: formatTaka(latest.price), date: formatShortDate(latest.at) };
  return (
    <p className="text-sm text-base-content/80">
      {latest.price > price ? t('priceHistory.dropped', words) : t('priceHistory.raised', words)}
    </p>
  );
}
