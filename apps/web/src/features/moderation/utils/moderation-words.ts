// How reports and moderation cases are worded, in the report dialog and the moderation queue.
import type { ModerationAction, ModerationCaseKind, ModerationStep, ProductStatus, ReportReason } from '@mobile-planet/shared';
import { TEXT } from '@/config/text';

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  stolen: 'Stolen device',
  fake_photos: 'Fake or wrong photos',
  wrong_price: 'Wrong price',
  scam: 'Scam',
  other: 'Other',
};

export const CASE_KIND_LABEL: Record<ModerationCaseKind, string> = {
  report: TEXT.reportsCase,
  imei: TEXT.imeiCase,
};

/** The buttons of an open case. */
export const ACTION_LABEL: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide listing',
  block: 'Block seller',
};

/** The toast once an action is recorded. */
export const ACTION_DONE: Record<ModerationAction, string> = {
  dismiss: 'The case is dismissed',
  hide: 'The listing is hidden',
  block: 'The seller is blocked',
};

/** A line of a case's history. */
export const STEP_LABEL: Record<ModerationStep['action'], string> = {
  opened: 'Opened',
  reported: 'Reported',
  dismiss: 'Dismissed',
  hide: 'Listing hidden',
  block: 'Seller blocked',
};

export const LISTING_STATUS_LABEL: Record<ProductStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  removed: 'Removed',
  hidden: 'Hidden',
};
