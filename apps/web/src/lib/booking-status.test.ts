// A booking's status in words and the next step each side is told, status by status.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingSide, type BookingStatus } from '@mobile-planet/shared';
import { formatDateTime } from './dates';
import { setLanguage } from './i18n';
import { canTake, actionsOffered, bookingNextStep, bookingPath, bookingStatusLabel } from './booking-status';

const EXPIRES = '2025-03-07T08:30:00.000Z';
const WARRANTY_ENDS = '2025-03-14T12:00:00.000Z';
const booking = (status: BookingStatus, extra: { reviewed?: boolean } = {}) => ({
  status,
  expiresAt: EXPIRES,
  warrantyEndsAt: WARRANTY_ENDS,
  ...extra,
});
const SIDES: BookingSide[] = ['buyer', 'seller', 'admin'];

describe('bookingStatusLabel', () => {
  it('names every status in plain words', () => {
    expect(BOOKING_STATUSES.map((status) => bookingStatusLabel(status))).toEqual([
      'Booked',
      'Paid',
      'Handed over',
      'Completed',
      'Expired',
      'Cancelled',
      'Claim open',
      'Refunded',
    ]);
  });
});

describe('bookingNextStep', () => {
  it('tells the buyer of a booking to pay before it expires, and the seller to wait for it', () => {
    expect(bookingNextStep(booking('booked'), 'buyer')).toBe(`Pay before ${formatDateTime(EXPIRES)}`);
    expect(bookingNextStep(booking('booked'), 'seller')).toBe(`Waiting for the buyer to pay by ${formatDateTime(EXPIRES)}`);
  });

  it('sends both sides of a paid deal to the handover, each with their half of it', () => {
    expect(bookingNextStep(booking('paid'), 'buyer')).toBe('Show the seller your handover code when you meet');
    expect(bookingNextStep(booking('paid'), 'seller')).toBe('Meet the buyer and enter their handover code');
  });

  it('names the end of the warranty after the handover: the buyer may claim, the seller is paid after it', () => {
    expect(bookingNextStep(booking('handed_over'), 'buyer')).toBe(`Warranty until ${formatDateTime(WARRANTY_ENDS)}: claim if something is wrong`);
    expect(bookingNextStep(booking('handed_over'), 'seller')).toBe(`Payout after ${formatDateTime(WARRANTY_ENDS)} unless the buyer claims`);
  });

  it('asks the buyer of a completed deal to rate the seller until they have', () => {
    expect(bookingNextStep(booking('completed', { reviewed: false }), 'buyer')).toBe('Rate the seller');
    expect(bookingNextStep(booking('completed'), 'buyer')).toBe('Rate the seller');
    expect(bookingNextStep(booking('completed', { reviewed: true }), 'buyer')).toBeNull();
    expect(bookingNextStep(booking('completed'), 'seller')).toBe('Done: your payout is recorded');
  });

  it('tells an Admin to decide an open claim, and both sides that an admin will', () => {
    expect(bookingNextStep(booking('claimed'), 'admin')).toBe('Decide the claim: refund the buyer or reject it');
    expect(bookingNextStep(booking('claimed'), 'buyer')).toBe('An admin is looking at your claim');
    expect(bookingNextStep(booking('claimed'), 'seller')).toBe('The buyer opened a claim: an admin will decide');
  });

  it('leaves nothing to do on an expired or cancelled booking, for anyone', () => {
    for (const side of SIDES) {
      expect(bookingNextStep(booking('expired'), side)).toBeNull();
      expect(bookingNextStep(booking('cancelled'), side)).toBeNull();
    }
  });

  it('tells only the buyer of a refunded deal where the money goes', () => {
    expect(bookingNextStep(booking('refunded'), 'buyer')).toBe('Your payment goes back to your card');
    expect(bookingNextStep(booking('refunded'), 'seller')).toBeNull();
  });

  it('has words for every status and side (no undefined)', () => {
    for (const status of BOOKING_STATUSES) {
      for (const side of SIDES) expect(bookingNextStep(booking(status), side)).not.toBeUndefined();
    }
  });
});

describe('in Bangla', () => {
  it('names the statuses in Bangla when they are looked up', async () => {
    await setLanguage('bn');
    expect(bookingStatusLabel('paid')).toBe('পরিশোধিত');
    expect(bookingStatusLabel('booked')).toBe('বুক করা');
    expect(bookingStatusLabel('cancelled')).toBe('বাতিল');
    expect(BOOKING_STATUSES.map((status) => bookingStatusLabel(status)).every((label) => /[\u0980-\u09FF]/.test(label))).toBe(true);
  });

  it('tells the next step in Bangla, with the date in Bangla digits', async () => {
    await setLanguage('bn');
    const step = bookingNextStep(booking('booked'), 'buyer');
    expect(step).toBe(`${formatDateTime(EXPIRES)}-এর আগে পরিশোধ করুন`);
    expect(step).toMatch(/[০-৯]/);
    expect(step).not.toMatch(/[0-9]/);
    expect(bookingNextStep(booking('completed'), 'buyer')).toBe('বিক্রেতাকে রেটিং দিন');
  });
});

describe('bookingPath', () => {
  it('is the deal page under the dashboard', () => {
    expect(bookingPath('65f0a1b2c3d4e5f601234567')).toBe('/dashboard/deals/65f0a1b2c3d4e5f601234567');
  });
});

describe('actionsOffered: what each side is offered, read from the process table', () => {
  const now = Date.parse(EXPIRES) - 60_000;
  it('offers each side exactly its transitions in each status', () => {
    const offered = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, Object.fromEntries(SIDES.map((side) => [side, actionsOffered(booking(status), side, now)]))]));
    expect(offered).toEqual({
      booked: { buyer: ['pay', 'cancel'], seller: ['cancel'], admin: [] },
      paid: { buyer: [], seller: ['seller_cancel', 'handover'], admin: [] },
      handed_over: { buyer: ['claim'], seller: [], admin: [] },
      completed: { buyer: [], seller: [], admin: [] },
      expired: { buyer: [], seller: [], admin: [] },
      cancelled: { buyer: [], seller: [], admin: [] },
      claimed: { buyer: [], seller: [], admin: ['refund_claim', 'reject_claim'] },
      refunded: { buyer: [], seller: [], admin: [] },
    });
  });

  it('offers a claim for a handed-over deal until the warranty ends, and never without a warranty end', () => {
    const before = Date.parse(WARRANTY_ENDS) - 1000;
    const after = Date.parse(WARRANTY_ENDS) + 1000;
    expect(canTake(booking('handed_over'), 'buyer', 'claim', before)).toBe(true);
    expect(canTake(booking('handed_over'), 'buyer', 'claim', after)).toBe(false);
    expect(canTake({ status: 'handed_over', expiresAt: EXPIRES }, 'buyer', 'claim', before)).toBe(false);
    expect(canTake(booking('paid'), 'buyer', 'claim', before)).toBe(false);
    expect(canTake(booking('claimed'), 'buyer', 'claim', before)).toBe(false);
  });

  it('never offers a person what only the API itself does (expiry, completion, closing, refunds of unsold devices)', () => {
    for (const status of BOOKING_STATUSES) {
      for (const side of SIDES) {
        for (const event of ['expire', 'complete', 'close', 'refund_unsold'] as const) expect(canTake(booking(status), side, event, Date.parse(WARRANTY_ENDS) + 1)).toBe(false);
      }
    }
  });
});
