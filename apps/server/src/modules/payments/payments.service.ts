// Paying for a booking: opening a payment intent for its price, and recording a payment once the
// processor says it succeeded. recordPayment is the one path for both the buyer's POST /payments
// and Stripe's webhook, so a payment is recorded (and a product sold) the same way by either.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ObjectId } from 'mongodb';
import { CURRENCY, PAYMENT_SUCCEEDED, POISHA_PER_TAKA, type ApiErrorRef } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { isClientClosed, isDatabaseAway } from '../../db/availability';
import { orDuplicate } from '../../db/insert-once';
import type { BookingDoc } from '../bookings/bookings.documents';
import type { Unsold } from '../products/sell-listing';
import type { UserDoc } from '../users/users.documents';
import { DomainError, conflict, forbidden, notFound, paymentRequired } from '../../domain/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { ProductsService } from '../products/products.service';
import { paymentsRepository } from './payments.repository';
import { OPEN_INTENT_STATUSES, type IntentInfo } from './provider';

/** What a buyer whose charge went back is told, by why the device was not theirs. */
const UNSOLD_REFUSALS = { sold_to_other: 'payment_refunded_sold_to_other', off_market: 'payment_refunded_removed' } as const satisfies Record<Unsold, ApiErrorRef>;

export interface RecordResult {
  /** false when the intent had been recorded before (a retry, a second tab, the webhook). */
  created: boolean;
  insertedId: string;
}


/**
 * How a booking's intent is opened once (see createIntent): a request that finds another one
 * opening it waits for that intent, polling every INTENT_POLL_MS, for at most INTENT_WAIT_MS. A
 * generation left without an intent for INTENT_GENERATION_STALE_MS (its API stopped half way; longer than
 * Stripe's 20 s timeout with two retries) is given up, and the next generation is taken.
 */
const INTENT_POLL_MS = 25;
const INTENT_WAIT_MS = 10_000;
export const INTENT_GENERATION_STALE_MS = 120_000;
/**
 * A failed opening gives its generation back, retrying every RELEASE_PAUSE_MS while the database
 * is away; its request waits RELEASE_WAIT_MS of that at most, and the rest goes on without it.
 */
const RELEASE_WAIT_MS = 5_000;
const RELEASE_PAUSE_MS = 200;

const intentGenerationId = (bookingId: ObjectId, generation: number) => `${bookingId.toHexString()}:${generation}`;
/** A request's own mark on the generation it takes. */
const newHolder = () => randomBytes(12).toString('hex');

/** The booking's price in poisha, what the processor charges. */
const amountFor = (booking: Pick<BookingDoc, 'price'>) => Math.round(booking.price * POISHA_PER_TAKA);

export type PaymentsService = ReturnType<typeof paymentsService>;

export function paymentsService(ctx: AppContext, { bookings, products }: { bookings: BookingsService; products: ProductsService }) {
  const repo = paymentsRepository(ctx.db);
  const provider = ctx.payments;

  /** Only the booking's own buyer pays for it; an Admin too may pay only their own. */
  async function ownBooking(caller: UserDoc, bookingId: string): Promise<BookingDoc> {
    const booking = await bookings.find(bookingId);
    if (!booking) throw notFound('booking_not_found');
    if (booking.email !== caller.email) throw forbidden('payment_not_your_booking');
    return booking;
  }

  /** The processor's word that this intent paid this booking's price, or a 402. */
  function verifyIntent(booking: BookingDoc, intent: IntentInfo): void {
    if (intent.status !== PAYMENT_SUCCEEDED) throw paymentRequired({ code: 'payment_not_succeeded', params: { status: intent.status } });
    if (intent.metadata.bookingId !== booking._id.toHexString()) throw paymentRequired('payment_other_booking');
    if (intent.amount !== amountFor(booking) || intent.currency.toLowerCase() !== CURRENCY) throw paymentRequired('payment_wrong_amount');
  }

  async function refundAndRefuse(intent: IntentInfo, bookingId: ObjectId, refusal: ApiErrorRef): Promise<never> {
    await provider.refund(intent.id);
    const refused = conflict(refusal);
    ctx.logger.warn({ intentId: intent.id, bookingId: bookingId.toHexString(), reason: refused.message }, 'payment refunded');
    throw refused;
  }

  async function alreadyRecorded(booking: BookingDoc, intentId: string): Promise<RecordResult | null> {
    const recorded = await repo.findPaymentByTransactionId(intentId);
    if (!recorded || !recorded.bookingId.equals(booking._id)) return null;
    // Finishes what an earlier attempt that stopped half way left: closing the other bookings, telling both sides.
    await bookings.finishPay(booking);
    return { created: false, insertedId: recorded._id.toHexString() };
  }

  /** Gives back a charge that did not buy the device, moving the booking it paid (if it did) to refunded. */
  async function refundUnsold(booking: BookingDoc, intent: IntentInfo, why: Unsold): Promise<never> {
    if (booking.status === 'paid' && booking.transactionId === intent.id) await bookings.refundUnsold(booking, why);
    return refundAndRefuse(intent, booking._id, UNSOLD_REFUSALS[why]);
  }

  /**
   * Records a succeeded intent for its booking: the booking's pay step (which decides against its
   * expiry, its cancellation and a second intent), then the sale of the listing (sellListing: once,
   * to one buyer), then the payment. Each step is safe to repeat, so a retry after a failure half
   * way finishes the job; a charge that cannot buy the device is refunded.
   */
  async function recordPayment(booking: BookingDoc, intent: IntentInfo, by: 'buyer' | 'system'): Promise<RecordResult> {
    verifyIntent(booking, intent);
    const replay = await alreadyRecorded(booking, intent.id);
    if (replay) return replay;

    // Gone before this payment's pay step: the booking is not moved (unless an interrupted attempt already did).
    const before = await products.saleStateFor(booking);
    if (before === 'sold_to_other' || before === 'off_market') return refundUnsold(booking, intent, before);

    const step = await bookings.pay(booking, intent.id, by);
    // Refused, unless it was this same payment recorded by another tab or the webhook a moment ago.
    if (!step.applied && step.booking.transactionId !== intent.id) {
      const closedBySale = step.booking.history.at(-1)?.event === 'close';
      const reason: ApiErrorRef = step.booking.paid
        ? 'payment_refunded_paid_twice'
        : closedBySale
          ? 'payment_refunded_sold_to_other'
          : { code: 'payment_refunded_booking_closed', params: { reason: step.reason } };
      return refundAndRefuse(intent, booking._id, reason);
    }
    const paid = step.booking;

    const sale = await products.sellListing(paid);
    if (sale !== 'sold') return refundUnsold(paid, intent, sale);

    const insertedId = await orDuplicate(
      repo.insertPayment({
        price: booking.price,
        transactionId: intent.id,
        email: booking.email,
        bookingId: booking._id,
        productId: booking.productId,
        createdAt: new Date(),
      }),
      () => null,
    );
    if (!insertedId) {
      // The same intent recorded at the same moment (two tabs, or the webhook and the browser).
      const same = await alreadyRecorded(paid, intent.id);
      if (same) return same;
      // Otherwise this booking was paid through another intent: give this second charge back.
      return refundAndRefuse(intent, booking._id, 'payment_refunded_paid_twice');
    }
    await bookings.finishPay(paid, step.applied ? step.entry : undefined);
    return { created: true, insertedId: insertedId.toHexString() };
  }

  /** The client secret of an intent still open for this booking's amount, or null. */
  async function reusableSecret(booking: BookingDoc, intentId: string): Promise<string | null> {
    const intent = await provider.retrieveIntent(intentId);
    if (!intent) return null;
    if (intent.status === PAYMENT_SUCCEEDED) {
      // Paid, but never recorded (the buyer's tab closed before POST /payments): record it now.
      await recordPayment(booking, intent, 'buyer');
      throw conflict('booking_already_paid');
    }
    if (intent.status === 'processing') throw conflict('payment_processing');
    const reusable =
      OPEN_INTENT_STATUSES.includes(intent.status) &&
      intent.amount === amountFor(booking) &&
      intent.currency === CURRENCY &&
      intent.metadata.bookingId === booking._id.toHexString();
    return reusable && intent.clientSecret ? intent.clientSecret : null;
  }

  /**
   * Gives a generation back after its opening failed. When the failure was the database going away
   * (PostgreSQL restarting under FerretDB), the release is retried until it is back, for as long as
   * the generation would otherwise hold every Pay of this booking (INTENT_GENERATION_STALE_MS). The
   * request answers after RELEASE_WAIT_MS at most; a restart that takes longer still ends with the
   * generation released, and the buyer's next Pay takes it again (the idempotency key gives back
   * the intent it may have opened).
   */
  async function releaseWhenBack(generationId: string, holder: string, takenAt: number): Promise<void> {
    const releasing = (async () => {
      for (;;) {
        try {
          await repo.releaseIntentGeneration(generationId, holder);
          return;
        } catch (err) {
          if (!isDatabaseAway(err) || isClientClosed(err) || Date.now() - takenAt >= INTENT_GENERATION_STALE_MS) {
            ctx.logger.warn({ generationId, err }, 'payments: intent generation not released');
            return;
          }
          // Not keeping the process alive: a stopping API leaves the generation to go stale.
          await sleep(RELEASE_PAUSE_MS, undefined, { ref: false });
        }
      }
    })();
    await Promise.race([releasing, sleep(RELEASE_WAIT_MS, undefined, { ref: false })]);
  }

  /** Takes a generation of the booking's intent and opens it; null when another request holds it. */
  async function openGeneration(booking: BookingDoc, generation: number): Promise<{ clientSecret: string } | null> {
    const generationId = intentGenerationId(booking._id, generation);
    const takenAt = new Date();
    const holder = newHolder();
    let taken: boolean;
    try {
      taken = await repo.takeIntentGeneration({ _id: generationId, bookingId: booking._id, generation, createdAt: takenAt, holder });
    } catch (err) {
      // The database went away with the insert's answer, which may have gone in (FerretDB killed
      // after PostgreSQL committed): unreleased, every Pay of this booking would wait for an intent
      // nobody opens until the generation went stale, two minutes.
      if (isDatabaseAway(err)) await releaseWhenBack(generationId, holder, takenAt.getTime());
      throw err;
    }
    if (!taken) return null;
    let created: { id: string; clientSecret: string };
    try {
      const amount = amountFor(booking);
      created = await provider.createIntent({
        amount,
        currency: CURRENCY,
        metadata: { bookingId: booking._id.toHexString(), productId: booking.productId.toHexString(), email: booking.email },
        // Should this generation be released after the processor opened the intent (say, the answer
        // was lost), the request that takes the generation again gets that same intent.
        idempotencyKey: `mobile-planet-intent-${generationId}-${amount}`,
      });
      await repo.setGenerationIntent(generationId, created.id);
    } catch (err) {
      await releaseWhenBack(generationId, holder, takenAt.getTime());
      throw err;
    }
    // Had this generation been taken for abandoned (it waited past INTENT_GENERATION_STALE_MS), a later
    // generation is the booking's intent now: hand out that one, never two.
    const latest = await repo.latestIntentGeneration(booking._id);
    if (latest && latest.generation > generation) return null;
    return { clientSecret: created.clientSecret };
  }

  /**
   * The processor says an intent succeeded (Stripe's signed webhook): record it for the booking
   * its metadata names, as POST /payments would. A refusal (402/409, refunded where charged) will
   * not change on a retry, so it is logged and acknowledged; anything else throws, so that the
   * processor sends the event again.
   */
  async function onIntentSucceeded(intent: IntentInfo): Promise<void> {
    const bookingId = intent.metadata.bookingId;
    const booking = bookingId && /^[a-f0-9]{24}$/i.test(bookingId) ? await bookings.find(bookingId) : null;
    if (!booking) {
      ctx.logger.warn({ intentId: intent.id, bookingId }, 'processor: succeeded intent names no booking of ours');
      return;
    }
    try {
      await recordPayment(booking, intent, 'system');
    } catch (err) {
      if (err instanceof DomainError) {
        ctx.logger.warn({ intentId: intent.id, bookingId, refusal: err.kind, reason: err.message }, 'processor: payment not recorded');
        return;
      }
      throw err;
    }
  }

  return {
    recordPayment,
    onIntentSucceeded,

    /**
     * Scheduler: a sale an API stopped recording after the booking's pay step is finished from the
     * processor's record of the charge, as a retried POST /payments would: the device is sold to
     * the booking, or, if it went to someone else meanwhile, the charge is refunded.
     */
    async finishInterruptedSales(): Promise<number> {
      let done = 0;
      for (const booking of await bookings.interruptedPays()) {
        const intent = booking.transactionId ? await provider.retrieveIntent(booking.transactionId) : null;
        if (!intent) continue;
        try {
          await recordPayment(booking, intent, 'system');
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          ctx.logger.warn({ bookingId: booking._id.toHexString(), reason: err.message }, 'interrupted sale not recorded');
        }
        done += 1;
      }
      return done;
    },

    /**
     * Opens (or reopens) a payment intent for the booking's own price: one open intent per booking,
     * even for two tabs asking at the same instant. Each intent a booking gets is a generation,
     * taken by inserting `<bookingId>:<generation>` into payment_intent_generations: the insert that
     * wins opens the intent at the processor and writes its id on the generation; every other request
     * waits for that id and hands out the same client secret. A reload reuses the latest
     * generation's intent while it is open; once it can no longer be paid (canceled, another
     * amount), the next generation is taken the same way, so it too is replaced once.
     */
    async createIntent(caller: UserDoc, bookingId: string): Promise<{ clientSecret: string }> {
      const booking = await ownBooking(caller, bookingId);
      if (booking.paid) throw conflict('booking_already_paid');
      if (booking.status === 'expired' || (booking.status === 'booked' && ctx.clock.now() >= booking.expiresAt)) throw conflict('payment_booking_expired');
      if (booking.status === 'cancelled') throw conflict('payment_booking_cancelled');
      if (booking.status !== 'booked') throw conflict('booking_already_paid');
      const sale = await products.saleStateFor(booking);
      if (sale === 'off_market') throw conflict('listing_off_sale');
      if (sale === 'sold') throw conflict('booking_already_paid');
      if (sale === 'sold_to_other') throw conflict('listing_sold');

      const deadline = Date.now() + INTENT_WAIT_MS;
      let legacyChecked = false;
      for (;;) {
        if (Date.now() >= deadline) throw conflict('payment_opening');
        const latest = await repo.latestIntentGeneration(booking._id);
        let generation: number;
        if (!latest) {
          // A booking given an intent before intent generations existed: adopt that intent while it is open.
          if (booking.paymentIntentId && !legacyChecked) {
            legacyChecked = true;
            const secret = await reusableSecret(booking, booking.paymentIntentId);
            if (secret) {
              const first = { _id: intentGenerationId(booking._id, 0), bookingId: booking._id, generation: 0, createdAt: new Date(), holder: newHolder(), intentId: booking.paymentIntentId };
              if (await repo.takeIntentGeneration(first)) return { clientSecret: secret };
              continue;
            }
          }
          generation = 0;
        } else if (latest.intentId) {
          // Reloading the payment screen reuses the open intent instead of piling up new ones.
          const secret = await reusableSecret(booking, latest.intentId);
          if (secret) return { clientSecret: secret };
          generation = latest.generation + 1;
        } else if (Date.now() - latest.createdAt.getTime() >= INTENT_GENERATION_STALE_MS) {
          generation = latest.generation + 1;
        } else {
          // Another request is opening this generation's intent: wait for it.
          await sleep(INTENT_POLL_MS);
          continue;
        }
        const opened = await openGeneration(booking, generation);
        if (opened) return opened;
        // Another request took that generation first: take its intent (next time round).
      }
    },

    /** POST /payments: the buyer says this intent paid; the processor is asked, not believed. */
    async recordForBuyer(caller: UserDoc, bookingId: string, transactionId: string): Promise<RecordResult> {
      const booking = await ownBooking(caller, bookingId);
      const intent = await provider.retrieveIntent(transactionId);
      if (!intent) throw paymentRequired('payment_unknown_intent');
      return recordPayment(booking, intent, 'buyer');
    },
  };
}
