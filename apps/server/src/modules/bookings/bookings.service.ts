// The life of a booking, told from the API's side: a booking is made, paid, handed over with the
// buyer's code, and completes after the warranty, unless it expires, is cancelled, or a claim is
// opened and decided. Every move goes through BOOKING_PROCESS (packages/shared), once.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import {
  BOOKING_PROCESS, BOOKING_START, BOOKING_TIMERS, HANDOVER_CODE_LENGTH, HANDOVER_LOCK_MINUTES, HANDOVER_MAX_TRIES, bookingRefusal, timerEnd,
  type Booking, type BookingEventName, type BookingStatus, type PageQuery, type bookingInputSchema, type claimDecisionSchema, type claimInputSchema, type kydInputSchema, type deviceCheckResultSchema, type DeviceCheckLink, type DeviceCheckTarget,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { orDuplicate } from '../../db/insert-once';
import type { BookingDoc, BookingTransitionDoc } from './bookings.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden, invalid, notFound, tooMany } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import type { ImagesService } from '../images/images.service';
import { type Actor, bookingTransitions } from './booking-transitions';
import { toBooking, type BookingReader } from './booking-view';
import { bookingsRepository } from './bookings.repository';
import { newBooking } from './new-booking';
import { signDeviceCheckToken, verifyDeviceCheckToken } from './device-check-token';
import { bookingEffects, unsoldNote, type BookingEffectsDeps } from './booking-effects';
import type { Unsold } from '../products/sell-listing';

export type BookingInputData = z.output<typeof bookingInputSchema>;
type ClaimData = z.output<typeof claimInputSchema>;
type KydData = z.output<typeof kydInputSchema>;
type DeviceCheckData = z.output<typeof deviceCheckResultSchema>;

/** The buyer records the KYD answer and checks the device from payment until the deal is done, and confirms the registration after the handover. */
const MEET_UP_OPEN: BookingStatus[] = ['paid', 'handed_over'];
const REGISTRATION_OPEN: BookingStatus[] = ['handed_over', 'claimed', 'completed'];
type ClaimDecisionData = z.output<typeof claimDecisionSchema>;

/** A follow-up not finished this long after its transition was left behind (its API stopped): the scheduler finishes it. */
const FOLLOW_UP_GRACE_MS = 30_000;
const SCHEDULER_BATCH = 100;

/** A new 6-digit handover code (leading zeros kept). */
const newHandoverCode = () => String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** How the caller stands to the booking: its buyer, its listing's seller, an Admin, or none of them. */
function readerOf(caller: UserDoc, booking: Pick<BookingDoc, 'email' | 'sellerEmail'>): BookingReader | null {
  if (booking.email === caller.email) return 'buyer';
  if (booking.sellerEmail === caller.email) return 'seller';
  return isAdmin(caller) ? 'admin' : null;
}

/** A deal agreed on an offer: who buys which listing at what price, under which booking id, when. */
export interface AgreedDeal {
  bookingId: ObjectId;
  productId: ObjectId;
  buyerName: string;
  buyerEmail: string;
  price: number;
  at: Date;
}

export type BookingsService = ReturnType<typeof bookingsService>;

export function bookingsService(ctx: AppContext, deps: BookingEffectsDeps & { images: ImagesService }) {
  const repo = bookingsRepository(ctx.db.collections);
  const { products, images } = deps;
  const transitions = bookingTransitions(repo, ctx.clock);
  const effects = bookingEffects(ctx, repo, transitions, deps);
  const view = (doc: BookingDoc, reader: BookingReader, extra?: Parameters<typeof toBooking>[3]) =>
    toBooking(doc, ctx.config.publicApiUrl, reader, extra);

  /** The booking (caught up with its log) and how the caller stands to it; 404 or 403 otherwise. */
  async function access(caller: UserDoc, id: string): Promise<{ booking: BookingDoc; reader: BookingReader }> {
    const found = await repo.findById(id);
    if (!found) throw notFound('booking_not_found');
    const reader = readerOf(caller, found);
    if (!reader) throw forbidden('booking_not_yours');
    return { booking: await transitions.catchUp(found), reader };
  }

  /** The booking a check link names, while its check is open; a bad or expired link is a 400. */
  async function checkedBooking(token: string): Promise<{ booking: BookingDoc; expiresAt: Date }> {
    const named = verifyDeviceCheckToken(token, ctx.config.ACCESS_TOKEN_SECRET, ctx.clock.now());
    if (!named) throw invalid('device_check_link_invalid');
    const booking = await repo.findById(named.bookingId);
    if (!booking) throw notFound('booking_not_found');
    if (!MEET_UP_OPEN.includes(booking.status)) throw conflict('device_check_not_open');
    return { booking, expiresAt: named.expiresAt };
  }

  /** Applies a transition and its follow-up; a refusal is a 409 with the reason. */
  async function move(
    booking: BookingDoc,
    event: BookingEventName,
    actor: Actor,
    options?: Parameters<typeof transitions.apply>[3],
  ): Promise<BookingDoc> {
    const outcome = await transitions.apply(booking, event, actor, options);
    if (!outcome.applied) throw conflict(outcome.reason);
    await effects.run(outcome.entry, outcome.booking);
    return outcome.booking;
  }

  /** For the seller of a paid booking: wrong codes left, and the lock's end while locked. */
  async function handoverState(booking: BookingDoc): Promise<NonNullable<Booking['handover']>> {
    const tried = await repo.countAttempts(booking._id);
    const inRound = tried % HANDOVER_MAX_TRIES;
    if (tried > 0 && inRound === 0) {
      const last = await repo.lastAttempt(booking._id);
      const lockedUntil = last ? new Date(last.at.getTime() + HANDOVER_LOCK_MINUTES * 60_000) : null;
      if (lockedUntil && ctx.clock.now() < lockedUntil) return { triesLeft: 0, lockedUntil: lockedUntil.toISOString() };
      return { triesLeft: HANDOVER_MAX_TRIES };
    }
    return { triesLeft: HANDOVER_MAX_TRIES - inRound };
  }

  /**
   * Takes the next handover try of the booking, or throws 429 while it is locked. Each try is a
   * unique insert (`<bookingId>:<n>`), so tries sent at once each take their own and no more
   * than HANDOVER_MAX_TRIES get compared per lock period. Answers the tries left after this one.
   */
  async function takeHandoverTry(booking: BookingDoc): Promise<number> {
    for (;;) {
      // One count decides both the lock and the try's number: judged on two counts, a request
      // could see 4 tries (no lock) and then take try 5, a sixth compared in the same period.
      const n = await repo.countAttempts(booking._id);
      if (n > 0 && n % HANDOVER_MAX_TRIES === 0) {
        const last = await repo.lastAttempt(booking._id);
        const until = last ? new Date(last.at.getTime() + HANDOVER_LOCK_MINUTES * 60_000) : null;
        if (until && ctx.clock.now() < until) throw tooMany({ code: 'handover_locked', params: { until: until.toISOString() } }, (until.getTime() - ctx.clock.now().getTime()) / 1000);
      }
      if (await repo.takeAttempt(booking._id, n, ctx.clock.now())) return HANDOVER_MAX_TRIES - (n % HANDOVER_MAX_TRIES) - 1;
    }
  }

  /** Runs each due job of a batch; one failing job does not stop the others. */
  async function eachDue(kind: string, jobs: Array<() => Promise<unknown>>): Promise<number> {
    let done = 0;
    for (const job of jobs) {
      try {
        await job();
        done += 1;
      } catch (err) {
        ctx.logger.warn({ err, kind }, 'scheduled deal job failed; it runs again next time');
      }
    }
    return done;
  }

  /** BOOKING_START's effects: its seller told of the new booking (once per booking, however often asked). */
  async function tellBooked(booking: BookingDoc): Promise<void> {
    for (const { kind, to } of BOOKING_START.effects) await effects.tell(booking, { _id: `booking:${booking._id.toHexString()}` }, kind, ...to);
  }

  return {
    /** A booking with a fixed id (the demo data), once. */
    importBooking: async (booking: BookingDoc) => void (await repo.insertIfAbsent(booking)),

    /** A booking as payments need it, or null. */
    find: (id: string | ObjectId) => repo.findById(id),

    /** Name and email come from the caller's record; device, price, image and seller from the listing. */
    async create(caller: UserDoc, input: BookingInputData) {
      const product = await products.find(new ObjectId(input.productId));
      if (products.offMarket(product)) throw notFound('listing_gone');
      if (product.sellerEmail === caller.email) throw forbidden('book_own_listing');
      if (product.status !== 'available') throw conflict('listing_sold');
      const now = ctx.clock.now();
      // The unique {email, productId} index: also catches two bookings sent at once.
      const booking = await orDuplicate(
        repo.insert(newBooking(product, { name: caller.name, email: caller.email, contact: input.contact, location: input.location }, now)),
        async () => {
          // Made already: perhaps by a try of this buyer's that failed before its seller was told
          // (the engine gone). Telling is keyed by the booking, so the seller hears of it once.
          const made = await repo.findOf(caller.email, product._id);
          if (made?.status === 'booked') await tellBooked(made);
          throw conflict('already_booked');
        },
      );
      await tellBooked(booking);
      return { acknowledged: true as const, insertedId: booking._id.toHexString(), booking: view(booking, 'buyer') };
    },

    /**
     * The deal an accepted offer starts (offers' create_booking effect): a booking like POST
     * /bookings makes, at the price buyer and seller agreed, under the id the accepted offer holds
     * (a replay makes it once). The buyer's number is not asked: they arrange the meet-up in the
     * deal's messages. Only the offers module reaches this (handed it by the composition root).
     * Answers the booking, or why there can be none: the listing is no longer on sale, or the
     * buyer already has a booking of it.
     */
    async createAgreed(deal: AgreedDeal): Promise<{ booking: BookingDoc } | { refused: 'offer_listing_off_sale' | 'already_booked' }> {
      const made = await repo.findById(deal.bookingId);
      if (made) return { booking: made };
      const product = await products.find(deal.productId);
      if (!product || product.status !== 'available') return { refused: 'offer_listing_off_sale' };
      const booking: BookingDoc = {
        ...newBooking(product, { name: deal.buyerName, email: deal.buyerEmail, contact: '', location: product.Location }, deal.at),
        _id: deal.bookingId,
        price: deal.price,
      };
      const outcome = await repo.insertWithId(booking);
      if (outcome === 'taken') return { refused: 'already_booked' };
      return { booking: outcome === 'inserted' ? booking : ((await repo.findById(deal.bookingId)) ?? booking) };
    },

    /** Whether the buyer has booked this listing already (an offer on it could never become a deal). */
    hasBooked: (email: string, productId: ObjectId) => repo.hasBooked(email, productId),

    /**
     * One page of a buyer's bookings, newest first, and the cursor of the next page (null on the
     * last). A cursor opens only the list it came from: this email's bookings, newest first.
     */
    async listFor(caller: UserDoc, email: string, { limit, cursor }: PageQuery) {
      if (email !== caller.email.toLowerCase() && !isAdmin(caller)) throw forbidden('booking_not_yours');
      const scope = `bookings:${email}:newest`;
      const page = await repo.pageByEmail(email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      const reader: BookingReader = email === caller.email ? 'buyer' : 'admin';
      return cursorPage(ctx.cursors, scope, page, (b) => view(b, reader));
    },

    /** GET /sales: the bookings on the caller's own listings, newest first. */
    async salesFor(caller: UserDoc, { limit, cursor }: PageQuery) {
      const scope = `sales:${caller.email}:newest`;
      const page = await repo.pageBySeller(caller.email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return cursorPage(ctx.cursors, scope, page, (b) => view(b, 'seller'));
    },

    /** GET /claims (Admin): open claims oldest first, or decided ones newest first. */
    async claims(state: 'open' | 'decided', { limit, cursor }: PageQuery) {
      const scope = `claims:${state}`;
      const page = await repo.pageClaims(state, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return cursorPage(ctx.cursors, scope, page, (b) => view(b, 'admin'));
    },

    async getFor(caller: UserDoc, id: string): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      return view(booking, reader, reader === 'seller' && booking.status === 'paid' ? { handover: await handoverState(booking) } : { withImei: true });
    },

    /** The booking and the caller's side of it, for the thread (messages) and reviews. */
    access,

    /**
     * POST /bookings/{id}/cancel. The buyer may cancel before paying; the seller may decline a
     * booking, or call a paid booking off (the buyer is refunded and the listing returns).
     */
    async cancel(caller: UserDoc, id: string): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader === 'admin') throw forbidden('deal_parties_only');
      const event: BookingEventName = reader === 'seller' && booking.status === 'paid' ? 'seller_cancel' : 'cancel';
      return view(await move(booking, event, { by: reader, email: caller.email }), reader);
    },

    /** POST /bookings/{id}/handover: the seller enters the code the buyer shows them. */
    async handover(caller: UserDoc, id: string, code: string): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'seller') throw forbidden('handover_seller_only');
      // Not paid, already handed over, or still registered to the seller in NEIR: refused without
      // spending a try. The table is only asked why: applying the step here would hand over, with
      // no code checked, a booking paid meanwhile.
      const why = bookingRefusal(booking, 'handover', 'seller', ctx.clock.now());
      if (why) throw conflict(why);
      // Paid before bookings had codes (a legacy booking): there is no code to check, so no handover.
      if (!booking.handoverCode) throw conflict('no_handover_code');
      const left = await takeHandoverTry(booking);
      if (!sameCode(code, booking.handoverCode ?? '')) {
        if (left === 0) {
          const until = new Date(ctx.clock.now().getTime() + HANDOVER_LOCK_MINUTES * 60_000);
          throw tooMany({ code: 'handover_locked', params: { until: until.toISOString() } }, HANDOVER_LOCK_MINUTES * 60);
        }
        throw invalid({ code: 'handover_code_wrong', params: { left } }, 'code');
      }
      const handedOver = await move(
        booking,
        'handover',
        { by: 'seller', email: caller.email },
        { changes: (_b, now) => ({ handedOverAt: now, warrantyEndsAt: timerEnd(BOOKING_PROCESS.handover.starts ?? 'warranty', now) }) },
      );
      return view(handedOver, 'seller');
    },

    /** POST /bookings/{id}/neir-release: the seller says they de-registered the phone from their NID. */
    async neirRelease(caller: UserDoc, id: string): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'seller') throw forbidden('neir_release_seller_only');
      const released = await move(booking, 'neir_release', { by: 'seller', email: caller.email }, { changes: (_b, now) => ({ neirReleasedAt: now }) });
      return view(released, 'seller');
    },

    /** POST /bookings/{id}/kyd: the buyer records what the KYD SMS answered, from payment until the deal is done. */
    async recordKyd(caller: UserDoc, id: string, { result }: KydData): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'buyer') throw forbidden('kyd_buyer_only');
      if (!booking.imei) throw conflict('no_imei');
      const saved = await repo.setKyd(booking._id, { result, at: ctx.clock.now() }, MEET_UP_OPEN);
      if (!saved) throw conflict('kyd_not_open');
      return view(saved, 'buyer', { withImei: true });
    },

    /** POST /bookings/{id}/device-check: the buyer's link to the check page, to open on the phone being sold. */
    async deviceCheckLink(caller: UserDoc, id: string): Promise<DeviceCheckLink> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'buyer') throw forbidden('device_check_buyer_only');
      if (!MEET_UP_OPEN.includes(booking.status)) throw conflict('device_check_not_open');
      const { token, expiresAt } = signDeviceCheckToken(booking._id.toHexString(), ctx.config.ACCESS_TOKEN_SECRET, ctx.clock.now());
      return { url: `${ctx.config.publicWebUrl}/check/${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** GET /device-check/{token}: the device the link is for, for the check page (no person, price or IMEI). */
    async deviceCheckTarget(token: string): Promise<DeviceCheckTarget> {
      const { booking, expiresAt } = await checkedBooking(token);
      return { device: booking.device, hasImei: Boolean(booking.imei), expiresAt: expiresAt.toISOString() };
    },

    /**
     * POST /device-check/{token}: the check page's result. The IMEI typed on the phone is compared
     * here with the listing's, and only whether it matched is kept and answered.
     */
    async recordDeviceCheck(token: string, input: DeviceCheckData): Promise<{ imeiMatch: boolean | null }> {
      const { booking } = await checkedBooking(token);
      const imeiMatch = booking.imei ? input.imei === booking.imei || input.imei === booking.imei2 : null;
      const saved = await repo.setDeviceCheck(
        booking._id,
        { imeiMatch, steps: input.steps, sensors: input.sensors, ...(input.battery !== undefined ? { battery: input.battery } : {}), at: ctx.clock.now() },
        MEET_UP_OPEN,
      );
      if (saved.matchedCount === 0) throw conflict('device_check_not_open');
      return { imeiMatch };
    },

    /** POST /bookings/{id}/registered: after the handover, the buyer says the phone registered under their own NID. */
    async confirmRegistered(caller: UserDoc, id: string): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'buyer') throw forbidden('registered_buyer_only');
      if (!booking.imei) throw conflict('no_imei');
      if (booking.registeredAt) throw conflict('registered_already');
      const saved = await repo.setRegistered(booking._id, ctx.clock.now(), REGISTRATION_OPEN);
      if (saved) return view(saved, 'buyer', { withImei: true });
      const now = await repo.findById(booking._id);
      throw conflict(now?.registeredAt ? 'registered_already' : 'registered_not_handed_over');
    },

    /** POST /bookings/{id}/claim: the buyer's replacement-warranty claim, within the warranty. */
    async claim(caller: UserDoc, id: string, input: ClaimData): Promise<Booking> {
      const { booking, reader } = await access(caller, id);
      if (reader !== 'buyer') throw forbidden('claim_buyer_only');
      const photos = await Promise.all(input.photos.map((url, i) => images.ownedImagePath(caller, url, `photos.${i}`)));
      const claimed = await move(
        booking,
        'claim',
        { by: 'buyer', email: caller.email },
        { changes: (_b, now) => ({ claim: { reason: input.reason, text: input.text, photos, openedAt: now } }) },
      );
      return view(claimed, 'buyer');
    },

    /** POST /bookings/{id}/claim/decision (Admin): refund the buyer, or reject the claim and complete the booking. */
    async decideClaim(caller: UserDoc, id: string, input: ClaimDecisionData): Promise<Booking> {
      if (!isAdmin(caller)) throw forbidden('claim_admin_only');
      const booking = await repo.findById(id);
      if (!booking) throw notFound('booking_not_found');
      // An Admin who sold (or bought) the device is a party to the claim: another Admin decides it.
      if (readerOf(caller, booking) !== 'admin') throw forbidden('claim_own_deal');
      const decided = await move(
        booking,
        input.decision === 'refund' ? 'refund_claim' : 'reject_claim',
        { by: 'admin', email: caller.email },
        {
          note: input.note,
          changes: (b, now) => (b.claim ? { claim: { ...b.claim, decision: { outcome: input.decision, note: input.note, at: now } } } : {}),
        },
      );
      return view(decided, 'admin');
    },

    /**
     * The processor took the buyer's money for this booking (payments): booked → paid, with a
     * new handover code. Answers the refusal, for payments to refund, when the booking had
     * expired, been cancelled or paid through another intent first.
     */
    pay: (booking: BookingDoc, transactionId: string, by: 'buyer' | 'system') =>
      transitions.apply(booking, 'pay', { by }, { changes: (_b, now) => ({ paid: true, transactionId, paidAt: now, handoverCode: newHandoverCode() }) }),

    /**
     * The sale of a paid booking is recorded: close the device's other bookings and tell both
     * sides. `payStep`: the pay step's log entry, when this request took it (not read again; its
     * follow-up may have run meanwhile, and runs again harmlessly: every effect is idempotent).
     */
    async finishPay(booking: BookingDoc, payStep?: BookingTransitionDoc): Promise<void> {
      const current = await transitions.catchUp(booking);
      // history[n] is the booking's transition n: its log entry is `<id>:<n>`.
      const seq = current.history.findIndex((e) => e.event === 'pay');
      const taken = payStep?.seq === seq && payStep.bookingId.equals(current._id) ? payStep : undefined;
      const logged = seq < 0 ? null : (taken ?? (await repo.transition(`${current._id.toHexString()}:${seq}`)));
      if (logged && !logged.effectsDone) await effects.run(logged, current);
    },

    /** Paid, but the device went to another buyer first (payments refunds the charge): paid → refunded. */
    async refundUnsold(booking: BookingDoc, why: Unsold): Promise<void> {
      const outcome = await transitions.apply(booking, 'refund_unsold', { by: 'system' }, { note: unsoldNote(why) });
      if (outcome.applied) await effects.run(outcome.entry, outcome.booking);
    },

    /** The buyer reviewed this booking (reviews). */
    markReviewed: (id: ObjectId) => repo.markReviewed(id),
    /** How many bookings on a seller's listings were paid for (the moderation queue's seller record). */
    paidSalesCount: (sellerEmail: string) => repo.countPaidBySeller(sellerEmail),

    /** Scheduler: each timer of BOOKING_TIMERS run out fires its transition (an unpaid booking expires; a booking past its warranty completes). */
    async fireDueTimers(): Promise<number> {
      let fired = 0;
      for (const timer of Object.values(BOOKING_TIMERS)) {
        const due = await repo.due(timer.while, ctx.clock.now(), SCHEDULER_BATCH);
        fired += await eachDue(timer.fires, due.map((b) => async () => {
          const outcome = await transitions.apply(b, timer.fires, { by: 'system' });
          if (outcome.applied) await effects.run(outcome.entry, outcome.booking);
        }));
      }
      return fired;
    },

    /**
     * Paid bookings whose sale an API stopped recording half way (the pay step is logged, its
     * follow-up is not done): payments finishes each sale from the processor's record of the charge.
     */
    async interruptedPays(): Promise<BookingDoc[]> {
      const pending = await repo.pendingEffects(new Date(ctx.clock.now().getTime() - FOLLOW_UP_GRACE_MS), SCHEDULER_BATCH);
      const found = await Promise.all(
        pending.filter((e) => e.event === 'pay').map(async (e) => {
          const booking = await repo.findById(e.bookingId);
          return booking && (await transitions.catchUp(booking));
        }),
      );
      return found.filter((b): b is BookingDoc => b?.status === 'paid' && Boolean(b.transactionId));
    },

    /** Scheduler: follow-ups an API left half way (it stopped, or a refund failed) run again. */
    async finishFollowUps(): Promise<number> {
      const pending = await repo.pendingEffects(new Date(ctx.clock.now().getTime() - FOLLOW_UP_GRACE_MS), SCHEDULER_BATCH);
      return eachDue('follow-up', pending.map((entry) => async () => {
        const booking = await repo.findById(entry.bookingId);
        if (booking) await effects.run(entry, await transitions.catchUp(booking));
      }));
    },

    /** Bookings stored before they had a life get a status, a version, a history, their seller and an expiry. */
    async upgradeLegacy(): Promise<void> {
      await repo.upgradeLegacy();
      // Paid before handover codes existed: the buyer gets one now, so the booking can be handed over.
      for (const b of await repo.paidWithoutCode()) await repo.setHandoverCode(b._id, newHandoverCode());
      for (const b of await repo.withoutSeller()) {
        const product = await products.find(b.productId);
        await repo.setSeller(b._id, {
          sellerEmail: product?.sellerEmail ?? '',
          sellerName: product?.sellerName ?? '',
          ...(product?.sellerId ? { sellerId: product.sellerId } : {}),
          expiresAt: timerEnd('expiry', b.createdAt),
        });
      }
      await repo.addSchedulerKeys();
    },
  };
}
