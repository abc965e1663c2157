// What the stack's demo data holds. The logins are DESIGN.md §3's, written out here so a change to
// them fails the tests; names and listings come from the server's seed module (the one list the
// seed writes), so the tests pick real listings without copying the catalogue.
import { createRequire } from 'node:module';

const serverRequire = createRequire(new URL('../../../server/package.json', import.meta.url));

interface SeedAccount {
  email: string;
  name: string;
}
interface SeedListing {
  slug: string;
  deviceName: string;
  category: 'feature-phone' | 'smartphone' | 'tablet';
  resalePrice: number;
  advertised: boolean;
  owner: 'seller' | 'admin';
}

const seedAccounts: readonly SeedAccount[] = serverRequire('./dist/seed/demo-accounts.js').DEMO_ACCOUNTS;
const seedListings: readonly SeedListing[] = serverRequire('./dist/seed/demo-listings.js').DEMO_LISTINGS;
const shopSellerName: string = serverRequire('./dist/seed/demo-listings.js').SHOP_SELLER_NAME;

export interface Account {
  email: string;
  password: string;
  name: string;
}

function demo(email: string, password: string): Account {
  const seeded = seedAccounts.find((a) => a.email === email);
  if (!seeded) throw new Error(`the seed has no demo account ${email}`);
  return { email, password, name: seeded.name };
}

export const DEMO_ADMIN = demo('admin@mobileplanet.test', 'Admin#2002!');
export const DEMO_SELLER = demo('seller@mobileplanet.test', 'Seller#2002!');
export const DEMO_BUYER = demo('buyer@mobileplanet.test', 'Buyer#2002!');

export interface SeededListing extends SeedListing {
  sellerName: string;
}

/**
 * One seeded listing by its slug. Each test that books or buys uses its own listing, so tests
 * running side by side never reach for the same device.
 */
export function seededListing(slug: string): SeededListing {
  const listing = seedListings.find((l) => l.slug === slug);
  if (!listing) throw new Error(`the seed has no listing ${slug}`);
  const sellerName = listing.owner === 'admin' ? shopSellerName : DEMO_SELLER.name;
  return { ...listing, sellerName };
}

/** The seeded listings that are advertised. */
export function seededAdvertisedListings(): SeededListing[] {
  return seedListings.filter((l) => l.advertised).map((l) => seededListing(l.slug));
}
