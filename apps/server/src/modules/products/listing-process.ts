// The life of a listing: one table of every change of its status, who makes it and from which
// statuses. The products repository writes each change conditional on the table's `from` (a
// listing that moved meanwhile matches nothing), so no two changes can both apply to one listing.
// A listing is made `available` (POST /products) and deleted by its owner or an Admin (DELETE
// /products/{id}) from any status but `hidden`, which only an Admin may delete.
import type { ProductStatus } from '@mobile-planet/shared';

export interface ListingTransition {
  from: readonly ProductStatus[];
  to: ProductStatus;
  /** Who makes it: the API itself for what follows a deal or an account. */
  by: 'system' | 'seller' | 'admin';
}

export const LISTING_PROCESS = {
  /** A paid booking bought the device (sellListing, sell-listing.ts): it leaves every list and search. */
  sell: { from: ['available'], to: 'sold', by: 'system' },
  /** Its seller called the paid deal off (the booking's seller_cancel): back on the market, for a new sale. */
  relist: { from: ['sold'], to: 'available', by: 'system' },
  /** An Admin took it off the market (moderation); its seller reads why. */
  hide: { from: ['available'], to: 'hidden', by: 'admin' },
  /** A sale that won the listing's sale lock while it was being hidden stays a sale. */
  keep_sold: { from: ['hidden'], to: 'sold', by: 'system' },
  /** Its seller's account was deleted: off the market, kept for the deals that name it. */
  take_off_market: { from: ['available'], to: 'removed', by: 'system' },
} as const satisfies Record<string, ListingTransition>;

export type ListingEvent = keyof typeof LISTING_PROCESS;

/** What a listing's owner may still change while it is in each status. */
export const LISTING_EDITABLE: readonly ProductStatus[] = ['available'];

/** The filter that lets `event` apply only to a listing in one of its `from` statuses. */
export const fromStatusOf = (event: ListingEvent) => ({ status: { $in: [...LISTING_PROCESS[event].from] } });
