// Every step of a case, oldest first: who did what, when, and the note they gave.
import { useTranslation } from 'react-i18next';
import type { ModerationStep } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { openedNoteText, stepLabel } from '../utils/moderation-words';

export function CaseHistory({ history }: { history: ModerationStep[] }) {
  const { t } = useTranslation('moderation');
  if (history.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t('history.title')}</h3>
      <ol className="space-y-1 border-l-2 border-base-300 pl-3 text-sm" aria-label={t('history.title')}>
        {history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className="font-medium">{stepLabel(step.action)}</span>{' '}
            <span className="text-base-content/70">{t('history.by', { by: step.by, at: formatDateTime(step.at) })}</span>
            {/* A report's own words are in the reports above; the history says only when it came. */}
            {step.note && step.action !== 'reported' ? <p className="whitespace-pre-line break-words text-base-content/80">{step.action === 'opened' ? openedNoteText(step.note) : step.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
