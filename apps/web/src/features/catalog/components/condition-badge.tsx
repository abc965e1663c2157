import type { Condition } from '@mobile-planet/shared';
import { useTranslation } from 'react-i18next';

const TONE: Record<Condition, string> = {
  excellent: 'badge-success',
  good: 'badge-info',
  fair: 'badge-warning',
};

export function ConditionBadge({ condition }: { condition: Condition }) {
  const { t } = useTranslation('catalog');
  return (
    <span className={`badge badge-soft ${TONE[condition] ?? 'badge-neutral'} font-medium`}>
      {t(`conditionBadge.${condition}`)}
    </span>
  );
}
