// The demo buyer comes back to what they liked: three favourites (one of whose price the seller
// has since lowered, which the buyer's bell tells), and a saved search whose first digest told of
// the week's new smartphones under ৳25,000. Written through the modules, as a person would make
// them, and once: a favourite is kept once, the price is lowered only from the demo price, and a
// buyer who has a saved search gets no second.
import { savedSearchInputSchema } from '@mobile-planet/shared';
import type { ProductDoc } from '../modules/products/products.documents';
import type { UserDoc } from '../modules/users/users.documents';
import type { AppServices } from '../services';
import { demoAccount } from './demo-accounts';
import { demoId } from './demo-ids';
import { DEMO_LISTINGS } from './demo-listings';

/** The demo buyer's favourites; the first one's price drops. */
export const DEMO_FAVOURITES = ['lenovo-tab-m10-plus', 'vivo-y36', 'ipad-air-m1'] as const;
/** The favourite's new price: below its demo price, and no other demo listing's. */
export const DEMO_PRICE_DROP = 11_800;
export const DEMO_SAVED_SEARCH = { name: 'Smartphones under ৳25,000', query: { category: 'smartphone', maxPrice: '25000' } } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function demoUser(key: 'buyer' | 'seller' | 'admin', seedTime: Date): UserDoc {
  const account = demoAccount(key);
  return { _id: demoId(`user:${key}`, seedTime), name: account.name, email: account.email, role: account.role, createdAt: seedTime };
}

export async function writeDemoFollows(services: AppServices, seedTime: Date, products: Map<string, ProductDoc>): Promise<void> {
  const { favourites, products: listings, savedSearches } = services;
  const buyer = demoUser('buyer', seedTime);
  for (const slug of DEMO_FAVOURITES) {
    const product = products.get(slug);
    if (!product) throw new Error(`demo favourites name a listing that is not seeded: ${slug}`);
    await favourites.add(buyer, product._id.toHexString());
  }

  // The seller lowers the first favourite's price; the scheduler's fan-out tells the buyer.
  const dropped = products.get(DEMO_FAVOURITES[0])!;
  const demoPrice = DEMO_LISTINGS.find((l) => l.slug === DEMO_FAVOURITES[0])!.resalePrice;
  const now = await listings.find(dropped._id);
  if (now?.resalePrice === demoPrice) {
    const owner = DEMO_LISTINGS.find((l) => l.slug === DEMO_FAVOURITES[0])!.owner;
    await listings.edit(demoUser(owner, seedTime), dropped._id.toHexString(), { resalePrice: DEMO_PRICE_DROP });
  }
  await favourites.tellNews();

  // A saved search that has already told of the past week's matching listings.
  const mine = await savedSearches.page(buyer, { limit: 1 });
  if (mine.items.length === 0) {
    const input = savedSearchInputSchema.parse(DEMO_SAVED_SEARCH);
    await savedSearches.create(buyer, input, { watchingSince: new Date(seedTime.getTime() - 7 * DAY_MS) });
    await savedSearches.sendDigests();
  }
}
