import type { Condition } from '@mobile-planet/shared';
import { capitalize } from '@/lib/format';

const TONE: Record<Condition, string> = {
  excellent: 'badge-success',
  good: 'badge-info',
  fair: 'badge-warning',
};

export function ConditionBadge({ condition }: { condition: Condition }) {
  return (
    <span className={`badge badge-soft ${TONE[condition] ?? 'badge-neutral'} font-medium`}>
      {capitalize(condition)} condition
    </span>
  );
}
