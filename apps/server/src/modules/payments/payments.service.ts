// Paying for a booking: opening a payment intent for its price, and recording a payment once the
// processor says it succeeded. recordPayment is the one path for both the buyer's POST /payments
// and Stripe's webhook, so a payment is recorded (and a product sold) the same way by either.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ObjectId } from 'mongodb';
import { CURRENCY, PAYMENT_SUCCEEDED, POISHA_PER_TAKA, type ApiErrorRef } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { isDatabaseAway } from '../../db/availability';
import { orDuplicate } from '../../db/insert-once';
import type { BookingDoc } from '../bookings/bookings.documents';
import type { ProductDoc } from '../products/products.documents';
import type { UserDoc } from '../users/users.documents';
import { DomainError, conflict, forbidden, notFound, paymentRequired } from '../../domain/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { ProductsService } from '../products/products.service';
import { paymentsRepository } from './payments.repository';
import { OPEN_INTENT_STATUSES, type IntentInfo } from './provider';

/** The sale claim's key: the product's id, and its generation once a sale of it was called off and it was listed again. */
const saleClaimKey = (product: ProductDoc) => (product.saleGeneration ? `${product._id.toHexString()}:${product.saleGeneration}` : product._id);

export interface RecordResult {
  /** false when the intent had been recorded before (a retry, a second tab, the webhook). */
  created: boolean;
  insertedId: string;
}


/**
 * How a booking's intent is opened once (see createIntent): a request that finds another one
 * opening it waits for that intent, polling every INTENT_POLL_MS, for at most INTENT_WAIT_MS. A
 * claim left without an intent for INTENT_CLAIM_STALE_MS (its API stopped half way; longer than
 * Stripe's 20 s timeout with two retries) is given up, and the next generation is claimed.
 */
const INTENT_POLL_MS = 25;
const INTENT_WAIT_MS = 10_000;
export const INTENT_CLAIM_STALE_MS = 120_000;
/** How long a failed opening keeps trying to give its claim back while the database is away, and how often. */
const RELEASE_RETRY_MS = 5_000;
const RELEASE_PAUSE_MS = 200;

const intentClaimId = (bookingId: ObjectId, generation: number) => `${bookingId.toHexString()}:${generation}`;

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

  /**
   * Records a succeeded intent for its booking: the booking's pay step (which decides against its
   * expiry, its cancellation and a second intent), then the sale of the product (once, to one
   * buyer), then the payment. Each step is safe to repeat, so a retry after a failure half way
   * finishes the job; a charge that cannot buy the device is refunded.
   */
  async function recordPayment(booking: BookingDoc, intent: IntentInfo, by: 'buyer' | 'system'): Promise<RecordResult> {
    verifyIntent(booking, intent);
    const replay = await alreadyRecorded(booking, intent.id);
    if (replay) return replay;

    const product = await products.find(booking.productId);
    const soldToUs = (p: typeof product) => p?.status === 'sold' && p.soldBookingId?.equals(booking._id) === true;
    const unsold = products.offMarket(product) ? 'payment_refunded_removed' : product.status === 'sold' && !soldToUs(product) ? 'payment_refunded_sold_to_other' : null;
    if (unsold || !product) {
      // This payment's pay step was taken before an interruption: the booking, paid, is refunded too.
      const reason = unsold ?? 'payment_refunded_removed';
      if (booking.status === 'paid' && booking.transactionId === intent.id) await bookings.refundUnsold(booking, unsold === 'payment_refunded_sold_to_other' ? 'sold' : 'removed');
      return refundAndRefuse(intent, booking._id, reason);
    }

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

    const claim = await repo.claimProduct({ _id: saleClaimKey(product), bookingId: booking._id, email: booking.email, transactionId: intent.id, createdAt: new Date() });
    if (!claim.bookingId.equals(booking._id)) {
      await bookings.refundUnsold(paid, 'sold');
      return refundAndRefuse(intent, booking._id, 'payment_refunded_sold_to_other');
    }

    const sold = await products.markSold(product._id, { bookingId: booking._id, email: booking.email });
    if (!sold) {
      const now = await products.find(product._id);
      if (!soldToUs(now)) {
        const reason = now?.status === 'sold' ? 'payment_refunded_sold_to_other' : 'payment_refunded_removed';
        await bookings.refundUnsold(paid, now?.status === 'sold' ? 'sold' : 'removed');
        return refundAndRefuse(intent, booking._id, reason);
      }
    }

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
    await bookings.finishPay(paid);
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

  /** Claims a generation of the booking's intent and opens it; null when another request holds it. */
  /**
   * Gives a claim back after its opening failed. When the failure was the database going away
   * (PostgreSQL restarting under FerretDB), the release waits for it to come back, a few seconds at
   * most: a claim left behind would make every Pay of this booking wait INTENT_CLAIM_STALE_MS.
   */
  async function releaseWhenBack(claimId: string): Promise<void> {
    const until = Date.now() + RELEASE_RETRY_MS;
    for (;;) {
      try {
        await repo.releaseIntentClaim(claimId);
        return;
      } catch (err) {
        if (!isDatabaseAway(err) || Date.now() >= until) return;
        await sleep(RELEASE_PAUSE_MS);
      }
    }
  }

  async function openGeneration(booking: BookingDoc, generation: number): Promise<{ clientSecret: string } | null> {
    const claimId = intentClaimId(booking._id, generation);
    if (!(await repo.claimIntentGeneration({ _id: claimId, bookingId: booking._id, generation, createdAt: new Date() }))) return null;
    let created: { id: string; clientSecret: string };
    try {
      const amount = amountFor(booking);
      created = await provider.createIntent({
        amount,
        currency: CURRENCY,
        metadata: { bookingId: booking._id.toHexString(), productId: booking.productId.toHexString(), email: booking.email },
        // Should this claim be released after the processor opened the intent (say, the answer
        // was lost), the request that claims the generation again gets that same intent.
        idempotencyKey: `mobile-planet-intent-${claimId}-${amount}`,
      });
      await repo.setClaimIntent(claimId, created.id);
    } catch (err) {
      await releaseWhenBack(claimId);
      throw err;
    }
    // Had this claim been taken for abandoned (it waited past INTENT_CLAIM_STALE_MS), a later
    // generation is the booking's intent now: hand out that one, never two.
    const latest = await repo.latestIntentClaim(booking._id);
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
     * claimed by inserting `<bookingId>:<generation>` into payment_intent_claims: the insert that
     * wins opens the intent at the processor and writes its id on the claim; every other request
     * waits for that id and hands out the same client secret. A reload reuses the latest
     * generation's intent while it is open; once it can no longer be paid (canceled, another
     * amount), the next generation is claimed the same way, so it too is replaced once.
     */
    async createIntent(caller: UserDoc, bookingId: string): Promise<{ clientSecret: string }> {
      const booking = await ownBooking(caller, bookingId);
      if (booking.paid) throw conflict('booking_already_paid');
      if (booking.status === 'expired' || (booking.status === 'booked' && ctx.clock.now() >= booking.expiresAt)) throw conflict('payment_booking_expired');
      if (booking.status === 'cancelled') throw conflict('payment_booking_cancelled');
      if (booking.status !== 'booked') throw conflict('booking_already_paid');
      const product = await products.find(booking.productId);
      if (products.offMarket(product)) throw conflict('listing_off_sale');
      if (product.status === 'sold') {
        throw conflict(product.soldBookingId?.equals(booking._id) ? 'booking_already_paid' : 'listing_sold');
      }

      const deadline = Date.now() + INTENT_WAIT_MS;
      let legacyChecked = false;
      for (;;) {
        if (Date.now() >= deadline) throw conflict('payment_opening');
        const latest = await repo.latestIntentClaim(booking._id);
        let generation: number;
        if (!latest) {
          // A booking given an intent before claims existed: adopt that intent while it is open.
          if (booking.paymentIntentId && !legacyChecked) {
            legacyChecked = true;
            const secret = await reusableSecret(booking, booking.paymentIntentId);
            if (secret) {
              const claim = { _id: intentClaimId(booking._id, 0), bookingId: booking._id, generation: 0, createdAt: new Date(), intentId: booking.paymentIntentId };
              if (await repo.claimIntentGeneration(claim)) return { clientSecret: secret };
              continue;
            }
          }
          generation = 0;
        } else if (latest.intentId) {
          // Reloading the payment screen reuses the open intent instead of piling up new ones.
          const secret = await reusableSecret(booking, latest.intentId);
          if (secret) return { clientSecret: secret };
          generation = latest.generation + 1;
        } else if (Date.now() - latest.createdAt.getTime() >= INTENT_CLAIM_STALE_MS) {
          generation = latest.generation + 1;
        } else {
          // Another request is opening this generation's intent: wait for it.
          await sleep(INTENT_POLL_MS);
          continue;
        }
        const opened = await openGeneration(booking, generation);
        if (opened) return opened;
        // Another request claimed that generation first: take its intent (next time round).
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
