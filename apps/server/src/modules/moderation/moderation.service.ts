// Moderation: users report listings, the IMEI rule flags a device listed by two sellers, and an
// Admin works through the queue: dismiss the case, hide the listing (it leaves every list and
// search; its seller reads why), or block the seller (their listings are hidden and they cannot
// list; they still sign in and see their orders). A case is opened once per subject, by a unique
// (key, generation) insert, and decided once, by a unique insert of its decision.
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { ModerationCase, PageQuery, moderationActionSchema, reportInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { ModerationCaseDoc, ModerationDecision } from './moderation.documents';
import type { ProductDoc } from '../products/products.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden, notFound } from '../../domain/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { ImeiAttempt, ProductsService } from '../products/products.service';
import type { UsersService } from '../users/users.service';
import { toModerationCase, type SellerRecord } from './moderation-view';
import { moderationRepository } from './moderation.repository';

type ReportData = z.output<typeof reportInputSchema>;
type ActionData = z.output<typeof moderationActionSchema>;



/** How many reports a case shows (oldest first): enough to judge; a case is closed long before. */
const REPORTS_SHOWN = 100;
/** Rounds of opening-or-joining a case when other requests keep opening generations meanwhile. */
const MAX_OPEN_ROUNDS = 5;

const snapshot = (p: ProductDoc): ModerationCaseDoc['listing'] => ({
  deviceName: p.deviceName,
  img: p.img,
  resalePrice: p.resalePrice,
  sellerName: p.sellerName,
  ...(p.imeiLast4 ? { imeiLast4: p.imeiLast4 } : {}),
});

interface ModerationDeps {
  products: ProductsService;
  users: UsersService;
  bookings: Pick<BookingsService, 'paidSalesCount'>;
}

export type ModerationService = ReturnType<typeof moderationService>;

export function moderationService(ctx: AppContext, { products, users, bookings }: ModerationDeps) {
  const repo = moderationRepository(ctx.db.collections);

  /**
   * The subject's open case, or a new one. The new case is the subject's next generation, taken
   * by a unique insert: two requests at once open one case, and the loser joins it.
   */
  async function openOrJoin(fields: Omit<ModerationCaseDoc, '_id' | 'seq' | 'status'>): Promise<ModerationCaseDoc> {
    for (let round = 0; round < MAX_OPEN_ROUNDS; round++) {
      const latest = await repo.latestCase(fields.key);
      // A case an Admin has just decided (its decision written, the case not yet closed) takes no more.
      if (latest?.status === 'open' && !(await repo.decisionOf(latest._id))) return latest;
      const doc: ModerationCaseDoc = { ...fields, _id: new ObjectId(), seq: latest ? latest.seq + 1 : 0, status: 'open' };
      if (await repo.insertCase(doc)) return doc;
    }
    throw conflict('reports_busy');
  }

  /** A decided case's effects, then the case closed with its decision. */
  async function carryOut(doc: ModerationCaseDoc, decision: ModerationDecision): Promise<void> {
    if (decision.action === 'hide') await products.hide(doc.productId, decision.note);
    if (decision.action === 'block') {
      await users.block(doc.sellerEmail, decision.note);
      await products.hideAllOf(doc.sellerEmail, decision.note);
    }
    await repo.close(doc._id, decision);
  }
  const closedView = (doc: ModerationCaseDoc, decision: ModerationDecision) => view({ ...doc, status: 'closed', closedAt: decision.at, decision });

  /** The seller's name, email, block and record on the market; read once per page for each seller. */
  function sellerRecords() {
    const seen = new Map<string, Promise<SellerRecord>>();
    const read = async (email: string, fallbackName: string): Promise<SellerRecord> => {
      const [user, listings, sales] = await Promise.all([users.findByEmail(email), products.countBySeller(email), bookings.paidSalesCount(email)]);
      return { name: user?.name ?? fallbackName, email, blocked: Boolean(user?.blocked), listings, sales, rating: user?.sellerRating ?? null };
    };
    return (email: string, fallbackName: string) => {
      if (!seen.has(email)) seen.set(email, read(email, fallbackName));
      return seen.get(email)!;
    };
  }

  async function view(doc: ModerationCaseDoc, sellerOf = sellerRecords()): Promise<ModerationCase> {
    const [product, reports, seller] = await Promise.all([
      products.find(doc.productId),
      repo.reportsOf(doc._id, REPORTS_SHOWN),
      sellerOf(doc.sellerEmail, doc.listing.sellerName),
    ]);
    return toModerationCase(doc, { product, reports, seller }, ctx.config.publicApiUrl);
  }

  return {
    /** The IMEI rule refused a listing: the listing holding that IMEI goes to the queue, once per refused seller. */
    async flagImei(holder: ProductDoc, attempt: ImeiAttempt): Promise<void> {
      await openOrJoin({
        kind: 'imei',
        key: `imei:${holder._id.toHexString()}:${attempt.sellerEmail}`,
        productId: holder._id,
        sellerEmail: holder.sellerEmail,
        listing: snapshot(holder),
        opened: {
          by: attempt.sellerName,
          note: `Possible stolen or cloned device: another seller tried to list IMEI ••••${attempt.imeiLast4} (${attempt.deviceName})`,
        },
        createdAt: attempt.at,
        imeiConflict: attempt,
      });
    },

    /** POST /products/{id}/reports: joins (or opens) the listing's open case; one report per user per open case. */
    async report(caller: UserDoc, id: string, input: ReportData) {
      const product = await products.find(new ObjectId(id));
      if (products.offMarket(product)) throw notFound('listing_not_found');
      if (product.sellerEmail === caller.email) throw forbidden('report_own_listing');
      const now = ctx.clock.now();
      const open = await openOrJoin({
        kind: 'report',
        key: `report:${product._id.toHexString()}`,
        productId: product._id,
        sellerEmail: product.sellerEmail,
        listing: snapshot(product),
        opened: { by: caller.name, note: 'A user reported this listing' },
        createdAt: now,
      });
      const reportId = new ObjectId();
      const fresh = await repo.insertReport({
        _id: reportId,
        caseId: open._id,
        productId: product._id,
        reporterEmail: caller.email,
        reporterName: caller.name,
        reason: input.reason,
        text: input.text,
        createdAt: now,
      });
      if (!fresh) throw conflict('already_reported');
      return { acknowledged: true as const, insertedId: reportId.toHexString() };
    },

    /** GET /moderation: open cases oldest first, or closed ones newest first; a cursor opens only its own list. */
    async list(state: 'open' | 'closed', { limit, cursor }: PageQuery) {
      const scope = `moderation:${state}`;
      const cases = await repo.page(state, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      const sellerOf = sellerRecords();
      const page = cursorPage(ctx.cursors, scope, cases, (doc) => view(doc, sellerOf));
      return { ...page, items: await Promise.all(page.items) };
    },

    /** POST /moderation/{id}/actions: decides an open case once, applies it, closes it; answers the closed case. */
    async act(admin: UserDoc, id: string, { action, note }: ActionData): Promise<ModerationCase> {
      const doc = await repo.findCase(new ObjectId(id));
      if (!doc) throw notFound('case_not_found');
      if (doc.status === 'closed') throw conflict('case_closed');
      if (action === 'block' && (await users.findByEmail(doc.sellerEmail))?.role === 'Admin') throw forbidden('admin_not_blockable');
      if (action === 'hide') {
        const product = await products.find(doc.productId);
        if (product?.status !== 'available' && product?.status !== 'hidden') throw conflict('case_listing_off_market');
      }

      const decision: ModerationDecision = { action, note, by: admin.name, byEmail: admin.email, at: ctx.clock.now() };
      if (await repo.takeDecision({ _id: doc._id, ...decision })) {
        await carryOut(doc, decision);
        return closedView(doc, decision);
      }
      // Decided already, the case not closed when it was read: by another Admin just now, or by a
      // request that failed half way (the engine gone). Its decision is carried out again (each
      // effect is conditional, so twice is once) so that no case stays decided and open; this
      // request's own decision, tried again, is answered as if it had gone through the first time.
      const { _id: _caseId, ...taken } = (await repo.decisionOf(doc._id))!;
      await carryOut(doc, taken);
      if (taken.byEmail === admin.email && taken.action === action && taken.note === note) return closedView(doc, taken);
      throw conflict('case_closed');
    },
  };
}
