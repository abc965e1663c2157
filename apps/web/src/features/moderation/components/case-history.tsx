// Every step of a case, oldest first: who did what, when, and the note they gave.
import { useTranslation } from 'react-i18next';
import type { ModerationCase, ModerationStep } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { openedNoteText, stepLabel } from '../utils/moderation-words';

/** The note of a step: the opening's in the reader's language; a report's own words are in the reports above. */
function stepNote(step: ModerationStep, item: Pick<ModerationCase, 'kind' | 'imeiConflict'>): string | null | undefined {
  if (step.action === 'reported') return null;
  if (step.action === 'opened') return openedNoteText(item) ?? step.note;
  return step.note;
}

export function CaseHistory({ item }: { item: Pick<ModerationCase, 'kind' | 'imeiConflict' | 'history'> }) {
  const { t } = useTranslation('moderation');
  const { history } = item;
  if (history.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t('history.title')}</h3>
      <ol className="space-y-1 border-l-2 border-base-300 pl-3 text-sm" aria-label={t('history.title')}>
        {history.map((step, index) => {
          const note = stepNote(step, item);
          return (
            <li key={`${step.at}-${index}`}>
              <span className="font-medium">{stepLabel(step.action)}</span>{' '}
              <span className="text-base-content/70">{t('history.by', { by: step.by, at: formatDateTime(step.at) })}</span>
              {note ? <p className="whitespace-pre-line break-words text-base-content/80">{note}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
