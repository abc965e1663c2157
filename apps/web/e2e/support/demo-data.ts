// What the stack's demo data holds. The logins are those of docs/product.md#demo-accounts, written out here so a change to
// them fails the tests; names and listings come from the server's seed module (the one list the
// seed writes), so the tests pick real listings without copying the catalogue.
import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';

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

/** A listing as GET /api/listings answers it (the fields the tests read). */
export interface ListedListing {
  _id: string;
  sellerId: string;
  deviceName: string;
  resalePrice: number;
  img: string;
}

/**
 * A seeded listing that no test books, buys, hides or deletes, as the API lists it: for the tests
 * that only read a listing's page. The newest listing will not do: it can be one that a test
 * running beside them has just listed and is about to delete.
 */
export async function readOnlyListing(request: APIRequestContext): Promise<ListedListing> {
  const { deviceName } = seededListing('oneplus-nord-ce3-lite');
  const res = await request.get(`/api/listings?q=${encodeURIComponent(deviceName)}`);
  const { items } = (await res.json()) as { items: ListedListing[] };
  const listing = items.find((item) => item.deviceName === deviceName);
  if (!listing) throw new Error(`the demo listing ${deviceName} is not on the market`);
  return listing;
}
