// The reports of a listing: why, in the reporter's words, by whom and when.
import { useTranslation } from 'react-i18next';
import type { ListingReport } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { reportReasonLabel } from '../utils/moderation-words';

export function CaseReports({ reports }: { reports: ListingReport[] }) {
  const { t } = useTranslation('moderation');
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t('reports.count', { count: reports.length })}</h3>
      <ul className="space-y-2" aria-label={t('reports.label')}>
        {reports.map((report, index) => (
          <li key={`${report.at}-${index}`} className="rounded-box bg-base-200 p-3 text-sm">
            <p className="font-medium">{reportReasonLabel(report.reason)}</p>
            <p className="whitespace-pre-line break-words">{report.text}</p>
            <p className="mt-1 text-xs text-base-content/70">
              {report.by}, {formatDateTime(report.at)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
