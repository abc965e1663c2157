// Every step of a case, oldest first: who did what, when, and the note they gave.
import type { ModerationStep } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { STEP_LABEL } from '../utils/moderation-words';

export function CaseHistory({ history }: { history: ModerationStep[] }) {
  if (history.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">History</h3>
      <ol className="space-y-1 border-l-2 border-base-300 pl-3 text-sm" aria-label="History">
        {history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className="font-medium">{STEP_LABEL[step.action]}</span>{' '}
            <span className="text-base-content/70">
              by {step.by}, {formatDateTime(step.at)}
            </span>
            {/* A report's own words are in the reports above; the history says only when it came. */}
            {step.note && step.action !== 'reported' ? <p className="whitespace-pre-line break-words text-base-content/80">{step.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
