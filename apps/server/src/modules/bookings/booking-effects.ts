// What follows each transition of a booking, carried out in the order BOOKING_PROCESS (packages/shared)
// lists it: telling both sides, closing the other bookings of a sold device, refunds, putting a
// listing back, the seller's payout. Every step here is idempotent
// (notifications are keyed by the transition, a refund of a refunded charge is a no-op, a payout is
// keyed by the booking, a sale for the price guide too), because a step may run again: the
// scheduler runs every follow-up that an API stopped half way through.
import { BOOKING_PROCESS, recipientsOf, type BookingEffect, type NotificationKind } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { BookingDoc, BookingTransitionDoc } from './bookings.documents';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PayoutsService } from '../payouts/payouts.service';
import type { PriceGuideService } from '../price-guide/price-guide.service';
import type { ProductsService } from '../products/products.service';
import type { Unsold } from '../products/sell-listing';
import type { bookingTransitions } from './booking-transitions';
import type { bookingsRepository } from './bookings.repository';

type Side = 'buyer' | 'seller';
/** What an effect leaves: go on with the next, try the whole follow-up again later, or stop here (the follow-up is done). */
type Outcome = 'next' | 'later' | 'done';

const UNSOLD_NOTES: Record<Unsold, string> = {
  sold_to_other: 'The device was sold to another buyer',
  off_market: 'The device is no longer on sale',
};

/** Why a paid booking's device did not go to its buyer, as its history tells it. */
export const unsoldNote = (why: Unsold) => UNSOLD_NOTES[why];

/** The other modules a booking's follow-ups write through. */
export interface BookingEffectsDeps {
  products: ProductsService;
  notifications: NotificationsService;
  payouts: PayoutsService;
  priceGuide: PriceGuideService;
}

export function bookingEffects(
  ctx: AppContext,
  repo: ReturnType<typeof bookingsRepository>,
  transitions: ReturnType<typeof bookingTransitions>,
  { products, notifications, payouts, priceGuide }: BookingEffectsDeps,
) {
  /** Notifies each side of the booking, once per `about` (a transition's id, or the booking's creation). */
  const tell = (booking: BookingDoc, about: { _id: string }, kind: NotificationKind, ...sides: Side[]) =>
    notifications.notifyEach(
      sides.map((side) => ({
        email: side === 'buyer' ? booking.email : booking.sellerEmail,
        kind,
        bookingId: booking._id,
        device: booking.device,
        key: `${about._id}:${side}`,
        side,
      })),
    );

  /** Applies a follow-on transition (the system's) and runs its own follow-up. */
  async function follow(booking: BookingDoc, event: 'close' | 'refund_unsold', note: string) {
    const outcome = await transitions.apply(booking, event, { by: 'system' }, { note });
    if (outcome.applied) await run(outcome.entry, outcome.booking);
    return outcome.booking;
  }

  /** Each effect of BOOKING_PROCESS, as the API carries it out. */
  const effects: { [E in BookingEffect as E['do']]: (booking: BookingDoc, entry: BookingTransitionDoc, effect: E) => Promise<Outcome> } = {
    async confirm_sale(booking) {
      const sale = await products.saleStateFor(booking);
      if (sale === 'sold') return 'next';
      // Refunded instead (sold to another buyer first): nothing of this sale will ever follow.
      if (booking.status === 'refunded') return 'done';
      // Its API stopped before recording this sale, and the device has since gone to another buyer
      // or off the market: this sale never will be recorded, so the charge goes back.
      if (booking.status === 'paid' && sale !== 'on_sale') return (await follow(booking, 'refund_unsold', unsoldNote(sale))).status === 'refunded' ? 'done' : 'later';
      // The sale is recorded after the pay step (payments); until it is, there is nothing to tell.
      return 'later';
    },
    async close_other_bookings(booking) {
      for (const other of await repo.openOnProduct(booking.productId)) {
        if (!other._id.equals(booking._id)) await follow(other, 'close', UNSOLD_NOTES.sold_to_other);
      }
      return 'next';
    },
    async refund(booking) {
      // A second refund of a charge is a no-op at the processor.
      if (booking.transactionId) await ctx.payments.refund(booking.transactionId);
      return 'next';
    },
    relist: async (booking) => (await products.relist(booking.productId, booking._id), 'next'),
    record_payout: async (booking) => (await payouts.record(booking), 'next'),
    record_sale_price: async (booking, entry) => (await priceGuide.recordSale(booking, entry.at), 'next'),
    async notify(booking, entry, { kind, to }) {
      await tell(booking, entry, kind, ...recipientsOf(to, entry.by));
      return 'next';
    },
  };

  /** Runs a transition's effects in the table's order; a failure is logged and left for the scheduler to try again. */
  async function run(entry: BookingTransitionDoc, booking: BookingDoc): Promise<void> {
    try {
      for (const effect of BOOKING_PROCESS[entry.event].effects) {
        const outcome = await (effects[effect.do] as (b: BookingDoc, e: BookingTransitionDoc, x: BookingEffect) => Promise<Outcome>)(booking, entry, effect);
        if (outcome === 'later') return;
        if (outcome === 'done') break;
      }
      await repo.markEffectsDone(entry._id);
    } catch (err) {
      ctx.logger.warn({ err, transition: entry._id, event: entry.event }, 'deal follow-up failed; the scheduler will try it again');
    }
  }

  return { run, tell };
}
