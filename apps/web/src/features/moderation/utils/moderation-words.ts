// How reports and moderation cases are worded, in the report dialog and the moderation queue, in
// the reader's language (evaluated when called, so a language switch shows at the next render).
import type { ModerationAction, ModerationCaseKind, ModerationStep, ProductStatus, ReportReason } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';

export function reportReasonLabel(reason: ReportReason): string {
  return i18n.t(`moderation:reasons.${reason}`);
}

export function caseKindLabel(kind: ModerationCaseKind): string {
  return kind === 'imei' ? i18n.t('moderation:imeiCase') : i18n.t('moderation:reportsCase');
}

/** The buttons of an open case. */
export function actionLabel(action: ModerationAction): string {
  return i18n.t(`moderation:actions.labels.${action}`);
}

/** The toast once an action is recorded. */
export function actionDone(action: ModerationAction): string {
  return i18n.t(`moderation:actions.done.${action}`);
}

/** A line of a case's history. */
export function stepLabel(action: ModerationStep['action']): string {
  return i18n.t(`moderation:history.steps.${action}`);
}

export function listingStatusLabel(status: ProductStatus): string {
  return i18n.t(`moderation:listingStatus.${status}`);
}

// The API words why it opened a case in English (moderation.service.ts): the two sentences it
// writes are said again in the reader's language; any other note is shown as written.
const OPENED_BY_REPORT = 'A user reported this listing';
const OPENED_BY_IMEI = /^Possible stolen or cloned device: another seller tried to list IMEI (\S+) \((.*)\)$/s;

/** A case's opening note in the reader's language, when it is one the API writes. */
export function openedNoteText(note: string): string {
  if (note === OPENED_BY_REPORT) return i18n.t('moderation:history.openedByReport');
  const imei = OPENED_BY_IMEI.exec(note);
  if (imei) return i18n.t('moderation:history.openedByImei', { imei: imei[1], device: imei[2] });
  return note;
}
