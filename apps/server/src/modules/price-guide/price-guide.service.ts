// The price guide: what comparable devices sold for (or, with too few sales, are listed for), and
// the badge a listing earns against it. Every answer is read from this instance's table
// (price-guide-model.ts); a completed deal adds its sale to the table, and the listings served
// after it carry the badges it moved (the catalogue badges each listing as it serves it).
import { bandOfYears, normaliseModel, type PriceGuide, type PriceGuideQuery } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { BookingDoc } from '../bookings/bookings.documents';
import type { ProductsService } from '../products/products.service';
import { countedSale } from './price-guide-model';
import type { PriceSaleDoc } from './price-guide.documents';
import { priceGuideRepository } from './price-guide.repository';

export type PriceGuideService = ReturnType<typeof priceGuideService>;

export function priceGuideService(ctx: AppContext, { products }: { products: Pick<ProductsService, 'find'> }) {
  const repo = priceGuideRepository(ctx.db.collections);
  const { priceGuide } = ctx;

  return {
    /** GET /price-guide: the most specific key the query names (model, condition, band; the NEIR status where it has enough sales). */
    guide(query: PriceGuideQuery): PriceGuide {
      const band = query.yearsOfUse === undefined ? undefined : bandOfYears(query.yearsOfUse);
      return priceGuide.table.guide(normaliseModel(query.model), query.condition, band, query.neir);
    },

    /**
     * A deal completed (its warranty ran out, or an Admin rejected its claim): its sale counts,
     * here at once and on the other API instances at their next catch-up. Idempotent: the deal's
     * follow-up may run again.
     */
    async recordSale(booking: Pick<BookingDoc, '_id' | 'productId' | 'price'>, completedAt: Date = ctx.clock.now()): Promise<void> {
      const product = await products.find(booking.productId);
      // Its listing was deleted since: without its condition and years of use the sale compares with nothing.
      if (!product) return;
      const sale: PriceSaleDoc = {
        _id: booking._id,
        productId: product._id,
        deviceName: product.deviceName,
        condition: product.condition,
        yearsOfUse: product.yearsOfUse,
        // As the seller stated it, so the guide keeps registered and unregistered phones apart.
        ...(product.neir ? { neir: product.neir } : {}),
        price: booking.price,
        completedAt,
      };
      await repo.record(sale);
      // Announced on every run, even when recorded before: a follow-up cut short between the two
      // writes must not leave a sale the other instances never hear of (they count it once anyway).
      await repo.announce(sale);
      priceGuide.table.addSale(countedSale(sale));
    },

    /** The scheduler's job: counts the sales other instances recorded; answers how many were new here. */
    async followSales(): Promise<number> {
      return priceGuide.catchUp();
    },
  };
}
