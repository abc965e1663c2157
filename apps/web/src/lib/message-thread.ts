// A message thread as a page keeps it (a booking's, or a question thread on a listing): the
// messages so far, oldest first, and where the API said to continue (asking with that cursor
// answers only what is new). Both threads are read and merged the same way.

/** What the merge reads of a message. */
interface ThreadMessage {
  _id: string;
  createdAt: string;
}

export interface MessageThread<M extends ThreadMessage> {
  items: M[];
  /** The last nextCursor the API gave; null until it gave one (then we read from the start). */
  cursor: string | null;
}

/** One page of a thread as the API answers it. */
interface ThreadPage<M extends ThreadMessage> {
  items: M[];
  nextCursor: string | null;
}

/** A bound on one load, so a misbehaving cursor cannot keep the page fetching for ever. */
export const MAX_PAGES_PER_LOAD = 20;

/** `known` plus `incoming`, each message once (a poll may repeat what a send already added), oldest first. */
export function mergeMessages<M extends ThreadMessage>(known: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return known as M[];
  const byId = new Map<string, M>();
  for (const message of [...known, ...incoming]) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/**
 * What is new since `known` (everything on the first load), merged into it: page after page of
 * `limit` from the last cursor, until a short page or the end.
 */
export async function loadThread<M extends ThreadMessage>(
  getPage: (cursor: string | null) => Promise<ThreadPage<M>>,
  known: MessageThread<M> | undefined,
  limit: number,
): Promise<MessageThread<M>> {
  let items = known?.items ?? [];
  let cursor = known?.cursor ?? null;
  for (let n = 0; n < MAX_PAGES_PER_LOAD; n++) {
    const page = await getPage(cursor);
    items = mergeMessages(items, page.items);
    // A null nextCursor ends the thread for now; the cursor we had still finds what comes later.
    cursor = page.nextCursor ?? cursor;
    if (!page.nextCursor || page.items.length < limit) break;
  }
  return { items, cursor };
}

/** The thread with a message the API accepted, shown at once; the next load brings it again and the merge keeps it once. */
export function withMessage<M extends ThreadMessage>(thread: MessageThread<M> | undefined, message: M): MessageThread<M> | undefined {
  return thread ? { ...thread, items: mergeMessages(thread.items, [message]) } : thread;
}
