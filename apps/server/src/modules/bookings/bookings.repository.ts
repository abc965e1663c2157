// Data access for the bookings collection, their transitions and their handover tries.
import { ObjectId, type Filter } from 'mongodb';
import { timerWhile, type BookingStatus } from '@mobile-planet/shared';
import { pageBy } from '../../db/keyset';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { BookingChanges, BookingDoc, BookingTransitionDoc } from './bookings.documents';
import type { CursorPosition } from '../../http/cursor';
import { toStoredEvent } from './booking-view';

export type NewBooking = Omit<BookingDoc, '_id'>;

type Page = { limit: number; after?: CursorPosition };

/** When the scheduler has work on a booking in this state (see BookingDoc.dueAt). */
function dueAtOf(b: Pick<BookingDoc, 'status' | 'expiresAt' | 'warrantyEndsAt'>): Date | undefined {
  const timer = timerWhile(b.status);
  return timer ? b[timer.at] : undefined;
}

function withDueAt(b: BookingDoc): BookingDoc {
  const dueAt = dueAtOf(b);
  return dueAt ? { ...b, dueAt } : b;
}

export function bookingsRepository(c: Collections) {
  const { bookings, bookingTransitions: transitions, handoverAttempts: attempts } = c;
  return {
    findById: (id: string | ObjectId) => bookings.findOne({ _id: typeof id === 'string' ? new ObjectId(id) : id }),

    /**
     * One page of a buyer's bookings, newest first; the _id breaks ties between bookings made in
     * the same millisecond. On MongoDB an index walk of {email: 1, createdAt: -1, _id: -1}.
     */
    pageByEmail: (email: string, page: Page) => pageBy(bookings, { email }, { order: 'newest', ...page }),

    /** A seller's sales, newest first: {sellerEmail: 1, createdAt: -1, _id: -1}. */
    pageBySeller: (sellerEmail: string, page: Page) => pageBy(bookings, { sellerEmail }, { order: 'newest', ...page }),

    /** Open claims oldest first (the queue), decided ones newest first. */
    pageClaims: (state: 'open' | 'decided', page: Page) =>
      state === 'open'
        ? pageBy(bookings, { status: 'claimed' }, { order: 'oldest', field: 'claim.openedAt', ...page })
        : pageBy(bookings, { 'claim.decision.at': { $exists: true } }, { order: 'newest', field: 'claim.decision.at', ...page }),

    /** Throws a duplicate-key error when this buyer already booked this product (unique index). */
    async insert(booking: NewBooking): Promise<BookingDoc> {
      const doc = withDueAt({ ...booking, _id: new ObjectId() } as BookingDoc);
      await bookings.insertOne(doc);
      return doc;
    },

    /**
     * Inserts a booking with the id it was given (an accepted offer's): 'inserted', 'exists' when
     * that booking is there already (a replayed follow-up), 'taken' when the buyer has another
     * booking of the listing (the unique {email, productId} index).
     */
    async insertWithId(booking: BookingDoc): Promise<'inserted' | 'exists' | 'taken'> {
      if (await insertOnce(bookings, withDueAt(booking))) return 'inserted';
      return (await bookings.findOne({ _id: booking._id }, { projection: { _id: 1 } })) ? 'exists' : 'taken';
    },
    /** Whether the buyer has booked this listing (any status: one booking per buyer and listing). */
    hasBooked: async (email: string, productId: ObjectId) => (await bookings.findOne({ email, productId }, { projection: { _id: 1 } })) !== null,
    /** The buyer's booking of this listing (one at most: the unique {email, productId} index), or null. */
    findOf: (email: string, productId: ObjectId) => bookings.findOne({ email, productId }),

    markReviewed: (id: ObjectId) => bookings.updateOne({ _id: id }, { $set: { reviewed: true } }),
    /** The buyer's KYD answer, while the booking is in one of `statuses` (a later answer replaces an earlier one). */
    setKyd: (id: ObjectId, kyd: NonNullable<BookingDoc['kyd']>, statuses: BookingStatus[]) =>
      bookings.findOneAndUpdate({ _id: id, status: { $in: statuses } }, { $set: { kyd } }, { returnDocument: 'after' }),
    /** A device check's result, while the booking is in one of `statuses` (a later check replaces an earlier one). */
    setDeviceCheck: (id: ObjectId, deviceCheck: NonNullable<BookingDoc['deviceCheck']>, statuses: BookingStatus[]) =>
      bookings.updateOne({ _id: id, status: { $in: statuses } }, { $set: { deviceCheck } }),
    /** The buyer's confirmation that the phone registered, once, while the booking is in one of `statuses`. */
    setRegistered: (id: ObjectId, at: Date, statuses: BookingStatus[]) =>
      bookings.findOneAndUpdate({ _id: id, status: { $in: statuses }, registeredAt: { $exists: false } }, { $set: { registeredAt: at } }, { returnDocument: 'after' }),

    /** Inserts a booking with a fixed id unless it is there (idempotent imports): its unique `_id` decides. */
    async insertIfAbsent(booking: BookingDoc): Promise<void> {
      await insertOnce(bookings, withDueAt(booking));
    },

    /** The other unpaid bookings of a device (closed when it is sold). */
    openOnProduct: (productId: ObjectId) => bookings.find({ productId, status: 'booked' }).limit(1000).batchSize(1000).toArray(),

    /** Due work of the scheduler, a batch at a time. */
    due: (status: BookingStatus, now: Date, limit: number) => bookings.find({ dueAt: { $lte: now }, status }).limit(limit).toArray(),

    /** Claims `<bookingId>:<seq>`; false when another request holds that step of this booking. */
    takeStep: (entry: BookingTransitionDoc): Promise<boolean> =>
      insertOnce(transitions, { ...entry, ...(entry.effectsDone ? {} : { pendingSince: entry.at }) }),

    transition: (entryId: string) => transitions.findOne({ _id: entryId }),
    /** The transitions logged from `seq` on, in order. */
    transitionsFrom: (bookingId: ObjectId, seq: number) => transitions.find({ bookingId, seq: { $gte: seq } }).sort({ seq: 1 }).toArray(),

    /**
     * Writes a logged transition onto its booking. Only a writer holding that step (or catching
     * up on it) writes, and every such writer writes the same values, so a repeat changes nothing.
     */
    writeTransition: (booking: BookingDoc, entry: BookingTransitionDoc) => {
      const dueAt = dueAtOf({ ...booking, ...(entry.changes as BookingChanges), status: entry.to });
      return bookings.updateOne(
        { _id: booking._id, version: entry.seq },
        {
          $set: {
            ...(entry.changes as BookingChanges),
            status: entry.to,
            version: entry.seq + 1,
            history: [...booking.history, toStoredEvent(entry)],
            ...(dueAt ? { dueAt } : {}),
          },
          ...(dueAt ? {} : { $unset: { dueAt: '' as const } }),
        },
      );
    },

    /** Transitions whose follow-up has not finished, logged before `before`. */
    pendingEffects: (before: Date, limit: number) => transitions.find({ pendingSince: { $lte: before } }).limit(limit).toArray(),
    markEffectsDone: (entryId: string) => transitions.updateOne({ _id: entryId }, { $set: { effectsDone: true }, $unset: { pendingSince: '' } }),

    /** How many handover codes were tried on the booking. */
    countAttempts: (bookingId: ObjectId) => attempts.countDocuments({ bookingId }),
    /** Paid bookings on a seller's listings (`paid` stays true through a refund: it counts sales made). */
    countPaidBySeller: (sellerEmail: string) => bookings.countDocuments({ sellerEmail, paid: true }),
    lastAttempt: (bookingId: ObjectId) => attempts.find({ bookingId }).sort({ n: -1 }).limit(1).next(),
    /** Takes try number n; false when another request took it first. */
    takeAttempt: (bookingId: ObjectId, n: number, at: Date): Promise<boolean> =>
      insertOnce(attempts, { _id: `${bookingId.toHexString()}:${n}`, bookingId, n, at }),

    /** Bookings made before deals had a life: given their status, version and history once. */
    async upgradeLegacy(): Promise<number> {
      const legacy: Filter<BookingDoc> = { version: { $exists: false } };
      const paid = await bookings.updateMany({ ...legacy, paid: true }, { $set: { status: 'paid', version: 0, history: [] } });
      const unpaid = await bookings.updateMany(legacy, { $set: { status: 'booked', version: 0, history: [] } });
      return paid.modifiedCount + unpaid.modifiedCount;
    },
    /** Bookings and transitions written before `dueAt` and `pendingSince`: given them (only the scheduler's few). */
    async addSchedulerKeys(): Promise<void> {
      await bookings.updateMany({ status: 'booked', dueAt: { $exists: false } }, [{ $set: { dueAt: '$expiresAt' } }]);
      await bookings.updateMany({ status: 'handed_over', dueAt: { $exists: false } }, [{ $set: { dueAt: '$warrantyEndsAt' } }]);
      await transitions.updateMany({ effectsDone: false, pendingSince: { $exists: false } }, [{ $set: { pendingSince: '$at' } }]);
    },
    paidWithoutCode: () => bookings.find({ status: 'paid', handoverCode: { $exists: false } }).limit(10_000).toArray(),
    setHandoverCode: (id: ObjectId, handoverCode: string) => bookings.updateOne({ _id: id, handoverCode: { $exists: false } }, { $set: { handoverCode } }),
    withoutSeller: () => bookings.find({ sellerEmail: { $exists: false } }).limit(10_000).toArray(),
    setSeller: (id: ObjectId, seller: { sellerEmail: string; sellerName: string; sellerId?: string; expiresAt: Date }) =>
      bookings.updateOne({ _id: id }, { $set: seller }),
  };
}
