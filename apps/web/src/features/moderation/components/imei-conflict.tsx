// An IMEI case's other half: the listing that was refused because the IMEI was already listed by
// another seller.
import { useTranslation } from 'react-i18next';
import type { ModerationCase } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { maskedImei } from '@/lib/format';

type Conflict = NonNullable<ModerationCase['imeiConflict']>;

export function ImeiConflict({ conflict }: { conflict: Conflict }) {
  const { t } = useTranslation('moderation');
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t('conflict.title')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 rounded-box bg-base-200 p-3 text-sm">
        <dt className="text-base-content/70">{t('conflict.device')}</dt>
        <dd className="break-words">{conflict.deviceName}</dd>
        <dt className="text-base-content/70">{t('conflict.seller')}</dt>
        <dd className="break-words">
          {conflict.sellerName} <span className="text-base-content/70">({conflict.sellerEmail})</span>
        </dd>
        <dt className="text-base-content/70">{t('conflict.imei')}</dt>
        <dd className="font-mono">{maskedImei(conflict.imeiLast4)}</dd>
        <dt className="text-base-content/70">{t('conflict.tried')}</dt>
        <dd>{formatDateTime(conflict.at)}</dd>
      </dl>
    </section>
  );
}
