// How the deal page words its history and claims, and when it offers a claim.
import { describe, expect, it } from 'vitest';
import { BOOKING_EVENTS } from '@mobile-planet/shared';
import { actorLabel, claimWindowOpen, eventLabel } from './deal-words';

describe('eventLabel', () => {
  it('has words for every event', () => {
    for (const event of BOOKING_EVENTS) expect(eventLabel({ event, by: 'system' })).toMatch(/\w/);
  });

  it('calls a seller’s cancel of an unpaid booking a decline', () => {
    expect(eventLabel({ event: 'cancel', by: 'seller' })).toBe('Declined by the seller');
    expect(eventLabel({ event: 'cancel', by: 'buyer' })).toBe('Cancelled');
  });
});

describe('actorLabel', () => {
  it('says "you" for what the viewer did, else who did it', () => {
    expect(actorLabel('buyer', 'buyer')).toBe('you');
    expect(actorLabel('seller', 'buyer')).toBe('the seller');
    expect(actorLabel('admin', 'seller')).toBe('an admin');
    expect(actorLabel('system', 'admin')).toBe('Mobile Planet');
  });
});

describe('claimWindowOpen', () => {
  const ends = '2025-03-14T12:00:00.000Z';
  const before = Date.parse(ends) - 1000;
  const after = Date.parse(ends) + 1000;

  it('is open for a handed-over deal until the warranty ends', () => {
    expect(claimWindowOpen({ status: 'handed_over', warrantyEndsAt: ends }, before)).toBe(true);
    expect(claimWindowOpen({ status: 'handed_over', warrantyEndsAt: ends }, after)).toBe(false);
  });

  it('is closed in every other status, and without a warranty end', () => {
    expect(claimWindowOpen({ status: 'paid', warrantyEndsAt: ends }, before)).toBe(false);
    expect(claimWindowOpen({ status: 'claimed', warrantyEndsAt: ends }, before)).toBe(false);
    expect(claimWindowOpen({ status: 'handed_over' }, before)).toBe(false);
  });
});
