// The demo data: loaded into an empty database once, on the real database and Auth Emulator.
import { createHash } from 'node:crypto';
import { GridFSBucket, ObjectId } from 'mongodb';
import { CATEGORY_IDS, CONDITIONS } from '@mobile-planet/shared';
import { IMAGES_BUCKET } from '../src/modules/images/images.repository';
import { DEMO_ACCOUNTS, demoAccount } from '../src/seed/demo-accounts';
import { DEMO_BOOKING_BUYERS, DEMO_BOOKINGS, DEMO_REPORT } from '../src/seed/demo-bookings';
import { DEMO_BOOKING_SLUG, DEMO_LISTINGS } from '../src/seed/demo-listings';
import { SEED_MARKER_ID, seedDemoData, type SeedMarker } from '../src/seed/seed-demo-data';
import { DEMO_OFFERS } from '../src/seed/seed-demo-offers';
import { DEMO_QUESTIONS_SLUG } from '../src/seed/seed-demo-questions';
import { mailsTo } from './support/mailpit';
import { DEMO_FAVOURITES, DEMO_PRICE_DROP, DEMO_SAVED_SEARCH } from '../src/seed/seed-demo-follow';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let app: TestApp;

/** The demo seller's deals that sold a listing of their own (the others were on catalogue listings). */
const SOLD_DEAL_LISTINGS = DEMO_BOOKINGS.filter((d) => typeof d.listing !== 'string').length;
const ALL_PRODUCTS = DEMO_LISTINGS.length + SOLD_DEAL_LISTINGS;
const ALL_BOOKINGS = 1 + DEMO_BOOKINGS.length;
/** One picture per listing, and the more photos of the few demo listings with a gallery. */
const ALL_IMAGES = ALL_PRODUCTS + DEMO_LISTINGS.reduce((more, l) => more + (l.photoCount ?? 1) - 1, 0);
const ALL_USERS = DEMO_ACCOUNTS.length + DEMO_BOOKING_BUYERS.length;

const seed = (extra: Partial<Parameters<typeof seedDemoData>[0]> = {}) =>
  seedDemoData({ ctx: app.server.context, services: app.server.services, onEmulator: true, ...extra });

/** Signs in on the emulator as the web app does; answers the Firebase ID token or the error. */
async function signIn(email: string, password: string): Promise<{ idToken?: string; error?: { message: string } }> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  return (await res.json()) as { idToken?: string; error?: { message: string } };
}

async function readImage(id: ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new GridFSBucket(app.server.db.db, { bucketName: IMAGES_BUCKET }).openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Loading the demo takes seconds (pictures, accounts on the emulator): the tests that read what one
// load leaves share it, in this order (the last two start the seed again on it).
describe('the demo, once loaded', () => {
  let seeded: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    app = await startTestApp();
    seeded = await seed();
  });
  afterAll(() => app.stop());

  test('an empty database gets the three accounts, a stocked catalogue with pictures and the buyer\'s booking', async () => {
    expect(seeded).toMatchObject({ status: 'seeded', accounts: 3, listings: DEMO_LISTINGS.length, bookings: ALL_BOOKINGS });
    const { users, products, bookings } = app.server.db.collections;

    // Accounts: in the identity provider (the printed password signs in) and in the users collection.
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(account.email, account.password);
      expect(session.error).toBeUndefined();
      const user = await users.findOne({ email: account.email });
      expect(user).toMatchObject({ email: account.email, role: account.role, name: account.name });
      expect(user?.uid).toEqual(expect.any(String));
    }
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual(['Admin', 'Buyer', 'Seller']);

    // Listings: at least 24 on the market, every category, varied in price, condition, years of use and place.
    const docs = await products.find({ status: 'available' }).toArray();
    expect(docs).toHaveLength(DEMO_LISTINGS.length);
    expect(docs.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORY_IDS) expect(docs.filter((d) => d.category === category).length).toBeGreaterThanOrEqual(6);
    expect(new Set(docs.map((d) => d.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(docs.map((d) => d.resalePrice)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.yearsOfUse)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(docs.map((d) => d.Location.split(' (')[0])).size).toBeGreaterThanOrEqual(10);
    expect(docs.filter((d) => d.advertised).length).toBeGreaterThanOrEqual(5);
    for (const d of docs) {
      expect(d.status).toBe('available');
      expect(d.resalePrice).toBeLessThan(d.originalPrice);
      expect(d.img).toMatch(/^\/images\/[a-f0-9]{24}$/);
      expect(d.photos?.[0]).toBe(d.img);
      expect(d.customID).toMatch(/^MP-[0-9A-F]{8}$/);
      expect([demoAccount('seller').email, demoAccount('admin').email]).toContain(d.sellerEmail);
    }

    // Every phone states its NEIR status, most registered, a few not (both badges and the filter show); tablets, without an IMEI, none.
    for (const d of docs) expect(d.neir).toBe(d.imei ? (DEMO_LISTINGS.find((l) => l.deviceName === d.deviceName)?.neir ?? 'registered') : undefined);
    expect(docs.filter((d) => d.neir === 'registered').length).toBeGreaterThan(docs.filter((d) => d.neir === 'unregistered').length);
    expect(docs.filter((d) => d.neir === 'unregistered').length).toBeGreaterThanOrEqual(2);

    // A few have a gallery, so a newcomer sees one.
    expect(docs.filter((d) => (d.photos?.length ?? 0) > 1).length).toBeGreaterThanOrEqual(3);

    // Pictures: a WebP of its own for each listing, owned by the listing's seller.
    const hashes = new Set<string>();
    for (const d of docs) {
      const id = new ObjectId(d.img.split('/').pop());
      const file = await app.server.db.db.collection(`${IMAGES_BUCKET}.files`).findOne({ _id: id });
      expect(file?.metadata).toEqual({ contentType: 'image/webp', ownerEmail: d.sellerEmail, width: 800, height: 600 });
      const bytes = await readImage(id);
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
      hashes.add(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(hashes.size).toBe(docs.length);

    // The demo buyer has booked an available listing of the demo seller, unpaid.
    const booked = await bookings.find({ email: demoAccount('buyer').email, status: 'booked' }).toArray();
    expect(booked).toHaveLength(1);
    const product = docs.find((d) => d._id.equals(booked[0]?.productId));
    expect(product).toMatchObject({ sellerEmail: demoAccount('seller').email, status: 'available', deviceName: DEMO_LISTINGS.find((l) => l.slug === DEMO_BOOKING_SLUG)?.deviceName });
    expect(booked[0]).toMatchObject({ paid: false, price: product?.resalePrice, device: product?.deviceName, name: demoAccount('buyer').name });
  });

  test("the demo seller's deals: sales in every state, an open claim, reviews on their page and cards", async () => {
    const seller = demoAccount('seller');
    const admin = demoAccount('admin');
    const sales = await app.server.db.collections.bookings.find({ sellerEmail: seller.email }).toArray();
    expect(new Set(sales.map((s) => s.status))).toEqual(new Set(['booked', 'paid', 'handed_over', 'claimed', 'completed', 'expired', 'cancelled']));
    // Each deal's history leads to its status, and a transition would come next at its version.
    for (const sale of sales) {
      expect(sale.version).toBe(sale.history.length);
      expect(sale.history.at(-1)?.to ?? 'booked').toBe(sale.status);
    }
    const paid = sales.find((s) => s.status === 'paid');
    expect(paid?.handoverCode).toMatch(/^\d{6}$/);

    // The seller's public page: the reviews and their average.
    const sellerUser = await app.server.db.collections.users.findOne({ email: seller.email });
    const page = await app.http().get(`/sellers/${sellerUser?._id.toHexString()}`);
    expect(page.status).toBe(200);
    const ratings = DEMO_BOOKINGS.flatMap((d) => (d.review ? [d.review.rating] : []));
    expect(page.body.rating).toEqual({ average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10, count: ratings.length });
    expect(page.body.reviews.items).toHaveLength(ratings.length);
    // ... and on their listings in the catalogue.
    const listings = await app.http().get('/listings').query({ seller: sellerUser?._id.toHexString() });
    expect(listings.body.items.length).toBeGreaterThan(0);
    for (const item of listings.body.items) expect(item.sellerRating).toEqual(page.body.rating);

    // The Moderation queue has the demo report.
    const queue = await app.server.services.moderation.list('open', { limit: 10 });
    expect(queue.items.map((c) => c.product.deviceName)).toContain(DEMO_LISTINGS.find((l) => l.slug === DEMO_REPORT.listing)?.deviceName);

    // The open claim is in the Admin's queue; completed deals have their payouts.
    const claimed = sales.filter((s) => s.status === 'claimed');
    expect(claimed).toHaveLength(1);
    expect(await app.server.db.collections.payouts.countDocuments()).toBe(sales.filter((s) => s.status === 'completed').length);
    expect(await app.server.db.collections.users.findOne({ email: admin.email })).toMatchObject({ role: 'Admin' });

    // A question thread a newcomer finds: the demo buyer's, answered; another buyer's, waiting for the seller (whose bell tells of it).
    const asked = await app.server.db.collections.products.findOne({ deviceName: DEMO_LISTINGS.find((l) => l.slug === DEMO_QUESTIONS_SLUG)?.deviceName });
    const threads = await app.server.db.collections.questionThreads.find({ productId: asked!._id }).sort({ createdAt: 1 }).toArray();
    expect(threads.map((t) => [t.askerEmail, t.lastFrom])).toEqual([[demoAccount('buyer').email, 'seller'], [expect.any(String), 'asker']]);
    expect(await app.server.db.collections.notifications.countDocuments({ email: seller.email, kind: 'question', productId: asked!._id })).toBe(2);
    expect(await app.server.db.collections.notifications.countDocuments({ email: demoAccount('buyer').email, kind: 'question_answer' })).toBe(1);

    // The demo buyer's bargaining: an open offer (the seller's turn) and a countered one (the buyer's), on the demo seller's listings.
    const offers = await app.server.db.collections.offers.find({ buyerEmail: demoAccount('buyer').email }).sort({ createdAt: 1 }).toArray();
    expect(offers.map((o) => [o.device, o.status, o.amount, o.sellerEmail])).toEqual(
      DEMO_OFFERS.map((d) => [DEMO_LISTINGS.find((l) => l.slug === d.slug)?.deviceName, d.counter ? 'countered' : 'open', d.counter ?? d.amount, seller.email]),
    );
    expect(await app.server.db.collections.notifications.countDocuments({ email: seller.email, kind: 'offer_made' })).toBe(DEMO_OFFERS.length);
    expect(await app.server.db.collections.notifications.countDocuments({ email: demoAccount('buyer').email, kind: 'offer_countered' })).toBe(1);
  });

  test("the demo's mail: the seller's deal and offer notifications are mailed in Bangla, the language the seed gives them; the buyer's in English", async () => {
    const seller = demoAccount('seller');
    const queued = await app.server.db.collections.mailOutbox.find({ to: seller.email }).toArray();
    expect(queued.map((m) => [m.kind, m.language]).sort()).toEqual([['claim_opened', 'bn'], ['offer_made', 'bn'], ['offer_made', 'bn'], ['paid', 'bn']]);
    // The demo buyer reads English: the seller's counter, a favourite's price drop and the saved search's digest.
    const buyerMail = await app.server.db.collections.mailOutbox.find({ to: demoAccount('buyer').email }).toArray();
    expect(buyerMail.map((m) => [m.kind, m.language]).sort()).toEqual([
      ['favourite_price_drop', 'en'], ['offer_countered', 'en'], ['saved_search_digest', 'en'],
    ]);
    // The sender delivers them (Mailpit is shared by the run, and other seeds mail the same address: at least these).
    await app.server.scheduler.runOnce();
    const subjects = (await mailsTo(seller.email)).map((m) => m.Subject);
    expect(subjects).toEqual(expect.arrayContaining(['Samsung Galaxy M14 5G 6/128GB-এর পেমেন্ট হয়েছে', 'Oppo A78 8/128GB-এর জন্য ওয়ারেন্টি দাবি']));
  });

  test('the API answers the demo catalogue: advertised and category lists, pictures', async () => {
    const advertised = await app.http().get('/advertise');
    expect(advertised.status).toBe(200);
    expect(advertised.body.length).toBe(DEMO_LISTINGS.filter((l) => l.advertised).length);
    const smartphones = await app.http().get('/category/smartphone');
    expect(smartphones.body.length).toBe(DEMO_LISTINGS.filter((l) => l.category === 'smartphone').length);
    const img = smartphones.body[0].img as string;
    expect(img).toMatch(/^http:\/\/api\.test\/images\/[a-f0-9]{24}$/);
    const picture = await app.http().get(new URL(img).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  test('comparable sales: the price guide has figures and demo listings show a badge on first start', async () => {
    const a54 = await app.http().get('/price-guide').query({ model: 'galaxy a54', condition: 'excellent', yearsOfUse: 1 });
    // Five A54 sales (31,000 33,000 34,000 35,500 36,000), however their sellers wrote the name.
    expect(a54.body).toEqual({ model: 'samsung galaxy a54', condition: 'excellent', useBand: '1-2', neir: null, basis: 'sales', sales: 5, count: 5, median: 34_000, low: 33_000, high: 35_500 });
    const badgeOf = async (q: string) => {
      const res = await app.http().get('/listings').query({ q });
      expect(res.body.items).toHaveLength(1);
      return res.body.items[0].priceBadge as string | undefined;
    };
    expect(await badgeOf('galaxy a54')).toBe('good'); // 32,000, below the range
    expect(await badgeOf('redmi note 13')).toBe('fair'); // 19,500 within 19,000–20,500
    // And after a restart, from the sales the new instance reads at start-up.
    const restarted = await startTestApp({ MONGODB_DB: app.config.MONGODB_DB });
    try {
      const res = await restarted.http().get('/listings').query({ q: 'galaxy a54' });
      expect(res.body.items[0].priceBadge).toBe('good');
    } finally {
      await restarted.server.stop();
    }
  });

  test('the demo buyer comes back: favourites, one with its price drop told, and a saved search with its digest', async () => {
    const buyer = demoAccount('buyer').email;
    const { favourites, notifications, savedSearches, products } = app.server.db.collections;
    const kept = await favourites.find({ email: buyer }).toArray();
    expect(kept.map((f) => f.deviceName).sort()).toEqual(DEMO_FAVOURITES.map((slug) => DEMO_LISTINGS.find((l) => l.slug === slug)!.deviceName).sort());
    const dropped = DEMO_LISTINGS.find((l) => l.slug === DEMO_FAVOURITES[0])!;
    const listing = await products.findOne({ deviceName: dropped.deviceName });
    expect(listing).toMatchObject({ resalePrice: DEMO_PRICE_DROP, priceHistory: [expect.objectContaining({ price: dropped.resalePrice })] });
    expect(await notifications.find({ email: buyer, kind: 'favourite_price_drop' }).toArray()).toEqual([
      expect.objectContaining({ productId: listing!._id, amount: DEMO_PRICE_DROP, previousAmount: dropped.resalePrice, read: false }),
    ]);
    const searches = await savedSearches.find({ email: buyer }).toArray();
    expect(searches.map((s) => s.name)).toEqual([DEMO_SAVED_SEARCH.name]);
    const digests = await notifications.find({ email: buyer, kind: 'saved_search_digest' }).toArray();
    expect(digests).toEqual([expect.objectContaining({ savedSearchId: searches[0]!._id, searchName: DEMO_SAVED_SEARCH.name, count: expect.any(Number) })]);
    expect(digests[0]!.count).toBeGreaterThan(0);

    // A second start keeps them as they are.
    await app.server.db.db.collection<SeedMarker>('meta').updateOne({ _id: SEED_MARKER_ID }, { $set: { state: 'seeding', claimedAt: new Date(0) } });
    expect((await seed()).status).toBe('seeded');
    expect(await favourites.countDocuments({ email: buyer })).toBe(DEMO_FAVOURITES.length);
    expect(await products.findOne({ deviceName: dropped.deviceName })).toMatchObject({ resalePrice: DEMO_PRICE_DROP });
    expect(await savedSearches.countDocuments({ email: buyer })).toBe(1);
    expect(await notifications.countDocuments({ email: buyer, kind: { $in: ['saved_search_digest', 'favourite_price_drop'] } })).toBe(2);
  });

  test('a second start changes nothing: the data is loaded once', async () => {
    const before = await Promise.all([app.server.db.collections.products.countDocuments(), app.server.db.collections.users.countDocuments()]);
    const again = await seed();
    expect(again).toEqual({ status: 'already-seeded', restoredAccounts: 0 });
    const after = await Promise.all([app.server.db.collections.products.countDocuments(), app.server.db.collections.users.countDocuments()]);
    expect(after).toEqual(before);
    expect(await app.server.db.db.collection(`${IMAGES_BUCKET}.files`).countDocuments()).toBe(ALL_IMAGES);
  });
});

describe('each on a database of its own', () => {
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.stop());

  test('two starts at once seed once', async () => {
    const outcomes = await Promise.all([seed(), seed()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['seeded', 'skipped']);
    expect(await app.server.db.collections.products.countDocuments()).toBe(ALL_PRODUCTS);
    expect(await app.server.db.collections.bookings.countDocuments()).toBe(ALL_BOOKINGS);
  });

  test('a database that already has users or listings is left alone', async () => {
    await app.server.db.collections.users.insertOne({ _id: new ObjectId(), name: 'Real User', email: 'real@example.test', role: 'Buyer', createdAt: new Date() });
    const outcome = await seed();
    expect(outcome).toEqual({ status: 'skipped', reason: 'the database already has users or listings' });
    expect(await app.server.db.collections.products.countDocuments()).toBe(0);
    expect(await app.server.db.db.collection('meta').countDocuments()).toBe(0);
  });

  test('never against a real identity project: the demo passwords are public', async () => {
    const outcome = await seed({ onEmulator: false });
    expect(outcome.status).toBe('skipped');
    expect(await app.server.db.collections.users.countDocuments()).toBe(0);
  });

  test('a seed cut short is finished by the next start, without duplicates', async () => {
    const seedTime = new Date(Date.now() - 10 * 60_000);
    // What a start that died half-way leaves: its claim, and some of the listings.
    await app.server.db.db.collection<SeedMarker>('meta').insertOne({ _id: SEED_MARKER_ID, state: 'seeding', claimedBy: 'dead', claimedAt: seedTime, seedTime });
    const first = await seed({ now: seedTime });
    expect(first.status).toBe('skipped'); // the claim is fresh for a clock at seedTime
    await app.server.db.collections.products.deleteMany({});
    const resumed = await seed();
    expect(resumed.status).toBe('seeded');
    await app.server.db.collections.products.deleteOne({ category: 'tablet' });
    await app.server.db.db.collection<SeedMarker>('meta').updateOne({ _id: SEED_MARKER_ID }, { $set: { state: 'seeding', claimedAt: seedTime } });
    const again = await seed();
    expect(again.status).toBe('seeded');
    expect(await app.server.db.collections.products.countDocuments()).toBe(ALL_PRODUCTS);
    expect(await app.server.db.db.collection(`${IMAGES_BUCKET}.files`).countDocuments()).toBe(ALL_IMAGES);
    expect(await app.server.db.collections.bookings.countDocuments()).toBe(ALL_BOOKINGS);
    expect(await app.server.db.collections.users.countDocuments()).toBe(ALL_USERS);
    expect(await app.server.db.collections.reviews.countDocuments()).toBe(DEMO_BOOKINGS.filter((d) => d.review).length);
    expect(await app.server.db.collections.messages.countDocuments()).toBe(DEMO_BOOKINGS.reduce((n, d) => n + (d.messages?.length ?? 0), 0));
    expect(await app.server.db.collections.questionMessages.countDocuments()).toBe(3);
  });

  test('a demo account lost by the identity provider comes back; one an admin deleted does not', async () => {
    await seed();
    const buyer = demoAccount('buyer');
    const seller = demoAccount('seller');
    await app.server.identity.deleteAccountByEmail(buyer.email);
    expect((await signIn(buyer.email, buyer.password)).error).toBeDefined();
    // The admin deleted the seller: both the record and the account are gone.
    await app.server.db.collections.users.deleteOne({ email: seller.email });
    await app.server.identity.deleteAccountByEmail(seller.email);

    const outcome = await seed();
    expect(outcome).toEqual({ status: 'already-seeded', restoredAccounts: 1 });
    expect((await signIn(buyer.email, buyer.password)).idToken).toEqual(expect.any(String));
    expect((await signIn(seller.email, seller.password)).error).toBeDefined();

    // Put the seller back for the other tests sharing this emulator.
    await app.server.identity.ensureAccount(seller.email, seller.password, seller.name);
  });
});
