// Data access for the bookings collection.
import { ObjectId } from 'mongodb';
import { pageByCreatedAt } from '../../db/keyset';
import type { BookingDoc, Collections } from '../../db/mongo';
import type { CursorPosition } from '../../http/cursor';

export type NewBooking = Omit<BookingDoc, '_id'>;

export function bookingsRepository(c: Collections) {
  const { bookings } = c;
  return {
    findById: (id: string | ObjectId) => bookings.findOne({ _id: typeof id === 'string' ? new ObjectId(id) : id }),

    /**
     * One page of a buyer's bookings, newest first; the _id breaks ties between bookings made in
     * the same millisecond. On MongoDB an index walk of {email: 1, createdAt: -1, _id: -1}.
     */
    pageByEmail: (email: string, page: { limit: number; after?: CursorPosition }) =>
      pageByCreatedAt(bookings, { email }, { order: 'newest', ...page }),

    /** Throws a duplicate-key error when this buyer already booked this product (unique index). */
    async insert(booking: NewBooking): Promise<BookingDoc> {
      const result = await bookings.insertOne({ ...booking, _id: new ObjectId() });
      return { ...booking, _id: result.insertedId };
    },

    /** Inserts a booking with a fixed id unless it is there (idempotent imports). */
    insertIfAbsent: (booking: BookingDoc) => bookings.updateOne({ _id: booking._id }, { $setOnInsert: booking }, { upsert: true }),

    /** Idempotent: a booking paid once keeps its first transaction id and time. */
    markPaid: (bookingId: ObjectId, transactionId: string) =>
      bookings.updateOne({ _id: bookingId, paid: { $ne: true } }, { $set: { paid: true, transactionId, paidAt: new Date() } }),
  };
}
