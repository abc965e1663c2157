// One case of the moderation queue: what kind it is, the listing, the reports or the refused
// listing with the same IMEI, the seller's record, the history and, while open, the actions.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationCase } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { caseKindLabel } from '../utils/moderation-words';
import { CaseHistory } from './case-history';
import { CaseListing } from './case-listing';
import { CaseReports } from './case-reports';
import { ImeiConflict } from './imei-conflict';
import { ModerationActions } from './moderation-actions';
import { SellerRecord } from './seller-record';

export function ModerationCaseItem({ item }: { item: ModerationCase }) {
  const { t } = useTranslation('moderation');
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`badge font-semibold ${item.kind === 'imei' ? 'badge-error' : 'badge-warning'}`}>{caseKindLabel(item.kind)}</span>
          <span className="text-sm text-base-content/70">{t('case.opened', { date: formatDateTime(item.createdAt) })}</span>
          {item.status === 'closed' ? <span className="badge badge-ghost">{t('case.closed')}</span> : null}
        </div>
        <CaseListing product={item.product} titleId={titleId} />
        {item.reports.length > 0 ? <CaseReports reports={item.reports} /> : null}
        {item.imeiConflict ? <ImeiConflict conflict={item.imeiConflict} /> : null}
        <SellerRecord seller={item.seller} />
        <CaseHistory item={item} />
        {item.status === 'open' ? <ModerationActions item={item} titleId={titleId} /> : null}
      </article>
    </li>
  );
}
