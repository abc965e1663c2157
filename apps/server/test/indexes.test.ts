// Every query a request or a poller makes walks an index, on the engine the tests run on: MongoDB
// (production, CI's MongoDB service) and the local engine (FerretDB 2 on PostgreSQL with
// DocumentDB). explain() must name the expected index, with a condition on it, and never a whole-
// collection scan. On MongoDB a keyset page or a feed must also come out of the index in order (no
// in-memory SORT); DocumentDB's indexes find the rows and PostgreSQL sorts just those (one user's,
// or one feed's since the last read), which the check allows there.
import { ObjectId, type Collection, type Document, type Filter } from 'mongodb';
import { keysetQuery } from '../src/db/keyset';
import type { OfferDoc } from '../src/modules/offers/offers.documents';
import { startTestApp, type TestApp } from './support/test-app';

const onDocumentDb = process.env.TEST_DB_ENGINE === 'ferretdb';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

interface PlanSummary {
  /** Indexes walked with a condition (a bare walk of a whole index counts as a scan). */
  indexes: string[];
  fullScan: boolean;
  sortsInMemory: boolean;
}

/** MongoDB's winning plan, or PostgreSQL's plan under DocumentDB, as what matters here. */
function summarize(explain: Document): PlanSummary {
  const planner = explain.queryPlanner ?? explain.stages?.[0]?.$cursor?.queryPlanner ?? explain;
  if (planner.Plan) {
    const nodes = (n: Document): Document[] => [n, ...((n.Plans as Document[] | undefined) ?? []).flatMap(nodes)];
    const all = nodes(planner.Plan as Document);
    const walks = all.filter((n) => typeof n['Index Name'] === 'string');
    return {
      indexes: walks.filter((n) => n['Index Cond']).map((n) => n['Index Name'] as string),
      fullScan: all.some((n) => n['Node Type'] === 'Seq Scan') || walks.some((n) => !n['Index Cond']),
      sortsInMemory: all.some((n) => n['Node Type'] === 'Sort'),
    };
  }
  const stages = (s: Document): Document[] => [s, ...[s.inputStage, ...(s.inputStages ?? [])].filter(Boolean).flatMap(stages)];
  const all = stages(planner.winningPlan.queryPlan ?? planner.winningPlan);
  return {
    indexes: all.filter((s) => s.stage === 'IXSCAN').map((s) => s.indexName as string),
    fullScan: all.some((s) => s.stage === 'COLLSCAN'),
    sortsInMemory: all.some((s) => s.stage === 'SORT'),
  };
}

/**
 * The query walks `index` (DocumentDB's planner may pick another index with the same leading key,
 * listed in `alsoOnDocumentDb`); `ordered`: on MongoDB, its order comes from the index too.
 */
function expectWalk(plan: PlanSummary, index: string, ordered = false, alsoOnDocumentDb: string[] = []) {
  expect(plan.fullScan).toBe(false);
  expect(plan.indexes).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${[index, ...(onDocumentDb ? alsoOnDocumentDb : [])].join('|')})$`))]));
  if (ordered && !onDocumentDb) expect(plan.sortsInMemory).toBe(false);
}

async function explainFind<T extends Document>(collection: Collection<T>, filter: Filter<T>, sort?: Document, limit?: number): Promise<PlanSummary> {
  let cursor = collection.find(filter);
  if (sort) cursor = cursor.sort(sort);
  if (limit) cursor = cursor.limit(limit);
  return summarize(await cursor.explain('queryPlanner'));
}

/** The query a keyset page makes, the first page and the page after a cursor. */
async function expectPageWalk<T extends Document & { _id: ObjectId }>(
  collection: Collection<T>,
  filter: Document,
  order: 'newest' | 'oldest',
  index: string,
  options: { field?: string; alsoOnDocumentDb?: string[] } = {},
) {
  const after = { key: Date.now(), id: new ObjectId().toHexString() };
  for (const position of [undefined, after]) {
    const { where, sort } = keysetQuery<T>(filter as Filter<T>, order, position, options.field);
    // An unfiltered first page (the admin's "all" lists) has no condition for DocumentDB to walk
    // an index by: it reads the collection through `_id_` and sorts it (see the README).
    const whole = onDocumentDb && position === undefined && Object.keys(filter).length === 0;
    if (whole) expect((await explainFind(collection, where, sort, 25)).indexes).toEqual(['_id_']);
    else expectWalk(await explainFind(collection, where, sort, 25), index, true, options.alsoOnDocumentDb);
  }
}

const c = () => app.server.db.collections;
const id = new ObjectId();
const now = new Date();

describe(`every hot query walks an index (${onDocumentDb ? 'DocumentDB' : 'MongoDB'})`, () => {
  test('users: sign-in by email, the admin\'s lists', async () => {
    expectWalk(await explainFind(c().users, { email: 'b@example.test' }), 'email_unique');
    await expectPageWalk(c().users, { role: 'Buyer' }, 'oldest', 'role_date_id');
    await expectPageWalk(c().users, {}, 'oldest', 'date_id');
  });

  test('products: a seller\'s listings and everyone\'s, the read model\'s change feed', async () => {
    await expectPageWalk(c().products, { sellerEmail: 's@example.test' }, 'newest', 'seller_date_id');
    await expectPageWalk(c().products, {}, 'newest', 'date_id');
    expectWalk(await explainFind(c().products, { sellerEmail: 's@example.test', status: 'available' }), 'seller_date_id');
    expectWalk(await explainFind(c().productChanges, { at: { $gte: now } }, { at: 1 }, 10_000), 'at', true);
  });

  test('bookings: a buyer\'s, a seller\'s sales, the claims queue, the scheduler\'s due work, a device\'s open bookings', async () => {
    await expectPageWalk(c().bookings, { email: 'b@example.test' }, 'newest', 'email_date_id', { alsoOnDocumentDb: ['one_booking_per_buyer_and_product'] });
    await expectPageWalk(c().bookings, { sellerEmail: 's@example.test' }, 'newest', 'seller_date_id');
    await expectPageWalk(c().bookings, { status: 'claimed' }, 'oldest', 'status_claim_opened', { field: 'claim.openedAt', alsoOnDocumentDb: ['status_expires', 'status_warranty', 'status_claim_opened'] });
    expectWalk(await explainFind(c().bookings, { dueAt: { $lte: now }, status: 'booked' }, undefined, 100), 'due');
    expectWalk(await explainFind(c().bookings, { dueAt: { $lte: now }, status: 'handed_over' }, undefined, 100), 'due');
    expectWalk(await explainFind(c().bookings, { productId: id, status: 'booked' }), 'product_status');
    expectWalk(await explainFind(c().bookings, { sellerEmail: 's@example.test', paid: true }), 'seller_date_id');
    expectWalk(await explainFind(c().bookingTransitions, { bookingId: id, seq: { $gte: 0 } }, { seq: 1 }), 'booking_seq', true);
    expectWalk(await explainFind(c().bookingTransitions, { pendingSince: { $lte: now } }, undefined, 100), 'effects_pending_since');
    expectWalk(await explainFind(c().handoverAttempts, { bookingId: id }, { n: -1 }, 1), 'booking_n', true);
  });

  test('payments: by intent, by booking, a booking\'s latest intent, the sandbox\'s confirm', async () => {
    expectWalk(await explainFind(c().payments, { transactionId: 'pi_x' }), 'one_payment_per_intent');
    expectWalk(await explainFind(c().payments, { bookingId: id }), 'one_payment_per_booking');
    expectWalk(await explainFind(c().intentGenerations, { bookingId: id }, { generation: -1 }, 1), 'booking_generation', true);
    expectWalk(await explainFind(c().sandboxIntents, { clientSecret: 'pi_x_secret_y' }), 'client_secret');
  });

  test('notifications: a user\'s page, the unread counts, marking read', async () => {
    await expectPageWalk(c().notifications, { email: 'b@example.test' }, 'newest', 'email_date_id');
    expectWalk(await explainFind(c().notifications, { unreadBy: 'b@example.test' }), 'unread_by');
    const counts = await c().notifications.aggregate([{ $match: { unreadBy: 'b@example.test' } }, { $group: { _id: null, n: { $sum: 1 } } }]).explain('queryPlanner');
    expectWalk(summarize(counts), 'unread_by');
    expectWalk(await explainFind(c().notifications, { unreadBy: 'b@example.test', bookingId: id }), 'unread_by');
  });

  test('messages, reviews, moderation, IMEI claims, the price guide\'s feed', async () => {
    expectWalk(await explainFind(c().messages, { bookingId: id, seq: { $gt: 3 } }, { seq: 1 }, 25), 'thread_seq', true);
    expectWalk(await explainFind(c().messages, { bookingId: id }, { seq: -1 }, 1), 'thread_seq', true);
    await expectPageWalk(c().reviews, { sellerEmail: 's@example.test' }, 'newest', 'seller_date_id');
    const totals = summarize(await c().reviews.aggregate([{ $match: { sellerEmail: 's@example.test' } }, { $group: { _id: null, n: { $sum: 1 } } }]).explain('queryPlanner'));
    expectWalk(totals, 'seller_date_id');
    await expectPageWalk(c().moderationCases, { status: 'open' }, 'oldest', 'status_date_id');
    expectWalk(await explainFind(c().moderationCases, { key: 'product:x' }, { seq: -1 }, 1), 'one_per_key_and_generation', true);
    expectWalk(await explainFind(c().listingReports, { caseId: id }, { createdAt: 1, _id: 1 }, 25), 'one_per_case_and_reporter');
    expectWalk(await explainFind(c().imeiHolds, { imei: '356938035643809' }, { n: -1 }, 1), 'imei_generation', true);
    expectWalk(await explainFind(c().priceSaleFeed, { at: { $gte: now } }, { at: 1 }, 10_000), 'at', true);
  });

  test('offers: a person\'s on either side or both, a listing\'s live ones, the listings with live ones, the scheduler\'s due work', async () => {
    await expectPageWalk(c().offers, { buyerEmail: 'b@example.test' }, 'newest', 'buyer_date_id');
    await expectPageWalk(c().offers, { sellerEmail: 's@example.test' }, 'newest', 'seller_date_id');
    await expectPageWalk(c().offers, { buyerEmail: 'b@example.test', productId: id }, 'newest', 'buyer_date_id');
    for (const position of [undefined, { key: Date.now(), id: new ObjectId().toHexString() }]) {
      // Both sides (GET /offers without `side`): each side's index, merged.
      const { where, sort } = keysetQuery<OfferDoc>({ $or: [{ buyerEmail: 'b@example.test' }, { sellerEmail: 'b@example.test' }] }, 'newest', position);
      const plan = await explainFind(c().offers, where, sort, 25);
      expect(plan.fullScan).toBe(false);
      expect(plan.indexes).toEqual(expect.arrayContaining(['buyer_date_id', 'seller_date_id']));
    }
    const live = { $in: ['open', 'countered'] as OfferDoc['status'][] };
    expectWalk(await explainFind(c().offers, { productId: id, status: live }), 'status_product');
    const withLive = await c().offers.aggregate([{ $match: { status: live, productId: { $gt: id } } }, { $group: { _id: '$productId' } }, { $sort: { _id: 1 } }, { $limit: 100 }]).explain('queryPlanner');
    expectWalk(summarize(withLive), 'status_product');
    expectWalk(await explainFind(c().offers, { lapsesAt: { $lte: now }, status: live }, undefined, 100), 'lapses');
    expectWalk(await explainFind(c().offers, { 'pending.since': { $lt: now } }, undefined, 100), 'pending_since');
  });

  test('favourites and saved searches: a person\'s, one per key, a listing\'s favouriters, the digests due', async () => {
    expectWalk(await explainFind(c().favourites, { key: `${id.toHexString()}:b@example.test` }), 'one_per_key');
    await expectPageWalk(c().favourites, { email: 'b@example.test' }, 'newest', 'email_date_id');
    expectWalk(await explainFind(c().favourites, { key: { $gt: `${id.toHexString()}:`, $lt: `${id.toHexString()};` } }, { key: 1 }, 200), 'one_per_key', true);
    expectWalk(await explainFind(c().savedSearches, { key: 'b@example.test:{"q":"pixel"}' }), 'one_per_search');
    await expectPageWalk(c().savedSearches, { email: 'b@example.test' }, 'newest', 'email_date_id');
    expectWalk(await explainFind(c().savedSearches, { dueAt: { $lte: now }, watermark: { $lt: Date.now() } }, { dueAt: 1 }, 200), 'due_watermark', true);
  });

  test('a listing\'s questions: the asker\'s thread, the seller\'s list, a thread\'s messages', async () => {
    expectWalk(await explainFind(c().questionThreads, { key: `${id.toHexString()}:b@example.test` }), 'one_per_asker_and_listing');
    await expectPageWalk(c().questionThreads, { productId: id }, 'newest', 'product_last_id', { field: 'lastAt' });
    expectWalk(await explainFind(c().questionMessages, { threadId: id, seq: { $gt: 3 } }, { seq: 1 }, 25), 'thread_seq', true);
    expectWalk(await explainFind(c().questionMessages, { threadId: id }, { seq: -1 }, 1), 'thread_seq', true);
    expectWalk(await explainFind(c().notifications, { unreadBy: 'b@example.test', productId: id }), 'unread_by');
  });
});
