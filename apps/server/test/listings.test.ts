// The catalogue's lists on the real app: GET /listings (search, filters, sorts, keyset pages),
// GET /listings/facets (with the NEIR filter and its counts), and the pages of the spec's lists GET /category/{id}, GET /advertise and
// GET /products. One data set of recognisable listings, written straight into the database (and
// told to the read model, as the products module does), so every expectation is exact.
import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';
import {
  BRANDS, CATEGORY_IDS, CONDITIONS, LISTING_SORTS, MSG, NEIR_STATUSES, PAGE_SIZE, PRICE_BANDS, type Brand, type CategoryId, type Condition, type ListingSort, type NeirStatus,
} from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { registerUser, type TestUser } from './support/identity';
import { anyValidationError, validationError } from './support/errors';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';
import { cursorIn, nextQuery, tamperedCursor } from './support/paging';

let app: TestApp;

const API = 'http://api.test';
/** The fields of a public listing (PhoneListing); never the seller's email or contact. */
const LISTING_KEYS = [
  '_id', 'advertised', 'brand', 'category', 'condition', 'description', 'deviceName', 'img', 'Location',
  'originalPrice', 'postedDate', 'resalePrice', 'sellerName', 'status', 'yearsOfUse',
].sort();
/** A listing's keys: LISTING_KEYS, and `neir` only when its seller stated a NEIR status (unknown: none). */
const listingKeysOf = (item: Record<string, unknown>) => (item.neir === undefined ? LISTING_KEYS : [...LISTING_KEYS, 'neir'].sort());
/** The owner's view (GET /products): every field of the entity (photos: a listing stored without them has [img]). */
const PRODUCT_KEYS = [...LISTING_KEYS, 'createdAt', 'customID', 'Contact', 'photos', 'sellerEmail'].sort();

/** The catalogue's seller: never registered, only named on the listings. */
const TRADER = { name: 'Karim Traders', email: 'karim.traders@example.test' };
const TRADER_CONTACT = '01799000111';

const products = () => app.server.db.collections.products;

/** createdAt of the data set: minutes after a fixed instant, so the newest order is known. */
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

// ---------------------------------------------------------------------------------------------
// The data set
// ---------------------------------------------------------------------------------------------

interface Spec {
  deviceName: string;
  /** Undefined: a listing stored before brands existed (its brand is guessed from the name). */
  brand: Brand | undefined;
  category: CategoryId;
  condition: Condition;
  Location: string;
  resalePrice: number;
  minute: number;
  advertised?: boolean;
  status?: 'available' | 'sold' | 'removed';
  /** As its seller stated it; undefined: a listing made before sellers were asked (unknown). */
  neir?: NeirStatus;
}

/**
 * Thirteen distinct listings; prices sit on the price bands' edges (4,999 / 5,000 / 20,000 / 40,000 / 80,000).
 * Five phones have a NEIR status (three registered, two not); the rest are of unknown status.
 */
const CATALOG: Spec[] = [
  { deviceName: 'Apple iPhone 13 128GB', brand: 'Apple', category: 'smartphone', condition: 'excellent', Location: 'Dhaka (Mirpur 10)', resalePrice: 62_000, minute: 100, advertised: true, neir: 'registered' },
  { deviceName: 'Apple iPhone 12 Mini', brand: 'Apple', category: 'smartphone', condition: 'good', Location: 'Chattogram', resalePrice: 38_000, minute: 90 },
  { deviceName: 'Apple iPad Air 4', brand: 'Apple', category: 'tablet', condition: 'good', Location: 'Dhaka', resalePrice: 45_000, minute: 80 },
  { deviceName: 'Samsung Galaxy S21 Ultra', brand: 'Samsung', category: 'smartphone', condition: 'excellent', Location: 'Dhaka (Gulshan)', resalePrice: 80_000, minute: 70, advertised: true },
  { deviceName: 'Galaxy A54 5G', brand: 'Samsung', category: 'smartphone', condition: 'good', Location: 'Sylhet', resalePrice: 30_000, minute: 60, neir: 'registered' },
  { deviceName: 'Samsung Galaxy Tab S7', brand: 'Samsung', category: 'tablet', condition: 'fair', Location: 'Khulna', resalePrice: 20_000, minute: 50 },
  { deviceName: 'Samsung Guru Music 2', brand: 'Samsung', category: 'feature-phone', condition: 'fair', Location: 'Dhaka', resalePrice: 1_200, minute: 40, neir: 'unregistered' },
  { deviceName: 'Xiaomi Redmi Note 12', brand: 'Xiaomi', category: 'smartphone', condition: 'good', Location: 'Rajshahi', resalePrice: 15_000, minute: 30, neir: 'unregistered' },
  { deviceName: 'Redmi 9A', brand: undefined, category: 'smartphone', condition: 'fair', Location: 'Rajshahi', resalePrice: 9_000, minute: 20 },
  { deviceName: 'Nokia 105 Classic', brand: 'Nokia', category: 'feature-phone', condition: 'good', Location: 'Sylhet', resalePrice: 1_800, minute: 10, neir: 'registered' },
  { deviceName: 'OnePlus Nord CE 3', brand: 'OnePlus', category: 'smartphone', condition: 'excellent', Location: "Cox's Bazar", resalePrice: 40_000, minute: 5 },
  { deviceName: 'Lenovo Tab M10', brand: 'Lenovo', category: 'tablet', condition: 'good', Location: 'Chattogram', resalePrice: 4_999, minute: 3 },
  { deviceName: 'Vivo Y21', brand: 'Vivo', category: 'smartphone', condition: 'good', Location: 'Comilla', resalePrice: 5_000, minute: 2 },
];

/** Four listings with the same price and the same createdAt: only the id orders them. */
const TIES: Spec[] = ['A', 'B', 'C', 'D'].map((letter) => ({
  deviceName: `Symphony Z50 Tiepoint ${letter}`, brand: 'Symphony', category: 'smartphone', condition: 'good', Location: 'Barishal', resalePrice: 12_000, minute: 150,
}));

/** Listings that must never show: one sold, one taken off the market (both advertised, in Dhaka). */
const GHOSTS: Spec[] = [
  { deviceName: 'Ghost Pixel 7 Sold', brand: 'Google', category: 'smartphone', condition: 'excellent', Location: 'Dhaka', resalePrice: 50_000, minute: 200, advertised: true, status: 'sold' },
  { deviceName: 'Ghost Pixel 6 Removed', brand: 'Google', category: 'tablet', condition: 'good', Location: 'Dhaka', resalePrice: 3_000, minute: 210, advertised: true, status: 'removed' },
];

/**
 * 120 cheap feature phones in Gazipur, older than the catalogue: createdAt shared by threes and
 * price by twos (ties on every page boundary of a walk), every fourth advertised.
 */
const FILLER_COUNT = 120;
const FILLER: Spec[] = Array.from({ length: FILLER_COUNT }, (_, i) => ({
  deviceName: `Walton Olvio L${i}`, brand: 'Walton', category: 'feature-phone', condition: 'fair', Location: 'Gazipur',
  resalePrice: 2_000 + Math.floor(i / 2) * 10, minute: -1_000 + Math.floor(i / 3), advertised: i % 4 === 0,
}));

/** Inserts listings a few at a time (the machine is small); answers the stored documents in order. */
async function insertAll(owner: { name: string; email: string }, overrides: Array<Partial<ProductDoc>>): Promise<ProductDoc[]> {
  const out: ProductDoc[] = [];
  for (let i = 0; i < overrides.length; i += 8) out.push(...(await Promise.all(overrides.slice(i, i + 8).map((o) => insertListing(app, owner, o)))));
  return out;
}

const fromSpec = (s: Spec): Partial<ProductDoc> => ({
  deviceName: s.deviceName,
  brand: s.brand ?? 'Other',
  category: s.category,
  condition: s.condition,
  Location: s.Location,
  resalePrice: s.resalePrice,
  createdAt: at(s.minute),
  advertised: s.advertised ?? false,
  status: s.status ?? 'available',
  Contact: TRADER_CONTACT,
  ...(s.neir ? { neir: s.neir } : {}),
});

/** The stored listing of each device name of the data set. */
const byName = new Map<string, ProductDoc>();
const idOf = (deviceName: string) => byName.get(deviceName)!._id.toHexString();

beforeAll(async () => {
  app = await startTestApp();
  const docs = await insertAll(TRADER, [...CATALOG, ...TIES, ...GHOSTS, ...FILLER].map(fromSpec));
  for (const doc of docs) byName.set(doc.deviceName, doc);
  // A listing from before brands existed has no brand field at all.
  const legacy = byName.get('Redmi 9A')!;
  await products().updateOne({ _id: legacy._id }, { $unset: { brand: '' } });
  await app.server.catalog.changed([legacy._id]);
});
afterAll(() => app.stop());

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type Listing = Record<string, unknown> & { _id: string; deviceName: string; resalePrice: number };
interface ListingsBody {
  items: Listing[];
  nextCursor: string | null;
  total: number;
}
type Query = Record<string, string | number>;

const qs = (query: Query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
const names = (items: Array<{ deviceName: string }>) => items.map((i) => i.deviceName);
const ids = (items: Array<{ _id: string }>) => items.map((i) => i._id);

/** GET /listings?query: must be a 200 with exactly { items, nextCursor, total }. */
async function listings(query: Query | string = {}, path = '/listings'): Promise<ListingsBody> {
  const search = typeof query === 'string' ? query : qs(query);
  const res = await app.http().get(search ? `${path}?${search}` : path);
  expect(res.status).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['items', 'nextCursor', 'total']);
  return res.body as ListingsBody;
}

/** Follows nextCursor from the first page to the last; every page but the last is full. */
async function walkListings(query: Query): Promise<{ pages: Listing[][]; totals: number[] }> {
  const limit = Number(query.limit ?? PAGE_SIZE.listings.default);
  const pages: Listing[][] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const body: ListingsBody = await listings(cursor ? { ...query, cursor } : query);
    pages.push(body.items);
    totals.push(body.total);
    if (body.nextCursor !== null) expect(body.items).toHaveLength(limit);
    cursor = body.nextCursor;
    if (pages.length > 200) throw new Error('the pages never end');
  } while (cursor !== null);
  return { pages, totals };
}


/** Follows the Link headers of an array-shaped list from `path?query` to the end. */
async function walkLinks(path: string, query: string, auth: Record<string, string> = {}) {
  const pages: Listing[][] = [];
  const links: Array<string | null> = [];
  for (let q: string | null = query; ; ) {
    const res = await app.http().get(q ? `${path}?${q}` : path).set(auth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    pages.push(res.body as Listing[]);
    q = nextQuery(res);
    links.push(q);
    if (q !== null) expect(res.headers['access-control-expose-headers']).toMatch(/(^|,\s*)Link(\s*,|$)/i);
    if (q === null) break;
    if (pages.length > 200) throw new Error('the pages never end');
  }
  return { pages, links };
}

const hex = (d: ProductDoc) => d._id.toHexString();
const byId = (a: ProductDoc, b: ProductDoc) => (hex(a) < hex(b) ? -1 : hex(a) > hex(b) ? 1 : 0);
/** Each order as the API promises it: its key, then the id in the same direction. */
const ORDER: Record<ListingSort, (a: ProductDoc, b: ProductDoc) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a),
  price_asc: (a, b) => a.resalePrice - b.resalePrice || byId(a, b),
  price_desc: (a, b) => b.resalePrice - a.resalePrice || byId(b, a),
};
/** The ids of the available listings passing `filter`, in `sort` order, from the database. */
async function expectedOrder(sort: ListingSort, filter: Record<string, unknown> = {}): Promise<string[]> {
  const docs = await products().find({ status: 'available', ...filter }).toArray();
  return docs.sort(ORDER[sort]).map(hex);
}

/** Marks a listing sold in the database and tells the read model, as a sale does. */
async function sell(id: ObjectId | string): Promise<void> {
  const _id = typeof id === 'string' ? new ObjectId(id) : id;
  await products().updateOne({ _id }, { $set: { status: 'sold' } });
  await app.server.catalog.changed([_id]);
}

async function setStatus(id: ObjectId, status: 'sold' | 'removed' | 'available'): Promise<void> {
  await products().updateOne({ _id: id }, { $set: { status } });
  await app.server.catalog.changed([id]);
}

/** Express's weak ETag of an answer's bytes (their length in hex and the start of their SHA-1). */
const etagOf = (body: string) => {
  const bytes = Buffer.from(body);
  return `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').substring(0, 27)}"`;
};

const expectNoRepeats = (list: string[]) => expect(new Set(list).size).toBe(list.length);

// ---------------------------------------------------------------------------------------------
// GET /listings: the parameters
// ---------------------------------------------------------------------------------------------

/** Every available listing of the data set (13 + 4 + 120); the ghosts are not on the market. */
const AVAILABLE = CATALOG.length + TIES.length + FILLER_COUNT;

// The permission table's rows for the search calls: anyone. Each caller gets the same answer; a
// token that is not valid does not turn a public call into a 401.
describe('who may search: anyone, the same answer for every caller', () => {
  let callers: Array<[string, Record<string, string>]>;
  beforeAll(async () => {
    const [buyer, seller, admin] = await Promise.all([registerUser(app, 'Buyer'), registerUser(app, 'Seller'), registerUser(app, 'Admin')]);
    callers = [
      ['anonymous', {}],
      ['Buyer', buyer.auth],
      ['Seller', seller.auth],
      ['Admin', admin.auth],
      ['a caller with a bad token', { Authorization: 'Bearer not.a.token' }],
    ];
  });

  test.each(['/listings?q=iphone&sort=price_asc', '/listings/facets?brand=apple'])('GET %s', async (path) => {
    const answers = [];
    for (const [, headers] of callers) {
      const res = await app.http().get(path).set(headers);
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    expect(answers[0]).toMatchObject(path.startsWith('/listings?') ? { total: expect.any(Number) } : { brand: expect.any(Array) });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe('GET /listings: the answer', () => {
  test('no parameters: the newest 24 available listings, the total of all, and a next cursor', async () => {
    const body = await listings();
    expect(body.total).toBe(AVAILABLE);
    expect(ids(body.items)).toEqual((await expectedOrder('newest')).slice(0, PAGE_SIZE.listings.default));
    expect(body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    // The newest four share their createdAt; the Tiepoints come first, by id descending.
    expect(names(body.items.slice(0, 6))).toEqual([
      ...TIES.map((t) => t.deviceName).sort((a, b) => (idOf(a) < idOf(b) ? 1 : -1)),
      'Apple iPhone 13 128GB',
      'Apple iPhone 12 Mini',
    ]);
  });

  test('items have exactly the public listing fields; never the seller\'s email or contact', async () => {
    const res = await app.http().get('/listings?limit=48');
    expect(res.status).toBe(200);
    for (const item of res.body.items as Listing[]) expect(Object.keys(item).sort()).toEqual(listingKeysOf(item));
    expect(res.text).not.toContain(TRADER.email);
    expect(res.text).not.toContain(TRADER_CONTACT);
    expect(res.text).not.toMatch(/sellerEmail|Contact|customID/);
  });

  test('an item is the listing as stored, its image made absolute', async () => {
    const doc = byName.get('Samsung Galaxy S21 Ultra')!;
    const body = await listings({ q: 'ultra' });
    expect(body.items).toEqual([
      {
        _id: hex(doc),
        deviceName: 'Samsung Galaxy S21 Ultra',
        brand: 'Samsung',
        sellerName: TRADER.name,
        img: `${API}${doc.img}`,
        resalePrice: 80_000,
        originalPrice: doc.originalPrice,
        yearsOfUse: doc.yearsOfUse,
        postedDate: doc.postedDate,
        category: 'smartphone',
        condition: 'excellent',
        Location: 'Dhaka (Gulshan)',
        description: doc.description,
        status: 'available',
        advertised: true,
      },
    ]);
  });

  test('a listing stored without a brand answers with the brand its name suggests', async () => {
    const body = await listings({ q: 'redmi 9a' });
    expect(body.items.map((i) => [i.deviceName, i.brand])).toEqual([['Redmi 9A', 'Xiaomi']]);
  });

  test('limit: the page holds that many; 48 is allowed; total still counts every match', async () => {
    const five = await listings({ category: 'feature-phone', limit: 5 });
    expect(five.items).toHaveLength(5);
    expect(five.total).toBe(FILLER_COUNT + 2);
    expect(five.nextCursor).not.toBeNull();
    const max = await listings({ limit: 48 });
    expect(max.items).toHaveLength(48);
    expect(max.total).toBe(AVAILABLE);
  });

  test('a result that fits one page has nextCursor null', async () => {
    const body = await listings({ category: 'tablet' });
    expect(body).toEqual({ items: expect.any(Array), nextCursor: null, total: 3 });
  });
});

describe('GET /listings: asked again, the same bytes and ETag until a listing changes', () => {
  test('a second asking answers the same; If-None-Match a 304; a new match changes both', async () => {
    const ask = (headers: Record<string, string> = {}) => app.http().get('/listings').query({ q: 'plover' }).set(headers);
    const owner = { name: 'Etag Seller', email: 'etag-seller@example.test' };
    const made = [await insertListing(app, owner, { deviceName: 'Plover Nokia G21', brand: 'Nokia', Location: 'Bogura' })];
    const first = await ask();
    const second = await ask();
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(first.headers.etag).toBe(etagOf(first.text));
    expect(second.headers.etag).toBe(first.headers.etag);
    const unchanged = await ask({ 'If-None-Match': first.headers.etag as string });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    made.push(await insertListing(app, owner, { deviceName: 'Plover Nokia G42', brand: 'Nokia', Location: 'Bogura' }));
    const changed = await ask({ 'If-None-Match': first.headers.etag as string });
    expect(changed.status).toBe(200);
    expect((changed.body.items as Listing[]).map((i) => i.deviceName).sort()).toEqual(['Plover Nokia G21', 'Plover Nokia G42']);
    expect(changed.headers.etag).toBe(etagOf(changed.text));
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    // The data set the other tests count stays as it was.
    await products().deleteMany({ _id: { $in: made.map((d) => d._id) } });
    await app.server.catalog.changed(made.map((d) => d._id));
  });

  test('a new listing the search does not find leaves its answer as it was; one found after a full page changes only the total', async () => {
    const ask = (headers: Record<string, string> = {}) => app.http().get('/listings').query({ q: 'sandpiper', sort: 'price_asc', limit: '1' }).set(headers);
    const owner = { name: 'Etag Seller', email: 'etag-seller@example.test' };
    const listed = (deviceName: string, resalePrice: number) => insertListing(app, owner, { deviceName, brand: 'Nokia', Location: 'Bogura', resalePrice });
    const made = [await listed('Sandpiper Nokia G21', 5_000), await listed('Sandpiper Nokia G42', 6_000)];
    const first = await ask();
    expect(first.body).toMatchObject({ items: [{ deviceName: 'Sandpiper Nokia G21' }], total: 2 });

    made.push(await listed('Curlew Nokia G11', 4_000));
    expect((await ask({ 'If-None-Match': first.headers.etag as string })).status).toBe(304);

    // Dearer than the page's listing: the page and its next cursor are as they were, one more in all.
    made.push(await listed('Sandpiper Nokia G60', 9_000));
    const moved = await ask();
    expect(moved.body).toEqual({ ...first.body, total: 3 });
    const next = await app.http().get('/listings').query({ q: 'sandpiper', sort: 'price_asc', limit: '2', cursor: moved.body.nextCursor as string });
    expect((next.body.items as Listing[]).map((i) => i.deviceName)).toEqual(['Sandpiper Nokia G42', 'Sandpiper Nokia G60']);

    // Cheaper than the page's listing: it is the page now.
    made.push(await listed('Sandpiper Nokia C12', 3_000));
    expect((await ask()).body).toMatchObject({ items: [{ deviceName: 'Sandpiper Nokia C12' }], total: 4 });
    await products().deleteMany({ _id: { $in: made.map((d) => d._id) } });
    await app.server.catalog.changed(made.map((d) => d._id));
  });
});

describe('GET /listings: q (every word prefixes a word of the device name, brand or location)', () => {
  test.each([
    ['iph 13', ['Apple iPhone 13 128GB']],
    ['IPHONE', ['Apple iPhone 13 128GB', 'Apple iPhone 12 Mini']],
    ['iphone 14', []],
    ['13 apple', ['Apple iPhone 13 128GB']],
    ['  GaLaXy  ', ['Samsung Galaxy S21 Ultra', 'Galaxy A54 5G', 'Samsung Galaxy Tab S7']],
    ['galaxy sylhet', ['Galaxy A54 5G']],
    ['iphone sylhet', []],
  ])('q=%j finds %j', async (q, expected) => {
    const body = await listings({ q });
    expect(names(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.nextCursor).toBeNull();
  });

  test.each([
    ['dhaka', ['Apple iPhone 13 128GB', 'Apple iPad Air 4', 'Samsung Galaxy S21 Ultra', 'Samsung Guru Music 2']],
    ['Mirpur', ['Apple iPhone 13 128GB']],
    ['bazar', ['OnePlus Nord CE 3']],
    ['cox', ['OnePlus Nord CE 3']],
  ])('location words match: q=%s', async (q, expected) => {
    const body = await listings({ q });
    expect(names(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test.each([
    ['আইফোন ১৩', ['Apple iPhone 13 128GB']],
    ['স্যামসাং গ্যালাক্সি', ['Samsung Galaxy S21 Ultra', 'Galaxy A54 5G', 'Samsung Galaxy Tab S7']],
    ['গ্যালাক্সি সিলেট', ['Galaxy A54 5G']],
    ['ঢাকা', ['Apple iPhone 13 128GB', 'Apple iPad Air 4', 'Samsung Galaxy S21 Ultra', 'Samsung Guru Music 2']],
  ])('Bangla spellings of brands, lines and cities, and Bangla digits, find the English listing: q=%s', async (q, expected) => {
    const body = await listings({ q });
    expect(names(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test.each([
    // "Galaxy A54 5G" has no "Samsung" in its name: its brand finds it.
    ['samsung', ['Samsung Galaxy S21 Ultra', 'Galaxy A54 5G', 'Samsung Galaxy Tab S7', 'Samsung Guru Music 2']],
    ['app', ['Apple iPhone 13 128GB', 'Apple iPhone 12 Mini', 'Apple iPad Air 4']],
    // The legacy listing's guessed brand is searchable too.
    ['xiaomi', ['Xiaomi Redmi Note 12', 'Redmi 9A']],
  ])('brand words match: q=%s', async (q, expected) => {
    expect(names((await listings({ q })).items)).toEqual(expected);
  });

  test('sold and removed listings are not found: q=ghost', async () => {
    expect(await listings({ q: 'ghost' })).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  test('an empty or blank q filters nothing', async () => {
    expect((await listings({ q: '' })).total).toBe(AVAILABLE);
    expect((await listings({ q: '   ' })).total).toBe(AVAILABLE);
  });

  test('a q of exactly 100 characters is accepted', async () => {
    expect((await listings({ q: 'x'.repeat(100) })).total).toBe(0);
  });

  test('odd but valid text is a 200, never a 500', async () => {
    for (const q of ['📱', '%', '***', 'ঢাকা', '"quoted"', '(iphone)', 'a\\b', '$where', '.*']) {
      const res = await app.http().get(`/listings?${qs({ q })}`);
      expect(res.status).toBe(200);
    }
  });
});

describe('GET /listings: category, brand, condition, location, price', () => {
  test('category=tablet', async () => {
    expect(names((await listings({ category: 'tablet' })).items)).toEqual(['Apple iPad Air 4', 'Samsung Galaxy Tab S7', 'Lenovo Tab M10']);
  });

  test('category=feature-phone counts the filler and the catalogue\'s two', async () => {
    const body = await listings({ category: 'feature-phone', limit: 2 });
    expect(names(body.items)).toEqual(['Samsung Guru Music 2', 'Nokia 105 Classic']);
    expect(body.total).toBe(FILLER_COUNT + 2);
  });

  test.each(['Samsung', 'samsung', 'SAMSUNG', ' samsung '])('brand=%j (any case)', async (brand) => {
    const body = await listings({ brand });
    expect(names(body.items)).toEqual(['Samsung Galaxy S21 Ultra', 'Galaxy A54 5G', 'Samsung Galaxy Tab S7', 'Samsung Guru Music 2']);
    expect(body.total).toBe(4);
  });

  test('brand=Xiaomi includes the listing whose brand is guessed from its name', async () => {
    expect(names((await listings({ brand: 'Xiaomi' })).items)).toEqual(['Xiaomi Redmi Note 12', 'Redmi 9A']);
  });

  test('condition=excellent (one value)', async () => {
    const body = await listings({ condition: 'excellent' });
    expect(names(body.items)).toEqual(['Apple iPhone 13 128GB', 'Samsung Galaxy S21 Ultra', 'OnePlus Nord CE 3']);
    expect(body.total).toBe(3);
  });

  test('condition=good,fair (a list): either condition', async () => {
    const body = await listings({ condition: 'good,fair', brand: 'Samsung' });
    expect(names(body.items)).toEqual(['Galaxy A54 5G', 'Samsung Galaxy Tab S7', 'Samsung Guru Music 2']);
    expect((await listings({ condition: 'good,fair' })).total).toBe(AVAILABLE - 3);
    expect((await listings({ condition: 'FAIR, Good' })).total).toBe(AVAILABLE - 3);
    expect((await listings({ condition: 'excellent,good,fair' })).total).toBe(AVAILABLE);
  });

  test.each(['dhaka', 'Dhaka', 'DHAKA', ' dhaka ', 'ঢাকা'])('location=%j: the city, any case or in Bangla, whatever follows it', async (location) => {
    const body = await listings({ location });
    expect(names(body.items)).toEqual(['Apple iPhone 13 128GB', 'Apple iPad Air 4', 'Samsung Galaxy S21 Ultra', 'Samsung Guru Music 2']);
    expect(body.total).toBe(4);
  });

  test('location is a whole-word filter: location=dhak and location=chatto find nothing', async () => {
    expect(await listings({ location: 'dhak' })).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await listings({ location: 'chatto' })).total).toBe(0);
    expect(names((await listings({ location: 'chattogram' })).items)).toEqual(['Apple iPhone 12 Mini', 'Lenovo Tab M10']);
    expect(names((await listings({ location: "cox's bazar" })).items)).toEqual(['OnePlus Nord CE 3']);
  });

  test('a location with no letters or digits names no city: a 400, or nothing found, never every listing', async () => {
    for (const location of ['---', '()', '!!!']) {
      const res = await app.http().get(`/listings?${qs({ location })}`);
      if (res.status === 400) expect(res.body).toEqual(validationError({ location: MSG.locationFilterInvalid }));
      else expect([location, res.status, res.body.total]).toEqual([location, 200, 0]);
    }
  });

  test('minPrice and maxPrice are inclusive bounds', async () => {
    const body = await listings({ minPrice: 20_000, maxPrice: 40_000, sort: 'price_asc' });
    expect(names(body.items)).toEqual(['Samsung Galaxy Tab S7', 'Galaxy A54 5G', 'Apple iPhone 12 Mini', 'OnePlus Nord CE 3']);
    expect(body.items.map((i) => i.resalePrice)).toEqual([20_000, 30_000, 38_000, 40_000]);
    expect(names((await listings({ minPrice: 80_000 })).items)).toEqual(['Samsung Galaxy S21 Ultra']);
    expect(names((await listings({ maxPrice: 1_200 })).items)).toEqual(['Samsung Guru Music 2']);
    expect(names((await listings({ minPrice: 4_999, maxPrice: 5_000, sort: 'price_asc' })).items)).toEqual(['Lenovo Tab M10', 'Vivo Y21']);
    expect(names((await listings({ minPrice: 62_000, maxPrice: 62_000 })).items)).toEqual(['Apple iPhone 13 128GB']);
    expect((await listings({ minPrice: 0 })).total).toBe(AVAILABLE);
    expect((await listings({ minPrice: 80_001 })).total).toBe(0);
    expect((await listings({ maxPrice: 10_000_000 })).total).toBe(AVAILABLE);
  });

  test('filters combine (every one must hold)', async () => {
    expect(names((await listings({ q: 'apple', category: 'smartphone', condition: 'excellent' })).items)).toEqual(['Apple iPhone 13 128GB']);
    expect(names((await listings({ brand: 'samsung', location: 'dhaka', maxPrice: 50_000 })).items)).toEqual(['Samsung Guru Music 2']);
    const rich = await listings({ category: 'smartphone', minPrice: 30_000, sort: 'price_desc' });
    expect(names(rich.items)).toEqual(['Samsung Galaxy S21 Ultra', 'Apple iPhone 13 128GB', 'OnePlus Nord CE 3', 'Apple iPhone 12 Mini', 'Galaxy A54 5G']);
    expect(rich.total).toBe(5);
    expect(names((await listings({ q: 'tab', brand: 'Samsung', condition: 'fair', location: 'khulna', minPrice: 20_000, maxPrice: 20_000 })).items)).toEqual([
      'Samsung Galaxy Tab S7',
    ]);
    expect((await listings({ q: 'tab', brand: 'Lenovo', location: 'dhaka' })).total).toBe(0);
  });

  test('neir=registered|unregistered: the listings whose seller stated it; those of unknown status match neither', async () => {
    const registered = await listings({ neir: 'registered' });
    expect(names(registered.items)).toEqual(['Apple iPhone 13 128GB', 'Galaxy A54 5G', 'Nokia 105 Classic']);
    expect(registered.items.map((i) => i.neir)).toEqual(['registered', 'registered', 'registered']);
    expect(registered.total).toBe(3);
    const unregistered = await listings({ neir: ' Unregistered ' });
    expect(names(unregistered.items)).toEqual(['Samsung Guru Music 2', 'Xiaomi Redmi Note 12']);
    expect(unregistered.total).toBe(2);
    // Combined with the others, like any filter.
    expect(names((await listings({ neir: 'registered', category: 'smartphone', sort: 'price_asc' })).items)).toEqual(['Galaxy A54 5G', 'Apple iPhone 13 128GB']);
    expect((await listings({ neir: 'unregistered', brand: 'Apple' })).total).toBe(0);
    // A listing of unknown status carries no `neir` at all.
    const vivo = (await listings({ q: 'vivo y21' })).items[0]!;
    expect(vivo).not.toHaveProperty('neir');
  });

  test('total counts every match, not only the page', async () => {
    const body = await listings({ location: 'gazipur', limit: 7 });
    expect(body.items).toHaveLength(7);
    expect(body.total).toBe(FILLER_COUNT);
    expect(names(body.items).every((n) => n.startsWith('Walton Olvio'))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// GET /listings: sorts and keyset pages
// ---------------------------------------------------------------------------------------------

describe('GET /listings: every sort, page by page (limit=3), joins up exactly', () => {
  test.each(LISTING_SORTS)('sort=%s over every listing: no repeat, no gap, ties by id, last nextCursor null', async (sort) => {
    const expected = await expectedOrder(sort);
    expect(expected).toHaveLength(AVAILABLE);
    const { pages, totals } = await walkListings({ sort, limit: 3 });
    const seen = pages.flatMap(ids);
    expectNoRepeats(seen);
    expect(seen).toEqual(expected);
    expect(pages).toHaveLength(Math.ceil(AVAILABLE / 3));
    expect(new Set(totals)).toEqual(new Set([AVAILABLE]));
  });

  test('newest is the default sort', async () => {
    const { pages } = await walkListings({ limit: 3 });
    expect(pages.flatMap(ids)).toEqual(await expectedOrder('newest'));
  });

  test.each([
    ['newest', 'desc'],
    ['price_asc', 'asc'],
    ['price_desc', 'desc'],
  ] as const)('sort=%s: listings equal in price and createdAt come by id (%s), across pages', async (sort, direction) => {
    const tieIds = TIES.map((t) => idOf(t.deviceName)).sort();
    if (direction === 'desc') tieIds.reverse();
    const { pages } = await walkListings({ q: 'tiepoint', sort, limit: 3 });
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(pages.flatMap(ids)).toEqual(tieIds);
  });

  test.each(LISTING_SORTS)('sort=%s with a filter: the filtered order, page by page', async (sort) => {
    const { pages, totals } = await walkListings({ category: 'smartphone', condition: 'good,excellent', sort, limit: 3 });
    const expected = await expectedOrder(sort, { category: 'smartphone', condition: { $in: ['good', 'excellent'] } });
    expect(pages.flatMap(ids)).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  test('price_asc and price_desc order by price', async () => {
    const asc = (await walkListings({ sort: 'price_asc', limit: 48 })).pages.flat().map((i) => i.resalePrice);
    const desc = (await walkListings({ sort: 'price_desc', limit: 48 })).pages.flat().map((i) => i.resalePrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].reverse());
    expect(asc[0]).toBe(1_200);
    expect(desc[0]).toBe(80_000);
  });

  test('a cursor may be followed with another limit', async () => {
    const first = await listings({ sort: 'price_asc', limit: 3 });
    const second = await listings({ sort: 'price_asc', limit: 10, cursor: first.nextCursor! });
    expect([...ids(first.items), ...ids(second.items)]).toEqual((await expectedOrder('price_asc')).slice(0, 13));
  });
});

// ---------------------------------------------------------------------------------------------
// Bad queries
// ---------------------------------------------------------------------------------------------

describe('GET /listings: bad queries are a 400 { message, errors }, never a 500', () => {
  const LIMIT = MSG.limitInvalid(PAGE_SIZE.listings.max);
  const BAD: Array<[string, string, Record<string, string>]> = [
    ['sort=popular', MSG.sortInvalid, { sort: MSG.sortInvalid }],
    ['sort=NEWEST', MSG.sortInvalid, { sort: MSG.sortInvalid }],
    ['limit=0', LIMIT, { limit: LIMIT }],
    ['limit=49', LIMIT, { limit: LIMIT }],
    ['limit=1000', LIMIT, { limit: LIMIT }],
    ['limit=abc', LIMIT, { limit: LIMIT }],
    ['limit=-1', LIMIT, { limit: LIMIT }],
    ['limit=2.5', LIMIT, { limit: LIMIT }],
    ['minPrice=5000&maxPrice=4999', MSG.priceRangeInvalid, { minPrice: MSG.priceRangeInvalid }],
    ['minPrice=-1', MSG.priceFilterInvalid, { minPrice: MSG.priceFilterInvalid }],
    ['maxPrice=-500', MSG.priceFilterInvalid, { maxPrice: MSG.priceFilterInvalid }],
    ['minPrice=99.5', MSG.priceFilterInvalid, { minPrice: MSG.priceFilterInvalid }],
    ['maxPrice=1e4', MSG.priceFilterInvalid, { maxPrice: MSG.priceFilterInvalid }],
    ['maxPrice=10000001', MSG.priceFilterInvalid, { maxPrice: MSG.priceFilterInvalid }],
    ['minPrice=cheap', MSG.priceFilterInvalid, { minPrice: MSG.priceFilterInvalid }],
    ['brand=Nokla', MSG.brandInvalid, { brand: MSG.brandInvalid }],
    ['brand=', MSG.brandInvalid, { brand: MSG.brandInvalid }],
    ['category=laptop', MSG.categoryInvalid, { category: MSG.categoryInvalid }],
    ['category=Tablet', MSG.categoryInvalid, { category: MSG.categoryInvalid }],
    ['location=', MSG.locationFilterInvalid, { location: MSG.locationFilterInvalid }],
    [`location=${'a'.repeat(61)}`, MSG.tooLong(60), { location: MSG.tooLong(60) }],
    [`q=${'x'.repeat(101)}`, MSG.tooLong(100), { q: MSG.tooLong(100) }],
    ['cursor=garbage', MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    ['cursor=not%20a%20cursor', MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    [`cursor=${'A'.repeat(40)}`, MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    [`cursor=${'A'.repeat(301)}`, MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    ['cursor=', MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    ['color=red', MSG.queryParamUnknown, { color: MSG.queryParamUnknown }],
    ['page=2', MSG.queryParamUnknown, { page: MSG.queryParamUnknown }],
    ['q[$ne]=x', MSG.queryParamUnknown, { 'q[$ne]': MSG.queryParamUnknown }],
    ['brand[$regex]=.*', MSG.queryParamUnknown, { 'brand[$regex]': MSG.queryParamUnknown }],
    ['q=a&q=b', MSG.searchInvalid, { q: MSG.searchInvalid }],
    ['limit=3&limit=4', LIMIT, { limit: LIMIT }],
    ['sort=newest&sort=price_asc', MSG.sortInvalid, { sort: MSG.sortInvalid }],
    ['brand=Apple&brand=Samsung', MSG.brandInvalid, { brand: MSG.brandInvalid }],
    ['category=tablet&category=smartphone', MSG.categoryInvalid, { category: MSG.categoryInvalid }],
    ['location=dhaka&location=sylhet', MSG.locationFilterInvalid, { location: MSG.locationFilterInvalid }],
    ['minPrice=1&minPrice=2', MSG.priceFilterInvalid, { minPrice: MSG.priceFilterInvalid }],
    ['neir=maybe', MSG.neirInvalid, { neir: MSG.neirInvalid }],
    ['neir=', MSG.neirInvalid, { neir: MSG.neirInvalid }],
    ['neir=registered,unregistered', MSG.neirInvalid, { neir: MSG.neirInvalid }],
    ['neir=registered&neir=unregistered', MSG.neirInvalid, { neir: MSG.neirInvalid }],
    ['neir[$ne]=registered', MSG.queryParamUnknown, { 'neir[$ne]': MSG.queryParamUnknown }],
  ];

  test.each(BAD)('GET /listings?%s', async (query, message, errors) => {
    const res = await app.http().get(`/listings?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...validationError(errors), message });
  });

  // The condition parameter is one field, however many values it lists.
  test.each(['condition=new', 'condition=good,new', 'condition=', 'condition=good,', 'condition=good&condition=fair'])('GET /listings?%s', async (query) => {
    const res = await app.http().get(`/listings?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationError({ condition: MSG.conditionInvalid }));
  });

  test('malformed query strings are a 200 or a 400, never a 500', async () => {
    const cases: Array<[string, number]> = [
      ['q=%E0%A4%A', 200],
      ['q=%', 200],
      ['q', 200],
      ['&&', 200],
      ['limit', 400],
      ['sort', 400],
      ['=x', 400],
      ['cursor=%00', 400],
    ];
    for (const [query, status] of cases) {
      const res = await app.http().get(`/listings?${query}`);
      expect([query, res.status]).toEqual([query, status]);
      if (status === 400) expect(res.body).toMatchObject(anyValidationError);
    }
  });

  test('several bad parameters: one message per field, the first as the message', async () => {
    const res = await app.http().get('/listings?sort=best&limit=0&brand=Nokla');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ sort: MSG.sortInvalid, limit: LIMIT, brand: MSG.brandInvalid });
    expect(Object.values(res.body.errors)).toContain(res.body.message);
  });

  describe('cursors only open their own list and order', () => {
    const invalid = validationError({ cursor: MSG.cursorInvalid });

    test('a price_asc cursor used with sort=newest, with no sort, or with price_desc', async () => {
      const cursor = (await listings({ sort: 'price_asc', limit: 3 })).nextCursor!;
      expect((await listings({ sort: 'price_asc', cursor })).items.length).toBeGreaterThan(0);
      for (const query of <Query[]>[{ sort: 'newest', cursor }, { cursor }, { sort: 'price_desc', cursor }]) {
        const res = await app.http().get(`/listings?${qs(query)}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalid);
      }
    });

    test('a newest cursor used with sort=price_asc', async () => {
      const cursor = (await listings({ limit: 3 })).nextCursor!;
      const res = await app.http().get(`/listings?${qs({ sort: 'price_asc', cursor })}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid);
    });

    test('a cursor from /category or /advertise used on /listings, and one from /listings on them', async () => {
      const categoryCursor = cursorIn(nextQuery(await app.http().get('/category/feature-phone?limit=3')));
      const advertiseCursor = cursorIn(nextQuery(await app.http().get('/advertise?limit=3')));
      const listingsCursor = (await listings({ limit: 3 })).nextCursor!;
      const attempts: Array<[string, string]> = [
        ['/listings', categoryCursor],
        ['/listings', advertiseCursor],
        ['/category/feature-phone', listingsCursor],
        ['/category/feature-phone', advertiseCursor],
        ['/category/tablet', categoryCursor],
        ['/advertise', categoryCursor],
        ['/advertise', listingsCursor],
      ];
      for (const [path, cursor] of attempts) {
        const res = await app.http().get(`${path}?cursor=${cursor}`);
        expect([path, res.status]).toEqual([path, 400]);
        expect(res.body).toEqual(invalid);
      }
    });

    test('an altered cursor', async () => {
      const cursor = (await listings({ limit: 3 })).nextCursor!;
      const tampered = tamperedCursor(cursor);
      const changedBody = `${cursor.slice(0, 3) === 'MTc' ? 'MTg' : 'MTc'}${cursor.slice(3)}`;
      for (const bad of [tampered, changedBody, cursor.slice(0, 20)]) {
        const res = await app.http().get(`/listings?cursor=${bad}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalid);
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// GET /listings/facets
// ---------------------------------------------------------------------------------------------

interface FacetsBody {
  total: number;
  category: Array<{ value: string; count: number }>;
  brand: Array<{ value: string; count: number }>;
  condition: Array<{ value: string; count: number }>;
  neir: Array<{ value: string; count: number }>;
  priceBand: Array<{ value: string; count: number; min: number; max: number | null }>;
}
type BandId = (typeof PRICE_BANDS)[number]['id'];
interface FacetCounts {
  total: number;
  category: Partial<Record<CategoryId, number>>;
  brand: Partial<Record<Brand, number>>;
  condition: Partial<Record<Condition, number>>;
  /** Absent: no listing of either status. */
  neir?: Partial<Record<NeirStatus, number>>;
  priceBand: Partial<Record<BandId, number>>;
}

async function facets(query: Query = {}): Promise<FacetsBody> {
  const search = qs(query);
  const res = await app.http().get(search ? `/listings/facets?${search}` : '/listings/facets');
  expect(res.status).toBe(200);
  return res.body as FacetsBody;
}

/** Every value of each dimension, in the constants' order, with the counts given and 0 elsewhere. */
function expectedFacets(c: FacetCounts) {
  return {
    total: c.total,
    category: CATEGORY_IDS.map((value) => ({ value, count: c.category[value] ?? 0 })),
    brand: BRANDS.map((value) => ({ value, count: c.brand[value] ?? 0 })),
    condition: CONDITIONS.map((value) => ({ value, count: c.condition[value] ?? 0 })),
    neir: NEIR_STATUSES.map((value) => ({ value, count: c.neir?.[value] ?? 0 })),
    priceBand: PRICE_BANDS.map((b) => ({ value: b.id, count: c.priceBand[b.id] ?? 0, min: b.min, max: b.max })),
  };
}

/** The counts of the whole data set, by hand (137 listings; the two ghosts not among them). */
const ALL_BRANDS: Partial<Record<Brand, number>> = { Apple: 3, Samsung: 4, Xiaomi: 2, Nokia: 1, OnePlus: 1, Lenovo: 1, Vivo: 1, Symphony: 4, Walton: 120 };
const ALL_CATEGORIES: Partial<Record<CategoryId, number>> = { smartphone: 12, tablet: 3, 'feature-phone': 122 };
const ALL_CONDITIONS: Partial<Record<Condition, number>> = { excellent: 3, good: 11, fair: 123 };
const ALL_NEIR: Partial<Record<NeirStatus, number>> = { registered: 3, unregistered: 2 };

describe('GET /listings/facets', () => {
  test('no filters: every category, brand, condition and price band of the available listings', async () => {
    expect(await facets()).toEqual(
      expectedFacets({
        total: AVAILABLE,
        category: ALL_CATEGORIES,
        brand: ALL_BRANDS,
        condition: ALL_CONDITIONS,
        neir: ALL_NEIR,
        priceBand: { 'under-5k': 123, '5k-10k': 2, '10k-20k': 5, '20k-40k': 3, '40k-80k': 3, '80k-plus': 1 },
      }),
    );
  });

  test('asked again: the same bytes and ETag, If-None-Match a 304 in any encoding; a new match changes the counts and the ETag', async () => {
    const ask = (headers: Record<string, string> = {}) => app.http().get('/listings/facets').query({ q: 'sandpiper' }).set(headers);
    const owner = { name: 'Facet Seller', email: 'facet-seller@example.test' };
    const made = [await insertListing(app, owner, { deviceName: 'Sandpiper Nokia G21', brand: 'Nokia', Location: 'Bogura' })];
    try {
      const first = await ask();
      const second = await ask();
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 1 });
      expect(second.text).toBe(first.text);
      expect(first.headers.etag).toBe(etagOf(first.text));
      expect(second.headers.etag).toBe(first.headers.etag);
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const unchanged = await ask({ 'If-None-Match': first.headers.etag as string, 'Accept-Encoding': encoding });
        expect(unchanged.status).toBe(304);
      }

      made.push(await insertListing(app, owner, { deviceName: 'Sandpiper Samsung Guru', brand: 'Samsung', Location: 'Bogura' }));
      const changed = await ask({ 'If-None-Match': first.headers.etag as string });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ total: 2 });
      expect((changed.body as FacetsBody).brand.filter((b) => b.count > 0)).toEqual(
        BRANDS.filter((b) => b === 'Nokia' || b === 'Samsung').map((value) => ({ value, count: 1 })),
      );
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    } finally {
      // The data set the other tests count stays as it was.
      await products().deleteMany({ _id: { $in: made.map((d) => d._id) } });
      await app.server.catalog.changed(made.map((d) => d._id));
    }
  });

  test('each dimension sums to the total (NEIR: the listings of unknown status count under neither)', async () => {
    const body = await facets();
    for (const dim of [body.category, body.brand, body.condition, body.priceBand]) expect(dim.reduce((s, f) => s + f.count, 0)).toBe(body.total);
    expect(body.neir.reduce((s, f) => s + f.count, 0)).toBe(5);
  });

  test('neir=registered: the NEIR facet ignores its own filter; the others count only the registered phones', async () => {
    expect(await facets({ neir: 'registered' })).toEqual(
      expectedFacets({
        total: 3,
        neir: ALL_NEIR,
        category: { smartphone: 2, 'feature-phone': 1 },
        brand: { Apple: 1, Samsung: 1, Nokia: 1 },
        condition: { excellent: 1, good: 2 },
        priceBand: { 'under-5k': 1, '20k-40k': 1, '40k-80k': 1 },
      }),
    );
    // Another filter narrows the NEIR counts: Samsung's are the A54 (registered) and the Guru (not).
    expect((await facets({ neir: 'unregistered', brand: 'Samsung' })).neir).toEqual([
      { value: 'registered', count: 1 },
      { value: 'unregistered', count: 1 },
    ]);
  });

  test('brand=Samsung: the brand facet still counts Apple and the rest; the others count only Samsung', async () => {
    expect(await facets({ brand: 'Samsung' })).toEqual(
      expectedFacets({
        total: 4,
        brand: ALL_BRANDS,
        category: { smartphone: 2, tablet: 1, 'feature-phone': 1 },
        condition: { excellent: 1, good: 1, fair: 2 },
        neir: { registered: 1, unregistered: 1 },
        priceBand: { 'under-5k': 1, '20k-40k': 2, '80k-plus': 1 },
      }),
    );
  });

  test('condition=good,fair: the condition facet ignores its own filter', async () => {
    expect(await facets({ condition: 'good,fair' })).toEqual(
      expectedFacets({
        total: AVAILABLE - 3,
        condition: ALL_CONDITIONS,
        category: { smartphone: 9, tablet: 3, 'feature-phone': 122 },
        brand: { Apple: 2, Samsung: 3, Xiaomi: 2, Nokia: 1, Lenovo: 1, Vivo: 1, Symphony: 4, Walton: 120 },
        neir: { registered: 2, unregistered: 2 },
        priceBand: { 'under-5k': 123, '5k-10k': 2, '10k-20k': 5, '20k-40k': 3, '40k-80k': 1 },
      }),
    );
  });

  test('category=tablet: the category facet ignores its own filter', async () => {
    const body = await facets({ category: 'tablet' });
    expect(body).toEqual(
      expectedFacets({
        total: 3,
        category: ALL_CATEGORIES,
        brand: { Apple: 1, Samsung: 1, Lenovo: 1 },
        condition: { good: 2, fair: 1 },
        priceBand: { 'under-5k': 1, '20k-40k': 1, '40k-80k': 1 },
      }),
    );
  });

  test('minPrice/maxPrice: the price bands ignore the price filter; every other dimension applies it', async () => {
    expect(await facets({ minPrice: 20_000, maxPrice: 40_000 })).toEqual(
      expectedFacets({
        total: 4,
        category: { smartphone: 3, tablet: 1 },
        brand: { Apple: 1, Samsung: 2, OnePlus: 1 },
        condition: { excellent: 1, good: 2, fair: 1 },
        neir: { registered: 1 },
        priceBand: { 'under-5k': 123, '5k-10k': 2, '10k-20k': 5, '20k-40k': 3, '40k-80k': 3, '80k-plus': 1 },
      }),
    );
  });

  test('several filters: each dimension counts under all the others, even when nothing matches all', async () => {
    // Dhaka's available listings: iPhone 13 (excellent, 62k), iPad Air (good, 45k), S21 (excellent, 80k), Guru (fair, 1.2k).
    expect(await facets({ location: 'dhaka', brand: 'Samsung', condition: 'fair', minPrice: 5_000 })).toEqual(
      expectedFacets({
        total: 0,
        // Dhaka, fair, ≥ 5,000: none.
        brand: {},
        // Dhaka, Samsung, fair, ≥ 5,000: none.
        category: {},
        // Dhaka, Samsung, ≥ 5,000: the S21.
        condition: { excellent: 1 },
        // Dhaka, Samsung, fair: the Guru.
        priceBand: { 'under-5k': 1 },
      }),
    );
    expect(await facets({ location: 'dhaka', brand: 'Samsung' })).toEqual(
      expectedFacets({
        total: 2,
        brand: { Apple: 2, Samsung: 2 },
        category: { smartphone: 1, 'feature-phone': 1 },
        condition: { excellent: 1, fair: 1 },
        neir: { unregistered: 1 },
        priceBand: { 'under-5k': 1, '80k-plus': 1 },
      }),
    );
  });

  test('q narrows every dimension', async () => {
    expect(await facets({ q: 'apple' })).toEqual(
      expectedFacets({
        total: 3,
        brand: { Apple: 3 },
        category: { smartphone: 2, tablet: 1 },
        condition: { excellent: 1, good: 2 },
        neir: { registered: 1 },
        priceBand: { '20k-40k': 1, '40k-80k': 2 },
      }),
    );
    expect(await facets({ q: 'ghost' })).toEqual(expectedFacets({ total: 0, brand: {}, category: {}, condition: {}, priceBand: {} }));
  });

  test('sort, limit and a cursor are accepted and change nothing', async () => {
    const cursor = (await listings({ limit: 3 })).nextCursor!;
    expect(await facets({ brand: 'Samsung', sort: 'price_desc', limit: 3, cursor })).toEqual(await facets({ brand: 'Samsung' }));
  });

  test.each<[string, string, Record<string, string>]>([
    ['brand=Nokla', MSG.brandInvalid, { brand: MSG.brandInvalid }],
    ['category=laptop', MSG.categoryInvalid, { category: MSG.categoryInvalid }],
    ['minPrice=9&maxPrice=1', MSG.priceRangeInvalid, { minPrice: MSG.priceRangeInvalid }],
    ['maxPrice=-1', MSG.priceFilterInvalid, { maxPrice: MSG.priceFilterInvalid }],
    [`q=${'x'.repeat(101)}`, MSG.tooLong(100), { q: MSG.tooLong(100) }],
    ['sort=popular', MSG.sortInvalid, { sort: MSG.sortInvalid }],
    ['limit=49', MSG.limitInvalid(48), { limit: MSG.limitInvalid(48) }],
    ['cursor=***', MSG.cursorInvalid, { cursor: MSG.cursorInvalid }],
    ['facet=brand', MSG.queryParamUnknown, { facet: MSG.queryParamUnknown }],
    ['q[$ne]=x', MSG.queryParamUnknown, { 'q[$ne]': MSG.queryParamUnknown }],
    ['q=a&q=b', MSG.searchInvalid, { q: MSG.searchInvalid }],
    ['neir=unknown', MSG.neirInvalid, { neir: MSG.neirInvalid }],
  ])('GET /listings/facets?%s: 400', async (query, message, errors) => {
    const res = await app.http().get(`/listings/facets?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...validationError(errors), message });
  });
});

// ---------------------------------------------------------------------------------------------
// Only what is on the market
// ---------------------------------------------------------------------------------------------

describe('only available listings appear: sold and removed never do', () => {
  const ghostIds = () => GHOSTS.map((g) => idOf(g.deviceName));

  test('the sold and removed ghosts are in no list and no count', async () => {
    const everything = (await walkListings({ limit: 48 })).pages.flatMap(ids);
    const category = [...(await walkLinks('/category/smartphone', 'limit=48')).pages, ...(await walkLinks('/category/tablet', 'limit=48')).pages].flatMap(ids);
    const advertised = (await walkLinks('/advertise', 'limit=48')).pages.flatMap(ids);
    for (const ghost of ghostIds()) {
      expect(everything).not.toContain(ghost);
      expect(category).not.toContain(ghost);
      expect(advertised).not.toContain(ghost);
    }
    const dhaka = await facets({ location: 'dhaka' });
    expect(dhaka.total).toBe(4);
    expect(dhaka.brand.find((b) => b.value === 'Google')?.count).toBe(0);
  });

  test.each(['sold', 'removed'] as const)('a listing that becomes %s leaves /listings, the facets, its category and /advertise at once', async (status) => {
    const doc = await insertListing(app, TRADER, {
      deviceName: `Vanishing Vivo V${status.length}`, brand: 'Vivo', category: 'tablet', Location: 'Bogura', advertised: true, resalePrice: 33_333,
    });
    const id = hex(doc);
    const visible = async () => ({
      search: ids((await listings({ q: 'vanishing' })).items),
      facet: (await facets({ location: 'bogura' })).brand.find((b) => b.value === 'Vivo')!.count,
      category: (await walkLinks('/category/tablet', 'limit=48')).pages.flatMap(ids).includes(id),
      advertise: (await walkLinks('/advertise', 'limit=48')).pages.flatMap(ids).includes(id),
    });
    expect(await visible()).toEqual({ search: [id], facet: 1, category: true, advertise: true });
    await setStatus(doc._id, status);
    expect(await visible()).toEqual({ search: [], facet: 0, category: false, advertise: false });
  });
});

// ---------------------------------------------------------------------------------------------
// The spec's array-shaped lists: pages in a Link header
// ---------------------------------------------------------------------------------------------

describe('GET /category/{id}: pages of 24 (max 48), newest first, next page in a Link header', () => {
  test('default page 24; following the Link pages through the whole category, no repeat, no gap; the last page has no Link', async () => {
    const expected = await expectedOrder('newest', { category: 'feature-phone' });
    expect(expected).toHaveLength(FILLER_COUNT + 2);
    // As a browser asks it, from the web app's origin.
    const first = await app.http().get('/category/feature-phone').set('Origin', 'http://localhost:5173');
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(expected.slice(0, 24));
    expect(nextQuery(first)).toMatch(/^cursor=[A-Za-z0-9_-]+$/);
    expect(first.headers['access-control-expose-headers']).toMatch(/\bLink\b/);

    const { pages, links } = await walkLinks('/category/feature-phone', '');
    expect(pages.map((p) => p.length)).toEqual([24, 24, 24, 24, 24, 2]);
    const seen = pages.flatMap(ids);
    expectNoRepeats(seen);
    expect(seen).toEqual(expected);
    expect(links.at(-1)).toBeNull();
  });

  test('limit=48: the limit travels in the Link', async () => {
    const first = await app.http().get('/category/feature-phone?limit=48');
    expect(nextQuery(first)).toMatch(/^limit=48&cursor=[A-Za-z0-9_-]+$/);
    const { pages } = await walkLinks('/category/feature-phone', 'limit=48');
    expect(pages.map((p) => p.length)).toEqual([48, 48, 26]);
    expect(pages.flatMap(ids)).toEqual(await expectedOrder('newest', { category: 'feature-phone' }));
  });

  test('a limit the size of the category: one page and no Link header', async () => {
    const res = await app.http().get('/category/smartphone?limit=48');
    expect(res.status).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(ids(res.body)).toEqual(await expectedOrder('newest', { category: 'smartphone' }));
  });

  test('items are public listings of that category only', async () => {
    const { pages } = await walkLinks('/category/tablet', 'limit=48');
    for (const item of pages.flat()) {
      expect(Object.keys(item).sort()).toEqual(listingKeysOf(item));
      expect(item).toMatchObject({ category: 'tablet', status: 'available' });
    }
    const raw = await app.http().get('/category/feature-phone?limit=48');
    expect(raw.text).not.toContain(TRADER.email);
    expect(raw.text).not.toContain(TRADER_CONTACT);
  });

  test.each([
    ['limit=0', MSG.limitInvalid(48), 'limit'],
    ['limit=49', MSG.limitInvalid(48), 'limit'],
    ['limit=abc', MSG.limitInvalid(48), 'limit'],
    ['limit=1&limit=2', MSG.limitInvalid(48), 'limit'],
    ['cursor=garbage', MSG.cursorInvalid, 'cursor'],
    ['sort=price_asc', MSG.queryParamUnknown, 'sort'],
    ['q=nokia', MSG.queryParamUnknown, 'q'],
  ])('GET /category/feature-phone?%s: 400', async (query, message, field) => {
    const res = await app.http().get(`/category/feature-phone?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationError({ [field]: message }));
  });
});

describe('GET /advertise: pages of 20 (max 48), newest first, next page in a Link header', () => {
  test('default page 20; following the Link gives every advertised available listing once; the last page has no Link', async () => {
    const expected = await expectedOrder('newest', { advertised: true });
    expect(expected.length).toBeGreaterThan(PAGE_SIZE.advertise.default);
    const first = await app.http().get('/advertise');
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(expected.slice(0, 20));
    expect(nextQuery(first)).toMatch(/^cursor=[A-Za-z0-9_-]+$/);
    expect(first.headers['access-control-expose-headers']).toMatch(/\bLink\b/);

    const { pages, links } = await walkLinks('/advertise', '');
    expect(pages.slice(0, -1).every((p) => p.length === 20)).toBe(true);
    const seen = pages.flatMap(ids);
    expectNoRepeats(seen);
    expect(seen).toEqual(expected);
    expect(links.at(-1)).toBeNull();
    for (const item of pages.flat()) {
      expect(Object.keys(item).sort()).toEqual(listingKeysOf(item));
      expect(item).toMatchObject({ advertised: true, status: 'available' });
    }
  });

  test('limit=48 is the most; 49 is a 400', async () => {
    const res = await app.http().get('/advertise?limit=48');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual((await expectedOrder('newest', { advertised: true })).slice(0, 48));
    const bad = await app.http().get('/advertise?limit=49');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(validationError({ limit: MSG.limitInvalid(48) }));
  });

  test('limit=7: the limit travels in the Link and the pages join up', async () => {
    const first = await app.http().get('/advertise?limit=7');
    expect(nextQuery(first)).toMatch(/^limit=7&cursor=[A-Za-z0-9_-]+$/);
    const { pages } = await walkLinks('/advertise', 'limit=7');
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(pages.flatMap(ids)).toEqual(await expectedOrder('newest', { advertised: true }));
  });

  test.each(['x=1', 'cursor=garbage', 'limit=0', 'category=tablet'])('GET /advertise?%s: 400', async (query) => {
    const res = await app.http().get(`/advertise?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...anyValidationError, errors: { [query.split('=')[0]!]: expect.any(String) } });
  });
});

describe("GET /products: the seller's own listings in pages of 50 (max 100)", () => {
  let pager: TestUser;
  let otherSeller: TestUser;
  let expected: string[];
  const MINE = 53;

  beforeAll(async () => {
    [pager, otherSeller] = await Promise.all([registerUser(app, 'Seller', 'Pia Pager'), registerUser(app, 'Seller', 'Omar Other')]);
    // 53 listings; createdAt shared by fours, so the id breaks ties; a few sold (the owner still sees them).
    await insertAll(
      pager,
      Array.from({ length: MINE }, (_, i) => ({
        deviceName: `Pager Phone ${i}`,
        createdAt: at(3_000 + Math.floor(i / 4)),
        status: i % 10 === 3 ? ('sold' as const) : ('available' as const),
      })),
    );
    await insertListing(app, otherSeller, { deviceName: 'Not The Pager\'s' });
    const docs = await products().find({ sellerEmail: pager.email }).toArray();
    expected = docs.sort(ORDER.newest).map(hex);
    expect(expected).toHaveLength(MINE);
  });

  test('default page 50, Link to the rest; following it gives every one of theirs once, newest first; the last page has no Link', async () => {
    const first = await app.http().get('/products').set(pager.auth);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(expected.slice(0, 50));
    expect(nextQuery(first)).toMatch(/^cursor=[A-Za-z0-9_-]+$/);
    expect(first.headers['access-control-expose-headers']).toMatch(/\bLink\b/);

    const { pages, links } = await walkLinks('/products', '', pager.auth);
    expect(pages.map((p) => p.length)).toEqual([50, 3]);
    expect(pages.flatMap(ids)).toEqual(expected);
    expect(links).toEqual([expect.stringMatching(/^cursor=/), null]);
    for (const item of pages.flat()) {
      expect(Object.keys(item).sort()).toEqual(PRODUCT_KEYS);
      expect(item.sellerEmail).toBe(pager.email);
    }
    expect(pages.flat().filter((p) => p.status === 'sold')).toHaveLength(5);
  });

  test('limit=20 travels in the Link; limit=100 is one page; 101 is a 400', async () => {
    const first = await app.http().get('/products?limit=20').set(pager.auth);
    expect(nextQuery(first)).toMatch(/^limit=20&cursor=[A-Za-z0-9_-]+$/);
    const { pages } = await walkLinks('/products', 'limit=20', pager.auth);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 13]);
    expect(pages.flatMap(ids)).toEqual(expected);

    const all = await app.http().get('/products?limit=100').set(pager.auth);
    expect(ids(all.body)).toEqual(expected);
    expect(all.headers.link).toBeUndefined();
    const tooMany = await app.http().get('/products?limit=101').set(pager.auth);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(validationError({ limit: MSG.limitInvalid(100) }));
  });

  test("another seller cannot use the pager's cursor; a public list's cursor does not open it", async () => {
    const cursor = cursorIn(nextQuery(await app.http().get('/products?limit=5').set(pager.auth)));
    const res = await app.http().get(`/products?cursor=${cursor}`).set(otherSeller.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationError({ cursor: MSG.cursorInvalid }));
    const listingsCursor = (await listings({ limit: 3 })).nextCursor!;
    const foreign = await app.http().get(`/products?cursor=${listingsCursor}`).set(pager.auth);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ cursor: MSG.cursorInvalid });
  });
});

// ---------------------------------------------------------------------------------------------
// Writes between pages (last: these add listings to the data set)
// ---------------------------------------------------------------------------------------------

describe('GET /listings: pages stay correct while listings are added and sold between pages', () => {
  /** A listing whose position in `sort` is its key: a smaller key comes earlier. */
  const keyed = (sort: ListingSort, key: number): Partial<ProductDoc> => ({
    Location: 'Narayanganj',
    ...(sort === 'newest'
      ? { createdAt: new Date(Date.UTC(2030, 0, 1) - key * 60_000), resalePrice: 7_777 }
      : { resalePrice: sort === 'price_asc' ? 60_000 + key : 70_000 - key, createdAt: at(500) }),
  });

  test.each([
    ['newest', 'Kestrel'],
    ['price_asc', 'Osprey'],
    ['price_desc', 'Harrier'],
  ] as const)('sort=%s: nothing repeats, nothing still available is skipped, the sold one never shows', async (sort, word) => {
    const owner = { name: 'Drift Seller', email: `drift-${word.toLowerCase()}@example.test` };
    const made = await insertAll(
      owner,
      Array.from({ length: 9 }, (_, i) => ({ deviceName: `${word} Realme C${i + 1}`, brand: 'Realme' as const, category: 'tablet' as const, ...keyed(sort, (i + 1) * 10) })),
    );
    const [p1, p2, p3, p4, p5, p6, p7, p8, p9] = made.map(hex) as [string, string, string, string, string, string, string, string, string];
    const query = { q: word, sort, limit: 3 };

    const page1 = await listings(query);
    expect(ids(page1.items)).toEqual([p1, p2, p3]);
    expect(page1.total).toBe(9);

    // Between pages: one listing added before the cursor, one after it; one not yet seen sold; the
    // cursor's own listing sold; one seen and one not yet seen changed (re-indexed).
    const before = await insertListing(app, owner, { deviceName: `${word} Realme Before`, brand: 'Realme', category: 'tablet', ...keyed(sort, 15) });
    const after = await insertListing(app, owner, { deviceName: `${word} Realme After`, brand: 'Realme', category: 'tablet', ...keyed(sort, 55) });
    await sell(p5);
    await sell(p3);
    for (const id of [p2, p7]) {
      await products().updateOne({ _id: new ObjectId(id) }, { $set: { advertised: true } });
      await app.server.catalog.changed([new ObjectId(id)]);
    }

    const rest: Listing[][] = [];
    let cursor = page1.nextCursor;
    const totals: number[] = [];
    while (cursor !== null) {
      const page = await listings({ ...query, cursor });
      rest.push(page.items);
      totals.push(page.total);
      cursor = page.nextCursor;
    }
    const seen = [...ids(page1.items), ...rest.flatMap(ids)];
    expectNoRepeats(seen);
    expect(seen).not.toContain(p5);
    expect(rest.flatMap(ids)).toEqual([p4, hex(after), p6, p7, p8, p9]);
    // The one added before the cursor is simply behind us; every page counts what is there now.
    expect(seen).not.toContain(hex(before));
    expect(new Set(totals)).toEqual(new Set([9]));
    // Starting again shows the list as it now is.
    const again = (await walkListings(query)).pages.flatMap(ids);
    expect(again).toEqual([p1, hex(before), p2, p4, hex(after), p6, p7, p8, p9]);
  });

  test('GET /category/{id}: the same through the Link header', async () => {
    const owner = { name: 'Link Drifter', email: 'link-drifter@example.test' };
    // Newer than anything else in the tablets, so they lead the category.
    const made = await insertAll(
      owner,
      Array.from({ length: 9 }, (_, i) => ({ deviceName: `Falcon Tab ${i + 1}`, brand: 'Other' as const, category: 'tablet' as const, createdAt: new Date(Date.UTC(2031, 0, 1) - (i + 1) * 600_000) })),
    );
    const [f1, f2, f3, f4, f5, f6, f7, f8, f9] = made.map(hex) as [string, string, string, string, string, string, string, string, string];
    const first = await app.http().get('/category/tablet?limit=3');
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual([f1, f2, f3]);
    const link = nextQuery(first);

    const newer = await insertListing(app, owner, { deviceName: 'Falcon Tab Newest', category: 'tablet', createdAt: new Date(Date.UTC(2031, 0, 1)) });
    const between = await insertListing(app, owner, { deviceName: 'Falcon Tab Between', category: 'tablet', createdAt: new Date(Date.UTC(2031, 0, 1) - 45 * 60_000) });
    await sell(f4);

    const { pages } = await walkLinks('/category/tablet', link!);
    const seen = [f1, f2, f3, ...pages.flatMap(ids)];
    expectNoRepeats(seen);
    expect(seen).not.toContain(f4);
    expect(seen).not.toContain(hex(newer));
    expect(pages.flatMap(ids).filter((id) => made.some((d) => hex(d) === id) || id === hex(between))).toEqual([hex(between), f5, f6, f7, f8, f9]);
    // After our listings come the other tablets, in order.
    const tablets = await expectedOrder('newest', { category: 'tablet' });
    expect(pages.flatMap(ids)).toEqual(tablets.slice(tablets.indexOf(f3) + 1));
  });
});

describe('GET /listings: words of any script', () => {
  // "ঢাকা" (Dhaka) is one Bengali word: its vowel signs (া) are combining marks, not letters.
  let dhaka: string;
  beforeAll(async () => {
    dhaka = hex(await insertListing(app, TRADER, { deviceName: 'Walton Primo Bangla', brand: 'Walton', Location: 'ঢাকা', category: 'smartphone' }));
  });

  test('its prefixes find the listing (q=ঢা); the whole word finds it with every Dhaka listing, and dhaka finds it', async () => {
    expect(ids((await listings({ q: 'ঢা' })).items)).toEqual([dhaka]);
    const inDhaka = await listings({ location: 'dhaka' });
    expect(ids(inDhaka.items)).toContain(dhaka);
    expect(inDhaka.total).toBeGreaterThan(1); // the listings typed "Dhaka" too
    for (const found of [await listings({ q: 'ঢাকা' }), await listings({ location: 'ঢাকা' })]) {
      expect([ids(found.items), found.total]).toEqual([ids(inDhaka.items), inDhaka.total]);
    }
  });

  test('a syllable from inside the word is not a prefix of it: q=কা finds nothing', async () => {
    expect(await listings({ q: 'কা' })).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  test('location is a whole-word filter in Bengali too: location=ঢা finds nothing', async () => {
    expect(await listings({ location: 'ঢা' })).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});

describe('GET /listings: few matches among many listings', () => {
  test.each(LISTING_SORTS)('sort=%s, limit=1: two listings equal in price and createdAt come by id, one page each', async (sort) => {
    const pair = await insertAll(TRADER, ['A', 'B'].map((l) => ({ deviceName: `Quokka Itel ${l}`, brand: 'Itel' as const, resalePrice: 3_333, createdAt: at(777) })));
    const byIdAsc = pair.map(hex).sort();
    const { pages } = await walkListings({ q: 'quokka', sort, limit: 1 });
    expect(pages.map((p) => p.length)).toEqual([1, 1]);
    expect(pages.flatMap(ids)).toEqual(sort === 'price_asc' ? byIdAsc : [...byIdAsc].reverse());
    for (const doc of pair) await setStatus(doc._id, 'removed');
  });
});

describe('GET /listings: price ranges once the read model is built from many listings (as at start-up)', () => {
  /** The available listings, cheapest first, as the database has them now. */
  const stored = async () => (await products().find({ status: 'available' }).toArray()).sort(ORDER.price_asc);
  /** GET /listings?minPrice&maxPrice answers exactly the stored listings priced within [min, max]. */
  const check = async (docs: ProductDoc[], min?: number, max?: number) => {
    const query: Query = { sort: 'price_asc', limit: 48 };
    if (min !== undefined) query.minPrice = min;
    if (max !== undefined) query.maxPrice = max;
    const body = await listings(query);
    const expected = docs.filter((d) => (min === undefined || d.resalePrice >= min) && (max === undefined || d.resalePrice <= max)).map(hex);
    expect([min, max, body.total]).toEqual([min, max, expected.length]);
    expect(ids(body.items)).toEqual(expected.slice(0, 48));
  };
  /** Bounds on, just below and just above prices spread over the whole range. */
  const grid = (docs: ProductDoc[]) => {
    const prices = [...new Set(docs.map((d) => d.resalePrice))];
    const picks = [...new Set([0, 1, 5, 20, 40, 60, 80, prices.length - 8, prices.length - 2, prices.length - 1].map((i) => prices[Math.max(0, Math.min(i, prices.length - 1))]!))];
    const pairs: Array<[number | undefined, number | undefined]> = [];
    for (const lo of picks) {
      pairs.push([lo, undefined], [undefined, lo], [lo - 1, undefined], [undefined, lo + 1]);
      for (const hi of picks) if (lo <= hi) pairs.push([lo, hi], [lo + 1, hi], [lo, hi - 1], [Math.max(0, lo - 1), hi + 1]);
    }
    return pairs.filter(([lo, hi]) => lo === undefined || hi === undefined || lo <= hi);
  };

  beforeAll(async () => {
    await app.server.catalog.rebuild();
  });

  test('every range, bounds inclusive: the matches cheapest first and their total, as the database has them', async () => {
    const docs = await stored();
    for (const [min, max] of grid(docs)) await check(docs, min, max);
  });

  test('still exact after listings are added at, inside and around the existing prices, and some sold', async () => {
    const prices = [1_200, 1_201, 2_345, 4_999, 5_000, 19_999, 20_000, 44_444, 80_000, 250_000];
    const added = await insertAll(TRADER, prices.map((resalePrice, i) => ({ deviceName: `Wombat Tecno ${i}`, brand: 'Tecno' as const, resalePrice, createdAt: at(888) })));
    await sell(byName.get('Lenovo Tab M10')!._id);
    await sell(added[3]!._id);
    const docs = await stored();
    for (const [min, max] of grid(docs)) await check(docs, min, max);
    for (const price of prices) await check(docs, price, price);
  });
});

describe('the search read model after many changes (it compacts itself)', () => {
  test('every order, search and facet is the same before and after, and writes still show', async () => {
    const snapshot = async () => ({
      orders: await Promise.all(LISTING_SORTS.map(async (sort) => (await walkListings({ sort, limit: 48 })).pages.flatMap(ids))),
      samsung: ids((await listings({ q: 'samsung', limit: 48 })).items),
      dhaka: ids((await listings({ location: 'dhaka', limit: 48 })).items),
      facets: await facets(),
      dhakaFacets: await facets({ location: 'dhaka', brand: 'Samsung' }),
      category: (await walkLinks('/category/tablet', 'limit=48')).pages.flatMap(ids),
      advertise: (await walkLinks('/advertise', 'limit=48')).pages.flatMap(ids),
    });
    const before = await snapshot();
    expect(before.orders).toEqual(await Promise.all(LISTING_SORTS.map((sort) => expectedOrder(sort))));

    // Each re-read of a listing leaves a dead slot behind; once more than 1000 of them outnumber
    // the live listings, the index rebuilds itself from the live ones.
    const live = (await products().find({ status: 'available' }, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
    const rounds = Math.ceil(1001 / live.length);
    for (let i = 0; i < rounds; i++) await app.server.catalog.changed(live);

    expect(await snapshot()).toEqual(before);

    const gone = byName.get('Apple iPhone 12 Mini')!;
    await sell(gone._id);
    const fresh = await insertListing(app, TRADER, { deviceName: 'Apple iPhone 15 Compacted', brand: 'Apple', Location: 'Dhaka', resalePrice: 99_000 });
    expect(names((await listings({ q: 'iphone' })).items)).toEqual(['Apple iPhone 15 Compacted', 'Apple iPhone 13 128GB']);
    for (const sort of LISTING_SORTS) expect((await walkListings({ sort, limit: 48 })).pages.flatMap(ids)).toEqual(await expectedOrder(sort));
    expect((await facets({ q: 'apple' })).total).toBe(3);
    expect(hex(fresh)).toMatch(/^[a-f0-9]{24}$/);
  });
});
