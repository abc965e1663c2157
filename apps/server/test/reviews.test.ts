// Reviews over HTTP on the real app: who may review which deal and when (every deal walked through
// the real API: booked, paid, handed over with the buyer's code, completed by the scheduler after
// the warranty), once per deal even from two tabs, the seller's rating on their listings and page.
import { ObjectId } from 'mongodb';
import { MSG, type Review, type SellerProfile } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import {
  DAY_MS, advanceAndRun, bookedDeal, getBooking, handedOverDeal, notificationKinds, paidDeal, postCancel, uploadPhoto, type Deal,
} from './support/deals';
import { registerUser, type TestUser } from './support/identity';
import { anyValidationError } from './support/errors';
import { testImei } from './support/imei';
import { insertListing } from './support/listings';
import { tamperedCursor } from './support/paging';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

const reviews = () => app.server.db.collections.reviews;
const userId = async (user: TestUser) => (await app.server.db.collections.users.findOne({ email: user.email }))!._id.toHexString();

const postReview = (user: TestUser | null, body: unknown) => {
  const req = app.http().post('/reviews');
  return (user ? req.set(user.auth) : req).send(body as object);
};

/** Listings of `seller`'s (with their user id) handed over to `buyer`, then completed together: 8 days on, the scheduler runs. */
async function completedDeals(buyerOf: TestUser, sellerOf: TestUser, n: number, overrides: Partial<ProductDoc> = {}): Promise<Deal[]> {
  const sellerId = await userId(sellerOf);
  const deals: Deal[] = [];
  for (let i = 0; i < n; i++) deals.push(await handedOverDeal(app, buyerOf, sellerOf, { sellerId, ...overrides }));
  await advanceAndRun(app, 8 * DAY_MS);
  for (const { bookingId } of deals) expect((await getBooking(app, buyerOf, bookingId)).body.status).toBe('completed');
  return deals;
}

/** Posts a review that must be accepted. */
async function review(user: TestUser, bookingId: string, rating: number, comment?: string): Promise<Review> {
  const res = await postReview(user, { bookingId, rating, ...(comment ? { comment } : {}) });
  expect(res.status).toBe(201);
  return res.body as Review;
}

async function sellerPage(id: string): Promise<SellerProfile> {
  const res = await app.http().get(`/sellers/${id}`);
  expect(res.status).toBe(200);
  return res.body as SellerProfile;
}

beforeAll(async () => {
  app = await startTestApp();
  [buyer, otherBuyer, seller, admin] = await Promise.all([
    registerUser(app, 'Buyer', 'Farhana Akter'),
    registerUser(app, 'Buyer', 'Omar Other'),
    registerUser(app, 'Seller', 'Sami Seller'),
    registerUser(app, 'Admin', 'Ayesha Admin'),
  ]);
});
afterAll(() => app.stop());

describe('who may review a completed deal', () => {
  let bookingId: string;
  beforeAll(async () => {
    [{ bookingId }] = (await completedDeals(buyer, seller, 1)) as [Deal];
  });

  test('anonymous: 401', async () => {
    expect((await postReview(null, { bookingId, rating: 5 })).status).toBe(401);
  });

  test.each([
    ['another buyer', () => otherBuyer],
    ['the seller', () => seller],
    ['an Admin who is not the buyer', () => admin],
  ])('%s: 403, nothing written', async (_who, caller) => {
    const res = await postReview(caller(), { bookingId, rating: 1, comment: 'Not mine to say' });
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await reviews().countDocuments({ _id: new ObjectId(bookingId) })).toBe(0);
  });

  test('no such booking: 404', async () => {
    const res = await postReview(buyer, { bookingId: new ObjectId().toHexString(), rating: 5 });
    expect(res.status).toBe(404);
  });

  test.each([
    ['no rating', { rating: undefined }, 'rating', MSG.ratingInvalid],
    ['rating 0', { rating: 0 }, 'rating', MSG.ratingInvalid],
    ['rating 6', { rating: 6 }, 'rating', MSG.ratingInvalid],
    ['rating 3.5', { rating: 3.5 }, 'rating', MSG.ratingInvalid],
    ['rating as text', { rating: '5' }, 'rating', MSG.ratingInvalid],
    ['rating as an object', { rating: { $gt: 0 } }, 'rating', MSG.ratingInvalid],
    ['bookingId not an id', { bookingId: 'abc' }, 'bookingId', MSG.idInvalid],
    ['bookingId as a query', { bookingId: { $ne: null } }, 'bookingId', MSG.idInvalid],
    ['a comment too long', { comment: 'x'.repeat(501) }, 'comment', MSG.tooLong(500)],
    ['an unknown field', { sellerEmail: 'me@example.test' }, 'sellerEmail', undefined],
  ])('%s: 400 with the field named, nothing written', async (_what, change, field, message) => {
    const res = await postReview(buyer, { bookingId, rating: 4, comment: 'Fine', ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...anyValidationError, errors: expect.objectContaining({ [field]: message ?? expect.any(String) }) });
    expect(await reviews().countDocuments({ _id: new ObjectId(bookingId) })).toBe(0);
  });

  test('a body that is not an object: 400', async () => {
    const res = await app.http().post('/reviews').set(buyer.auth).set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(anyValidationError);
  });

  test('the buyer: 201 with the review (first name and initial only), once; the booking shows it, the seller is told', async () => {
    const res = await postReview(buyer, { bookingId, rating: 4, comment: '  Honest seller, phone as described.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: bookingId,
      bookingId,
      rating: 4,
      comment: 'Honest seller, phone as described.',
      buyerName: 'Farhana A.',
      device: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(buyer.email);

    const again = await postReview(buyer, { bookingId, rating: 1 });
    expect(again.status).toBe(409);
    expect(await reviews().countDocuments({ _id: new ObjectId(bookingId) })).toBe(1);
    expect((await reviews().findOne({ _id: new ObjectId(bookingId) }))?.rating).toBe(4);

    expect((await getBooking(app, buyer, bookingId)).body.reviewed).toBe(true);
    expect(await notificationKinds(app, seller, bookingId)).toContain('reviewed');
  });
});

describe('only a completed deal', () => {
  test.each([
    ['booked', () => bookedDeal(app, buyer, seller)],
    ['paid', () => paidDeal(app, buyer, seller)],
    ['handed over', () => handedOverDeal(app, buyer, seller)],
    [
      'cancelled',
      async () => {
        const deal = await bookedDeal(app, buyer, seller);
        expect((await postCancel(app, buyer, deal.bookingId)).status).toBe(200);
        return deal;
      },
    ],
  ])('the buyer of a %s deal: 409, nothing written', async (_status, make) => {
    const { bookingId } = await make();
    const res = await postReview(buyer, { bookingId, rating: 5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await reviews().countDocuments({ _id: new ObjectId(bookingId) })).toBe(0);
    expect((await getBooking(app, buyer, bookingId)).body.reviewed).toBeUndefined();
  });
});

test('two tabs at once: one 201, one 409, one review', async () => {
  const racer = await registerUser(app, 'Seller', 'Rafi Racer');
  const [{ bookingId }] = (await completedDeals(buyer, racer, 1)) as [Deal];
  const answers = await Promise.all([postReview(buyer, { bookingId, rating: 5 }), postReview(buyer, { bookingId, rating: 2 })]);
  expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  expect(await reviews().countDocuments({ _id: new ObjectId(bookingId) })).toBe(1);
  const kept = answers.find((r) => r.status === 201)!.body as Review;
  expect((await sellerPage(await userId(racer))).rating).toEqual({ average: kept.rating, count: 1 });
});

describe("the seller's rating", () => {
  let rated: TestUser;
  let ratedId: string;
  let deals: Deal[];
  let onMarket: ProductDoc;
  let legacy: ProductDoc;

  beforeAll(async () => {
    rated = await registerUser(app, 'Seller', 'Rina Rated');
    ratedId = await userId(rated);
    onMarket = await insertListing(app, rated, { sellerId: ratedId, deviceName: 'Rated Pixel 7' });
    // Listed before listings carried their seller's id: it shows the rating, but not under ?seller=.
    legacy = await insertListing(app, rated, { deviceName: 'Legacy Nokia 105' });
    deals = [...(await completedDeals(buyer, rated, 3)), ...(await completedDeals(otherBuyer, rated, 2))];
  });

  test('no reviews yet: no rating anywhere', async () => {
    expect((await sellerPage(ratedId)).rating).toBeNull();
    const product = await app.http().get(`/products/${onMarket._id.toHexString()}`);
    expect(product.body.sellerRating).toBeUndefined();
  });

  test('after several reviews (two of them at once) it is their average to one decimal and their count, on every read', async () => {
    const [a, b, c, d, e] = deals.map((deal) => deal.bookingId) as [string, string, string, string, string];
    await review(buyer, a, 5);
    await review(buyer, b, 4, 'Quick handover');
    await Promise.all([review(buyer, c, 4), review(otherBuyer, d, 3)]);
    await review(otherBuyer, e, 5);
    const rating = { average: 4.2, count: 5 };

    const page = await sellerPage(ratedId);
    expect(page).toEqual({ _id: ratedId, name: 'Rina Rated', memberSince: expect.any(String), rating, reviews: { items: expect.any(Array), nextCursor: null } });
    // Newest first; c and d were written at once, in either order.
    const order = page.reviews.items.map((r) => r.bookingId);
    expect([order[0], order[3], order[4]]).toEqual([e, b, a]);
    expect(order.slice(1, 3).sort()).toEqual([c, d].sort());
    expect(page.reviews.items.map((r) => r.buyerName).sort()).toEqual(['Farhana A.', 'Farhana A.', 'Farhana A.', 'Omar O.', 'Omar O.']);
    expect(JSON.stringify(page)).not.toMatch(/@|Contact|01\d{9}/);

    const listings = await app.http().get('/listings').query({ seller: ratedId });
    expect(listings.status).toBe(200);
    expect(listings.body.items.map((l: { _id: string }) => l._id)).toEqual([onMarket._id.toHexString()]);
    expect(listings.body.items[0].sellerRating).toEqual(rating);

    const everyone = await app.http().get('/listings').query({ q: 'Rated Pixel' });
    expect(everyone.body.items.find((l: { _id: string }) => l._id === onMarket._id.toHexString())?.sellerRating).toEqual(rating);
    const grid = await app.http().get('/category/smartphone').query({ limit: 48 });
    expect(grid.body.find((l: { _id: string }) => l._id === onMarket._id.toHexString())?.sellerRating).toEqual(rating);

    for (const listing of [onMarket, legacy, deals[0]!.listing]) {
      const product = await app.http().get(`/products/${listing._id.toHexString()}`);
      expect(product.body.sellerRating).toEqual(rating);
    }
    expect((await app.http().get('/listings').query({ seller: ratedId.toUpperCase() })).body.total).toBe(1);
  });

  test('a listing made later starts with the seller’s rating so far', async () => {
    const img = await uploadPhoto(app, rated);
    const created = await app
      .http()
      .post('/products')
      .set(rated.auth)
      .send({
        deviceName: 'Rated Galaxy A54', sellerName: 'Rina Rated', category: 'smartphone', condition: 'good', resalePrice: 30000, originalPrice: 45000,
        yearsOfUse: 1, Contact: '01711000000', Location: 'Dhaka', description: 'Like new.', postedDate: '2025-01-15', img, imei: testImei(), neir: 'registered',
      });
    expect(created.status).toBe(201);
    const listings = await app.http().get('/listings').query({ seller: ratedId, sort: 'newest' });
    expect(listings.body.items[0]).toMatchObject({ _id: created.body.insertedId, sellerId: ratedId, sellerRating: { average: 4.2, count: 5 } });
    expect(listings.body.total).toBe(2);
  });
});

describe('GET /sellers/{id}', () => {
  test('a seller with no reviews: the profile, no rating, no email', async () => {
    const id = await userId(seller);
    const res = await app.http().get(`/sellers/${id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'memberSince', 'name', 'rating', 'reviews']);
    expect(res.body.name).toBe('Sami Seller');
    expect(new Date(res.body.memberSince).toISOString()).toBe(res.body.memberSince);
    expect(JSON.stringify(res.body)).not.toContain(seller.email);
  });

  test('an Admin (who may list too) has a page', async () => {
    expect((await app.http().get(`/sellers/${await userId(admin)}`)).status).toBe(200);
  });

  test('a Buyer, an unknown id: 404, both for the page and its reviews', async () => {
    for (const id of [await userId(buyer), new ObjectId().toHexString()]) {
      expect((await app.http().get(`/sellers/${id}`)).status).toBe(404);
      expect((await app.http().get(`/sellers/${id}/reviews`)).status).toBe(404);
    }
  });

  test('a bad id, an unknown parameter, a bad limit: 400 { message, errors }', async () => {
    const id = await userId(seller);
    for (const res of [
      await app.http().get('/sellers/not-an-id'),
      await app.http().get('/sellers/not-an-id/reviews'),
      await app.http().get(`/sellers/${id}`).query({ x: '1' }),
      await app.http().get(`/sellers/${id}/reviews`).query({ limit: '51' }),
      await app.http().get(`/sellers/${id}/reviews`).query({ 'cursor[$ne]': '' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(anyValidationError);
    }
  });
});

describe('paging a seller’s reviews', () => {
  let paged: TestUser;
  let pagedId: string;
  let written: string[];

  beforeAll(async () => {
    paged = await registerUser(app, 'Seller', 'Polash Paged');
    pagedId = await userId(paged);
    // More reviews than a page holds, written past the API (the walk to each is tested above), a
    // few in the same millisecond so the id breaks ties.
    const base = Date.now();
    const docs = Array.from({ length: 13 }, (_, i) => ({
      _id: new ObjectId(),
      rating: 1 + (i % 5),
      buyerName: 'Bina B.',
      device: `Phone ${i}`,
      sellerEmail: paged.email,
      buyerEmail: buyer.email,
      createdAt: new Date(base - Math.floor(i / 3) * 1000),
    }));
    await reviews().insertMany(docs);
    written = [...docs].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x._id.toHexString() < y._id.toHexString() ? 1 : -1)).map((d) => d._id.toHexString());
  });

  test('the page shows the newest 10; its cursor opens the rest; every review once, newest first', async () => {
    const page = await sellerPage(pagedId);
    expect(page.reviews.items).toHaveLength(10);
    expect(page.reviews.nextCursor).toEqual(expect.any(String));
    const rest = await app.http().get(`/sellers/${pagedId}/reviews`).query({ cursor: page.reviews.nextCursor! });
    expect(rest.status).toBe(200);
    expect(rest.body.nextCursor).toBeNull();
    expect([...page.reviews.items, ...rest.body.items].map((r: Review) => r._id)).toEqual(written);
  });

  test('smaller pages walk the same order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.http().get(`/sellers/${pagedId}/reviews`).query({ limit: 4, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r: Review) => r._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(written);
  });

  test('a cursor of another seller, or altered: 400', async () => {
    const first = await app.http().get(`/sellers/${pagedId}/reviews`).query({ limit: 2 });
    const cursor = first.body.nextCursor as string;
    const other = await app.http().get(`/sellers/${await userId(seller)}/reviews`).query({ cursor });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ cursor: MSG.cursorInvalid });
    const altered = await app.http().get(`/sellers/${pagedId}/reviews`).query({ cursor: tamperedCursor(cursor) });
    expect(altered.status).toBe(400);
  });
});
