// How reports and moderation cases are worded, in the report dialog and the moderation queue, in
// the reader's language (evaluated when called, so a language switch shows at the next render).
import type { ModerationAction, ModerationCase, ModerationCaseKind, ModerationStep, ProductStatus, ReportReason } from '@mobile-planet/shared';
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

/**
 * Why a case was opened, in the reader's language, from what the case is: a report, or an IMEI
 * another seller tried to list (the opening step's note says the same in English, for API clients).
 */
export function openedNoteText(item: Pick<ModerationCase, 'kind' | 'imeiConflict'>): string | null {
  if (item.kind === 'report') return i18n.t('moderation:history.openedByReport');
  if (!item.imeiConflict) return null;
  return i18n.t('moderation:history.openedByImei', { imei: `••••${item.imeiConflict.imeiLast4}`, device: item.imeiConflict.deviceName });
}
