// The bell: what happened to a person's deals, from either side, and what they have read.
import { ObjectId } from 'mongodb';
import type { NotificationKind, NotificationsPage, NotificationsReadInput } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { NotificationDoc } from './notifications.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage } from '../../http/cursor';
import { notificationsRepository } from './notifications.repository';

export interface NewNotification {
  email: string;
  kind: NotificationKind;
  bookingId?: ObjectId;
  /** The listing a question, an answer, an offer or a favourite is about. */
  productId?: ObjectId;
  device?: string;
  offerId?: ObjectId;
  /** Taka: an offer's amount, or a favourite's new price (and `previousAmount`, its old one). */
  amount?: number;
  previousAmount?: number;
  savedSearchId?: ObjectId;
  searchName?: string;
  /** How many new listings a saved-search digest tells of. */
  count?: number;
  /** Names the event once: the same key again (a replayed follow-up) notifies nobody twice. */
  key: string;
  /** The reader's side of the deal. */
  side?: 'buyer' | 'seller';
}

const view = (doc: NotificationDoc) => ({
  _id: doc._id.toHexString(),
  kind: doc.kind,
  ...(doc.bookingId ? { bookingId: doc.bookingId.toHexString() } : {}),
  ...(doc.productId ? { productId: doc.productId.toHexString() } : {}),
  ...(doc.device ? { device: doc.device } : {}),
  ...(doc.offerId ? { offerId: doc.offerId.toHexString() } : {}),
  ...(doc.amount !== undefined ? { amount: doc.amount } : {}),
  ...(doc.previousAmount !== undefined ? { previousAmount: doc.previousAmount } : {}),
  ...(doc.savedSearchId ? { savedSearchId: doc.savedSearchId.toHexString() } : {}),
  ...(doc.searchName ? { searchName: doc.searchName } : {}),
  ...(doc.count !== undefined ? { count: doc.count } : {}),
  read: doc.read,
  createdAt: doc.createdAt.toISOString(),
});

export type NotificationsService = ReturnType<typeof notificationsService>;

export function notificationsService(ctx: AppContext, deps: { mailed?: (ns: NewNotification[]) => Promise<void> } = {}) {
  const repo = notificationsRepository(ctx.db.collections);

  async function notifyEach(ns: NewNotification[]): Promise<void> {
    const now = ctx.clock.now();
    const inserted = await repo.insertEach(ns.map((n) => ({ ...n, read: false, createdAt: now })));
    const fresh = ns.filter((_, i) => inserted[i]);
    if (fresh.length === 0) return;
    // Queuing a mail never fails what notified: the bell has it, and the log says why the mail is missing.
    await deps.mailed?.(fresh).catch((err: unknown) => ctx.logger.warn({ err, keys: fresh.map((n) => n.key) }, 'mail not queued'));
  }

  return {
    /** Start-up: notifications stored before the unread key get it. */
    upgradeLegacy: () => repo.addUnreadKeys(),

    /** Rings the bell once per key, and hands a new notification on to be mailed (a replay mails nobody). */
    notify: (n: NewNotification): Promise<void> => notifyEach([n]),
    /** notify for several at once (both sides of a deal): one write for the bell, one for the mails. */
    notifyEach,

    async pageFor(caller: UserDoc, { limit, cursor }: { limit: number; cursor?: string }): Promise<NotificationsPage> {
      const scope = `notifications:${caller.email}`;
      const [page, counts] = await Promise.all([
        repo.page(caller.email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) }),
        repo.unreadCounts(caller.email),
      ]);
      return { ...cursorPage(ctx.cursors, scope, page, view), ...counts };
    },

    /** Marks the caller's own notifications read (never anyone else's: the email is the token's). */
    async markRead(caller: UserDoc, input: NotificationsReadInput) {
      const which =
        'ids' in input
          ? { ids: input.ids.map((id) => new ObjectId(id)) }
          : 'bookingId' in input
            ? { bookingId: new ObjectId(input.bookingId) }
            : 'productId' in input
              ? { productId: new ObjectId(input.productId) }
              : { all: true as const };
      const result = await repo.markRead(caller.email, which);
      return { acknowledged: true, modifiedCount: result.modifiedCount, unread: await repo.countUnread(caller.email) };
    },
  };
}
