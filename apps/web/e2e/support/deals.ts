// The parts of a deal a journey does not walk through the screens (a seller's listing, a booking
// and its payment when the journey is about what comes after): the same calls the web app makes,
// through the web server's /api proxy, as the signed-in person.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './demo-data';
import { newImei } from './imei';
import { makePng } from './png';

const EMULATOR_KEY = 'demo-api-key';

export interface Session {
  auth: { Authorization: string };
  account: Account;
}

/** Signs in at the Auth Emulator and trades the ID token for the app's token, as the login screen does. */
export async function apiSession(request: APIRequestContext, account: Account): Promise<Session> {
  const signIn = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_KEY}`, {
    data: { email: account.email, password: account.password, returnSecureToken: true },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const jwt = await request.get(`/api/jwt?email=${encodeURIComponent(account.email)}`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(jwt.ok(), await jwt.text()).toBe(true);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  return { auth: { Authorization: `Bearer ${accessToken}` }, account };
}

/** Lists a device as the seller (photo upload, then POST /products, with a fresh IMEI); answers its id. */
export async function listDevice(request: APIRequestContext, seller: Session, deviceName: string, resalePrice = 18_500): Promise<string> {
  const upload = await request.post('/api/images', {
    headers: seller.auth,
    multipart: { image: { name: 'phone.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string } };
  const created = await request.post('/api/products', {
    headers: seller.auth,
    data: {
      deviceName, sellerName: seller.account.name, category: 'smartphone', condition: 'good', resalePrice, originalPrice: 30_000,
      yearsOfUse: 1, Contact: '01712345678', Location: 'Dhaka (Mirpur 10)', description: 'Works well, one small scratch.',
      postedDate: '22 Nov 2026', img: data.url, imei: newImei(), neir: 'registered',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { insertedId: string }).insertedId;
}

/** Books the listing as the buyer; answers the booking's id. */
export async function bookDevice(request: APIRequestContext, buyer: Session, productId: string): Promise<string> {
  const res = await request.post('/api/bookings', { headers: buyer.auth, data: { productId, contact: '01811223344', location: 'Dhaka (Dhanmondi 27)' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** Pays for the booking with the sandbox's good card, as the payment screen does. */
export async function payBooking(request: APIRequestContext, buyer: Session, bookingId: string): Promise<void> {
  const intent = await request.post('/api/create-payment-intent', { headers: buyer.auth, data: { bookingId } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/sandbox/confirm', {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: buyer.account.name, email: buyer.account.email },
    },
  });
  const { paymentIntent } = (await confirm.json()) as { paymentIntent?: { id: string } };
  expect(paymentIntent?.id, 'the sandbox took the card').toBeTruthy();
  const paid = await request.post('/api/payments', { headers: buyer.auth, data: { bookingId, transactionId: paymentIntent!.id } });
  expect(paid.status(), await paid.text()).toBe(201);
}

/** Moves the API's clock forward (the stack runs with TEST_CLOCK) and runs its scheduler. */
export async function moveClock(request: APIRequestContext, hours: number): Promise<void> {
  const res = await request.post('/api/testing/clock', { data: { advanceHours: hours } });
  expect(res.ok(), await res.text()).toBe(true);
}
