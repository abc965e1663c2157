// The booking's process table: every transition, every guard, every timer, and the list of actions
// derived from it, judged as the API and the web both judge them.
import {
  BOOKING_ACTORS, BOOKING_EVENTS, BOOKING_PROCESS, BOOKING_START, BOOKING_STATUSES, BOOKING_TIMERS, BOOKING_TTL_HOURS, NOTIFICATION_KINDS,
  WARRANTY_DAYS, bookingActions, bookingRefusal, timerEnd, timerWhile, type BookingEventName, type BookingStatus,
} from '../src';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR);
/** A booking in `status` whose expiry and warranty end lie `offsetHours` from NOW. */
const booking = (status: BookingStatus, offsetHours = 1) => ({ status, expiresAt: at(offsetHours), warrantyEndsAt: at(offsetHours) });

/** Every transition as [event, from, to, who]: the table read back, row by row. */
const EXPECTED: Array<[BookingEventName, BookingStatus[], BookingStatus, string[]]> = [
  ['pay', ['booked'], 'paid', ['buyer', 'system']],
  ['expire', ['booked'], 'expired', ['system']],
  ['cancel', ['booked'], 'cancelled', ['buyer', 'seller']],
  ['close', ['booked'], 'cancelled', ['system']],
  ['seller_cancel', ['paid'], 'refunded', ['seller']],
  ['refund_unsold', ['paid'], 'refunded', ['system']],
  ['neir_release', ['paid'], 'paid', ['seller']],
  ['handover', ['paid'], 'handed_over', ['seller']],
  ['complete', ['handed_over'], 'completed', ['system']],
  ['claim', ['handed_over'], 'claimed', ['buyer']],
  ['refund_claim', ['claimed'], 'refunded', ['admin']],
  ['reject_claim', ['claimed'], 'completed', ['admin']],
];

describe('the table', () => {
  it('has one row for every event, with the statuses it leaves and reaches and who takes it', () => {
    expect(Object.keys(BOOKING_PROCESS).sort()).toEqual([...BOOKING_EVENTS].sort());
    for (const [event, from, to, by] of EXPECTED) expect(BOOKING_PROCESS[event]).toMatchObject({ from, to, by });
  });

  it('lets every status but the final ones move on, and every status be reached', () => {
    const leaving = new Set(Object.values(BOOKING_PROCESS).flatMap((t) => t.from));
    const reached = new Set([BOOKING_START.status, ...Object.values(BOOKING_PROCESS).map((t) => t.to)]);
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(BOOKING_STATUSES.filter((s) => !leaving.has(s)).sort()).toEqual(['cancelled', 'completed', 'expired', 'refunded']);
  });

  it('tells of every transition someone has to know about, with a notification kind there is', () => {
    for (const [event, rule] of Object.entries(BOOKING_PROCESS)) {
      const notes = rule.effects.filter((e) => e.do === 'notify');
      expect({ event, notes: notes.length }).toEqual({ event, notes: 1 });
      for (const n of notes) if (n.do === 'notify') expect(NOTIFICATION_KINDS).toContain(n.kind);
    }
  });

  it('orders what follows money: a refund before telling the buyer, the payout before telling the seller, a sale confirmed before the others are closed', () => {
    const order = (event: BookingEventName) => BOOKING_PROCESS[event].effects.map((e) => e.do);
    expect(order('pay')).toEqual(['confirm_sale', 'close_other_bookings', 'notify']);
    expect(order('seller_cancel')).toEqual(['refund', 'relist', 'notify']);
    expect(order('refund_unsold')).toEqual(['refund', 'notify']);
    expect(order('refund_claim')).toEqual(['refund', 'notify']);
    expect(order('complete')).toEqual(['record_payout', 'record_sale_price', 'notify']);
    expect(order('reject_claim')).toEqual(['record_payout', 'record_sale_price', 'notify']);
    for (const event of ['expire', 'cancel', 'close', 'neir_release', 'handover', 'claim'] as const) expect(order(event)).toEqual(['notify']);
  });
});

describe('bookingRefusal', () => {
  it('allows each row to its actors from its statuses, and refuses everyone else', () => {
    for (const [event, from, , by] of EXPECTED) {
      for (const status of BOOKING_STATUSES) {
        for (const actor of BOOKING_ACTORS) {
          // Guards aside: expiry passed and warranty over for expire/complete, warranty running for claim.
          const b = { ...booking(status, event === 'claim' ? 1 : -1), neirReleaseNeeded: event === 'neir_release' };
          const why = bookingRefusal(b, event, actor, NOW);
          const allowed = by.includes(actor) && from.includes(status);
          expect({ event, status, actor, allowed: why === null }).toEqual({ event, status, actor, allowed });
          if (!by.includes(actor)) expect(why).toBe('booking_wrong_actor');
        }
      }
    }
  });

  it('says why a status rules a step out, in the words of that status', () => {
    expect(bookingRefusal(booking('paid'), 'pay', 'buyer', NOW)).toBe('booking_already_paid');
    expect(bookingRefusal(booking('booked'), 'handover', 'seller', NOW)).toBe('booking_not_paid');
    expect(bookingRefusal(booking('handed_over'), 'handover', 'seller', NOW)).toBe('booking_handed_over');
    expect(bookingRefusal(booking('completed'), 'claim', 'buyer', NOW)).toBe('deal_completed');
    expect(bookingRefusal(booking('expired'), 'pay', 'buyer', NOW)).toBe('booking_expired');
    expect(bookingRefusal(booking('cancelled'), 'cancel', 'buyer', NOW)).toBe('booking_cancelled');
    expect(bookingRefusal(booking('claimed'), 'claim', 'buyer', NOW)).toBe('claim_already_open');
    expect(bookingRefusal(booking('refunded'), 'seller_cancel', 'seller', NOW)).toBe('booking_refunded');
  });

  it('guards expiry: not before the booking expires, from that instant on', () => {
    expect(bookingRefusal(booking('booked', 1), 'expire', 'system', NOW)).toBe('booking_not_expired');
    expect(bookingRefusal(booking('booked', 0), 'expire', 'system', NOW)).toBeNull();
    expect(bookingRefusal(booking('booked', -1), 'expire', 'system', NOW)).toBeNull();
  });

  it('guards the warranty: a claim only while it runs, completion only once it is over, neither without an end', () => {
    expect(bookingRefusal(booking('handed_over', 1), 'claim', 'buyer', NOW)).toBeNull();
    expect(bookingRefusal(booking('handed_over', 0), 'claim', 'buyer', NOW)).toBe('warranty_ended');
    expect(bookingRefusal(booking('handed_over', 1), 'complete', 'system', NOW)).toBe('warranty_not_ended');
    expect(bookingRefusal(booking('handed_over', 0), 'complete', 'system', NOW)).toBeNull();
    const noEnd = { status: 'handed_over' as const, expiresAt: at(-100) };
    expect(bookingRefusal(noEnd, 'claim', 'buyer', NOW)).toBe('warranty_ended');
    expect(bookingRefusal(noEnd, 'complete', 'system', NOW)).toBe('warranty_not_ended');
  });

  it('guards the NEIR release: a phone is released once, before its handover; a device without an IMEI needs none', () => {
    const phone = { ...booking('paid'), neirReleaseNeeded: true };
    expect(bookingRefusal(phone, 'handover', 'seller', NOW)).toBe('neir_not_released');
    expect(bookingRefusal(phone, 'neir_release', 'seller', NOW)).toBeNull();
    const released = { ...phone, neirReleasedAt: NOW.toISOString() };
    expect(bookingRefusal(released, 'handover', 'seller', NOW)).toBeNull();
    expect(bookingRefusal(released, 'neir_release', 'seller', NOW)).toBe('neir_already_released');
    const tablet = { ...booking('paid'), neirReleaseNeeded: false };
    expect(bookingRefusal(tablet, 'handover', 'seller', NOW)).toBeNull();
    expect(bookingRefusal(tablet, 'neir_release', 'seller', NOW)).toBe('neir_not_needed');
    expect(bookingRefusal(phone, 'neir_release', 'buyer', NOW)).toBe('booking_wrong_actor');
    expect(bookingActions(phone, 'seller', NOW)).toEqual(['seller_cancel', 'neir_release']);
    expect(bookingActions(released, 'seller', NOW)).toEqual(['seller_cancel', 'handover']);
  });

  it('reads the dates as the web has them, ISO strings, the same as Dates', () => {
    const wire = { status: 'handed_over' as const, expiresAt: at(-100).toISOString(), warrantyEndsAt: at(1).toISOString() };
    expect(bookingRefusal(wire, 'claim', 'buyer', NOW)).toBeNull();
    expect(bookingRefusal(wire, 'claim', 'buyer', at(2))).toBe('warranty_ended');
  });
});

describe('bookingActions', () => {
  it('is the rows a side may take now, in the table order', () => {
    expect(bookingActions(booking('booked'), 'buyer', NOW)).toEqual(['pay', 'cancel']);
    expect(bookingActions(booking('paid'), 'seller', NOW)).toEqual(['seller_cancel', 'handover']);
    expect(bookingActions(booking('handed_over', 1), 'buyer', NOW)).toEqual(['claim']);
    expect(bookingActions(booking('handed_over', -1), 'buyer', NOW)).toEqual([]);
    expect(bookingActions(booking('claimed'), 'admin', NOW)).toEqual(['refund_claim', 'reject_claim']);
    expect(bookingActions(booking('claimed'), 'seller', NOW)).toEqual([]);
  });
});

describe('timers', () => {
  it('starts the expiry with the booking and the warranty with the handover, each firing its row', () => {
    expect(BOOKING_START.starts).toBe('expiry');
    expect(BOOKING_PROCESS.handover.starts).toBe('warranty');
    expect(timerEnd('expiry', NOW)).toEqual(at(BOOKING_TTL_HOURS));
    expect(timerEnd('warranty', NOW)).toEqual(at(WARRANTY_DAYS * 24));
    expect(BOOKING_TIMERS.expiry.fires).toBe('expire');
    expect(BOOKING_TIMERS.warranty.fires).toBe('complete');
  });

  it('runs the timer of the status the booking is in, and only while it is there', () => {
    expect(timerWhile('booked')?.at).toBe('expiresAt');
    expect(timerWhile('handed_over')?.at).toBe('warrantyEndsAt');
    for (const status of ['paid', 'completed', 'expired', 'cancelled', 'claimed', 'refunded'] as const) expect(timerWhile(status)).toBeUndefined();
    // A timer fires a row that leaves the very status it runs in.
    for (const timer of Object.values(BOOKING_TIMERS)) expect(BOOKING_PROCESS[timer.fires].from).toContain(timer.while);
  });
});
