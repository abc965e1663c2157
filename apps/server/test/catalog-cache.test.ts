// The public lists are cached in memory: every write through the API that changes them shows at
// once (the cache is cleared), and a write that bypasses the API shows within the TTL.
import { pngImage } from './fixtures/images';
import { registerUser, type TestUser } from './support/identity';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  [seller, buyer, admin] = await Promise.all([registerUser(app, 'Seller'), registerUser(app, 'Buyer'), registerUser(app, 'Admin')]);
});
afterAll(() => app.stop());

const listIds = async (path: string) => ((await app.http().get(path)).body as Array<{ _id: string }>).map((p) => p._id);

async function listThroughApi(user: TestUser, category = 'tablet'): Promise<string> {
  const upload = await app.http().post('/images').set(user.auth).attach('image', await pngImage(), { filename: 'p.png', contentType: 'image/png' });
  const res = await app.http().post('/products').set(user.auth).send({
    deviceName: 'Walton Pad 8', sellerName: user.name, category, condition: 'good', resalePrice: 9000, originalPrice: 15000,
    yearsOfUse: 1, Contact: '01711000000', Location: 'Khulna', description: 'Charger included', postedDate: '2026-11-20', img: upload.body.data.url,
  });
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

test('a listing added through the API shows in its (already cached) category at once', async () => {
  await listIds('/category/tablet');
  const id = await listThroughApi(seller);
  expect(await listIds('/category/tablet')).toContain(id);
});

test('advertising shows on the (already cached) advertise list at once; deleting removes it at once', async () => {
  const id = await listThroughApi(seller);
  expect(await listIds('/advertise')).not.toContain(id);
  await app.http().post('/advertise').set(seller.auth).send({ _id: id }).expect(200);
  expect(await listIds('/advertise')).toContain(id);
  await app.http().delete(`/products/${id}`).set(seller.auth).expect(200);
  expect(await listIds('/advertise')).not.toContain(id);
  expect(await listIds('/category/tablet')).not.toContain(id);
});

test('a paid device leaves the (already cached) category at once', async () => {
  const id = await listThroughApi(seller, 'smartphone');
  expect(await listIds('/category/smartphone')).toContain(id);
  const booking = await app.http().post('/bookings').set(buyer.auth).send({ productId: id, contact: '01811000000', location: 'Dhaka' }).expect(201);
  const bookingId = booking.body.insertedId as string;
  const { clientSecret } = (await app.http().post('/create-payment-intent').set(buyer.auth).send({ bookingId }).expect(200)).body;
  const confirm = await app.http().post('/sandbox/confirm').send({
    clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' }, billingDetails: { name: buyer.name, email: buyer.email },
  });
  expect(confirm.body.paymentIntent.status).toBe('succeeded');
  await app.http().post('/payments').set(buyer.auth).send({ bookingId, transactionId: confirm.body.paymentIntent.id }).expect(201);
  expect(await listIds('/category/smartphone')).not.toContain(id);
});

test("deleting a seller takes their listings off the (already cached) lists at once", async () => {
  const doomed = await registerUser(app, 'Seller');
  const id = await listThroughApi(doomed);
  expect(await listIds('/category/tablet')).toContain(id);
  await app.http().delete(`/users/${doomed.email}`).set(admin.auth).expect(200);
  expect(await listIds('/category/tablet')).not.toContain(id);
});

test('the lists are really cached: a write that bypasses the API shows only after a clear or the TTL', async () => {
  await listIds('/category/feature-phone');
  const direct = await insertListing(app, seller, { category: 'feature-phone' });
  expect(await listIds('/category/feature-phone')).not.toContain(direct._id.toHexString());
  app.server.catalog.invalidate();
  expect(await listIds('/category/feature-phone')).toContain(direct._id.toHexString());

  const short = await startTestApp({ CATALOG_CACHE_TTL_MS: '300' });
  try {
    const before = ((await short.http().get('/category/feature-phone')).body as unknown[]).length;
    await insertListing(short, seller, { category: 'feature-phone' });
    expect((await short.http().get('/category/feature-phone')).body).toHaveLength(before);
    await new Promise((r) => setTimeout(r, 350));
    expect((await short.http().get('/category/feature-phone')).body).toHaveLength(before + 1);
  } finally {
    await short.stop();
  }
});
