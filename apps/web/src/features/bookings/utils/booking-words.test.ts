// How the booking page words its history and claims.
import { describe, expect, it } from 'vitest';
import { BOOKING_EVENTS } from '@mobile-planet/shared';
import { actorLabel, eventLabel } from './booking-words';

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
