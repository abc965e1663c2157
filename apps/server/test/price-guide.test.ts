// The price guide over HTTP on the real app: its figures on a known data set (median and quartiles,
// hand-computed, for an odd and an even count), the listings basis below five sales and the switch
// to sales at five, the badge on every list and page changing as sales complete, model names
// normalised, registered and unregistered phones kept apart, each permission cell, bad parameters,
// and a second API instance following the sales.
// Every sale is a deal walked through the real API: booked, paid, handed over, completed by the
// scheduler after the warranty (or by an Admin rejecting a claim).
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { normaliseModel, type PhoneListing, type PriceGuide } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { DAY_MS, advanceAndRun, getBooking, handedOverDeal, postClaim, postDecision, runScheduler } from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let app: TestApp;
let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller, admin] = await Promise.all([
    registerUser(app, 'Buyer', 'Pia Buyer'),
    registerUser(app, 'Seller', 'Sohel Seller'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
});
afterAll(() => app.stop());

/** A model name no other test uses: "Nimbus X7k2 …" normalises to "nimbus x7k2 …". */
const freshModel = () => `Nimbus X${randomBytes(3).toString('hex')}`;

async function guide(query: Record<string, string | number>, app_: TestApp = app, user?: TestUser): Promise<PriceGuide> {
  const req = app_.http().get('/price-guide').query(query);
  const res = await (user ? req.set(user.auth) : req);
  expect(res.status).toBe(200);
  return res.body as PriceGuide;
}

/** Sells one device per price (each listing of `seller`'s, bought by `buyer`), then completes them all: 8 days on, the scheduler runs. */
async function completeSales(prices: number[], listing: (i: number) => Partial<ProductDoc>): Promise<string[]> {
  const deals = [];
  for (const [i, resalePrice] of prices.entries()) deals.push(await handedOverDeal(app, buyer, seller, { ...listing(i), resalePrice }));
  await advanceAndRun(app, 8 * DAY_MS);
  for (const { bookingId } of deals) expect((await getBooking(app, buyer, bookingId)).body.status).toBe('completed');
  return deals.map((d) => d.bookingId);
}

/** The listing as each public answer carries it: search, its category grid, its page, and its seller's My products. */
async function badgesOf(listing: ProductDoc, app_: TestApp = app): Promise<Record<string, string | undefined>> {
  const id = listing._id.toHexString();
  const find = (items: PhoneListing[]) => {
    const item = items.find((i) => i._id === id);
    if (!item) throw new Error(`listing ${id} is not in the answer`);
    return item.priceBadge;
  };
  const search = await app_.http().get('/listings').query({ q: listing.deviceName, limit: 48 });
  const category = await app_.http().get('/category/smartphone').query({ limit: 48 });
  const page = await app_.http().get(`/products/${id}`);
  const mine = await app_.http().get('/products').set(seller.auth).query({ limit: 100 });
  return { search: find(search.body.items), category: find(category.body), page: page.body.priceBadge, mine: find(mine.body) };
}
const everywhere = (badge: string | undefined) => ({ search: badge, category: badge, page: badge, mine: badge });

describe('figures, basis and badges', () => {
  // The sales and listings of one model: "Samsung Galaxy A54", written as sellers write it.
  const NAMES = ['Samsung Galaxy A54 5G 8/256GB', 'Galaxy A54 8/128GB', 'SAMSUNG Galaxy A54 5G Awesome Lime', 'Samsung Galaxy A54 (8GB/256GB)', 'galaxy a54 5g'];
  const a54 = (i: number): Partial<ProductDoc> => ({ deviceName: NAMES[i % NAMES.length]!, brand: 'Samsung', condition: 'good', yearsOfUse: 1 + (i % 2) * 0.5 });
  const exact = { model: 'galaxy a54', condition: 'good', yearsOfUse: 1 };
  let cheap: ProductDoc;
  let middle: ProductDoc;
  let dear: ProductDoc;

  test('with no sales the guide is of the available listings, and no listing has a badge', async () => {
    expect(await guide(exact)).toEqual({ model: 'samsung galaxy a54', condition: 'good', useBand: '1-2', neir: null, basis: 'none', sales: 0, count: 0, median: null, low: null, high: null });
    cheap = await insertListing(app, seller, { ...a54(0), resalePrice: 10_000 });
    middle = await insertListing(app, seller, { ...a54(1), resalePrice: 12_000 });
    dear = await insertListing(app, seller, { ...a54(2), resalePrice: 17_000, advertised: true });
    // 10,000 12,000 17,000: median the middle one; quartiles at ranks 0.5 and 1.5.
    expect(await guide(exact)).toEqual({ model: 'samsung galaxy a54', condition: 'good', useBand: '1-2', neir: null, basis: 'listings', sales: 0, count: 3, median: 12_000, low: 11_000, high: 14_500 });
    for (const listing of [cheap, middle, dear]) expect(await badgesOf(listing)).toEqual(everywhere(undefined));
  });

  test('four sales are too few: still the listings, still no badge', async () => {
    await completeSales([15_000, 10_000, 13_000, 12_000], (i) => a54(i));
    expect(await guide(exact)).toMatchObject({ basis: 'listings', sales: 4, count: 3, median: 12_000 });
    expect(await badgesOf(cheap)).toEqual(everywhere(undefined));
  });

  test('the fifth sale switches the guide to sales (odd count) and badges the listings of its key', async () => {
    await completeSales([20_000], (i) => a54(i + 4));
    // 10,000 12,000 13,000 15,000 20,000: median rank 2, quartiles ranks 1 and 3.
    expect(await guide(exact)).toEqual({ model: 'samsung galaxy a54', condition: 'good', useBand: '1-2', neir: null, basis: 'sales', sales: 5, count: 5, median: 13_000, low: 12_000, high: 15_000 });
    expect(await badgesOf(cheap)).toEqual(everywhere('good')); // below the range
    expect(await badgesOf(middle)).toEqual(everywhere('fair')); // its low end, inclusive
    expect(await badgesOf(dear)).toEqual(everywhere(undefined)); // above: nothing
    // The advertised list carries it too.
    const advertised = await app.http().get('/advertise').query({ limit: 48 });
    expect((advertised.body as PhoneListing[]).find((l) => l._id === dear._id.toHexString())).not.toHaveProperty('priceBadge');
  });

  test('a sixth sale (even count) moves the range, and the badges with it', async () => {
    await completeSales([21_000], (i) => a54(i + 5));
    // 10,000 12,000 13,000 15,000 20,000 21,000: median between ranks 2 and 3; quartiles at 1.25 and 3.75.
    expect(await guide(exact)).toMatchObject({ basis: 'sales', sales: 6, count: 6, median: 14_000, low: 12_250, high: 18_750 });
    expect(await badgesOf(cheap)).toEqual(everywhere('good'));
    expect(await badgesOf(middle)).toEqual(everywhere('good')); // 12,000 is now below 12,250
    expect(await badgesOf(dear)).toEqual(everywhere('fair')); // 17,000 is now inside
    const advertised = await app.http().get('/advertise').query({ limit: 48 });
    expect((advertised.body as PhoneListing[]).find((l) => l._id === dear._id.toHexString())?.priceBadge).toBe('fair');
  });

  test('any spelling of the model finds the same figures; looser questions have their own', async () => {
    for (const model of ['galaxy a54', 'Samsung Galaxy A54 5G 8/256GB', 'SAMSUNG GALAXY A54 (8GB/128GB) black']) {
      expect(await guide({ ...exact, model })).toMatchObject({ model: 'samsung galaxy a54', basis: 'sales', sales: 6, median: 14_000 });
    }
    // The model alone, and with the condition only: the same six sales (all "good", 1–2 years).
    expect(await guide({ model: 'galaxy a54' })).toMatchObject({ condition: null, useBand: null, basis: 'sales', sales: 6, median: 14_000 });
    expect(await guide({ model: 'galaxy a54', condition: 'good' })).toMatchObject({ condition: 'good', useBand: null, sales: 6 });
    expect(await guide({ model: 'galaxy a54', yearsOfUse: 1.5 })).toMatchObject({ condition: null, useBand: '1-2', sales: 6 });
    // Another condition or band has none; another model stays apart.
    expect(await guide({ model: 'galaxy a54', condition: 'excellent' })).toMatchObject({ basis: 'none', sales: 0, count: 0, median: null });
    expect(await guide({ ...exact, yearsOfUse: 0.5 })).toMatchObject({ useBand: 'under-1', basis: 'none', sales: 0 });
    expect(await guide({ model: 'galaxy a34' })).toMatchObject({ model: 'samsung galaxy a34', basis: 'none', sales: 0 });
  });

  test('a sold listing has no badge on its page', async () => {
    const [bookingId] = await completeSales([9_000], (i) => a54(i));
    const booking = await getBooking(app, buyer, bookingId!);
    const page = await app.http().get(`/products/${booking.body.productId as string}`);
    expect(page.body.status).toBe('sold');
    expect(page.body).not.toHaveProperty('priceBadge');
  });

  test('one spelling in another condition or band is another device: the sales of "good, 1–2 years" badge none of them', async () => {
    const listing = (condition: ProductDoc['condition'], yearsOfUse: number) =>
      insertListing(app, seller, { deviceName: NAMES[0]!, brand: 'Samsung', condition, yearsOfUse, resalePrice: 10_000 });
    // The same name as sold listings, asked for in this order: its device's number is remembered per condition and band.
    const same = await listing('good', 1.5);
    const newer = await listing('good', 0.5);
    const better = await listing('excellent', 1);
    expect(await badgesOf(same)).toEqual(everywhere('good'));
    expect(await badgesOf(newer)).toEqual(everywhere(undefined));
    expect(await badgesOf(better)).toEqual(everywhere(undefined));
    // Each is counted under its own key in the listings basis.
    expect(await guide({ ...exact, yearsOfUse: 0.5 })).toMatchObject({ useBand: 'under-1', basis: 'listings', count: 1, median: 10_000 });
    expect(await guide({ ...exact, condition: 'excellent' })).toMatchObject({ condition: 'excellent', basis: 'listings', count: 1, median: 10_000 });
  });
});

describe('registered and unregistered phones are kept apart where both exist', () => {
  // One model, condition and band; the sales' listings are written straight into the database with
  // the NEIR status their seller stated (the price guide reads nothing else of it).
  const model = freshModel();
  const device = (neir?: 'registered' | 'unregistered'): Partial<ProductDoc> => ({ deviceName: `${model} 8/128GB`, condition: 'good', yearsOfUse: 1, ...(neir ? { neir } : {}) });
  const exact = { model, condition: 'good', yearsOfUse: 1 };
  let registered: ProductDoc;
  let unregistered: ProductDoc;
  let unknown: ProductDoc;

  test('sales of registered phones only: a registered phone is compared with them, an unregistered one with nothing', async () => {
    registered = await insertListing(app, seller, { ...device('registered'), resalePrice: 30_500 });
    unregistered = await insertListing(app, seller, { ...device('unregistered'), resalePrice: 22_000 });
    unknown = await insertListing(app, seller, { ...device(), resalePrice: 31_500 });
    await completeSales([30_000, 31_000, 32_000, 33_000, 34_000], () => device('registered'));
    expect(await badgesOf(registered)).toEqual(everywhere('good')); // below 31,000
    // Its own status has no sales, and the key's are all of the other: none to compare with.
    expect(await badgesOf(unregistered)).toEqual(everywhere(undefined));
    // A listing of unknown status (made before sellers were asked) is compared with every sale.
    expect(await badgesOf(unknown)).toEqual(everywhere('fair'));
    const figures = { basis: 'sales', sales: 5, count: 5, median: 32_000, low: 31_000, high: 33_000 };
    expect(await guide({ ...exact, neir: 'registered' })).toEqual({ model: normaliseModel(model), condition: 'good', useBand: '1-2', neir: 'registered', ...figures });
    // Too few of the status asked: every sale of the key, and the answer says so (neir: null).
    expect(await guide({ ...exact, neir: 'unregistered' })).toEqual({ model: normaliseModel(model), condition: 'good', useBand: '1-2', neir: null, ...figures });
    expect(await guide(exact)).toMatchObject({ neir: null, sales: 5 });
  });

  test('once unregistered phones have enough sales of their own, each status is compared with its own', async () => {
    await completeSales([20_000, 21_000, 22_000, 23_000, 24_000], () => device('unregistered'));
    expect(await badgesOf(unregistered)).toEqual(everywhere('fair')); // inside 21,000–23,000
    expect(await badgesOf(registered)).toEqual(everywhere('good'));
    // Every sale of the key: 20,000 … 24,000 and 30,000 … 34,000 (quartiles at ranks 2.25 and 6.75).
    expect(await badgesOf(unknown)).toEqual(everywhere('fair'));
    expect(await guide({ ...exact, neir: 'unregistered' })).toMatchObject({ neir: 'unregistered', basis: 'sales', sales: 5, median: 22_000, low: 21_000, high: 23_000 });
    expect(await guide({ ...exact, neir: 'registered' })).toMatchObject({ neir: 'registered', sales: 5, median: 32_000 });
    expect(await guide(exact)).toMatchObject({ neir: null, sales: 10, median: 27_000, low: 22_250, high: 31_750 });
    // The looser keys are kept apart too.
    expect(await guide({ model, neir: 'UNREGISTERED' })).toMatchObject({ condition: null, useBand: null, neir: 'unregistered', sales: 5, median: 22_000 });
  });

  test('with no sales of the other status, a phone of too few sales of its own is compared with every sale of the key', async () => {
    const other = freshModel();
    const listing = (neir?: 'registered'): Partial<ProductDoc> => ({ deviceName: other, condition: 'fair', yearsOfUse: 2, ...(neir ? { neir } : {}) });
    const onSale = await insertListing(app, seller, { ...listing('registered'), resalePrice: 10_500 });
    await completeSales([10_000, 11_000, 12_000, 13_000, 14_000], () => listing());
    expect(await badgesOf(onSale)).toEqual(everywhere('good'));
    expect(await guide({ model: other, neir: 'registered' })).toMatchObject({ neir: null, sales: 5, median: 12_000 });
  });
});

test('a search asked again after a sale was counted, nothing else changed, carries the badge that sale gave', async () => {
  // A search asked again while neither the listings nor the guide's figures changed is answered
  // with the bytes it was answered with before; a sale counted is such a change on its own.
  const model = freshModel();
  const listing = (): Partial<ProductDoc> => ({ deviceName: model, condition: 'good', yearsOfUse: 1 });
  const onSale = await insertListing(app, seller, { ...listing(), resalePrice: 9_000 });
  await completeSales([15_000, 16_000, 17_000, 18_000], () => listing());
  // The fifth sale's listing is sold (search changes now), its sale counted 8 days on (only the guide changes then).
  const fifth = await handedOverDeal(app, buyer, seller, { ...listing(), resalePrice: 16_500 });
  expect(await badgesOf(onSale)).toEqual(everywhere(undefined));
  await advanceAndRun(app, 8 * DAY_MS);
  expect((await getBooking(app, buyer, fifth.bookingId)).body.status).toBe('completed');
  expect(await badgesOf(onSale)).toEqual(everywhere('good'));
});

test('a claim rejected by an Admin completes the deal and counts its sale; one refunded does not', async () => {
  const model = freshModel();
  const deal = (resalePrice: number) => handedOverDeal(app, buyer, seller, { deviceName: model, condition: 'fair', yearsOfUse: 3, resalePrice });
  const rejected = await deal(8_000);
  const refunded = await deal(9_000);
  for (const { bookingId } of [rejected, refunded]) expect((await postClaim(app, buyer, bookingId)).status).toBe(200);
  expect((await postDecision(app, admin, rejected.bookingId, 'reject')).status).toBe(200);
  expect((await postDecision(app, admin, refunded.bookingId, 'refund')).status).toBe(200);
  expect(await guide({ model })).toMatchObject({ basis: 'none', sales: 1 });
  // A follow-up that runs again (the scheduler finishing it) counts nothing twice.
  const booking = await app.server.db.collections.bookings.findOne({ _id: new ObjectId(rejected.bookingId) });
  await app.server.services.priceGuide.recordSale(booking!);
  await runScheduler(app);
  expect(await guide({ model })).toMatchObject({ sales: 1 });
  expect(await app.server.db.collections.priceSales.countDocuments({ deviceName: model })).toBe(1);
});

test('anyone may look a model up: anonymous and every role get the same answer', async () => {
  const model = freshModel();
  await insertListing(app, seller, { deviceName: `${model} 6/128GB`, condition: 'good', yearsOfUse: 2, resalePrice: 15_000 });
  const query = { model, condition: 'good', yearsOfUse: 2 };
  const anonymous = await guide(query);
  expect(anonymous).toMatchObject({ basis: 'listings', count: 1, median: 15_000, low: 15_000, high: 15_000, useBand: '2-3' });
  for (const user of [buyer, seller, admin]) expect(await guide(query, app, user)).toEqual(anonymous);
  // A token that is not ours changes nothing either: the call reads none.
  const res = await app.http().get('/price-guide').query(query).set('Authorization', 'Bearer nonsense');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(anonymous);
});

test('bad parameters are a 400 with the field named, never a 500', async () => {
  const cases: Array<[string, string]> = [
    ['', 'model'],
    ['model=', 'model'],
    ['model=5G%20128GB', 'model'],
    [`model=${'x'.repeat(81)}`, 'model'],
    ['model=a&model=b', 'model'],
    ['model[$ne]=x', 'model[$ne]'],
    ['model=galaxy%20a54&condition=mint', 'condition'],
    ['model=galaxy%20a54&condition=good&condition=fair', 'condition'],
    ['model=galaxy%20a54&yearsOfUse=-1', 'yearsOfUse'],
    ['model=galaxy%20a54&yearsOfUse=51', 'yearsOfUse'],
    ['model=galaxy%20a54&yearsOfUse=abc', 'yearsOfUse'],
    ['model=galaxy%20a54&neir=yes', 'neir'],
    ['model=galaxy%20a54&neir=registered&neir=unregistered', 'neir'],
    ['model=galaxy%20a54&price=1', 'price'],
  ];
  for (const [query, field] of cases) {
    const res = await app.http().get(`/price-guide?${query}`);
    expect([query, res.status]).toEqual([query, 400]);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  }
});

test('another API instance counts the sales at start-up and follows new ones through its scheduler', async () => {
  const model = freshModel();
  const listing = (i: number): Partial<ProductDoc> => ({ deviceName: model, condition: 'excellent', yearsOfUse: 0.5 + i * 0.1 });
  await completeSales([30_000, 31_000, 32_000, 33_000], listing);
  // Listed out of price order: the second instance sorts each key's listing prices as it starts.
  for (const resalePrice of [40_000, 20_000, 30_000]) await insertListing(app, seller, { ...listing(0), resalePrice });
  const onSale = await insertListing(app, seller, { ...listing(0), resalePrice: 30_500 });

  const second = await startTestApp({ MONGODB_DB: app.config.MONGODB_DB });
  try {
    // 20,000 30,000 30,500 40,000: median between ranks 1 and 2, quartiles at ranks 0.75 and 2.25.
    expect(await guide({ model, condition: 'excellent', yearsOfUse: 0.5 }, second)).toMatchObject({ basis: 'listings', sales: 4, count: 4, median: 30_250, low: 27_500, high: 32_875 });
    await completeSales([34_000], listing);
    expect(await badgesOf(onSale)).toMatchObject({ search: 'good', page: 'good' });
    // The second instance learns of the fifth sale at its next scheduled run, and badges its own read model.
    await runScheduler(second);
    expect(await guide({ model, condition: 'excellent', yearsOfUse: 0.5 }, second)).toMatchObject({ basis: 'sales', sales: 5, low: 31_000, high: 33_000 });
    expect(await badgesOf(onSale, second)).toEqual(everywhere('good'));
  } finally {
    await second.server.stop();
  }
});
