// A booking's thread: its buyer and seller talk; an Admin reads it once a claim was opened.
import type { Message, MessagesPage, PageQuery } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { positionOf } from '../../db/keyset';
import type { MessageDoc } from './messages.documents';
import type { UserDoc } from '../users/users.documents';
import { forbidden } from '../../domain/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { messagesRepository } from './messages.repository';

const view = (doc: MessageDoc): Message => ({
  _id: doc._id.toHexString(),
  bookingId: doc.bookingId.toHexString(),
  from: doc.from,
  name: doc.name,
  text: doc.text,
  createdAt: doc.createdAt.toISOString(),
});

export type MessagesService = ReturnType<typeof messagesService>;

export function messagesService(ctx: AppContext, { bookings, notifications }: { bookings: BookingsService; notifications: NotificationsService }) {
  const repo = messagesRepository(ctx.db.collections);

  return {
    /**
     * One page of the thread, oldest first. The last page's cursor is handed out too (when the page
     * has messages), so a client polling with it gets only what was written since.
     */
    async pageFor(caller: UserDoc, bookingId: string, { limit, cursor }: PageQuery): Promise<MessagesPage> {
      const { booking, reader } = await bookings.access(caller, bookingId);
      if (reader === 'admin' && !booking.claim) throw forbidden('thread_admin_before_claim');
      const scope = `messages:${booking._id.toHexString()}:seq`;
      const after = cursor ? ctx.cursors.decode(scope, cursor) : undefined;
      const page = await repo.page(booking._id, { limit, ...(after ? { after } : {}) });
      const last = page.items.at(-1);
      const position = page.next ?? (last ? positionOf(last, 'seq') : null) ?? after;
      return { items: page.items.map(view), nextCursor: position ? ctx.cursors.encode(scope, position) : null };
    },

    /**
     * The buyer or the seller writes (once, however often it is sent: `fresh` false for a repeat);
     * the other side is notified.
     */
    async post(caller: UserDoc, bookingId: string, text: string): Promise<{ message: Message; fresh: boolean }> {
      const { booking, reader } = await bookings.access(caller, bookingId);
      if (reader === 'admin') throw forbidden('thread_parties_only');
      const { message: saved, fresh } = await repo.insert({ bookingId: booking._id, from: reader, email: caller.email, name: caller.name, text }, () => ctx.clock.now());
      // Keyed by the message: a retry that found its message written rings no bell twice, and one
      // whose first try stopped before the bell rings it now.
      await notifications.notify({
        email: reader === 'buyer' ? booking.sellerEmail : booking.email,
        kind: 'message',
        bookingId: booking._id,
        device: booking.device,
        key: `message:${saved._id.toHexString()}`,
        side: reader === 'buyer' ? 'seller' : 'buyer',
      });
      return { message: view(saved), fresh };
    },
  };
}
