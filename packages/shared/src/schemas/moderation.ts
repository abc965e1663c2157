// Reports of listings and the Admin's moderation of them.
import { z } from 'zod';
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH } from '../constants';
import { MSG } from '../messages';
import { requiredText } from './fields';

/** POST /products/{id}/reports. */
export const reportInputSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonInvalid }),
  text: requiredText(MSG.reportTextRequired, REPORT_TEXT_MAX_LENGTH),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** POST /moderation/{id}/actions: what an Admin does, and why (the seller reads it). */
export const moderationActionSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { error: MSG.moderationActionInvalid }),
  note: requiredText(MSG.moderationNoteRequired, 1000),
});
export type ModerationActionInput = z.input<typeof moderationActionSchema>;
