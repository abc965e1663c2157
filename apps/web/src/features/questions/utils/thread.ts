// A question thread as the page keeps it: the messages so far, oldest first, and where the API said
// to continue (polling with that cursor answers only what is new).
import type { QuestionMessage } from '@mobile-planet/shared';

export interface QuestionThreadMessages {
  items: QuestionMessage[];
  /** The last nextCursor the API gave; null until it gave one (then we read from the start). */
  cursor: string | null;
}

/** `known` plus `incoming`, each message once (a refetch may repeat what a send already added), oldest first. */
export function mergeQuestionMessages(known: readonly QuestionMessage[], incoming: readonly QuestionMessage[]): QuestionMessage[] {
  if (incoming.length === 0) return known as QuestionMessage[];
  const byId = new Map<string, QuestionMessage>();
  for (const message of [...known, ...incoming]) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}
