// The rules around bookings: what may be booked, by whom, and who may read which booking.
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { bookingInputSchema, PageQuery } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { isDuplicateKey, type BookingDoc, type UserDoc } from '../../db/mongo';
import { conflict, forbidden, notFound } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import { toBooking } from './booking-view';
import { productsService } from '../products/products.service';
import { bookingsRepository } from './bookings.repository';

export type BookingInputData = z.output<typeof bookingInputSchema>;

const BOOKING_MESSAGES = {
  alreadyBooked: 'You have already booked this device',
  noSuchListing: 'This device is no longer listed',
  sold: 'This device has already been sold',
  ownListing: 'You cannot book your own listing',
  noSuchBooking: 'No such booking',
  notYours: 'You can only see your own bookings',
} as const;

/** The booking's buyer, or an Admin, may read it. */
function canReadBooking(caller: UserDoc, booking: Pick<BookingDoc, 'email'>): boolean {
  return booking.email === caller.email || isAdmin(caller);
}

export function bookingsService(ctx: AppContext) {
  const repo = bookingsRepository(ctx.db.collections);
  const products = productsService(ctx);
  const view = (doc: BookingDoc) => toBooking(doc, ctx.config.publicApiUrl);

  return {
    /** A booking with a fixed id (the demo data), once. */
    importBooking: async (booking: BookingDoc) => void (await repo.insertIfAbsent(booking)),

    /** A booking as payments need it, or null. */
    find: (id: string | ObjectId) => repo.findById(id),

    /** Idempotent: a booking paid once keeps its first transaction id and time. */
    markPaid: (id: ObjectId, transactionId: string) => repo.markPaid(id, transactionId),

    /** Name and email come from the caller's record; device, price and image from the listing. */
    async create(caller: UserDoc, input: BookingInputData) {
      const product = await products.find(new ObjectId(input.productId));
      if (!product || product.status === 'removed') throw notFound(BOOKING_MESSAGES.noSuchListing);
      if (product.sellerEmail === caller.email) throw forbidden(BOOKING_MESSAGES.ownListing);
      if (product.status !== 'available') throw conflict(BOOKING_MESSAGES.sold);
      try {
        const booking = await repo.insert({
          name: caller.name,
          email: caller.email,
          device: product.deviceName,
          price: product.resalePrice,
          contact: input.contact,
          location: input.location,
          paid: false,
          productId: product._id,
          img: product.img,
          createdAt: new Date(),
        });
        return { acknowledged: true as const, insertedId: booking._id.toHexString(), booking: view(booking) };
      } catch (err) {
        // The unique {email, productId} index: also catches two bookings sent at once.
        if (isDuplicateKey(err)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
        throw err;
      }
    },

    /**
     * One page of a buyer's bookings, newest first, and the cursor of the next page (null on the
     * last). A cursor opens only the list it came from: this email's bookings, newest first.
     */
    async listFor(caller: UserDoc, email: string, { limit, cursor }: PageQuery) {
      if (email !== caller.email.toLowerCase() && !isAdmin(caller)) throw forbidden(BOOKING_MESSAGES.notYours);
      const scope = `bookings:${email}:newest`;
      const page = await repo.pageByEmail(email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return { items: page.items.map(view), next: page.next ? ctx.cursors.encode(scope, page.next) : null };
    },

    async getFor(caller: UserDoc, id: string) {
      const booking = await repo.findById(id);
      if (!booking) throw notFound(BOOKING_MESSAGES.noSuchBooking);
      if (!canReadBooking(caller, booking)) throw forbidden(BOOKING_MESSAGES.notYours);
      return view(booking);
    },
  };
}
