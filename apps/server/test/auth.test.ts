// GET /jwt and POST /users: identity proven with a Firebase ID token from the real Auth Emulator.
import { createIdentity, uniqueEmail } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('POST /users', () => {
  test('registers a Buyer for the email the identity token proves', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    const res = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Rahim', email, role: 'Buyer' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ acknowledged: true, user: { name: 'Rahim', email, role: 'Buyer' } });
    expect(typeof res.body.insertedId).toBe('string');
  });

  test('is idempotent: a second post (Google sign-in again) keeps the first name and role', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Karim', email, role: 'Seller' });
    const again = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Someone Else', email, role: 'Buyer' });
    expect(again.status).toBe(200);
    expect(again.body.insertedId).toBeNull();
    expect(again.body.user).toMatchObject({ name: 'Karim', role: 'Seller' });
    expect(await app.server.db.collections.users.countDocuments({ email })).toBe(1);
  });

  test('two concurrent posts for one email make one user', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    const post = () => app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Twin', email, role: 'Buyer' });
    const results = await Promise.all([post(), post()]);
    expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const r of results) expect([200, 201]).toContain(r.status);
    expect(await app.server.db.collections.users.countDocuments({ email })).toBe(1);
  });

  test('refuses Admin as a role, with the message and no record', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    const res = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Sneaky', email, role: 'Admin' });
    expect(res.status).toBe(400);
    expect(res.body.errors.role).toBe('Role must be Buyer or Seller');
    expect(await app.server.db.collections.users.countDocuments({ email })).toBe(0);
  });

  test('refuses a record for an email the token does not prove', async () => {
    const { idToken } = await createIdentity(uniqueEmail());
    const victim = uniqueEmail('victim');
    const res = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'Mallory', email: victim, role: 'Buyer' });
    expect(res.status).toBe(403);
    expect(await app.server.db.collections.users.countDocuments({ email: victim })).toBe(0);
  });

  test('needs an identity token: none is 401, a forged one is 401', async () => {
    const email = uniqueEmail();
    expect((await app.http().post('/users').send({ name: 'A', email, role: 'Buyer' })).status).toBe(401);
    const forged = await app.http().post('/users').set('Authorization', 'Bearer not.a.token').send({ name: 'A', email, role: 'Buyer' });
    expect(forged.status).toBe(401);
  });

  test('an app token is not an identity token', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'A', email, role: 'Buyer' });
    const { body } = await app.http().get('/jwt').query({ email }).set('Authorization', `Bearer ${idToken}`);
    const res = await app.http().post('/users').set('Authorization', `Bearer ${body.accessToken}`).send({ name: 'A', email, role: 'Buyer' });
    expect(res.status).toBe(401);
  });

  test.each([
    [{ email: 'x@example.test', role: 'Buyer' }, 'name', 'Name is required'],
    [{ name: 'A', role: 'Buyer' }, 'email', 'Email Address is required'],
    [{ name: '   ', email: 'x@example.test', role: 'Buyer' }, 'name', 'Name is required'],
  ])('validates %j: %s → %s', async (body, field, message) => {
    const { idToken } = await createIdentity(uniqueEmail());
    const res = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  test('an operator object in place of the email is a 400, never a query', async () => {
    const { idToken } = await createIdentity(uniqueEmail());
    const before = await app.server.db.collections.users.countDocuments();
    const res = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'A', email: { $ne: null }, role: 'Buyer' });
    expect(res.status).toBe(400);
    expect(await app.server.db.collections.users.countDocuments()).toBe(before);
  });
});

describe('GET /jwt', () => {
  test('issues an app token for the email the identity token proves', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'A', email, role: 'Buyer' });
    const res = await app.http().get('/jwt').query({ email }).set('Authorization', `Bearer ${idToken}`);
    expect(res.status).toBe(200);
    const me = await app.http().get('/users/me').set('Authorization', `Bearer ${res.body.accessToken}`);
    expect(me.body).toMatchObject({ email, role: 'Buyer' });
  });

  test('email matching is case-insensitive', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    const res = await app.http().get('/jwt').query({ email: email.toUpperCase() }).set('Authorization', `Bearer ${idToken}`);
    expect(res.status).toBe(200);
  });

  test('refuses another email (403), no token (401), a forged token (401)', async () => {
    const { idToken } = await createIdentity(uniqueEmail());
    expect((await app.http().get('/jwt').query({ email: 'admin@mobileplanet.test' }).set('Authorization', `Bearer ${idToken}`)).status).toBe(403);
    expect((await app.http().get('/jwt').query({ email: 'admin@mobileplanet.test' })).status).toBe(401);
    expect((await app.http().get('/jwt').query({ email: 'a@b.test' }).set('Authorization', 'Bearer eyJhbGciOiJub25lIn0.e30.')).status).toBe(401);
  });

  test('operator queries are 400: ?email[$ne]= and a repeated email', async () => {
    const { idToken } = await createIdentity(uniqueEmail());
    const nested = await app.http().get('/jwt?email[$ne]=x').set('Authorization', `Bearer ${idToken}`);
    expect(nested.status).toBe(400);
    const repeated = await app.http().get('/jwt?email=a@b.test&email=c@d.test').set('Authorization', `Bearer ${idToken}`);
    expect(repeated.status).toBe(400);
  });

  test('a tampered app token is refused', async () => {
    const email = uniqueEmail();
    const { idToken } = await createIdentity(email);
    await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name: 'A', email, role: 'Buyer' });
    const { body } = await app.http().get('/jwt').query({ email }).set('Authorization', `Bearer ${idToken}`);
    const [h, , s] = (body.accessToken as string).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin@mobileplanet.test', iss: 'mobile-planet-api', aud: 'mobile-planet-web' })).toString('base64url');
    const res = await app.http().get('/users/me').set('Authorization', `Bearer ${h}.${payload}.${s}`);
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  test('GET /jwt answers 429 past the per-minute limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.http().get('/jwt').query({ email: 'a@b.test' })).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
