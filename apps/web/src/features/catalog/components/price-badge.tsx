// A listing's price against the price guide of its model, condition and years of use (once the
// market has enough sales of it): "Good price" below the middle range, "Fair price" inside it.
import { useTranslation } from 'react-i18next';
import type { PriceBadge as PriceBadgeKind } from '@mobile-planet/shared';

const BADGE: Record<PriceBadgeKind, { label: 'goodPrice' | 'fairPrice'; tone: string }> = {
  good: { label: 'goodPrice', tone: 'badge-success' },
  fair: { label: 'fairPrice', tone: 'badge-info badge-soft' },
};

export function PriceBadge({ badge, className = '' }: { badge: PriceBadgeKind | undefined; className?: string }) {
  const { t } = useTranslation('common');
  const shown = badge ? BADGE[badge] : undefined;
  if (!shown) return null;
  return <span className={`badge badge-sm whitespace-nowrap font-medium ${shown.tone} ${className}`.trim()}>{t(shown.label)}</span>;
}
