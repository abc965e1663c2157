// A listing's price against the price guide of its model, condition and years of use (once the
// market has enough sales of it): "Good price" below the middle range, "Fair price" inside it.
import type { PriceBadge as PriceBadgeKind } from '@mobile-planet/shared';
import { TEXT } from '@/config/text';

const BADGE: Record<PriceBadgeKind, { label: string; tone: string }> = {
  good: { label: TEXT.goodPrice, tone: 'badge-success' },
  fair: { label: TEXT.fairPrice, tone: 'badge-info badge-soft' },
};

export function PriceBadge({ badge, className = '' }: { badge: PriceBadgeKind | undefined; className?: string }) {
  const shown = badge ? BADGE[badge] : undefined;
  if (!shown) return null;
  return <span className={`badge badge-sm whitespace-nowrap font-medium ${shown.tone} ${className}`.trim()}>{shown.label}</span>;
}
