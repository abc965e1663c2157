// What follows each transition of a deal: telling both sides, closing the other bookings of a sold
// device, refunds, putting a listing back, the seller's payout. Every step here is idempotent
// (notifications are keyed by the transition, a refund of a refunded charge is a no-op, a payout is
// keyed by the booking, a sale for the price guide too), because a step may run again: the
// scheduler runs every follow-up that an API stopped half way through.
import type { BookingEventName, NotificationKind } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { BookingDoc, BookingTransitionDoc } from './bookings.documents';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PayoutsService } from '../payouts/payouts.service';
import type { PriceGuideService } from '../price-guide/price-guide.service';
import type { ProductsService } from '../products/products.service';
import type { bookingTransitions } from './booking-transitions';
import type { bookingsRepository } from './bookings.repository';

type Side = 'buyer' | 'seller';
/** true when the follow-up is done; false when it must be tried again later. */
type Step = (booking: BookingDoc, entry: BookingTransitionDoc) => Promise<boolean>;

const SOLD_TO_ANOTHER_NOTE = 'The device was sold to another buyer';
const OFF_MARKET_NOTE = 'The device is no longer on sale';

/** Why a paid booking's device did not go to its buyer, as its history tells it. */
export const unsoldNote = (why: 'sold' | 'removed') => (why === 'sold' ? SOLD_TO_ANOTHER_NOTE : OFF_MARKET_NOTE);

/** The other modules a deal's follow-ups write through. */
export interface DealEffectsDeps {
  products: ProductsService;
  notifications: NotificationsService;
  payouts: PayoutsService;
  priceGuide: PriceGuideService;
}

export function dealEffects(
  ctx: AppContext,
  repo: ReturnType<typeof bookingsRepository>,
  transitions: ReturnType<typeof bookingTransitions>,
  { products, notifications, payouts, priceGuide }: DealEffectsDeps,
) {
  /** Notifies each side of the booking, once per `about` (a transition's id, or the booking's creation). */
  const tell = (booking: BookingDoc, about: { _id: string }, kind: NotificationKind, ...sides: Side[]) =>
    Promise.all(
      sides.map((side) =>
        notifications.notify({
          email: side === 'buyer' ? booking.email : booking.sellerEmail,
          kind,
          bookingId: booking._id,
          device: booking.device,
          key: `${about._id}:${side}`,
          side,
        }),
      ),
    );

  /** Gives the buyer's money back through the processor (a second refund of a charge is a no-op). */
  const refund = async (booking: BookingDoc) => {
    if (booking.transactionId) await ctx.payments.refund(booking.transactionId);
  };

  const steps: Record<BookingEventName, Step> = {
    async pay(booking, entry) {
      const product = await products.find(booking.productId);
      const soldToThis = product?.status === 'sold' && product.soldBookingId?.equals(booking._id) === true;
      // The sale is recorded after this step (payments); until it is, there is nothing to tell.
      // Once the booking was refunded instead (sold to another buyer first), nothing ever will be.
      if (!soldToThis) {
        if (booking.status === 'refunded') return true;
        // Its API stopped before recording this sale, and the device has since gone to another
        // buyer or off the market: this sale never will be recorded, so the charge goes back.
        if (booking.status === 'paid' && (!product || product.status !== 'available')) {
          const note = unsoldNote(product?.status === 'sold' ? 'sold' : 'removed');
          const refunded = await transitions.apply(booking, 'refund_unsold', { by: 'system' }, { note });
          if (refunded.applied) await run(refunded.entry, refunded.booking);
          return refunded.booking.status === 'refunded';
        }
        return false;
      }
      for (const other of await repo.openOnProduct(booking.productId)) {
        if (other._id.equals(booking._id)) continue;
        const closed = await transitions.apply(other, 'close', { by: 'system' }, { note: SOLD_TO_ANOTHER_NOTE });
        if (closed.applied) await run(closed.entry, closed.booking);
      }
      await tell(booking, entry, 'paid', 'buyer', 'seller');
      return true;
    },
    expire: async (b, e) => (await tell(b, e, 'expired', 'buyer', 'seller'), true),
    cancel: async (b, e) => (await tell(b, e, 'cancelled', e.by === 'buyer' ? 'seller' : 'buyer'), true),
    close: async (b, e) => (await tell(b, e, 'sold_to_other', 'buyer'), true),
    async seller_cancel(b, e) {
      await refund(b);
      await products.relist(b.productId, b._id);
      await tell(b, e, 'refunded', 'buyer');
      return true;
    },
    async refund_unsold(b, e) {
      await refund(b);
      await tell(b, e, 'refunded', 'buyer');
      return true;
    },
    handover: async (b, e) => (await tell(b, e, 'handed_over', 'buyer'), true),
    async complete(b, e) {
      await payouts.record(b);
      await priceGuide.recordSale(b, e.at);
      await tell(b, e, 'completed', 'buyer', 'seller');
      return true;
    },
    claim: async (b, e) => (await tell(b, e, 'claim_opened', 'seller'), true),
    async refund_claim(b, e) {
      await refund(b);
      await tell(b, e, 'claim_refunded', 'buyer', 'seller');
      return true;
    },
    async reject_claim(b, e) {
      await payouts.record(b);
      await priceGuide.recordSale(b, e.at);
      await tell(b, e, 'claim_rejected', 'buyer', 'seller');
      return true;
    },
  };

  /** Runs a transition's follow-up; a failure is logged and left for the scheduler to try again. */
  async function run(entry: BookingTransitionDoc, booking: BookingDoc): Promise<void> {
    try {
      if (await steps[entry.event](booking, entry)) await repo.markEffectsDone(entry._id);
    } catch (err) {
      ctx.logger.warn({ err, transition: entry._id, event: entry.event }, 'deal follow-up failed; the scheduler will try it again');
    }
  }

  return { run, tell };
}
