// How a listing becomes sold. A paid booking (its pay step taken: the money is in) asks for the
// device: it takes the listing's sale lock, a unique insert keyed by the listing and its sale
// generation, so of two buyers paying at once exactly one wins; then the listing moves
// available → sold to it (LISTING_PROCESS.sell). Whoever finds the device gone is told why, so
// payments refunds that charge. No other code sells a listing.
import type { ObjectId } from 'mongodb';
import type { Clock } from '../../clock';
import type { Catalog } from './catalog';
import type { ProductDoc } from './products.documents';
import type { productsRepository } from './products.repository';
import type { saleLocksRepository } from './sale-locks.repository';

/** Whose the device is, as a booking sees it: its own, another buyer's, nobody's (off the market), or still on sale. */
export type SaleState = 'sold' | 'sold_to_other' | 'off_market' | 'on_sale';
/** Why a paid booking did not get its device (its charge goes back). */
export type Unsold = Exclude<SaleState, 'sold' | 'on_sale'>;

/** The booking a sale is for: its id, its listing, its buyer and the charge that paid it. */
export interface PaidBooking {
  _id: ObjectId;
  productId: ObjectId;
  email: string;
  transactionId?: string;
}

/** The lock's key: the listing's id, with its generation once a sale of it was called off and it was listed again. */
const saleLockKey = (listing: ProductDoc) => (listing.saleGeneration ? `${listing._id.toHexString()}:${listing.saleGeneration}` : listing._id);

/** What the listing, as it stands, means for this booking. */
export function saleStateOf(listing: ProductDoc | null, bookingId: ObjectId): SaleState {
  if (!listing || listing.status === 'removed' || listing.status === 'hidden') return 'off_market';
  if (listing.status === 'sold') return listing.soldBookingId?.equals(bookingId) ? 'sold' : 'sold_to_other';
  return 'on_sale';
}

export function listingSale(
  repo: ReturnType<typeof productsRepository>,
  locks: ReturnType<typeof saleLocksRepository>,
  /** Runs a write of the listing that answers it as it left it, and tells the catalogue. */
  written: Catalog['written'],
  clock: Clock,
) {
  return {
    /** What the booking's listing means for it now (read, nothing written). */
    saleStateFor: async (booking: Pick<PaidBooking, '_id' | 'productId'>): Promise<SaleState> =>
      saleStateOf(await repo.findById(booking.productId), booking._id),

    /**
     * Sells the booking's listing to it, once: answers 'sold' when the device is this booking's
     * (now, or already, on a retry), with the listing as it then stands, else why not. Safe to
     * repeat: the lock and the status change are both conditional, and a repeat finds its own lock.
     */
    async sellListing(booking: PaidBooking): Promise<{ sale: 'sold'; listing: ProductDoc } | { sale: Unsold }> {
      const listing = await repo.findById(booking.productId);
      const before = saleStateOf(listing, booking._id);
      if (before === 'sold') return { sale: before, listing: listing! };
      if (before !== 'on_sale') return { sale: before };
      const lock = await locks.take({
        _id: saleLockKey(listing!),
        bookingId: booking._id,
        email: booking.email,
        transactionId: booking.transactionId ?? '',
        createdAt: clock.now(),
      });
      if (!lock.bookingId.equals(booking._id)) return { sale: 'sold_to_other' };
      const sold = await written(booking.productId, () => repo.markSold(booking.productId, { bookingId: booking._id, email: booking.email }, clock.now()));
      if (sold) return { sale: 'sold', listing: sold };
      // Not available at the moment of the write: sold to this booking by a retry meanwhile, or gone.
      const now = await repo.findById(booking.productId);
      const after = saleStateOf(now, booking._id);
      if (after === 'sold') return { sale: after, listing: now! };
      return { sale: after === 'on_sale' ? 'off_market' : after };
    },
  };
}
