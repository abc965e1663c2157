// The seller's payout of a completed deal: recorded once per booking. The money itself stays in
// the processor's flow (Stripe's payouts to the platform); this is what the marketplace owes whom.
import type { AppContext } from '../../app-context';
import { insertOnce } from '../../db/insert-once';
import type { BookingDoc } from '../bookings/bookings.documents';

export type PayoutsService = ReturnType<typeof payoutsService>;

export function payoutsService(ctx: AppContext) {
  const { payouts } = ctx.db.collections;
  return {
    /** Idempotent: a completed deal has one payout, however often its follow-up runs. */
    async record(booking: Pick<BookingDoc, '_id' | 'sellerEmail' | 'price' | 'transactionId'>): Promise<void> {
      await insertOnce(payouts, {
        _id: booking._id,
        sellerEmail: booking.sellerEmail,
        amount: booking.price,
        ...(booking.transactionId ? { transactionId: booking.transactionId } : {}),
        createdAt: ctx.clock.now(),
      });
    },
    find: (bookingId: BookingDoc['_id']) => payouts.findOne({ _id: bookingId }),
  };
}
