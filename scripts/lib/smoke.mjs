// A running stack, checked the way a visitor and the demo buyer use it, through the web server's
// origin only: the home page, the catalogue, the demo buyer's sign-in, app token, bookings.
// `node scripts/lib/smoke.mjs [webUrl]` (default http://127.0.0.1:5173) prints each check.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUYER = { email: 'buyer@mobileplanet.test', password: 'Buyer#2002!' };

/**
 * One request. The body is the API's JSON (read as the checks below expect it, and each check
 * says what it got when it is not so) or, for anything else, the bytes.
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ status: number, type: string, body: any }>}
 */
async function call(url, init = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, type, body };
}

/**
 * @param {unknown} ok
 * @param {string} message
 * @returns {asserts ok}
 */
function expect(ok, message) {
  if (!ok) throw new Error(message);
}

/**
 * @param {string} webUrl
 * @param {(line: string) => void} [log]
 * @returns {Promise<{ advertised: number, byCategory: Record<string, number>, bookingId: string }>}
 */
export async function smokeCheck(webUrl, log = () => undefined) {
  const api = `${webUrl}/api`;

  const home = await call(`${webUrl}/`);
  expect(home.status === 200 && home.type.includes('text/html') && String(home.body).includes('id="root"'), `GET / answered ${home.status} ${home.type}`);
  log(`✓ home page: 200 ${home.type}`);

  const advertised = await call(`${api}/advertise`);
  expect(advertised.status === 200 && Array.isArray(advertised.body) && advertised.body.length > 0, `GET /advertise answered ${advertised.status}, ${JSON.stringify(advertised.body).slice(0, 200)}`);
  const picture = await call(advertised.body[0].img);
  expect(picture.status === 200 && picture.type === 'image/webp', `the picture ${advertised.body[0].img} answered ${picture.status} ${picture.type}`);
  log(`✓ GET /advertise: ${advertised.body.length} listings; the first picture is ${picture.body.length} bytes of ${picture.type}`);

  /** @type {Record<string, number>} */
  const byCategory = {};
  for (const category of ['feature-phone', 'smartphone', 'tablet']) {
    const list = await call(`${api}/category/${category}`);
    expect(list.status === 200 && list.body.length > 0, `GET /category/${category} answered ${list.status} with ${list.body?.length} listings`);
    byCategory[category] = list.body.length;
  }
  log(`✓ GET /category/…: ${Object.entries(byCategory).map(([c, n]) => `${c} ${n}`).join(', ')}`);

  const session = await call(`${webUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...BUYER, returnSecureToken: true }),
  });
  expect(session.status === 200 && session.body.idToken, `the demo buyer could not sign in: ${JSON.stringify(session.body).slice(0, 200)}`);
  const jwt = await call(`${api}/jwt?email=${encodeURIComponent(BUYER.email)}`, { headers: { Authorization: `Bearer ${session.body.idToken}` } });
  expect(jwt.status === 200 && jwt.body.accessToken, `GET /jwt answered ${jwt.status} ${JSON.stringify(jwt.body)}`);
  const auth = { Authorization: `Bearer ${jwt.body.accessToken}` };
  log('✓ the demo buyer signs in on the Auth Emulator and gets an app token from GET /jwt');

  const mine = await call(`${api}/bookings?email=${encodeURIComponent(BUYER.email)}`, { headers: auth });
  expect(mine.status === 200 && mine.body.length > 0, `GET /bookings answered ${mine.status} with ${mine.body?.length} bookings`);
  const booked = new Set(mine.body.map((/** @type {{ productId: string }} */ b) => b.productId));
  const tablets = await call(`${api}/category/tablet`);
  const target = tablets.body.find((/** @type {{ _id: string }} */ p) => !booked.has(p._id));
  expect(target, 'every tablet is booked already');
  const created = await call(`${api}/bookings`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId: target._id, contact: '01700000102', location: 'Dhaka (Dhanmondi 27)' }),
  });
  expect(created.status === 201 && created.body.acknowledged === true, `POST /bookings answered ${created.status} ${JSON.stringify(created.body)}`);
  log(`✓ the demo buyer had ${mine.body.length} booking(s) and booked "${target.deviceName}" (POST /bookings 201)`);
  return { advertised: advertised.body.length, byCategory, bookingId: created.body.insertedId };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webUrl = (process.argv[2] ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
  smokeCheck(webUrl, (line) => console.log(line)).then(
    () => console.log('smoke check passed'),
    (err) => {
      console.error(`✗ ${err.message}`);
      process.exit(1);
    },
  );
}
