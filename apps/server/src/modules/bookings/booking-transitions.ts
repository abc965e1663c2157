// Applying the transitions of BOOKING_PROCESS (packages/shared), once each. A step is decided by a unique insert
// of `<bookingId>:<version>` into booking_transitions, which is also its record (who, when, what
// follows it still to do); the winner then writes it onto the booking. A writer
// that finds steps logged but not yet written (its API stopped half way, or another request is
// mid-way) writes them first, so the booking catches up with its log.
import { BOOKING_PROCESS, bookingRefusal, type BookingActor, type BookingEventName, type BookingRefusalCode } from '@mobile-planet/shared';
import type { Clock } from '../../clock';
import type { BookingChanges, BookingDoc, BookingTransitionDoc } from './bookings.documents';
import { toStoredEvent } from './booking-view';
import type { bookingsRepository } from './bookings.repository';

export interface Actor {
  by: BookingActor;
  email?: string;
}

export type TransitionOutcome =
  | { applied: true; booking: BookingDoc; entry: BookingTransitionDoc }
  | { applied: false; booking: BookingDoc; reason: BookingRefusalCode };

export function bookingTransitions(repo: ReturnType<typeof bookingsRepository>, clock: Clock) {
  /** The booking with the step `entry` written on it (computed the same way by every writer). */
  async function write(booking: BookingDoc, entry: BookingTransitionDoc): Promise<BookingDoc> {
    await repo.writeTransition(booking, entry);
    return { ...booking, ...entry.changes, status: entry.to, version: entry.seq + 1, history: [...booking.history, toStoredEvent(entry)] };
  }

  /** Writes the steps logged for this booking that it does not show yet. */
  async function catchUp(booking: BookingDoc): Promise<BookingDoc> {
    let current = booking;
    for (const entry of await repo.transitionsFrom(booking._id, booking.version)) {
      if (entry.seq !== current.version) break;
      current = await write(current, entry);
    }
    return current;
  }

  /**
   * Moves the booking by `event` if the table allows it now; otherwise says why not. Two calls at
   * once for the same booking (any events) apply one step each, one after the other: the second
   * sees the first's result and is judged on it.
   */
  async function apply(
    booking: BookingDoc,
    event: BookingEventName,
    actor: Actor,
    options: { changes?: (b: BookingDoc, now: Date) => BookingChanges; note?: string } = {},
  ): Promise<TransitionOutcome> {
    let current = await catchUp(booking);
    for (;;) {
      const now = clock.now();
      const why = bookingRefusal(current, event, actor.by, now);
      if (why) return { applied: false, booking: current, reason: why };
      const entry: BookingTransitionDoc = {
        _id: `${current._id.toHexString()}:${current.version}`,
        bookingId: current._id,
        seq: current.version,
        event,
        from: current.status,
        to: BOOKING_PROCESS[event].to,
        by: actor.by,
        ...(actor.email ? { byEmail: actor.email } : {}),
        at: now,
        ...(options.note ? { note: options.note } : {}),
        changes: options.changes?.(current, now) ?? {},
        effectsDone: false,
      };
      if (await repo.takeStep(entry)) return { applied: true, booking: await write(current, entry), entry };
      // Another request took this step first: catch up with it, then judge again.
      current = await catchUp(current);
    }
  }

  return { apply, catchUp };
}
