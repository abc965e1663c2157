// Demo data for a fresh installation (docs/product.md#demo-accounts): the three accounts in the identity provider
// and the users collection, the listings with their pictures, and one booking of the demo buyer.
//
// Loaded into an empty database only, never twice: a marker document in `meta` is claimed with a
// unique _id before anything is written, so two APIs starting at once seed once. Every document
// has an id derived from its name and is written with an upsert, so a seed cut short (a crash)
// is finished by the next start instead of leaving half a catalogue.
import { randomBytes } from 'node:crypto';
import { brandFromDeviceName } from '@mobile-planet/shared';
import type { AppContext } from '../app-context';
import { insertOnce } from '../db/insert-once';
import type { BookingDoc } from '../modules/bookings/bookings.documents';
import { newBooking } from '../modules/bookings/new-booking';
import type { ProductDoc } from '../modules/products/products.documents';
import { imagePath } from '../modules/images/image-url';
import type { AppServices } from '../services';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from './demo-accounts';
import { DEMO_BOOKING_SLUG, DEMO_LISTINGS, SHOP_SELLER_NAME, type DemoListing } from './demo-listings';
import { demoId, postedDate } from './demo-ids';
import { demoImeiFields } from './demo-imei';
import { renderDemoPicture } from './demo-pictures';
import { writeDemoBookings } from './seed-demo-bookings';
import { writeDemoMailSettings } from './seed-demo-mail';
import { writeDemoOffers } from './seed-demo-offers';
import { writeDemoQuestions } from './seed-demo-questions';
import { writeDemoFollows } from './seed-demo-follow';

export const SEED_MARKER_ID = 'demo-seed';
/** A claim older than this, still not done, belongs to a start that died: the next one takes over. */
const STALE_CLAIM_MS = 2 * 60_000;

export interface SeedMarker {
  _id: string;
  state: 'seeding' | 'done';
  claimedBy: string;
  claimedAt: Date;
  /** The clock the demo data is dated by; kept so that a resumed seed writes the same documents. */
  seedTime: Date;
  doneAt?: Date;
  counts?: { accounts: number; listings: number; bookings: number };
}

export type SeedOutcome =
  | { status: 'seeded'; accounts: number; listings: number; bookings: number; ms: number }
  | { status: 'already-seeded'; restoredAccounts: number }
  | { status: 'skipped'; reason: string };

export interface SeedOptions {
  /** The running API's context (its database and identity provider). */
  ctx: AppContext;
  /** The running API's services (the composition root's): the seed writes through them. */
  services: AppServices;
  /**
   * True when the identity provider is the Auth Emulator. The demo passwords are published in the
   * README, so their accounts (an Admin among them) are never created in a real Firebase project.
   */
  onEmulator: boolean;
  log?: (line: string) => void;
  now?: Date;
}

export async function seedDemoData(options: SeedOptions): Promise<SeedOutcome> {
  const { ctx, services } = options;
  const log = options.log ?? (() => undefined);
  // The seed's own bookkeeping: the one collection it owns.
  const meta = ctx.db.db.collection<SeedMarker>('meta');

  if (!options.onEmulator) {
    return { status: 'skipped', reason: 'demo accounts are only created on the Firebase Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST)' };
  }

  const marker = await meta.findOne({ _id: SEED_MARKER_ID });
  if (marker?.state === 'done') {
    return { status: 'already-seeded', restoredAccounts: await restoreLostAccounts(options) };
  }

  const me = randomBytes(8).toString('hex');
  const now = options.now ?? new Date();
  let seedTime = now;
  if (!marker) {
    const [users, products] = await Promise.all([services.users.hasAny(), services.products.hasAny()]);
    if (users || products) return { status: 'skipped', reason: 'the database already has users or listings' };
    if (!(await insertOnce(meta, { _id: SEED_MARKER_ID, state: 'seeding', claimedBy: me, claimedAt: now, seedTime }))) {
      return { status: 'skipped', reason: 'another process is loading the demo data' };
    }
  } else {
    if (now.getTime() - marker.claimedAt.getTime() < STALE_CLAIM_MS) return { status: 'skipped', reason: 'another process is loading the demo data' };
    const taken = await meta.updateOne(
      { _id: SEED_MARKER_ID, state: 'seeding', claimedBy: marker.claimedBy },
      { $set: { claimedBy: me, claimedAt: now } },
    );
    if (taken.modifiedCount === 0) return { status: 'skipped', reason: 'another process is loading the demo data' };
    seedTime = marker.seedTime;
    log('Finishing demo data that an earlier start began.');
  }

  const started = Date.now();
  const accounts = await writeAccounts(options, seedTime);
  const products = await writeListings(options, seedTime);
  // Before the deals, whose notifications are mailed in the reader's language.
  await writeDemoMailSettings(services);
  const bookings = (await writeBooking(options, seedTime, products)) + (await writeDemoBookings(services, seedTime, products));
  // After the deals: their buyers are users by then, and one of them asks.
  await writeDemoQuestions(services, seedTime, products);
  // The demo buyer's favourites (one with a price drop told) and saved search (with its first digest).
  await writeDemoFollows(services, seedTime, products);
  // The demo buyer's bargaining: an open offer and a countered one.
  await writeDemoOffers(services, seedTime, products);
  const counts = { accounts, listings: products.size, bookings };
  await meta.updateOne({ _id: SEED_MARKER_ID, claimedBy: me }, { $set: { state: 'done', doneAt: new Date(), counts } });
  const ms = Date.now() - started;
  log(`Demo data loaded: ${accounts} accounts, ${products.size} listings with pictures, ${bookings} booking (${ms} ms).`);
  return { status: 'seeded', ...counts, ms };
}

async function writeAccounts({ ctx, services }: SeedOptions, seedTime: Date): Promise<number> {
  const { users } = services;
  for (const account of DEMO_ACCOUNTS) {
    const { uid } = await ctx.identity.ensureAccount(account.email, account.password, account.name);
    await users.importAccount({ _id: demoId(`user:${account.key}`, seedTime), name: account.name, email: account.email, role: account.role, uid, createdAt: seedTime });
  }
  return DEMO_ACCOUNTS.length;
}

/**
 * A demo user still in the users collection whose identity account is gone (an emulator that
 * was killed before it could export) gets it back, so the printed logins keep working. A demo
 * user an admin deleted stays deleted.
 */
async function restoreLostAccounts({ ctx, services }: SeedOptions): Promise<number> {
  const { users } = services;
  let restored = 0;
  for (const account of DEMO_ACCOUNTS) {
    const user = await users.findByEmail(account.email);
    if (!user) continue;
    const { uid, created } = await ctx.identity.ensureAccount(account.email, account.password, user.name);
    if (created) {
      restored++;
      await users.setUid(account.email, uid);
    }
  }
  return restored;
}

function listingOwner(listing: DemoListing): { account: DemoAccount; sellerName: string } {
  const account = demoAccount(listing.owner);
  return { account, sellerName: listing.owner === 'admin' ? SHOP_SELLER_NAME : account.name };
}

async function writeListings({ services }: SeedOptions, seedTime: Date): Promise<Map<string, ProductDoc>> {
  const { images, products: listings } = services;
  const products = new Map<string, ProductDoc>();
  // Rendering is CPU work in sharp's own threads: a few at a time keeps two cores busy.
  const queue = [...DEMO_LISTINGS.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, listing] = next;
      const { account, sellerName } = listingOwner(listing);
      // Distinct times (an hour apart within a day) so newest-first has one order.
      const createdAt = new Date(seedTime.getTime() - listing.daysAgo * 86_400_000 - index * 3_600_000);
      // The first photo keeps the id (and the drawing) it always had; the others are the same device on other backgrounds.
      const photos: string[] = [];
      for (let n = 0; n < (listing.photoCount ?? 1); n += 1) {
        const imageId = demoId(n === 0 ? `image:${listing.slug}` : `image:${listing.slug}:${n}`, seedTime);
        const picture = await renderDemoPicture(listing.deviceName, listing.look, n === 0 ? listing.slug : `${listing.slug}:${n}`);
        await images.importImage(imageId, { ...picture, ownerEmail: account.email });
        photos.push(imagePath(imageId));
      }
      const doc: ProductDoc = {
        _id: demoId(`product:${listing.slug}`, seedTime),
        customID: `MP-${demoId(`custom:${listing.slug}`, seedTime).toHexString().slice(-8).toUpperCase()}`,
        deviceName: listing.deviceName,
        brand: brandFromDeviceName(listing.deviceName),
        sellerName,
        sellerEmail: account.email,
        sellerId: demoId(`user:${account.key}`, seedTime).toHexString(),
        resalePrice: listing.resalePrice,
        originalPrice: listing.originalPrice,
        yearsOfUse: listing.yearsOfUse,
        postedDate: postedDate(createdAt),
        category: listing.category,
        condition: listing.condition,
        Contact: account.contact,
        Location: listing.Location,
        description: listing.description,
        img: photos[0]!,
        photos,
        status: 'available',
        advertised: listing.advertised,
        createdAt,
        ...demoImeiFields(listing.slug, listing.category, listing.neir),
      };
      await listings.importListing(doc);
      products.set(listing.slug, doc);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return products;
}

async function writeBooking({ services }: SeedOptions, seedTime: Date, products: Map<string, ProductDoc>): Promise<number> {
  const product = products.get(DEMO_BOOKING_SLUG);
  if (!product) throw new Error(`demo booking names a listing that is not seeded: ${DEMO_BOOKING_SLUG}`);
  const buyer = demoAccount('buyer');
  const booking: BookingDoc = { _id: demoId('booking:buyer', seedTime), ...newBooking(product, buyer, seedTime) };
  await services.bookings.importBooking(booking);
  return 1;
}
