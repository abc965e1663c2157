// A booking's thread over HTTP on the real app: its buyer and seller write and read it, oldest
// first, in keyset pages that a client polls with the last cursor; the other side is notified;
// an Admin reads it once a claim was opened and never writes; nobody else gets in.
import { ObjectId } from 'mongodb';
import type { Message, MessagesPage } from '@mobile-planet/shared';
import { advance, allNotificationsOf, bookedDeal, handedOverDeal, notificationsOf, postClaim, registerDealCast } from './support/deals';
import { anyValidationError } from './support/errors';
import type { TestUser } from './support/identity';
import { answerLost, onNextCall } from './support/lost-answers';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const thread = (user: TestUser | null, bookingId: string, query: Record<string, string | number> = {}) => {
  const req = app.http().get(`/bookings/${bookingId}/messages`).query(query);
  return user ? req.set(user.auth) : req;
};
const write = (user: TestUser | null, bookingId: string, body: Record<string, unknown>) => {
  const req = app.http().post(`/bookings/${bookingId}/messages`);
  return (user ? req.set(user.auth) : req).send(body);
};
async function say(user: TestUser, bookingId: string, text: string): Promise<Message> {
  const res = await write(user, bookingId, { text });
  if (res.status !== 201) throw new Error(`POST /bookings/${bookingId}/messages answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Message;
}
async function page(user: TestUser, bookingId: string, query: Record<string, string | number> = {}): Promise<MessagesPage> {
  const res = await thread(user, bookingId, query);
  expect(res.status).toBe(200);
  return res.body as MessagesPage;
}
const texts = (p: MessagesPage) => p.items.map((m) => m.text);
/** `user`'s bells about new messages in the booking's thread. */
const messageBells = async (user: TestUser, bookingId: string) => (await allNotificationsOf(app, user)).filter((n) => n.kind === 'message' && n.bookingId === bookingId);

beforeAll(async () => {
  app = await startTestApp();
  ({ buyer, otherBuyer, seller, otherSeller, admin } = await registerDealCast(app));
});
afterAll(() => app.stop());

describe('writing and reading a thread', () => {
  test('the buyer and the seller write; both read the same thread, oldest first, with who wrote each', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    expect(await page(buyer, bookingId)).toEqual({ items: [], nextCursor: null });
    const first = await say(buyer, bookingId, 'Is the battery still good?');
    expect(first).toEqual({ _id: expect.stringMatching(/^[a-f0-9]{24}$/), bookingId, from: 'buyer', name: buyer.name, text: 'Is the battery still good?', createdAt: expect.any(String) });
    const reply = await say(seller, bookingId, '  Yes, 92% health.  ');
    expect(reply).toMatchObject({ from: 'seller', name: seller.name, text: 'Yes, 92% health.' });
    for (const user of [buyer, seller]) {
      const p = await page(user, bookingId);
      expect(p.items).toEqual([first, reply]);
      expect(p.nextCursor).toEqual(expect.any(String));
    }
  });

  test('a retried POST (same text, moments later) writes nothing new: 200 with the same message, and one bell; two minutes on, or after a reply, it is a new message', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const first = await say(buyer, bookingId, 'Can we meet at 5?');
    const again = await write(buyer, bookingId, { text: 'Can we meet at 5?' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(texts(await page(seller, bookingId))).toEqual(['Can we meet at 5?']);
    expect(await messageBells(seller, bookingId)).toHaveLength(1);

    advance(app, 2 * 60_000);
    expect((await write(buyer, bookingId, { text: 'Can we meet at 5?' })).status).toBe(201);
    await say(seller, bookingId, 'Yes.');
    expect((await write(buyer, bookingId, { text: 'Yes.' })).status).toBe(201);
    expect(texts(await page(seller, bookingId))).toEqual(['Can we meet at 5?', 'Can we meet at 5?', 'Yes.', 'Yes.']);
  });

  test('a message whose answer was lost (503, written all the same): the retry answers it once, and the other side hears of it once', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    await onNextCall(app.server.db.collections.messages, 'insertOne', answerLost, async () => {
      expect((await write(buyer, bookingId, { text: 'On my way.' })).status).toBe(503);
    });
    const retry = await write(buyer, bookingId, { text: 'On my way.' });
    expect(retry.status).toBe(200);
    expect((await page(seller, bookingId)).items).toEqual([retry.body]);
    expect(await messageBells(seller, bookingId)).toHaveLength(1);
  });

  test('pages: oldest first with nextCursor, no repeat, no gap; polling with the last cursor answers only what is new', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const written: string[] = [];
    for (let i = 0; i < 7; i++) {
      const text = `Message ${i}`;
      await say(i % 2 ? seller : buyer, bookingId, text);
      written.push(text);
    }
    const pages: string[][] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      const p: MessagesPage = await page(buyer, bookingId, { limit: 3, ...(cursor ? { cursor } : {}) });
      pages.push(texts(p));
      cursor = p.nextCursor;
      expect(cursor).toEqual(expect.any(String));
    }
    expect(pages).toEqual([written.slice(0, 3), written.slice(3, 6), written.slice(6)]);

    // Nothing new yet: an empty page that keeps the cursor where it was.
    const idle = await page(buyer, bookingId, { cursor: cursor! });
    expect(idle.items).toEqual([]);
    expect(idle.nextCursor).toEqual(expect.any(String));
    await say(seller, bookingId, 'Still there?');
    await say(buyer, bookingId, 'Yes!');
    const fresh = await page(buyer, bookingId, { cursor: idle.nextCursor! });
    expect(texts(fresh)).toEqual(['Still there?', 'Yes!']);
    const quiet = await page(buyer, bookingId, { cursor: fresh.nextCursor! });
    expect(quiet.items).toEqual([]);
    // The seller, polling with the buyer's old cursor, gets the same news (the cursor is the thread's).
    expect(texts(await page(seller, bookingId, { cursor: cursor! }))).toEqual(['Still there?', 'Yes!']);
  });

  // One API instance lets its writers to a thread take turns; two race, and the database decides.
  test.each([
    ['one API instance', 1],
    ['two API instances', 2],
  ])('30 messages sent at once by both sides through %s while the buyer polls: every one written, seen once, in the thread\'s order', async (_, instances) => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    const twin = instances === 2 ? await startTestApp({ MONGODB_DB: app.config.MONGODB_DB }) : null;
    try {
      const seen: Message[] = [];
      let cursor: string | null = null;
      const poll = async () => {
        const p: MessagesPage = await page(buyer, bookingId, cursor ? { cursor } : {});
        seen.push(...p.items);
        cursor = p.nextCursor ?? cursor;
        return p.items.length;
      };
      let sending = true;
      const poller = (async () => {
        while (sending) await poll();
      })();
      const sent = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const via = twin && i % 3 === 0 ? twin : app;
          return via.http().post(`/bookings/${bookingId}/messages`).set((i % 2 ? buyer : seller).auth).send({ text: `At once ${i}` });
        }),
      );
      sending = false;
      await poller;
      while ((await poll()) > 0);

      // Every sender was answered 201 (a 503 here once meant a writer gave up after a dozen deadlocks).
      expect(sent.map((res) => (res.status === 201 ? 201 : `${res.status} ${JSON.stringify(res.body)}`))).toEqual(Array(30).fill(201));
      const whole = (await page(seller, bookingId, { limit: 100 })).items;
      expect(whole.map((m) => m.text).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `At once ${i}`).sort());
      expect(seen.map((m) => m._id)).toEqual(whole.map((m) => m._id));
    } finally {
      await twin?.server.stop();
    }
  });

  test('1,000 characters is the most: 1,001 (or an empty message) is a 400 and nothing is written', async () => {
    const { bookingId } = await bookedDeal(app, buyer, seller);
    expect((await write(buyer, bookingId, { text: 'x'.repeat(1000) })).status).toBe(201);
    for (const body of [{ text: 'x'.repeat(1001) }, { text: '' }, { text: '   ' }, {}, { text: 42 }, { text: { $ne: null } }, { text: 'hi', from: 'seller' }]) {
      const res = await write(buyer, bookingId, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(anyValidationError);
    }
    expect((await page(seller, bookingId)).items).toHaveLength(1);
  });

  test('the other side is notified; POST /notifications/read with the booking marks its notifications read and the counts drop', async () => {
    const { bookingId } = await bookedDeal(app, otherBuyer, otherSeller);
    const sellerBefore = await notificationsOf(app, otherSeller);
    await say(otherBuyer, bookingId, 'Can we meet at Mirpur 10?');
    await say(otherBuyer, bookingId, 'Around five?');
    const told = await notificationsOf(app, otherSeller);
    expect(told.items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'message', bookingId, read: false }),
      expect.objectContaining({ kind: 'message', bookingId, read: false }),
    ]);
    expect(told.unread).toBe(sellerBefore.unread + 2);
    expect(told.unreadMessages).toBe(sellerBefore.unreadMessages + 2);
    // The writer is not notified of their own messages.
    expect((await notificationsOf(app, otherBuyer)).items.filter((n) => n.kind === 'message')).toEqual([]);

    await say(otherSeller, bookingId, 'Yes, at five.');
    expect((await notificationsOf(app, otherBuyer)).unreadMessages).toBe(1);

    const read = await app.http().post('/notifications/read').set(otherSeller.auth).send({ bookingId });
    expect(read.status).toBe(200);
    // The 'booked' notification of this booking is read too: the thread is the booking's page.
    expect(read.body).toEqual({ acknowledged: true, modifiedCount: 3, unread: 0 });
    const after = await notificationsOf(app, otherSeller);
    expect(after.unread).toBe(0);
    expect(after.unreadMessages).toBe(0);
    // The buyer's own notification is untouched.
    expect((await notificationsOf(app, otherBuyer)).unreadMessages).toBe(1);
  });
});

describe('who may read and write a thread', () => {
  let bookingId: string;
  let claimedId: string;

  beforeAll(async () => {
    bookingId = (await bookedDeal(app, buyer, seller)).bookingId;
    await say(buyer, bookingId, 'Hello');
    claimedId = (await handedOverDeal(app, buyer, seller)).bookingId;
    await say(seller, claimedId, 'Enjoy the phone.');
  });

  test('anonymous: 401', async () => {
    expect((await thread(null, bookingId)).status).toBe(401);
    expect((await write(null, bookingId, { text: 'hi' })).status).toBe(401);
  });

  test('another Buyer or Seller: 403 both ways, and nothing is written', async () => {
    for (const user of [otherBuyer, otherSeller]) {
      const read = await thread(user, bookingId);
      expect(read.status).toBe(403);
      expect(read.body).toEqual({ code: 'booking_not_yours', message: 'You can only see your own bookings' });
      expect((await write(user, bookingId, { text: 'Let me in' })).status).toBe(403);
    }
    expect(texts(await page(buyer, bookingId))).toEqual(['Hello']);
  });

  test('an Admin reads only once a claim was opened, and never writes', async () => {
    const before = await thread(admin, claimedId);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('An admin reads a thread only once a claim was opened');
    expect((await thread(admin, bookingId)).status).toBe(403);

    expect((await postClaim(app, buyer, claimedId)).status).toBe(200);
    await say(buyer, claimedId, 'It stopped charging.');
    const after = await page(admin, claimedId);
    expect(after.items.map((m) => [m.from, m.text])).toEqual([['seller', 'Enjoy the phone.'], ['buyer', 'It stopped charging.']]);

    const post = await write(admin, claimedId, { text: 'Looking into it.' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('Only the buyer and the seller write in this thread');
    expect((await page(buyer, claimedId)).items).toHaveLength(2);
  });

  test('a malformed id: 400; an unknown id: 404', async () => {
    for (const id of ['not-an-id', encodeURIComponent('{"$ne":null}')]) {
      expect((await thread(buyer, id)).status).toBe(400);
      expect((await write(buyer, id, { text: 'hi' })).status).toBe(400);
    }
    const unknown = new ObjectId().toHexString();
    expect((await thread(buyer, unknown)).status).toBe(404);
    expect((await write(buyer, unknown, { text: 'hi' })).status).toBe(404);
  });

  test('a bad limit, a forged cursor, another thread\'s cursor or an unknown parameter: 400', async () => {
    for (const limit of ['0', '101', 'abc']) expect((await thread(buyer, bookingId, { limit })).status).toBe(400);
    expect((await thread(buyer, bookingId, { cursor: 'garbage' })).status).toBe(400);
    const otherCursor = (await page(buyer, claimedId)).nextCursor!;
    const res = await thread(buyer, bookingId, { cursor: otherCursor });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cursor: expect.any(String) });
    expect((await thread(buyer, bookingId, { since: '2020-01-01' })).status).toBe(400);
  });
});
