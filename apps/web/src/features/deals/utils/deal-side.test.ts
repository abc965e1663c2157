// Whose view of a deal the page shows: the buyer's by email, the seller's by user id, else an Admin's.
import { describe, expect, it } from 'vitest';
import { dealSide } from './deal-side';

const SELLER_ID = '65f0a1b2c3d4e5f601234567';
const deal = { email: 'buyer@mobileplanet.test', sellerId: SELLER_ID };

describe('dealSide', () => {
  it('is the buyer’s whoever they are, matched by email whatever the case', () => {
    expect(dealSide(deal, { email: 'Buyer@MobilePlanet.test', userId: 'x', isAdmin: true })).toBe('buyer');
  });

  it('is the seller’s when the viewer’s user id is the deal’s sellerId, even for an Admin who sells', () => {
    expect(dealSide(deal, { email: 'seller@mobileplanet.test', userId: SELLER_ID, isAdmin: false })).toBe('seller');
    expect(dealSide(deal, { email: 'admin@mobileplanet.test', userId: SELLER_ID, isAdmin: true })).toBe('seller');
  });

  it('is an Admin’s for anyone else the API let read it', () => {
    expect(dealSide(deal, { email: 'admin@mobileplanet.test', userId: 'another', isAdmin: true })).toBe('admin');
  });

  it('without a sellerId, tells the seller by the tries left only they are sent, else by the admin check', () => {
    const old = { email: deal.email };
    expect(dealSide({ ...old, handover: { triesLeft: 5 } }, { email: 'a@b.test', isAdmin: true })).toBe('seller');
    expect(dealSide(old, { email: 'admin@mobileplanet.test', isAdmin: true })).toBe('admin');
    expect(dealSide(old, { email: 'seller@mobileplanet.test', isAdmin: false })).toBe('seller');
  });
});
