// The bell over HTTP on the real app: GET /notifications answers the caller's own notifications,
// newest first, in keyset pages with the unread counts; POST /notifications/read marks the
// caller's own read (some, one booking's, or all), never anyone else's.
import { ObjectId } from 'mongodb';
import type { Notification } from '@mobile-planet/shared';
import { allNotificationsOf, bookedDeal, notificationsOf } from './support/deals';
import { anyValidationError } from './support/errors';
import { registerUser, type TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

const say = async (user: TestUser, bookingId: string, text: string) => {
  const res = await app.http().post(`/bookings/${bookingId}/messages`).set(user.auth).send({ text });
  if (res.status !== 201) throw new Error(`POST messages answered ${res.status}`);
};
const markRead = (user: TestUser | null, body: unknown) => {
  const req = app.http().post('/notifications/read');
  return (user ? req.set(user.auth) : req).send(body as object);
};
const ids = (items: Notification[]) => items.map((n) => n._id);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('GET /notifications', () => {
  let buyer: TestUser;
  let seller: TestUser;
  let bookingId: string;

  beforeAll(async () => {
    [buyer, seller] = await Promise.all([registerUser(app, 'Buyer', 'Bina Buyer'), registerUser(app, 'Seller', 'Sami Seller')]);
    ({ bookingId } = await bookedDeal(app, buyer, seller));
    // The seller's bell: 'booked', then 24 messages.
    for (let i = 0; i < 24; i++) await say(buyer, bookingId, `Question ${i}`);
  });

  test('anonymous: 401', async () => {
    expect((await app.http().get('/notifications')).status).toBe(401);
    expect((await markRead(null, { all: true })).status).toBe(401);
  });

  test('newest first, 20 a page by default, with the unread counts; the pages join up with no repeat and no gap', async () => {
    const first = await notificationsOf(app, seller);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.unreadMessages).toBe(24);
    expect(first.items[0]).toEqual({ _id: expect.any(String), kind: 'message', bookingId, device: expect.any(String), read: false, createdAt: expect.any(String) });
    const second = await notificationsOf(app, seller, { cursor: first.nextCursor! });
    expect(second.items.map((n) => n.kind)).toEqual(['message', 'message', 'message', 'message', 'booked']);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(ids(all)).size).toBe(25);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const small: Notification[] = [];
    for (let cursor: string | null = null, more = true; more; ) {
      const p = await notificationsOf(app, seller, { limit: 7, ...(cursor ? { cursor } : {}) });
      small.push(...p.items);
      cursor = p.nextCursor;
      more = cursor !== null;
    }
    expect(ids(small)).toEqual(ids(all));
  });

  test('another person\'s notifications never show, and their cursor is a 400', async () => {
    const buyerBell = await allNotificationsOf(app, buyer);
    expect(buyerBell.filter((n) => n.kind === 'message' || n.kind === 'booked')).toEqual([]);
    const sellerIds = new Set(ids(await allNotificationsOf(app, seller)));
    expect(buyerBell.some((n) => sellerIds.has(n._id))).toBe(false);

    const sellersCursor = (await notificationsOf(app, seller, { limit: 5 })).nextCursor!;
    const res = await app.http().get('/notifications').query({ cursor: sellersCursor }).set(buyer.auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cursor: expect.any(String) });
  });

  test('a bad limit, a forged cursor or an unknown parameter: 400', async () => {
    for (const query of [{ limit: '0' }, { limit: '51' }, { limit: 'abc' }, { cursor: 'garbage' }, { unread: 'true' }, { email: buyer.email }]) {
      const res = await app.http().get('/notifications').query(query).set(seller.auth);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(anyValidationError);
    }
    expect((await notificationsOf(app, seller, { limit: 50 })).items).toHaveLength(25);
  });
});

describe('POST /notifications/read', () => {
  let buyer: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let first: string;
  let second: string;

  beforeAll(async () => {
    [buyer, seller, otherSeller] = await Promise.all([
      registerUser(app, 'Buyer', 'Bina Buyer'),
      registerUser(app, 'Seller', 'Sami Seller'),
      registerUser(app, 'Seller', 'Tania Trader'),
    ]);
    first = (await bookedDeal(app, buyer, seller)).bookingId;
    second = (await bookedDeal(app, buyer, seller)).bookingId;
    await bookedDeal(app, buyer, otherSeller);
    // Two messages in the first thread (a text sent again at once would be a retry: one message).
    for (const [id, text] of [[first, 'Hello?'], [first, 'Still for sale?'], [second, 'Hello?']] as const) await say(buyer, id, text);
  });

  test('some by id: only those, and only the caller\'s own (another person\'s ids change nothing)', async () => {
    const bell = await notificationsOf(app, seller);
    expect(bell.unread).toBe(5);
    const newest = bell.items[0]!;
    const res = await markRead(seller, { ids: [newest._id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1, unread: 4 });
    expect((await notificationsOf(app, seller)).items[0]).toMatchObject({ _id: newest._id, read: true });
    // Marking it again changes nothing.
    expect((await markRead(seller, { ids: [newest._id] })).body).toEqual({ acknowledged: true, modifiedCount: 0, unread: 4 });

    const theirs = (await notificationsOf(app, otherSeller)).items[0]!;
    const intrusion = await markRead(seller, { ids: [theirs._id] });
    expect(intrusion.status).toBe(200);
    expect(intrusion.body).toEqual({ acknowledged: true, modifiedCount: 0, unread: 4 });
    expect((await notificationsOf(app, otherSeller)).items[0]).toMatchObject({ _id: theirs._id, read: false });
  });

  test('one booking\'s: the others stay unread', async () => {
    const res = await markRead(seller, { bookingId: first });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 3, unread: 1 });
    const bell = await notificationsOf(app, seller);
    expect(bell.items.filter((n) => !n.read).map((n) => n.bookingId)).toEqual([second]);
    expect(bell.unreadMessages).toBe(0);
  });

  test('all: every one of the caller\'s, nobody else\'s', async () => {
    const res = await markRead(seller, { all: true });
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1, unread: 0 });
    expect((await notificationsOf(app, seller)).items.every((n) => n.read)).toBe(true);
    expect((await notificationsOf(app, otherSeller)).unread).toBe(1);
  });

  test('a body that names nothing, or too much, or an operator: 400, nothing marked', async () => {
    const before = (await notificationsOf(app, otherSeller)).unread;
    const bad = [
      {},
      { ids: [] },
      { ids: ['not-an-id'] },
      { ids: Array.from({ length: 101 }, () => new ObjectId().toHexString()) },
      { ids: { $ne: null } },
      { bookingId: { $ne: null } },
      { bookingId: 'nope' },
      { all: false },
      { all: 'true' },
      { all: true, ids: [new ObjectId().toHexString()] },
      { all: true, email: seller.email },
    ];
    for (const body of bad) {
      const res = await markRead(otherSeller, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await notificationsOf(app, otherSeller)).unread).toBe(before);
  });
});
