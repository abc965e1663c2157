// What the listing's badges mean, in a sentence each, under them on the listing page: a tap opens
// it (a title attribute never shows on a phone). Only the badges this listing shows are explained.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition, NeirStatus, PriceBadge } from '@mobile-planet/shared';

interface BadgeExplanationsProps {
  condition?: Condition;
  priceBadge?: PriceBadge;
  imeiChecked: boolean;
  /** The NEIR status its seller stated; none: unknown, and no badge to explain. */
  neir?: NeirStatus | undefined;
}

export function BadgeExplanations({ condition, priceBadge, imeiChecked, neir }: BadgeExplanationsProps) {
  const { t } = useTranslation(['catalog', 'common']);
  // Written out once opened: a closed summary repeats no badge's name on the page.
  const [open, setOpen] = useState(false);
  const lines = [
    ...(condition ? [[t('catalog:badges.conditionTitle', { condition: t(`common:conditions.${condition}`) }), t(`catalog:badges.condition.${condition}`)]] : []),
    ...(priceBadge ? [[priceBadge === 'good' ? t('common:goodPrice') : t('common:fairPrice'), t(`catalog:badges.price.${priceBadge}`)]] : []),
    ...(imeiChecked ? [[t('catalog:badges.imeiTitle'), t('catalog:badges.imei')]] : []),
    ...(neir ? [[t(`catalog:neirBadge.${neir}`), t(`catalog:badges.neir.${neir}`)]] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <details className="rounded-box border border-base-300 px-3 py-2 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">{t('catalog:badges.summary')}</summary>
      {open ? (
        <dl className="mt-2 space-y-2">
          {lines.map(([title, text]) => (
            <div key={title}>
              <dt className="font-semibold">{title}</dt>
              <dd className="text-base-content/80">{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  );
}
