// Demo data for a fresh installation (DESIGN.md §3): the three accounts in the identity provider
// and the users collection, the listings with their pictures, and one booking of the demo buyer.
//
// Loaded into an empty database only, never twice: a marker document in `meta` is claimed with a
// unique _id before anything is written, so two APIs starting at once seed once. Every document
// has an id derived from its name and is written with an upsert, so a seed cut short (a crash)
// is finished by the next start instead of leaving half a catalogue.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId } from 'mongodb';
import { brandFromDeviceName } from '@mobile-planet/shared';
import type { BookingDoc, Database, ProductDoc } from '../db/mongo';
import type { IdentityProvider } from '../modules/auth/identity';
import { imagePath } from '../modules/images/image-url';
import { IMAGES_BUCKET, type ImageMetadata } from '../modules/images/images.repository';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from './demo-accounts';
import { DEMO_BOOKING_SLUG, DEMO_LISTINGS, SHOP_SELLER_NAME, type DemoListing } from './demo-listings';
import { renderDemoPicture } from './demo-pictures';

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
  db: Database;
  identity: IdentityProvider;
  /**
   * True when the identity provider is the Auth Emulator. The demo passwords are published in the
   * README, so their accounts (an Admin among them) are never created in a real Firebase project.
   */
  onEmulator: boolean;
  log?: (line: string) => void;
  now?: Date;
}

/** An ObjectId that is the same on every run: the seed time, then a hash of the document's name. */
function demoId(name: string, seedTime: Date): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(seedTime.getTime() / 1000), 0);
  createHash('sha256').update(`mobile-planet-demo:${name}`).digest().copy(bytes, 4, 0, 8);
  return new ObjectId(bytes);
}

export async function seedDemoData(options: SeedOptions): Promise<SeedOutcome> {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  const meta = db.db.collection<SeedMarker>('meta');

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
    const [users, products] = await Promise.all([db.collections.users.countDocuments({}, { limit: 1 }), db.collections.products.countDocuments({}, { limit: 1 })]);
    if (users > 0 || products > 0) return { status: 'skipped', reason: 'the database already has users or listings' };
    try {
      await meta.insertOne({ _id: SEED_MARKER_ID, state: 'seeding', claimedBy: me, claimedAt: now, seedTime });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return { status: 'skipped', reason: 'another process is loading the demo data' };
      throw err;
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
  const bookings = await writeBooking(options, seedTime, products);
  const counts = { accounts, listings: products.size, bookings };
  await meta.updateOne({ _id: SEED_MARKER_ID, claimedBy: me }, { $set: { state: 'done', doneAt: new Date(), counts } });
  const ms = Date.now() - started;
  log(`Demo data loaded: ${accounts} accounts, ${products.size} listings with pictures, ${bookings} booking (${ms} ms).`);
  return { status: 'seeded', ...counts, ms };
}

async function writeAccounts({ db, identity }: SeedOptions, seedTime: Date): Promise<number> {
  for (const account of DEMO_ACCOUNTS) {
    const { uid } = await identity.ensureAccount(account.email, account.password, account.name);
    await db.collections.users.updateOne(
      { email: account.email },
      {
        $setOnInsert: { _id: demoId(`user:${account.key}`, seedTime), name: account.name, email: account.email, role: account.role, createdAt: seedTime },
        $set: { uid },
      },
      { upsert: true },
    );
  }
  return DEMO_ACCOUNTS.length;
}

/**
 * A demo user still in the users collection whose identity account is gone (an emulator that
 * was killed before it could export) gets it back, so the printed logins keep working. A demo
 * user an admin deleted stays deleted.
 */
async function restoreLostAccounts({ db, identity }: SeedOptions): Promise<number> {
  let restored = 0;
  for (const account of DEMO_ACCOUNTS) {
    const user = await db.collections.users.findOne({ email: account.email });
    if (!user) continue;
    const { uid, created } = await identity.ensureAccount(account.email, account.password, user.name);
    if (created) {
      restored++;
      await db.collections.users.updateOne({ _id: user._id }, { $set: { uid } });
    }
  }
  return restored;
}

function listingOwner(listing: DemoListing): { account: DemoAccount; sellerName: string } {
  const account = demoAccount(listing.owner);
  return { account, sellerName: listing.owner === 'admin' ? SHOP_SELLER_NAME : account.name };
}

/** The day a listing was posted, as the add-product form writes it ("12 Oct 2025"). */
function postedDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });
}

async function writeListings({ db }: SeedOptions, seedTime: Date): Promise<Map<string, ProductDoc>> {
  const bucket = new GridFSBucket(db.db, { bucketName: IMAGES_BUCKET });
  const products = new Map<string, ProductDoc>();
  // Rendering is CPU work in sharp's own threads: a few at a time keeps two cores busy.
  const queue = [...DEMO_LISTINGS.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, listing] = next;
      const { account, sellerName } = listingOwner(listing);
      // Distinct times (an hour apart within a day) so newest-first has one order.
      const createdAt = new Date(seedTime.getTime() - listing.daysAgo * 86_400_000 - index * 3_600_000);
      const imageId = demoId(`image:${listing.slug}`, seedTime);
      await storePicture(db, bucket, imageId, listing, account.email);
      const doc: ProductDoc = {
        _id: demoId(`product:${listing.slug}`, seedTime),
        customID: `MP-${demoId(`custom:${listing.slug}`, seedTime).toHexString().slice(-8).toUpperCase()}`,
        deviceName: listing.deviceName,
        brand: brandFromDeviceName(listing.deviceName),
        sellerName,
        sellerEmail: account.email,
        resalePrice: listing.resalePrice,
        originalPrice: listing.originalPrice,
        yearsOfUse: listing.yearsOfUse,
        postedDate: postedDate(createdAt),
        category: listing.category,
        condition: listing.condition,
        Contact: account.contact,
        Location: listing.Location,
        description: listing.description,
        img: imagePath(imageId),
        status: 'available',
        advertised: listing.advertised,
        createdAt,
      };
      await db.collections.products.updateOne({ _id: doc._id }, { $setOnInsert: doc }, { upsert: true });
      products.set(listing.slug, doc);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return products;
}

async function storePicture(db: Database, bucket: GridFSBucket, id: ObjectId, listing: DemoListing, ownerEmail: string): Promise<void> {
  const files = db.db.collection(`${IMAGES_BUCKET}.files`);
  if (await files.findOne({ _id: id }, { projection: { _id: 1 } })) return;
  // Chunks of an upload that a crash cut short would collide with the new ones.
  await db.db.collection(`${IMAGES_BUCKET}.chunks`).deleteMany({ files_id: id });
  const picture = await renderDemoPicture(listing.deviceName, listing.look, listing.slug);
  const metadata: ImageMetadata = { contentType: picture.contentType, ownerEmail, width: picture.width, height: picture.height };
  await pipeline(Readable.from([picture.data]), bucket.openUploadStreamWithId(id, `${id.toHexString()}.webp`, { metadata }));
}

async function writeBooking({ db }: SeedOptions, seedTime: Date, products: Map<string, ProductDoc>): Promise<number> {
  const product = products.get(DEMO_BOOKING_SLUG);
  if (!product) throw new Error(`demo booking names a listing that is not seeded: ${DEMO_BOOKING_SLUG}`);
  const buyer = demoAccount('buyer');
  const booking: BookingDoc = {
    _id: demoId('booking:buyer', seedTime),
    name: buyer.name,
    email: buyer.email,
    device: product.deviceName,
    price: product.resalePrice,
    contact: buyer.contact,
    location: buyer.location,
    paid: false,
    productId: product._id,
    img: product.img,
    createdAt: seedTime,
  };
  await db.collections.bookings.updateOne({ _id: booking._id }, { $setOnInsert: booking }, { upsert: true });
  return 1;
}
