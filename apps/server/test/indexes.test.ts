// On MongoDB (production, and CI's MongoDB service), every query a page or the search read model
// makes is an index walk: explain() shows an IXSCAN and no in-memory SORT, for the first page and
// for a page after a keyset cursor. FerretDB never walks an index (it scans and sorts in SQLite),
// so there these are skipped; the search itself does not depend on it (see catalog.ts).
import { ObjectId, type Collection, type Document, type Filter } from 'mongodb';
import { keysetQuery } from '../src/db/keyset';
import { startTestApp, type TestApp } from './support/test-app';

const onMongo = process.env.TEST_DB_ENGINE !== 'ferretdb';
const describeOnMongo = onMongo ? describe : describe.skip;

let app: TestApp;
beforeAll(async () => {
  if (onMongo) app = await startTestApp();
});
afterAll(async () => {
  if (onMongo) await app.stop();
});

/** Every stage of a winning plan, depth first. */
function stages(plan: Document): Document[] {
  const children = [plan.inputStage, ...(plan.inputStages ?? [])].filter(Boolean) as Document[];
  return [plan, ...children.flatMap(stages)];
}

/** Runs the query a keyset page makes (first page, and the page after a cursor) and checks its plan. */
async function expectIndexWalk<T extends Document & { _id: ObjectId; createdAt: Date }>(
  collection: Collection<T>,
  filter: Document,
  order: 'newest' | 'oldest',
  index: string,
) {
  const after = { key: Date.now(), id: new ObjectId().toHexString() };
  for (const position of [undefined, after]) {
    const { where, sort } = keysetQuery<T>(filter as Filter<T>, order, position);
    const plan = (await collection.find(where).sort(sort).limit(25).explain('queryPlanner')) as Document;
    const all = stages(plan.queryPlanner.winningPlan.queryPlan ?? plan.queryPlanner.winningPlan);
    expect(all.map((s) => s.stage)).not.toContain('SORT');
    expect(all.filter((s) => s.stage === 'IXSCAN').map((s) => s.indexName)).toContain(index);
  }
}

describeOnMongo('every paged query is an index walk on MongoDB', () => {
  test('a seller\'s listings, and everyone\'s', async () => {
    await expectIndexWalk(app.server.db.collections.products, { sellerEmail: 's@example.test' }, 'newest', 'seller_date_id');
    await expectIndexWalk(app.server.db.collections.products, {}, 'newest', 'date_id');
  });

  test('a buyer\'s bookings', async () => {
    await expectIndexWalk(app.server.db.collections.bookings, { email: 'b@example.test' }, 'newest', 'email_date_id');
  });

  test('the admin\'s user lists', async () => {
    await expectIndexWalk(app.server.db.collections.users, { role: 'Buyer' }, 'oldest', 'role_date_id');
    await expectIndexWalk(app.server.db.collections.users, {}, 'oldest', 'date_id');
  });

  test('the read model\'s start-up read and its change feed', async () => {
    const { products, productChanges } = app.server.db.collections;
    const load = (await products.find({ status: 'available' }).explain('queryPlanner')) as Document;
    expect(stages(load.queryPlanner.winningPlan.queryPlan ?? load.queryPlanner.winningPlan).map((s) => s.indexName)).toContain('status');
    const feed = (await productChanges.find({ at: { $gte: new Date() } }).sort({ at: 1 }).explain('queryPlanner')) as Document;
    const all = stages(feed.queryPlanner.winningPlan.queryPlan ?? feed.queryPlanner.winningPlan);
    expect(all.map((s) => s.stage)).not.toContain('SORT');
    expect(all.map((s) => s.indexName)).toContain('at');
  });

  test('the price guide\'s sales feed', async () => {
    const feed = (await app.server.db.collections.priceSaleFeed.find({ at: { $gte: new Date() } }).sort({ at: 1 }).explain('queryPlanner')) as Document;
    const all = stages(feed.queryPlanner.winningPlan.queryPlan ?? feed.queryPlanner.winningPlan);
    expect(all.map((s) => s.stage)).not.toContain('SORT');
    expect(all.map((s) => s.indexName)).toContain('at');
  });
});
