// Writes the demo offers through the offers module, so a newcomer finds the bargaining on first
// start: the demo buyer's open offer on the demo seller's Galaxy A54 (the seller's turn, their
// bell rung), and one on the Pixel 7 the seller has countered (the buyer's turn). Written once: a
// listing the demo buyer already has an offer on is left as it is. Offers lapse after 48 hours
// like any other: the demo shows them live on a fresh start.
import type { ProductDoc } from '../modules/products/products.documents';
import type { UserDoc } from '../modules/users/users.documents';
import type { AppServices } from '../services';
import { demoAccount } from './demo-accounts';
import { demoId } from './demo-ids';

/** Each demo offer: the listing, the buyer's amount and, for a countered one, the seller's. */
export const DEMO_OFFERS: ReadonlyArray<{ slug: string; amount: number; counter?: number }> = [
  { slug: 'galaxy-a54-5g', amount: 28_000 },
  { slug: 'pixel-7', amount: 38_000, counter: 42_500 },
];

const userOf = (key: 'buyer' | 'seller', seedTime: Date): UserDoc => {
  const account = demoAccount(key);
  return { _id: demoId(`user:${key}`, seedTime), name: account.name, email: account.email, role: account.role, createdAt: seedTime };
};

export async function writeDemoOffers(services: AppServices, seedTime: Date, products: Map<string, ProductDoc>): Promise<number> {
  const buyer = userOf('buyer', seedTime);
  const seller = userOf('seller', seedTime);
  let written = 0;
  for (const demo of DEMO_OFFERS) {
    const product = products.get(demo.slug);
    if (!product) throw new Error(`a demo offer names a listing that is not seeded: ${demo.slug}`);
    const productId = product._id.toHexString();
    const mine = await services.offers.list(buyer, { side: 'buyer', productId, limit: 1 });
    if (mine.items.length > 0) continue;
    const offer = await services.offers.make(buyer, productId, demo.amount);
    if (demo.counter !== undefined) await services.offers.counter(seller, offer._id, demo.counter);
    written += 1;
  }
  return written;
}
