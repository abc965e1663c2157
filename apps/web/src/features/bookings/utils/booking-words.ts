// How the booking page words a booking's history and its claim, in the reader's language.
import type { BookingActor, BookingEvent, ClaimDecision, ClaimReason, BookingSide } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';

export function eventLabel(event: Pick<BookingEvent, 'event' | 'by'>): string {
  // The seller's cancel of an unpaid booking is a decline, and the buyer should read it so.
  if (event.event === 'cancel' && event.by === 'seller') return i18n.t('deals:timeline.declined');
  return i18n.t(`deals:timeline.events.${event.event}`);
}

/** 'you' when the viewer did it, else who did. */
export function actorLabel(by: BookingActor, viewer: BookingSide): string {
  return by === viewer ? i18n.t('deals:timeline.you') : i18n.t(`deals:timeline.actors.${by}`);
}

export function claimReasonLabel(reason: ClaimReason): string {
  return i18n.t(`deals:claim.reasons.${reason}`);
}

/** The choices of an Admin's decision. */
export function decisionLabel(decision: ClaimDecision): string {
  return i18n.t(`deals:decide.options.${decision}`);
}

/** A decided claim's outcome. */
export function outcomeLabel(decision: ClaimDecision): string {
  return i18n.t(`deals:decide.outcome.${decision}`);
}
