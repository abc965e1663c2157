// A booking's thread as the page keeps it: the messages so far, oldest first, and where the API
// said to continue (polling with that cursor answers only what is new).
import type { Message } from '@mobile-planet/shared';

export interface Thread {
  items: Message[];
  /** The last nextCursor the API gave; null until it gave one (then we read from the start). */
  cursor: string | null;
}

/** `known` plus `incoming`, each message once (a poll may repeat what a send already added), oldest first. */
export function mergeMessages(known: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return known as Message[];
  const byId = new Map<string, Message>();
  for (const message of [...known, ...incoming]) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}
