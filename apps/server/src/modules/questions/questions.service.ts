// Questions to the seller before booking: each signed-in person who is not the listing's seller
// has one private thread with the seller on that listing. The seller reads and answers every
// thread on their listing; an Admin reads any and writes none. Each new message rings the other
// side's bell. Nobody's email or contact travels in a thread: people are named.
import { ObjectId } from 'mongodb';
import type { PageQuery, QuestionMessage, QuestionMessagesPage, QuestionPosted, QuestionSide, QuestionThread, QuestionThreadsPage } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { positionOf } from '../../db/keyset';
import type { ProductDoc } from '../products/products.documents';
import type { QuestionMessageDoc, QuestionThreadDoc } from './questions.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden, notFound } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductsService } from '../products/products.service';
import { questionsRepository } from './questions.repository';

const threadView = (doc: QuestionThreadDoc): QuestionThread => ({
  _id: doc._id.toHexString(),
  productId: doc.productId.toHexString(),
  device: doc.device,
  askerName: doc.askerName,
  createdAt: doc.createdAt.toISOString(),
  lastAt: doc.lastAt.toISOString(),
  lastFrom: doc.lastFrom,
  messageCount: doc.messageCount,
});

const messageView = (doc: QuestionMessageDoc): QuestionMessage => ({
  _id: doc._id.toHexString(),
  threadId: doc.threadId.toHexString(),
  from: doc.from,
  name: doc.name,
  text: doc.text,
  createdAt: doc.createdAt.toISOString(),
});

export type QuestionsService = ReturnType<typeof questionsService>;

export function questionsService(ctx: AppContext, { products, notifications }: { products: ProductsService; notifications: NotificationsService }) {
  const repo = questionsRepository(ctx.db.collections);

  /** The listing as the caller may see it: missing, removed or hidden is a 404 to all but its seller and an Admin (as GET /products/{id}). */
  async function listingFor(caller: UserDoc, id: string): Promise<{ product: ProductDoc; isSeller: boolean }> {
    const product = await products.find(new ObjectId(id));
    const isSeller = product?.sellerEmail === caller.email;
    if (!product || (products.offMarket(product) && !isSeller && !isAdmin(caller))) throw notFound('listing_not_found');
    return { product, isSeller };
  }

  /** Questions are asked and answered only while the listing is on sale. */
  function mustBeOnSale(product: ProductDoc): void {
    if (product.status !== 'available') throw conflict('questions_closed');
  }

  /** A thread of this listing, and the caller's side in it (an Admin who is neither reads as 'admin'). */
  async function threadFor(caller: UserDoc, product: ProductDoc, isSeller: boolean, threadId: string) {
    const thread = await repo.findThread(new ObjectId(threadId));
    if (!thread || !thread.productId.equals(product._id)) throw notFound('question_thread_not_found');
    const side: QuestionSide | 'admin' | null = isSeller ? 'seller' : thread.askerEmail === caller.email ? 'asker' : isAdmin(caller) ? 'admin' : null;
    if (!side) throw forbidden('question_thread_private');
    return { thread, side };
  }

  /** Writes the message (once, however often it is sent) and tells the other side. */
  async function write(caller: UserDoc, product: ProductDoc, thread: QuestionThreadDoc, from: QuestionSide, text: string) {
    const { message, fresh } = await repo.insertMessage({ threadId: thread._id, from, email: caller.email, name: caller.name, text }, () => ctx.clock.now());
    const summary = (await repo.summarize(message)) ?? thread;
    // Keyed by the message: a retry that found its message written rings no bell twice, and one
    // whose first try stopped before the bell rings it now.
    await notifications.notify({
      email: from === 'asker' ? product.sellerEmail : thread.askerEmail,
      kind: from === 'asker' ? 'question' : 'question_answer',
      productId: product._id,
      device: product.deviceName,
      key: `question:${message._id.toHexString()}`,
      side: from === 'asker' ? 'seller' : 'buyer',
    });
    const posted: QuestionPosted = { thread: threadView(summary), message: messageView(message) };
    return { posted, fresh };
  }

  return {
    /** POST /products/{id}/questions: the caller's question, in their thread on the listing (opened by the first). */
    async ask(caller: UserDoc, productId: string, text: string) {
      const { product, isSeller } = await listingFor(caller, productId);
      if (isSeller) throw forbidden('question_own_listing');
      mustBeOnSale(product);
      const thread = await repo.openThread(
        { productId: product._id, sellerEmail: product.sellerEmail, device: product.deviceName, askerEmail: caller.email, askerName: caller.name },
        ctx.clock.now(),
      );
      return write(caller, product, thread, 'asker', text);
    },

    /** POST /products/{id}/questions/{threadId}: the seller's answer, or the asker's follow-up. */
    async reply(caller: UserDoc, productId: string, threadId: string, text: string) {
      const { product, isSeller } = await listingFor(caller, productId);
      const { thread, side } = await threadFor(caller, product, isSeller, threadId);
      if (side === 'admin') throw forbidden('question_thread_private');
      mustBeOnSale(product);
      return write(caller, product, thread, side, text);
    },

    /** GET /products/{id}/questions: the seller and an Admin page through every thread; anyone else sees their own. */
    async threads(caller: UserDoc, productId: string, { limit, cursor }: PageQuery): Promise<QuestionThreadsPage> {
      const { product, isSeller } = await listingFor(caller, productId);
      if (!isSeller && !isAdmin(caller)) {
        const own = await repo.findThreadOf(product._id, caller.email);
        return { items: own ? [threadView(own)] : [], nextCursor: null, viewer: 'asker' };
      }
      const scope = `questions:${product._id.toHexString()}:lastAt`;
      const page = await repo.threadsOf(product._id, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return { ...cursorPage(ctx.cursors, scope, page, threadView), viewer: isSeller ? 'seller' : 'admin' };
    },

    /**
     * GET /products/{id}/questions/{threadId}: one page of the thread, oldest first. As a booking's
     * thread, the last page's cursor is handed out too, so polling with it answers only what is new.
     */
    async messages(caller: UserDoc, productId: string, threadId: string, { limit, cursor }: PageQuery): Promise<QuestionMessagesPage> {
      const { product, isSeller } = await listingFor(caller, productId);
      const { thread } = await threadFor(caller, product, isSeller, threadId);
      const scope = `questions:${thread._id.toHexString()}:seq`;
      const after = cursor ? ctx.cursors.decode(scope, cursor) : undefined;
      const page = await repo.messagesOf(thread._id, { limit, ...(after ? { after } : {}) });
      const last = page.items.at(-1);
      const position = page.next ?? (last ? positionOf(last, 'seq') : null) ?? after;
      return { items: page.items.map(messageView), nextCursor: position ? ctx.cursors.encode(scope, position) : null };
    },
  };
}
