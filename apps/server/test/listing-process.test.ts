// The listing's life table and what a listing means for a booking that paid for it: how a listing
// becomes sold is decided from these alone (sell-listing.ts).
import { ObjectId } from 'mongodb';
import { PRODUCT_STATUSES, type ProductStatus } from '@mobile-planet/shared';
import { LISTING_EDITABLE, LISTING_PROCESS, fromStatusOf } from '../src/modules/products/listing-process';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { saleStateOf } from '../src/modules/products/sell-listing';

const listing = (status: ProductStatus, soldBookingId?: ObjectId) => ({ _id: new ObjectId(), status, ...(soldBookingId ? { soldBookingId } : {}) }) as ProductDoc;

describe('the listing table', () => {
  it('has each change of status once, from the statuses it leaves to the one it reaches', () => {
    expect(Object.fromEntries(Object.entries(LISTING_PROCESS).map(([event, t]) => [event, `${t.from.join('|')} → ${t.to} by ${t.by}`]))).toEqual({
      sell: 'available → sold by system',
      relist: 'sold → available by system',
      hide: 'available → hidden by admin',
      keep_sold: 'hidden → sold by system',
      take_off_market: 'available → removed by system',
    });
  });

  it('writes each change only over a listing still in a status it leaves', () => {
    for (const event of Object.keys(LISTING_PROCESS) as Array<keyof typeof LISTING_PROCESS>) {
      expect(fromStatusOf(event)).toEqual({ status: { $in: [...LISTING_PROCESS[event].from] } });
    }
  });

  it('lets nothing leave a removed listing, and every status be reached from the one a listing is made in', () => {
    const reached = new Set<ProductStatus>(['available']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of Object.values(LISTING_PROCESS)) {
        if (t.from.some((s) => reached.has(s)) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...PRODUCT_STATUSES].sort());
    expect(Object.values(LISTING_PROCESS).some((t) => (t.from as readonly ProductStatus[]).includes('removed'))).toBe(false);
    expect(LISTING_EDITABLE).toEqual(['available']);
  });
});

describe('saleStateOf: what a listing means for a paid booking', () => {
  const mine = new ObjectId();
  it('is on sale while available, and the booking\'s own once sold to it', () => {
    expect(saleStateOf(listing('available'), mine)).toBe('on_sale');
    expect(saleStateOf(listing('sold', mine), mine)).toBe('sold');
  });
  it('is another buyer\'s once sold to another booking (or to none recorded)', () => {
    expect(saleStateOf(listing('sold', new ObjectId()), mine)).toBe('sold_to_other');
    expect(saleStateOf(listing('sold'), mine)).toBe('sold_to_other');
  });
  it('is off the market once removed, hidden or deleted, even if it was sold to this booking before it was hidden', () => {
    expect(saleStateOf(listing('removed'), mine)).toBe('off_market');
    expect(saleStateOf(listing('hidden'), mine)).toBe('off_market');
    expect(saleStateOf(listing('hidden', mine), mine)).toBe('off_market');
    expect(saleStateOf(null, mine)).toBe('off_market');
  });
});
