// Questions to the seller before booking, over HTTP on the real app: each signed-in person who is
// not the seller has one private thread with the seller on a listing; the seller reads and answers
// every thread; an Admin reads any and writes none; each new message rings the other side's bell.
// One test per cell of the permission table (docs/api.md), and what a person would notice.
import { ObjectId } from 'mongodb';
import type { QuestionMessagesPage, QuestionPosted, QuestionThreadsPage } from '@mobile-planet/shared';
import type { ProductDoc } from '../src/modules/products/products.documents';
import { notificationsOf, registerDealCast } from './support/deals';
import { anyValidationError } from './support/errors';
import { signedAs, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const ask = (user: TestUser | null, productId: string, body: Record<string, unknown>) => signedAs(app.http().post(`/products/${productId}/questions`), user).send(body);
const reply = (user: TestUser | null, productId: string, threadId: string, body: Record<string, unknown>) =>
  signedAs(app.http().post(`/products/${productId}/questions/${threadId}`), user).send(body);
const listThreads = (user: TestUser | null, productId: string, query: Record<string, string | number> = {}) =>
  signedAs(app.http().get(`/products/${productId}/questions`).query(query), user);
const readThread = (user: TestUser | null, productId: string, threadId: string, query: Record<string, string | number> = {}) =>
  signedAs(app.http().get(`/products/${productId}/questions/${threadId}`).query(query), user);

async function asked(user: TestUser, productId: string, text: string): Promise<QuestionPosted> {
  const res = await ask(user, productId, { text });
  if (res.status !== 201) throw new Error(`POST /products/${productId}/questions answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as QuestionPosted;
}
async function texts(user: TestUser, productId: string, threadId: string): Promise<string[]> {
  const res = await readThread(user, productId, threadId);
  expect(res.status).toBe(200);
  return (res.body as QuestionMessagesPage).items.map((m) => `${m.from}: ${m.text}`);
}
const id = (listing: ProductDoc) => listing._id.toHexString();

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('asking and answering', () => {
  test('a buyer asks; the seller sees the thread on their listing and answers; the buyer reads the answer', async () => {
    const listing = await insertListing(app, seller);
    const first = await asked(buyer, id(listing), '  Is the battery original?  ');
    expect(first.message).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/), threadId: first.thread._id, from: 'asker', name: buyer.name, text: 'Is the battery original?', createdAt: expect.any(String),
    });
    expect(first.thread).toMatchObject({ productId: id(listing), device: listing.deviceName, askerName: buyer.name, lastFrom: 'asker', messageCount: 1 });
    // Nobody's email travels in a thread.
    expect(JSON.stringify(first)).not.toContain(buyer.email);
    expect(JSON.stringify(first)).not.toContain(seller.email);

    const sellerView = (await listThreads(seller, id(listing))).body as QuestionThreadsPage;
    expect(sellerView).toEqual({ items: [expect.objectContaining({ _id: first.thread._id, askerName: buyer.name, lastFrom: 'asker' })], nextCursor: null, viewer: 'seller' });

    const answer = await reply(seller, id(listing), first.thread._id, { text: 'Yes, never opened.' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toMatchObject({ from: 'seller', name: seller.name, text: 'Yes, never opened.' });
    expect(answer.body.thread).toMatchObject({ lastFrom: 'seller', messageCount: 2 });

    const follow = await reply(buyer, id(listing), first.thread._id, { text: 'Can I see it in Mirpur?' });
    expect(follow.status).toBe(201);
    expect(await texts(buyer, id(listing), first.thread._id)).toEqual(['asker: Is the battery original?', 'seller: Yes, never opened.', 'asker: Can I see it in Mirpur?']);
    expect(await texts(seller, id(listing), first.thread._id)).toEqual(await texts(buyer, id(listing), first.thread._id));
  });

  test('a second question by the same buyer joins their one thread; each buyer has their own; the asker sees only theirs', async () => {
    const listing = await insertListing(app, seller);
    const a = await asked(buyer, id(listing), 'Any scratches?');
    const b = await asked(buyer, id(listing), 'And the box?');
    expect(b.thread._id).toBe(a.thread._id);
    expect(b.thread.messageCount).toBe(2);
    const other = await asked(otherBuyer, id(listing), 'Lowest price?');
    expect(other.thread._id).not.toBe(a.thread._id);

    expect(((await listThreads(buyer, id(listing))).body as QuestionThreadsPage)).toEqual({ items: [expect.objectContaining({ _id: a.thread._id })], nextCursor: null, viewer: 'asker' });
    expect(((await listThreads(otherSeller, id(listing))).body as QuestionThreadsPage)).toEqual({ items: [], nextCursor: null, viewer: 'asker' });
    // The seller: latest activity first.
    expect(((await listThreads(seller, id(listing))).body as QuestionThreadsPage).items.map((t) => t._id)).toEqual([other.thread._id, a.thread._id]);
  });

  test('a retried POST (same text, moments later) writes nothing new: 200 with the same message, and one notification', async () => {
    const listing = await insertListing(app, otherSeller);
    const before = await notificationsOf(app, otherSeller);
    const first = await asked(buyer, id(listing), 'Does it have a warranty?');
    const again = await ask(buyer, id(listing), { text: 'Does it have a warranty?' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await texts(otherSeller, id(listing), first.thread._id)).toEqual(['asker: Does it have a warranty?']);
    expect((await notificationsOf(app, otherSeller)).unread).toBe(before.unread + 1);
    // The same words after the seller has answered are a new message.
    await reply(otherSeller, id(listing), first.thread._id, { text: 'No.' });
    expect((await ask(buyer, id(listing), { text: 'Does it have a warranty?' })).status).toBe(201);
  });

  test('questions sent at once open one thread, and every one takes its own place in it', async () => {
    const listing = await insertListing(app, otherSeller);
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(buyer, id(listing), { text: `At once ${i}` })));
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(201));
    const threadIds = new Set(sent.map((r) => (r.body as QuestionPosted).thread._id));
    expect(threadIds.size).toBe(1);
    const [threadId] = [...threadIds];
    const all = (await readThread(otherSeller, id(listing), threadId!)).body as QuestionMessagesPage;
    expect(all.items.map((m) => m.text).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `At once ${i}`).sort());
    expect(((await listThreads(otherSeller, id(listing))).body as QuestionThreadsPage).items).toEqual([expect.objectContaining({ _id: threadId, messageCount: 8 })]);
  });

  test('the seller\'s threads page by limit and cursor, with no repeat and no gap', async () => {
    const listing = await insertListing(app, seller);
    const askers = [buyer, otherBuyer, otherSeller, admin];
    for (const [i, user] of askers.entries()) await asked(user, id(listing), `Question ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await listThreads(seller, id(listing), { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      const page = res.body as QuestionThreadsPage;
      seen.push(...page.items.map((t) => t.askerName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...askers].reverse().map((u) => u.name));
    expect((await listThreads(seller, id(listing), { limit: 51 })).status).toBe(400);
    expect((await listThreads(seller, id(listing), { cursor: 'nope' })).status).toBe(400);
    expect((await listThreads(seller, id(listing), { x: 1 })).status).toBe(400);
  });

  test('a thread\'s messages page oldest first; polling with the last cursor answers only what is new', async () => {
    const listing = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(listing), 'Q0');
    for (let i = 1; i < 5; i++) await reply(i % 2 ? seller : buyer, id(listing), thread._id, { text: `Q${i}` });
    const first = (await readThread(buyer, id(listing), thread._id, { limit: 3 })).body as QuestionMessagesPage;
    const second = (await readThread(buyer, id(listing), thread._id, { limit: 3, cursor: first.nextCursor! })).body as QuestionMessagesPage;
    expect([...first.items, ...second.items].map((m) => m.text)).toEqual(['Q0', 'Q1', 'Q2', 'Q3', 'Q4']);
    expect(((await readThread(buyer, id(listing), thread._id, { cursor: second.nextCursor! })).body as QuestionMessagesPage).items).toEqual([]);
    await reply(seller, id(listing), thread._id, { text: 'Q5' });
    expect(((await readThread(buyer, id(listing), thread._id, { cursor: second.nextCursor! })).body as QuestionMessagesPage).items.map((m) => m.text)).toEqual(['Q5']);
  });
});

describe('who may (docs/api.md, one test per cell)', () => {
  test('signed out: 401 on every call, nothing written', async () => {
    const listing = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(listing), 'Colour?');
    for (const res of [
      await ask(null, id(listing), { text: 'Hi' }),
      await reply(null, id(listing), thread._id, { text: 'Hi' }),
      await listThreads(null, id(listing)),
      await readThread(null, id(listing), thread._id),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('auth_required');
    }
    expect(await texts(seller, id(listing), thread._id)).toEqual(['asker: Colour?']);
  });

  test('the seller asking on their own listing: 403 question_own_listing, nothing written', async () => {
    const listing = await insertListing(app, seller);
    const res = await ask(seller, id(listing), { text: 'Anyone?' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'question_own_listing', message: 'You cannot ask a question on your own listing' });
    expect(((await listThreads(seller, id(listing))).body as QuestionThreadsPage).items).toEqual([]);
  });

  test('another user reading or writing in someone\'s thread: 403 question_thread_private', async () => {
    const listing = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(listing), 'Still available?');
    for (const user of [otherBuyer, otherSeller]) {
      const read = await readThread(user, id(listing), thread._id);
      expect(read.status).toBe(403);
      expect(read.body.code).toBe('question_thread_private');
      const write = await reply(user, id(listing), thread._id, { text: 'Me too' });
      expect(write.status).toBe(403);
      expect(write.body.code).toBe('question_thread_private');
    }
    expect(await texts(buyer, id(listing), thread._id)).toEqual(['asker: Still available?']);
  });

  test('an Admin reads every thread and each one\'s messages, and writes in none (403)', async () => {
    const listing = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(listing), 'Is the IMEI clean?');
    const list = (await listThreads(admin, id(listing))).body as QuestionThreadsPage;
    expect(list).toEqual({ items: [expect.objectContaining({ _id: thread._id })], nextCursor: null, viewer: 'admin' });
    expect(await texts(admin, id(listing), thread._id)).toEqual(['asker: Is the IMEI clean?']);
    const write = await reply(admin, id(listing), thread._id, { text: 'Checked.' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('question_thread_private');
  });

  test('an empty, blank, too long or malformed question: 400 validation_failed, nothing written', async () => {
    const listing = await insertListing(app, seller);
    for (const body of [{ text: '' }, { text: '   ' }, {}, { text: 'x'.repeat(1001) }, { text: 42 }, { text: { $ne: null } }, { text: 'hi', from: 'seller' }]) {
      const res = await ask(buyer, id(listing), body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(anyValidationError);
    }
    expect((await ask(buyer, id(listing), { text: '' })).body.errors).toEqual({ text: 'Write a message' });
    expect(((await listThreads(seller, id(listing))).body as QuestionThreadsPage).items).toEqual([]);
    expect(((await listThreads(buyer, id(listing))).body as QuestionThreadsPage).items).toEqual([]);
    expect((await ask(buyer, id(listing), { text: 'x'.repeat(1000) })).status).toBe(201);
    // An answer is held to the same rule.
    const { items: [thread] } = (await listThreads(seller, id(listing))).body as QuestionThreadsPage;
    expect((await reply(seller, id(listing), thread!._id, { text: ' ' })).status).toBe(400);
    expect((await texts(seller, id(listing), thread!._id))).toHaveLength(1);
    expect((await ask(buyer, 'not-an-id', { text: 'Hi' })).status).toBe(400);
  });

  test('a sold listing: 409 questions_closed for a question, a follow-up and an answer; the thread can still be read', async () => {
    const listing = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(listing), 'Negotiable?');
    await app.server.db.collections.products.updateOne({ _id: listing._id }, { $set: { status: 'sold' } });
    for (const res of [
      await ask(otherBuyer, id(listing), { text: 'Sold already?' }),
      await reply(buyer, id(listing), thread._id, { text: 'Hello?' }),
      await reply(seller, id(listing), thread._id, { text: 'Sorry, sold.' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'questions_closed', message: 'This listing is no longer on sale, so it takes no more questions' });
    }
    expect(await texts(buyer, id(listing), thread._id)).toEqual(['asker: Negotiable?']);
  });

  test('a missing, removed or hidden listing is a 404 for others; its seller gets 409 when writing', async () => {
    expect((await ask(buyer, new ObjectId().toHexString(), { text: 'Hi' })).status).toBe(404);
    const hidden = await insertListing(app, seller);
    const { thread } = await asked(buyer, id(hidden), 'Hi');
    await app.server.db.collections.products.updateOne({ _id: hidden._id }, { $set: { status: 'hidden', moderation: { hiddenAt: new Date(), reason: 'Fake photos' } } });
    for (const res of [await ask(otherBuyer, id(hidden), { text: 'Hi' }), await listThreads(buyer, id(hidden)), await readThread(buyer, id(hidden), thread._id)]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('listing_not_found');
    }
    expect((await reply(seller, id(hidden), thread._id, { text: 'Hello' })).body.code).toBe('questions_closed');
    expect((await listThreads(admin, id(hidden))).status).toBe(200);
    const removed = await insertListing(app, seller);
    await app.server.db.collections.products.updateOne({ _id: removed._id }, { $set: { status: 'removed' } });
    expect((await ask(buyer, id(removed), { text: 'Hi' })).body.code).toBe('listing_not_found');
    expect((await ask(buyer, id(removed), { text: 'Hi' })).status).toBe(404);
    // A thread id of another listing is no thread of this one.
    const other = await insertListing(app, seller);
    expect((await readThread(seller, id(other), thread._id)).body.code).toBe('question_thread_not_found');
  });
});

describe('both sides are notified', () => {
  test('a question rings the seller\'s bell, an answer the asker\'s; nobody is told of their own; reading the listing\'s questions marks them read', async () => {
    const listing = await insertListing(app, otherSeller);
    const sellerBefore = await notificationsOf(app, otherSeller);
    const { thread } = await asked(otherBuyer, id(listing), 'Is it unlocked?');
    const sellerNow = await notificationsOf(app, otherSeller);
    expect(sellerNow.items[0]).toEqual({ _id: expect.any(String), kind: 'question', productId: id(listing), device: listing.deviceName, read: false, createdAt: expect.any(String) });
    expect(sellerNow.unread).toBe(sellerBefore.unread + 1);

    const buyerBefore = await notificationsOf(app, otherBuyer);
    await reply(otherSeller, id(listing), thread._id, { text: 'Yes, any SIM.' });
    const buyerNow = await notificationsOf(app, otherBuyer);
    expect(buyerNow.items[0]).toMatchObject({ kind: 'question_answer', productId: id(listing), device: listing.deviceName, read: false });
    expect(buyerNow.unread).toBe(buyerBefore.unread + 1);
    expect((await notificationsOf(app, otherSeller)).unread).toBe(sellerNow.unread);

    const read = await app.http().post('/notifications/read').set(otherSeller.auth).send({ productId: id(listing) });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(sellerBefore.unread);
    expect((await notificationsOf(app, otherBuyer)).unread).toBe(buyerNow.unread);
  });
});
