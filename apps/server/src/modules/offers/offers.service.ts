// Offers, told from the API's side: a buyer offers a price on an available listing; the side whose
// turn it is accepts, declines or counters; either side may withdraw; nobody moving for 48 hours
// lapses it; a listing that goes (or another offer on it accepted) closes it. Accepting starts the
// deal: a booking at the agreed price. Every move goes through OFFER_PROCESS (packages/shared), once.
import { ObjectId } from 'mongodb';
import {
  OFFER_PROCESS, OFFER_START, offerBounds, offerNextStatus, offerLapsesAt, offerRecipients, offerRefusal, offerTurn,
  type NotificationKind, type Offer, type OfferActor, type OfferEffect, type OfferEventName, type OfferRefusalCode, type OfferSide, type OffersPage, type OffersQuery,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden, invalid, notFound, type DomainError } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import type { BookingsService } from '../bookings/bookings.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductDoc } from '../products/products.documents';
import type { ProductsService } from '../products/products.service';
import type { UserDoc } from '../users/users.documents';
import type { OfferDoc, StoredOfferStep } from './offers.documents';
import { offersRepository } from './offers.repository';

/** A follow-up not finished this long after its step was left behind (its API stopped): the scheduler finishes it. */
const FOLLOW_UP_GRACE_MS = 30_000;
const SCHEDULER_BATCH = 100;

/** Refusals that are about who, not when: a 403; the rest (the offer moved on) a 409. */
const NOT_YOURS: readonly OfferRefusalCode[] = ['offer_not_your_turn', 'offer_wrong_actor'];
const refuse = (why: OfferRefusalCode): DomainError => (NOT_YOURS.includes(why) ? forbidden(why) : conflict(why));

const CLOSE_NOTES = {
  off_sale: 'The device is no longer on sale',
  other_accepted: 'Another offer on the device was accepted',
} as const;

export interface OffersDeps {
  products: Pick<ProductsService, 'find' | 'offMarket'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The deal an accepted offer starts, and whether the buyer already has one on the listing. */
  bookings: Pick<BookingsService, 'createAgreed' | 'hasBooked'>;
}

function view(doc: OfferDoc, side: OfferSide | 'admin'): Offer {
  return {
    _id: doc._id.toHexString(),
    productId: doc.productId.toHexString(),
    device: doc.device,
    ...(doc.img ? { img: doc.img } : {}),
    askingPrice: doc.askingPrice,
    bounds: offerBounds(doc.askingPrice),
    amount: doc.amount,
    status: doc.status,
    turn: offerTurn(doc.status),
    buyerName: doc.buyerName,
    sellerName: doc.sellerName,
    ...(doc.lapsesAt ? { lapsesAt: doc.lapsesAt.toISOString() } : {}),
    ...(doc.bookingId ? { bookingId: doc.bookingId.toHexString() } : {}),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    history: doc.history.map(({ byEmail: _who, at, ...step }) => ({ ...step, at: at.toISOString() })),
    side,
  };
}

const sideOf = (caller: UserDoc, offer: OfferDoc): OfferSide | null =>
  offer.buyerEmail === caller.email ? 'buyer' : offer.sellerEmail === caller.email ? 'seller' : null;

export type OffersService = ReturnType<typeof offersService>;

export function offersService(ctx: AppContext, { products, notifications, bookings }: OffersDeps) {
  const repo = offersRepository(ctx.db.collections);
  /** Where closeOffSale's sweep of the listings with live offers goes on from (null: the start). */
  let sweepAfter: ObjectId | null = null;

  /** The amount checked against the listing's bounds now (a 400 on `amount` naming them). */
  function withinBounds(product: ProductDoc, amount: number): void {
    const bounds = offerBounds(product.resalePrice);
    if (!bounds || amount < bounds.min || amount > bounds.max) {
      throw invalid({ code: 'offer_amount_out_of_bounds', params: bounds ?? { min: 0, max: 0 } }, 'amount');
    }
  }

  /** The listing while it takes offers; 409 once it is sold, hidden or removed. */
  async function onSale(productId: ObjectId): Promise<ProductDoc> {
    const product = await products.find(productId);
    if (!product || product.status !== 'available') throw conflict('offer_listing_off_sale');
    return product;
  }

  /** Tells each side named, once per step (`about`: the step's key). */
  const tell = (offer: OfferDoc, about: string, kind: NotificationKind, sides: OfferSide[], amount = offer.amount) =>
    Promise.all(
      sides.map((side) =>
        notifications.notify({
          email: side === 'buyer' ? offer.buyerEmail : offer.sellerEmail,
          kind,
          key: `offer:${offer._id.toHexString()}:${about}:${side}`,
          productId: offer.productId,
          offerId: offer._id,
          device: offer.device,
          amount,
        }),
      ),
    );

  /** OFFER_START's effects: the seller told of a new offer (once per offer, however often asked). */
  const tellMade = async (offer: OfferDoc) => {
    for (const { kind, to } of OFFER_START.effects) await tell(offer, 'made', kind, [...to]);
  };

  type Outcome = 'next' | 'stop';
  /** Each effect of OFFER_PROCESS, as the API carries it out; each is safe to run again. */
  const effects: { [E in OfferEffect as E['do']]: (offer: OfferDoc, step: StoredOfferStep, seq: number, effect: E) => Promise<Outcome> } = {
    async create_booking(offer) {
      if (!offer.bookingId) return 'next';
      const made = await bookings.createAgreed({
        bookingId: offer.bookingId, productId: offer.productId, buyerName: offer.buyerName, buyerEmail: offer.buyerEmail, price: offer.amount, at: offer.updatedAt,
      });
      if ('booking' in made) return 'next';
      // The listing went (or the buyer booked it) in the same moment: the acceptance is undone as a close.
      await step(offer, 'close', { by: 'system' }, { note: made.refused === 'already_booked' ? 'The buyer has already booked this device' : CLOSE_NOTES.off_sale });
      return 'stop';
    },
    async close_other_offers(offer) {
      for (const other of await repo.liveOn(offer.productId)) {
        if (!other._id.equals(offer._id)) await step(other, 'close', { by: 'system' }, { note: CLOSE_NOTES.other_accepted });
      }
      return 'next';
    },
    async notify(offer, s, seq, { kind, to }) {
      await tell(offer, String(seq), kind, offerRecipients(to, s.by));
      return 'next';
    },
  };

  /** Runs a step's effects in the table's order; a failure is logged and left for the scheduler. */
  async function follow(offer: OfferDoc, seq: number): Promise<Outcome> {
    const s = offer.history[seq + 1];
    if (!s || s.event === 'make') return 'next';
    try {
      for (const effect of OFFER_PROCESS[s.event].effects) {
        const outcome = await (effects[effect.do] as (o: OfferDoc, x: StoredOfferStep, n: number, e: OfferEffect) => Promise<Outcome>)(offer, s, seq, effect);
        if (outcome === 'stop') {
          await repo.followedUp(offer._id, seq);
          return 'stop';
        }
      }
      await repo.followedUp(offer._id, seq);
    } catch (err) {
      ctx.logger.warn({ err, offer: offer._id.toHexString(), event: s.event }, 'offer follow-up failed; the scheduler will try it again');
    }
    return 'next';
  }

  /**
   * Takes `event` if the table allows it now, written over the version judged; answers the offer
   * moved (its follow-up run) and whether its follow-up went all the way, or the refusal.
   */
  async function step(
    offer: OfferDoc,
    event: OfferEventName,
    actor: { by: OfferActor; email?: string },
    options: { amount?: number; askingPrice?: number; note?: string } = {},
  ): Promise<{ offer: OfferDoc; outcome: Outcome } | { refused: OfferRefusalCode | 'offer_changed'; offer: OfferDoc }> {
    const now = ctx.clock.now();
    const why = offerRefusal(offer, event, actor.by, now);
    if (why) return { refused: why, offer };
    const rule = OFFER_PROCESS[event];
    const s: StoredOfferStep = {
      event, from: offer.status, to: offerNextStatus(event, offer.status), by: actor.by, at: now,
      ...(actor.email ? { byEmail: actor.email } : {}),
      ...(options.amount !== undefined ? { amount: options.amount } : {}),
      ...(options.note ? { note: options.note } : {}),
    };
    const moved = await repo.move(offer, s, {
      ...(options.amount !== undefined ? { amount: options.amount } : {}),
      ...(options.askingPrice !== undefined ? { askingPrice: options.askingPrice } : {}),
      ...(rule.starts ? { lapsesAt: offerLapsesAt(now) } : {}),
      ...(event === 'accept' ? { bookingId: new ObjectId() } : {}),
    });
    if (!moved) {
      // Another step came first: judged again on what it left.
      const latest = (await repo.findById(offer._id)) ?? offer;
      return { refused: offerRefusal(latest, event, actor.by, now) ?? 'offer_changed', offer: latest };
    }
    return { offer: moved, outcome: await follow(moved, offer.version) };
  }

  /** The offer and the caller's side of it (an Admin reads any); 404 or 403 otherwise. */
  async function access(caller: UserDoc, id: string): Promise<{ offer: OfferDoc; side: OfferSide | 'admin' }> {
    const offer = await repo.findById(new ObjectId(id));
    if (!offer) throw notFound('offer_not_found');
    const side = sideOf(caller, offer) ?? (isAdmin(caller) ? 'admin' : null);
    if (!side) throw forbidden('offer_not_yours');
    return { offer, side };
  }

  /** A party's move on their offer: the table's refusal as a 403 (not theirs to take) or a 409 (the offer moved on). */
  async function partyMove(caller: UserDoc, id: string, event: Exclude<OfferEventName, 'lapse' | 'close'>, prepare?: (offer: OfferDoc) => Promise<Parameters<typeof step>[3]>) {
    const { offer, side } = await access(caller, id);
    if (side === 'admin') throw forbidden('offer_parties_only');
    const early = offerRefusal(offer, event, side, ctx.clock.now());
    if (early) throw refuse(early);
    const options = prepare ? await prepare(offer) : {};
    const result = await step(offer, event, { by: side, email: caller.email }, options);
    if ('refused' in result) throw result.refused === 'offer_changed' || NOT_YOURS.includes(result.refused) ? conflict('offer_changed') : refuse(result.refused);
    return { offer: result.offer, outcome: result.outcome, side };
  }

  return {
    /** POST /products/{id}/offers: the caller's offer on a listing of someone else's, within its bounds. */
    async make(caller: UserDoc, productId: string, amount: number): Promise<Offer> {
      const product = await products.find(new ObjectId(productId));
      if (!product || products.offMarket(product)) throw notFound('listing_not_found');
      if (product.sellerEmail === caller.email) throw forbidden('offer_own_listing');
      if (product.status !== 'available') throw conflict('offer_listing_off_sale');
      withinBounds(product, amount);
      if (await bookings.hasBooked(caller.email, product._id)) throw conflict('already_booked');
      const now = ctx.clock.now();
      const doc: OfferDoc = {
        _id: new ObjectId(),
        productId: product._id,
        device: product.deviceName,
        ...(product.img ? { img: product.img } : {}),
        sellerEmail: product.sellerEmail,
        sellerName: product.sellerName,
        buyerEmail: caller.email,
        buyerName: caller.name,
        askingPrice: product.resalePrice,
        amount,
        status: OFFER_START.status,
        version: 0,
        history: [{ event: 'make', from: null, to: OFFER_START.status, by: OFFER_START.by, byEmail: caller.email, amount, at: now }],
        createdAt: now,
        updatedAt: now,
        lapsesAt: offerLapsesAt(now),
      };
      const written = await repo.insertLive(doc);
      if (!written.made) {
        // The buyer's live offer: perhaps made by a try whose answer was lost before its seller was
        // told. Telling is keyed by the offer, so the seller hears of it once.
        if (written.holder) await tellMade(written.holder);
        throw conflict('offer_open_already');
      }
      await tellMade(doc);
      return view(doc, 'buyer');
    },

    /** GET /offers: the caller's offers, as buyer, as seller or both, newest first. */
    async list(caller: UserDoc, { side, status, productId, limit, cursor }: OffersQuery): Promise<OffersPage> {
      const scope = `offers:${caller.email}:${side ?? 'both'}:${status ?? 'any'}:${productId ?? 'all'}`;
      const page = await repo.page(
        { email: caller.email, ...(side ? { side } : {}), ...(status ? { status } : {}), ...(productId ? { productId: new ObjectId(productId) } : {}) },
        { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) },
      );
      return cursorPage(ctx.cursors, scope, page, (o) => view(o, sideOf(caller, o) ?? 'admin'));
    },

    /** GET /offers/{id}: its two parties and an Admin. */
    async get(caller: UserDoc, id: string): Promise<Offer> {
      const { offer, side } = await access(caller, id);
      return view(offer, side);
    },

    /** POST /offers/{id}/counter: the side whose turn it is names another amount, within the listing's bounds now. */
    async counter(caller: UserDoc, id: string, amount: number): Promise<Offer> {
      const { offer, side } = await partyMove(caller, id, 'counter', async (o) => {
        const product = await onSale(o.productId);
        withinBounds(product, amount);
        return { amount, askingPrice: product.resalePrice };
      });
      return view(offer, side);
    },

    /**
     * POST /offers/{id}/accept: the side whose turn it is takes the amount on the table. The deal
     * starts at that price; the listing's other live offers close. A listing no longer on sale is
     * a 409 and the offer is left as it was (the scheduler closes it); one that went in the same
     * moment is a 409 too, and the offer is closed: never two deals, never one without a listing.
     */
    async accept(caller: UserDoc, id: string): Promise<Offer> {
      const { offer, side, outcome } = await partyMove(caller, id, 'accept', async (o) => {
        const product = await onSale(o.productId);
        // The asking price came down to the amount on the table or below it (an edit since): a deal
        // at that amount would charge the buyer more than the listing now asks.
        if (o.amount >= product.resalePrice) throw conflict('offer_above_price');
        if (await bookings.hasBooked(o.buyerEmail, o.productId)) throw conflict('already_booked');
        return {};
      });
      if (outcome === 'stop') {
        const closed = await repo.findById(offer._id);
        throw conflict(closed?.history.at(-1)?.note === CLOSE_NOTES.off_sale ? 'offer_listing_off_sale' : 'already_booked');
      }
      return view(offer, side);
    },

    /** POST /offers/{id}/decline: the side whose turn it is says no. */
    async decline(caller: UserDoc, id: string): Promise<Offer> {
      const { offer, side } = await partyMove(caller, id, 'decline');
      return view(offer, side);
    },

    /** POST /offers/{id}/withdraw: either side walks away. */
    async withdraw(caller: UserDoc, id: string): Promise<Offer> {
      const { offer, side } = await partyMove(caller, id, 'withdraw');
      return view(offer, side);
    },

    /** A demo offer with a fixed id (the demo data), once. */
    importOffer: (doc: OfferDoc) => repo.insertIfAbsent(doc),

    /** Scheduler: live offers nobody moved for OFFER_TTL_HOURS lapse (of two API instances, one writes each). */
    async lapseDue(): Promise<number> {
      let done = 0;
      for (const offer of await repo.due(ctx.clock.now(), SCHEDULER_BATCH)) {
        if (!('refused' in (await step(offer, 'lapse', { by: 'system' })))) done += 1;
      }
      return done;
    },

    /**
     * Scheduler: live offers on listings no longer on sale (sold, hidden, removed, deleted) close,
     * each buyer told. A batch of listings per run, the next batch the next run (round and round),
     * so a run's work stays bounded however many listings draw offers.
     */
    async closeOffSale(): Promise<number> {
      const ids = await repo.listingsWithLive(sweepAfter, SCHEDULER_BATCH);
      sweepAfter = ids.length < SCHEDULER_BATCH ? null : ids.at(-1)!;
      let done = 0;
      for (const productId of ids) {
        const product = await products.find(productId);
        if (product?.status === 'available') continue;
        for (const offer of await repo.liveOn(productId)) {
          if (!('refused' in (await step(offer, 'close', { by: 'system' }, { note: CLOSE_NOTES.off_sale })))) done += 1;
        }
      }
      return done;
    },

    /** Scheduler: follow-ups an API left half way (it stopped, or a write failed) run again. */
    async finishFollowUps(): Promise<number> {
      const pending = await repo.pendingBefore(new Date(ctx.clock.now().getTime() - FOLLOW_UP_GRACE_MS), SCHEDULER_BATCH);
      for (const offer of pending) if (offer.pending) await follow(offer, offer.pending.seq);
      return pending.length;
    },
  };
}
