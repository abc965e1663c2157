// The deal after the booking: handover, claims and their decisions, messages, reviews, notifications.
import { z } from 'zod';
import {
  CLAIM_DECISIONS, CLAIM_PHOTOS_MAX, CLAIM_REASONS, KYD_RESULTS, CLAIM_TEXT_MAX_LENGTH, DECISION_NOTE_MAX_LENGTH, HANDOVER_CODE_LENGTH,
  MESSAGE_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH,
} from '../constants';
import { MSG } from '../messages';
import { imageUrl, objectId, requiredText } from './fields';

/** POST /bookings/{id}/handover: the code the buyer shows the seller. Spaces are forgiven ("123 456"). */
export const handoverSchema = z.strictObject({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
    z.string({ error: MSG.handoverCodeInvalid }).regex(new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`), MSG.handoverCodeInvalid),
  ),
});
export type HandoverInput = z.input<typeof handoverSchema>;

/** POST /bookings/{id}/kyd: what the KYD SMS answered the buyer. */
export const kydInputSchema = z.strictObject({ result: z.enum(KYD_RESULTS, { error: MSG.kydResultInvalid }) });
export type KydInput = z.input<typeof kydInputSchema>;

/** POST /bookings/{id}/claim: the buyer's replacement-warranty claim. */
export const claimInputSchema = z.strictObject({
  reason: z.enum(CLAIM_REASONS, { error: MSG.claimReasonInvalid }),
  text: requiredText(MSG.claimTextRequired, CLAIM_TEXT_MAX_LENGTH),
  photos: z.array(imageUrl, { error: MSG.claimPhotosInvalid }).max(CLAIM_PHOTOS_MAX, MSG.claimPhotosInvalid).default([]),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/** POST /bookings/{id}/claim/decision: an Admin refunds or rejects, with a note both sides see. */
export const claimDecisionSchema = z.strictObject({
  decision: z.enum(CLAIM_DECISIONS, { error: MSG.decisionInvalid }),
  note: requiredText(MSG.decisionNoteRequired, DECISION_NOTE_MAX_LENGTH),
});
export type ClaimDecisionInput = z.input<typeof claimDecisionSchema>;

/**
 * POST /bookings/{id}/messages, and a question, follow-up or answer on a listing (POST
 * /products/{id}/questions, …/{threadId}): one schema, one form.
 */
export const messageInputSchema = z.strictObject({
  text: requiredText(MSG.messageRequired, MESSAGE_MAX_LENGTH),
});
export type MessageInput = z.input<typeof messageInputSchema>;

/** POST /reviews: the buyer of a completed deal rates its seller, once. */
export const reviewInputSchema = z.strictObject({
  bookingId: objectId,
  rating: z.number({ error: MSG.ratingInvalid }).int(MSG.ratingInvalid).min(1, MSG.ratingInvalid).max(5, MSG.ratingInvalid),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH, MSG.tooLong(REVIEW_COMMENT_MAX_LENGTH)).optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** POST /notifications/read: these ones, those of one booking (its thread was read), of one listing (its questions were read), or all. */
export const notificationsReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(objectId).min(1).max(100) }),
    z.strictObject({ bookingId: objectId }),
    // A listing's question threads were read.
    z.strictObject({ productId: objectId }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: 'Say which notifications: ids, bookingId, productId or all' },
);
export type NotificationsReadInput = z.input<typeof notificationsReadSchema>;


/** The path of one question thread on a listing. */
export const questionThreadParamsSchema = z.object({ id: objectId, threadId: objectId });
