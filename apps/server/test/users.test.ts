// Users: the admin check, the admin's lists, promotion and deletion (DESIGN.md §4 rows).
import { ObjectId } from 'mongodb';
import { identityExists, registerUser, type TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

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
