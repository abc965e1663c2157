// Users: the admin check, the admin's lists, promotion and deletion (the rows of docs/product.md#roles-and-permissions).
import { ObjectId } from 'mongodb';
import { MSG } from '@mobile-planet/shared';
import { identityExists, registerUser, type TestUser } from './support/identity';
import { anyValidationError, validationError } from './support/errors';
import { startTestApp, type TestApp } from './support/test-app';
import { nextQuery, tamperedCursor } from './support/paging';

let app: TestApp;
let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, buyer, seller] = await Promise.all([registerUser(app, 'Admin'), registerUser(app, 'Buyer'), registerUser(app, 'Seller')]);
});
afterAll(() => app.stop());

describe('GET /users/admin/{email}', () => {
  test('anonymous: 401', async () => {
    expect((await app.http().get(`/users/admin/${buyer.email}`)).status).toBe(401);
  });
  test.each(['buyer', 'seller'] as const)('%s: own email yes, another email 403', async (who) => {
    const me = who === 'buyer' ? buyer : seller;
    const own = await app.http().get(`/users/admin/${me.email}`).set(me.auth);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ isAdmin: false });
    expect((await app.http().get(`/users/admin/${admin.email}`).set(me.auth)).status).toBe(403);
  });
  test('admin: any email', async () => {
    expect((await app.http().get(`/users/admin/${admin.email}`).set(admin.auth)).body).toEqual({ isAdmin: true });
    expect((await app.http().get(`/users/admin/${buyer.email}`).set(admin.auth)).body).toEqual({ isAdmin: false });
  });
  test('a malformed email param is a 400', async () => {
    expect((await app.http().get('/users/admin/%7B%22%24ne%22%3Anull%7D').set(admin.auth)).status).toBe(400);
  });
});

describe('GET /users and the role lists', () => {
  const paths = ['/users', '/users/Admin', '/users/Buyer', '/users/Seller'];
  test.each(paths)('%s: anonymous 401, Buyer 403, Seller 403', async (path) => {
    expect((await app.http().get(path)).status).toBe(401);
    expect((await app.http().get(path).set(buyer.auth)).status).toBe(403);
    expect((await app.http().get(path).set(seller.auth)).status).toBe(403);
  });
  test('Admin: all users, and each role list holds only that role', async () => {
    const all = await app.http().get('/users').set(admin.auth);
    expect(all.status).toBe(200);
    expect(all.body.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([admin.email, buyer.email, seller.email]));
    for (const role of ['Admin', 'Buyer', 'Seller']) {
      const list = await app.http().get(`/users/${role}`).set(admin.auth);
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
      expect(list.body.every((u: { role: string }) => u.role === role)).toBe(true);
    }
  });
  test('an unknown role is a 404', async () => {
    expect((await app.http().get('/users/Root').set(admin.auth)).status).toBe(404);
  });
});

describe('PUT /users/admin/{id}', () => {
  test('anonymous 401, Buyer 403, Seller 403, and nothing changes', async () => {
    const target = await registerUser(app, 'Buyer');
    const { _id } = (await app.server.db.collections.users.findOne({ email: target.email }))!;
    expect((await app.http().put(`/users/admin/${_id}`)).status).toBe(401);
    expect((await app.http().put(`/users/admin/${_id}`).set(buyer.auth)).status).toBe(403);
    expect((await app.http().put(`/users/admin/${_id}`).set(seller.auth)).status).toBe(403);
    expect((await app.server.db.collections.users.findOne({ _id }))!.role).toBe('Buyer');
  });
  test('Admin promotes; the promotion takes effect at once on the same token', async () => {
    const target = await registerUser(app, 'Seller');
    const { _id } = (await app.server.db.collections.users.findOne({ email: target.email }))!;
    expect((await app.http().get('/users').set(target.auth)).status).toBe(403);
    const res = await app.http().put(`/users/admin/${_id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect((await app.http().get('/users').set(target.auth)).status).toBe(200);
    expect((await app.http().get(`/users/admin/${target.email}`).set(target.auth)).body).toEqual({ isAdmin: true });
  });
  test('a missing id is 404; a malformed id is 400', async () => {
    expect((await app.http().put(`/users/admin/${new ObjectId()}`).set(admin.auth)).status).toBe(404);
    expect((await app.http().put('/users/admin/not-an-id').set(admin.auth)).status).toBe(400);
  });
});

describe('DELETE /users/{email}', () => {
  test('anonymous 401, Buyer 403, Seller 403, and the user stays', async () => {
    const target = await registerUser(app, 'Buyer');
    expect((await app.http().delete(`/users/${target.email}`)).status).toBe(401);
    expect((await app.http().delete(`/users/${target.email}`).set(buyer.auth)).status).toBe(403);
    expect((await app.http().delete(`/users/${target.email}`).set(seller.auth)).status).toBe(403);
    expect(await app.server.db.collections.users.countDocuments({ email: target.email })).toBe(1);
  });

  test('Admin deletes a buyer: record, identity account and session are gone', async () => {
    const target = await registerUser(app, 'Buyer');
    expect(await identityExists(target.email)).toBe(true);
    const res = await app.http().delete(`/users/${target.email}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ acknowledged: true, deletedCount: 1 });
    expect(await app.server.db.collections.users.countDocuments({ email: target.email })).toBe(0);
    expect(await identityExists(target.email)).toBe(false);
    expect((await app.http().get('/users/me').set(target.auth)).status).toBe(401);
  });

  test("Admin deletes a seller: their available listings leave the market, sold ones stay sold", async () => {
    const target = await registerUser(app, 'Seller');
    const products = app.server.db.collections.products;
    const base = {
      customID: 'MP-TEST', deviceName: 'Nokia 105', sellerName: target.name, sellerEmail: target.email, resalePrice: 1500,
      originalPrice: 2500, yearsOfUse: 1, postedDate: '2026-11-01', category: 'feature-phone' as const, condition: 'good' as const,
      Contact: '01711000000', Location: 'Dhaka', description: 'Works', img: `/images/${new ObjectId()}`, advertised: true, createdAt: new Date(),
    };
    const { insertedIds } = await products.insertMany([{ ...base, _id: new ObjectId(), status: 'available' }, { ...base, _id: new ObjectId(), status: 'sold' }]);
    await app.http().delete(`/users/${target.email}`).set(admin.auth).expect(200);
    expect(await products.findOne({ _id: insertedIds[0] })).toMatchObject({ status: 'removed', advertised: false });
    expect(await products.findOne({ _id: insertedIds[1] })).toMatchObject({ status: 'sold' });
  });

  test('an admin cannot be deleted (403) and stays', async () => {
    const other = await registerUser(app, 'Admin');
    expect((await app.http().delete(`/users/${other.email}`).set(admin.auth)).status).toBe(403);
    expect(await app.server.db.collections.users.countDocuments({ email: other.email })).toBe(1);
  });

  test('a missing user is 404; an operator-shaped email is 400', async () => {
    expect((await app.http().delete('/users/nobody@example.test').set(admin.auth)).status).toBe(404);
    expect((await app.http().delete('/users/%7B%22%24ne%22%3Anull%7D').set(admin.auth)).status).toBe(400);
    expect(await app.server.db.collections.users.countDocuments({ email: buyer.email })).toBe(1);
  });
});

describe('GET /users/me', () => {
  test('anonymous 401; a signed-in user gets their own record with the role', async () => {
    expect((await app.http().get('/users/me')).status).toBe(401);
    const me = await app.http().get('/users/me').set(seller.auth);
    expect(me.body).toMatchObject({ email: seller.email, role: 'Seller', name: seller.name });
  });
});

describe('POST /users/me/role', () => {
  const roleOf = async (email: string) => (await app.server.db.collections.users.findOne({ email }))?.role;
  const ask = (user: TestUser | null, body: unknown) => {
    const req = app.http().post('/users/me/role');
    return user ? req.set(user.auth).send(body as object) : req.send(body as object);
  };

  test('anonymous: 401', async () => {
    expect((await ask(null, { role: 'Seller' })).status).toBe(401);
  });

  test('a Buyer becomes a Seller, once: two tabs at once and a retry change it one time, and they may then list', async () => {
    const newcomer = await registerUser(app, 'Buyer');
    const answers = await Promise.all([ask(newcomer, { role: 'Seller' }), ask(newcomer, { role: 'Seller' })]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: newcomer.email, role: 'Seller' });
    }
    expect((await ask(newcomer, { role: 'Seller' })).body).toMatchObject({ role: 'Seller' });
    expect(await roleOf(newcomer.email)).toBe('Seller');
    // The role is read from the database on every call: the same token now lists.
    expect((await app.http().get('/products').set(newcomer.auth)).status).toBe(200);
  });

  test('a Seller asking again: 200, still a Seller', async () => {
    const res = await ask(seller, { role: 'Seller' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: seller.email, role: 'Seller' });
  });

  test('an Admin: 403, still an Admin', async () => {
    const res = await ask(admin, { role: 'Seller' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'role_change_buyer_only', message: 'Only a Buyer account can become a Seller account' });
    expect(await roleOf(admin.email)).toBe('Admin');
  });

  test.each([
    ['Admin', { role: 'Admin' }],
    ['back to Buyer', { role: 'Buyer' }],
    ['no role', {}],
    ['another field', { role: 'Seller', email: 'someone@example.test' }],
  ])('asking for %s: 400 and the role unchanged', async (_what, body) => {
    const res = await ask(buyer, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(anyValidationError);
    expect(await roleOf(buyer.email)).toBe('Buyer');
  });

  test('a Seller cannot go back to Buyer: 400', async () => {
    expect((await ask(seller, { role: 'Buyer' })).body).toEqual(validationError({ role: MSG.roleChangeSellerOnly }));
    expect(await roleOf(seller.email)).toBe('Seller');
  });
});

// Keyset pages of the admin's lists (docs/api.md#pages): still arrays, oldest first, the next page in a Link header.
describe('GET /users and the role lists: pages', () => {
  type Listed = { _id: string; email: string; role: string };
  const ids = (body: Listed[]) => body.map((u) => u._id);
  /** What the database holds, in the list's order (createdAt, then _id, ascending). */
  const stored = async (role?: string) =>
    (await app.server.db.collections.users.find(role ? { role: role as 'Buyer' } : {}).sort({ createdAt: 1, _id: 1 }).toArray()).map((u) => u._id.toHexString());
  /** Follows the Link headers from `path?query` to the end; answers every page's ids. */
  const walk = async (path: string, query: string) => {
    const pages: string[][] = [];
    for (let q: string | null = query; q !== null; ) {
      const res = await app.http().get(`${path}?${q}`).set(admin.auth);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      pages.push(ids(res.body));
      q = nextQuery(res);
    }
    return pages;
  };
  const snapshot = async () => ({ count: await app.server.db.collections.users.countDocuments(), first: ids((await app.http().get('/users').set(admin.auth)).body) });

  test('with no more than 50 users, no params answer the whole list as before: an array, oldest first, no Link header', async () => {
    const res = await app.http().get('/users').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(ids(res.body)).toEqual(await stored());
    const buyers = await app.http().get('/users/Buyer').set(admin.auth);
    expect(buyers.headers.link).toBeUndefined();
    expect(ids(buyers.body)).toEqual(await stored('Buyer'));
  });

  describe('with more users than one page', () => {
    beforeAll(async () => {
      // 60 Buyers and 45 Sellers straight into the collection; every third shares its createdAt, so the _id breaks ties.
      const base = Date.now() - 3_600_000;
      const make = (role: 'Buyer' | 'Seller', n: number) =>
        Array.from({ length: n }, (_, i) => ({
          _id: new ObjectId(), name: `${role} ${i}`, email: `paged-${role.toLowerCase()}-${i}@example.test`, role, createdAt: new Date(base + Math.floor(i / 3) * 1000),
        }));
      await app.server.db.collections.users.insertMany([...make('Buyer', 60), ...make('Seller', 45)]);
    });

    test('default page is 50 with a Link header; following it gives the rest, in order, no repeat, no gap; the last page has no Link', async () => {
      for (const path of ['/users', '/users/Buyer']) {
        const expected = await stored(path === '/users' ? undefined : 'Buyer');
        expect(expected.length).toBeGreaterThan(50);
        const first = await app.http().get(path).set(admin.auth);
        expect(first.status).toBe(200);
        expect(ids(first.body)).toEqual(expected.slice(0, 50));
        expect(first.headers['access-control-expose-headers']).toMatch(/Link/);
        const pages = await walk(path, '');
        expect(pages[0]).toHaveLength(50);
        expect(pages.flat()).toEqual(expected);
      }
    });

    test('an explicit limit: every page holds `limit` users but the last, the limit travels in the Link, and the pages join up exactly', async () => {
      const expected = await stored('Seller');
      const pages = await walk('/users/Seller', 'limit=7');
      expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(pages.at(-1)!.length).toBeLessThanOrEqual(7);
      expect(pages.flat()).toEqual(expected);
      expect(new Set(pages.flat()).size).toBe(expected.length);
      const second = await app.http().get('/users/Seller?limit=7').set(admin.auth);
      expect(nextQuery(second)).toMatch(/^limit=7&cursor=[A-Za-z0-9_-]+$/);
      // A limit of exactly the list's size: one page, no Link.
      const whole = await app.http().get(`/users/Seller?limit=${expected.length}`).set(admin.auth);
      expect(ids(whole.body)).toEqual(expected);
      expect(whole.headers.link).toBeUndefined();
    });

    test('limit 100 is the most; 101, 0, abc and a repeated limit are 400 with the error shape, and nothing changes', async () => {
      const before = await snapshot();
      const max = await app.http().get('/users?limit=100').set(admin.auth);
      expect(max.status).toBe(200);
      expect(max.body).toHaveLength(100);
      expect(nextQuery(max)).not.toBeNull();
      for (const query of ['limit=101', 'limit=0', 'limit=abc', 'limit=-1', 'limit=2.5', 'limit=5&limit=6']) {
        for (const path of ['/users', '/users/Buyer']) {
          const res = await app.http().get(`${path}?${query}`).set(admin.auth);
          expect(res.status).toBe(400);
          expect(res.body).toEqual(validationError({ limit: 'Limit must be a whole number from 1 to 100' }));
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    test('a garbage or tampered cursor is a 400 with the error shape, and nothing changes', async () => {
      const before = await snapshot();
      const cursor = new URLSearchParams(nextQuery(await app.http().get('/users/Buyer?limit=5').set(admin.auth))!).get('cursor')!;
      const tampered = tamperedCursor(cursor);
      for (const bad of ['garbage', '!!!', 'x'.repeat(301), tampered, encodeURIComponent('{"$gt":""}')]) {
        const res = await app.http().get(`/users/Buyer?cursor=${bad}`).set(admin.auth);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(validationError({ cursor: MSG.cursorInvalid }));
      }
      expect(await snapshot()).toEqual(before);
    });

    test("a cursor of another list is a 400: Buyer's on Seller, the whole list's on a role, a role's on the whole list", async () => {
      const cursorOf = async (path: string) => new URLSearchParams(nextQuery(await app.http().get(`${path}?limit=5`).set(admin.auth))!).get('cursor')!;
      const buyerCursor = await cursorOf('/users/Buyer');
      const allCursor = await cursorOf('/users');
      // Each opens its own list.
      expect((await app.http().get(`/users/Buyer?cursor=${buyerCursor}`).set(admin.auth)).status).toBe(200);
      expect((await app.http().get(`/users?cursor=${allCursor}`).set(admin.auth)).status).toBe(200);
      for (const [path, cursor] of [['/users/Seller', buyerCursor], ['/users/Admin', buyerCursor], ['/users/Buyer', allCursor], ['/users', buyerCursor]] as const) {
        const res = await app.http().get(`${path}?cursor=${cursor}`).set(admin.auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ cursor: expect.any(String) });
      }
    });

    test('an unknown query parameter is a 400, and nothing changes', async () => {
      const before = await snapshot();
      for (const query of ['x=1', 'email[$ne]=', 'role=Admin', 'limit[$gt]=0', 'sort=newest']) {
        for (const path of ['/users', '/users/Seller']) {
          const res = await app.http().get(`${path}?${query}`).set(admin.auth);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ ...anyValidationError, message: 'This call does not take that query parameter' });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    test('non-admins are still refused, whatever the page: anonymous 401, Buyer 403, Seller 403', async () => {
      const query = nextQuery(await app.http().get('/users?limit=5').set(admin.auth))!;
      for (const path of ['/users', '/users/Buyer']) {
        expect((await app.http().get(`${path}?${query}`)).status).toBe(401);
        for (const who of [buyer, seller]) {
          const res = await app.http().get(`${path}?${query}`).set(who.auth);
          expect(res.status).toBe(403);
          expect(res.headers.link).toBeUndefined();
        }
      }
    });
  });
});
