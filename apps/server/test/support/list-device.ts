// Listings made through the API as the Add Product form makes them (photo upload, then POST
// /products), each with a fresh valid IMEI unless the test names one; and the moderation calls.
import type { Response } from 'supertest';
import type { ModerationAction, ModerationCase, ProductInput } from '@mobile-planet/shared';
import { uploadPhoto } from './deals';
import type { TestUser } from './identity';
import { testImei } from './imei';
import type { TestApp } from './test-app';

export type ListingFields = Partial<Record<keyof ProductInput, unknown>>;

/** The form's fields for a smartphone with a fresh IMEI, registered in NEIR; `overrides` may drop one by setting it to undefined. */
function listingBody(img: string, overrides: ListingFields = {}): Record<string, unknown> {
  return {
    deviceName: 'Samsung Galaxy A54 5G 8/256GB',
    sellerName: 'Rahim Uddin',
    category: 'smartphone',
    condition: 'good',
    resalePrice: 32_000,
    originalPrice: 45_000,
    yearsOfUse: 1,
    Contact: '01711000000',
    Location: 'Dhaka (Mirpur 10)',
    description: 'Works well, small scratch on the back.',
    postedDate: '22 Nov 2026',
    img,
    imei: testImei(),
    neir: 'registered',
    ...overrides,
  };
}

/** POST /products as `user` with a photo of theirs (the answer, whatever it is). */
export async function postListing(app: TestApp, user: TestUser, overrides: ListingFields = {}): Promise<Response> {
  const img = await uploadPhoto(app, user);
  return app.http().post('/products').set(user.auth).send(listingBody(img, overrides));
}

/** Lists a device as `user`; answers its id (throws unless 201). */
export async function listDevice(app: TestApp, user: TestUser, overrides: ListingFields = {}): Promise<string> {
  const res = await postListing(app, user, overrides);
  if (res.status !== 201) throw new Error(`POST /products answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId as string;
}

/** POST /products/{id}/reports as `user` (the answer, whatever it is). */
export const postReport = (app: TestApp, user: TestUser | null, productId: string, body: Record<string, unknown> = { reason: 'stolen', text: 'This is my stolen phone.' }) => {
  const req = app.http().post(`/products/${productId}/reports`);
  return (user ? req.set(user.auth) : req).send(body);
};

/** GET /moderation as `user` (the answer, whatever it is). */
export const getModeration = (app: TestApp, user: TestUser | null, query: Record<string, string | number> = {}) => {
  const req = app.http().get('/moderation').query(query);
  return user ? req.set(user.auth) : req;
};

/** Every case of the queue (`open` or `closed`), read page by page as the Admin. */
export async function allCases(app: TestApp, admin: TestUser, state: 'open' | 'closed' = 'open'): Promise<ModerationCase[]> {
  const all: ModerationCase[] = [];
  let query: Record<string, string | number> = { state, limit: 100 };
  for (;;) {
    const res = await getModeration(app, admin, query);
    if (res.status !== 200) throw new Error(`GET /moderation answered ${res.status}: ${JSON.stringify(res.body)}`);
    all.push(...(res.body as ModerationCase[]));
    const link = res.headers.link;
    if (!link) return all;
    query = Object.fromEntries(new URLSearchParams(/^<\?([^>]+)>/.exec(link)![1]!));
  }
}

/** The cases of the queue about one listing. */
export const casesOf = async (app: TestApp, admin: TestUser, productId: string, state: 'open' | 'closed' = 'open') =>
  (await allCases(app, admin, state)).filter((c) => c.product._id === productId);

/** POST /moderation/{id}/actions as `user` (the answer, whatever it is). */
export const postAction = (app: TestApp, user: TestUser | null, caseId: string, action: ModerationAction | string, note = 'Checked the listing.') => {
  const req = app.http().post(`/moderation/${caseId}/actions`);
  return (user ? req.set(user.auth) : req).send({ action, note });
};
