// The API client as the app feels it: the stored app token goes out as the bearer, a 401 gets one
// fresh token and one more try, a session the server no longer accepts ends (token gone, signed out,
// told, sent to /login), and every failure becomes one sentence for the user.
import { signOut, type User as FirebaseUser } from 'firebase/auth';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/config/ui';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { ApiRequestError, api, apiErrorMessage, isApiRequestError, setApiBaseUrl, setSessionExpiredHandler } from './api-client';
import { env } from './env';
import { auth } from './firebase';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('./firebase', () => ({
  auth: { currentUser: null as FirebaseUser | null, authStateReady: async () => undefined },
}));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BUYER = 'buyer@mobileplanet.test';
const STALE = 'stale-app-token';
const FRESH = 'fresh-app-token';

/** How the API answers calls other than GET /jwt, and how GET /jwt answers. */
let apiAnswer: (call: ApiCall) => Reply;
let jwtAnswer: Reply;
let calls: ApiCall[];
let getIdToken: ReturnType<typeof vi.fn<(forceRefresh?: boolean) => Promise<string>>>;
let sessionExpired: ReturnType<typeof vi.fn<() => void>>;

/** What the API saw (the bearer of each request), and what GET /jwt was asked. */
const apiCalls = () => calls.filter((c) => c.path !== '/jwt').map((c) => ({ url: c.path, bearer: c.headers.get('Authorization') }));
const jwtCalls = () => calls.filter((c) => c.path === '/jwt');

/** The API: accepts only `accepted` as the bearer, else 401. */
const apiAccepting =
  (accepted: string | null) =>
  (call: ApiCall): Reply =>
    call.headers.get('Authorization') === `Bearer ${accepted}` ? { body: { ok: true } } : { status: 401, body: { message: 'Please sign in' } };

/** GET /jwt: answers with `status` (a token when 200), or cannot be reached. */
const jwtAnswering = (status: number | 'unreachable'): Reply =>
  status === 'unreachable' ? 'unreachable' : { status, body: status === 200 ? { accessToken: FRESH } : { message: 'The token belongs to another email' } };

beforeEach(() => {
  apiAnswer = () => ({ body: {} });
  jwtAnswer = jwtAnswering(200);
  calls = fakeApi((call) => (call.path === '/jwt' ? jwtAnswer : apiAnswer(call)));
  getIdToken = vi.fn(async (_forceRefresh?: boolean) => 'firebase-id-token');
  (auth as { currentUser: unknown }).currentUser = { email: BUYER, getIdToken } as unknown as FirebaseUser;
  sessionExpired = vi.fn<() => void>();
  setSessionExpiredHandler(sessionExpired);
  localStorage.setItem(ACCESS_TOKEN_KEY, STALE);
});
afterEach(() => {
  setApiBaseUrl(env.API_URL);
  vi.useRealTimers();
  // Now, not after the setup's afterEach: that one clears localStorage, which a test may have taken away.
  vi.unstubAllGlobals();
});

describe('the bearer token', () => {
  it('sends the stored app token', async () => {
    apiAnswer = apiAccepting(STALE);
    await api.get('/bookings');
    expect(apiCalls()).toEqual([{ url: '/bookings', bearer: `Bearer ${STALE}` }]);
  });

  it('keeps an Authorization the caller set itself (a Firebase ID token)', async () => {
    apiAnswer = apiAccepting('firebase-id-token');
    await api.post('/users', {}, { headers: { Authorization: 'Bearer firebase-id-token' } });
    expect(apiCalls()).toEqual([{ url: '/users', bearer: 'Bearer firebase-id-token' }]);
  });

  it('sends none where there is no storage (the server’s renderer, in Node)', async () => {
    vi.stubGlobal('localStorage', undefined);
    const { data } = await api.get('/listings');
    expect(data).toEqual({});
    expect(apiCalls()).toEqual([{ url: '/listings', bearer: null }]);
  });
});

describe('a 401', () => {
  it('gets a fresh app token (a fresh ID token behind it) and sends the call once more with it', async () => {
    apiAnswer = apiAccepting(FRESH);
    const { data, status } = await api.get('/bookings');
    expect(data).toEqual({ ok: true });
    expect(status).toBe(200);
    expect(apiCalls().map((c) => c.bearer)).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
    expect(jwtCalls().map((c) => ({ params: c.params, bearer: c.headers.get('Authorization') }))).toEqual([
      { params: { email: BUYER }, bearer: 'Bearer firebase-id-token' },
    ]);
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(FRESH);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('from several calls at once asks for one fresh token, and each call succeeds', async () => {
    apiAnswer = apiAccepting(FRESH);
    const results = await Promise.all([api.get('/bookings'), api.get('/users/me'), api.get('/products')]);
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(jwtCalls()).toHaveLength(1);
  });

  it('again after the retry ends the session: token gone, signed out, told, sent to /login', async () => {
    apiAnswer = apiAccepting(null);
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(apiCalls()).toHaveLength(2);
    expect(jwtCalls()).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your session has ended. Please log in again.', { id: 'session-ended' }));
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the API refuses a fresh token (403 from GET /jwt)', async () => {
    apiAnswer = apiAccepting(FRESH);
    jwtAnswer = jwtAnswering(403);
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(apiCalls()).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when nobody is signed in with the identity provider', async () => {
    (auth as { currentUser: unknown }).currentUser = null;
    apiAnswer = apiAccepting(FRESH);
    await expect(api.get('/bookings')).rejects.toBeInstanceOf(ApiRequestError);
    expect(jwtCalls()).toHaveLength(0);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a fresh token cannot be fetched for a network blip', async () => {
    apiAnswer = apiAccepting(FRESH);
    jwtAnswer = jwtAnswering('unreachable');
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(STALE);
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

it('does not retry or refresh on other failures', async () => {
  apiAnswer = () => ({ status: 403, body: { message: 'Only sellers can add products' } });
  await expect(api.post('/products', {})).rejects.toBeInstanceOf(ApiRequestError);
  expect(apiCalls()).toHaveLength(1);
  expect(jwtCalls()).toHaveLength(0);
  expect(sessionExpired).not.toHaveBeenCalled();
});

describe('a failed call', () => {
  it('carries the status, the API’s body, the answer’s headers and the path the app asked', async () => {
    apiAnswer = () => ({ status: 429, body: { message: 'Too many wrong codes' }, headers: { 'Retry-After': '3600' } });
    const failure = await api.post('/bookings/1/handover?x=1', { code: '000000' }).catch((e: unknown) => e);
    expect(isApiRequestError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 429, data: { message: 'Too many wrong codes' }, url: '/bookings/1/handover?x=1', code: undefined });
    expect((failure as ApiRequestError).headers['retry-after']).toBe('3600');
    expect(isApiRequestError(new Error('x'))).toBe(false);
  });
});

describe('what goes out', () => {
  it('puts the params in the query string, leaving out undefined and null, after a query the path has', async () => {
    await api.get('/listings', { params: { q: 'galaxy a54 & co', minPrice: 5000, cursor: undefined, seller: null, paid: false } });
    await api.get('/notifications?limit=20', { params: { cursor: 'c/2+' } });
    await api.get('/listings', { params: {} });
    expect(calls.map((c) => c.params)).toEqual([{ q: 'galaxy a54 & co', minPrice: '5000', paid: 'false' }, { limit: '20', cursor: 'c/2+' }, {}]);
    expect(calls.map((c) => c.url)).toEqual([
      `${window.location.origin}/api/listings?q=galaxy+a54+%26+co&minPrice=5000&paid=false`,
      `${window.location.origin}/api/notifications?limit=20&cursor=c%2F2%2B`,
      `${window.location.origin}/api/listings`,
    ]);
  });

  it('sends an object as JSON, and nothing for a call without a body', async () => {
    await api.post('/bookings', { productId: 'p', contact: '01712345678' });
    await api.put('/users/admin/1');
    await api.delete('/products/1');
    await api.patch('/users/me', { name: 'Karim' });
    expect(calls.map((c) => [c.method, c.path, c.body, c.headers.get('Content-Type')])).toEqual([
      ['POST', '/bookings', { productId: 'p', contact: '01712345678' }, 'application/json'],
      ['PUT', '/users/admin/1', undefined, null],
      ['DELETE', '/products/1', undefined, null],
      ['PATCH', '/users/me', { name: 'Karim' }, 'application/json'],
    ]);
  });

  it('uploads FormData as it is, leaving Content-Type (multipart, with its boundary) to the browser', async () => {
    apiAnswer = () => ({ status: 201, body: { success: true, data: { url: '/images/1' } } });
    const photo = new File(['png'], 'phone.png', { type: 'image/png' });
    const form = new FormData();
    form.append('image', photo);
    const { data, status } = await api.post('/images', form, { timeout: 120_000 });
    expect([status, data]).toEqual([201, { success: true, data: { url: '/images/1' } }]);
    expect(calls[0]?.body).toBe(form);
    expect((calls[0]?.body as FormData).get('image')).toBe(photo);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${STALE}`);
  });

  it('reports an upload’s progress, and gets the same answer, bearer and 401 retry', async () => {
    apiAnswer = apiAccepting(FRESH);
    const form = new FormData();
    form.append('image', new File(['a photo of a phone'], 'phone.png', { type: 'image/png' }));
    const progress: Array<{ loaded: number; total: number | undefined }> = [];
    const { data } = await api.post('/images', form, { onUploadProgress: (p) => progress.push(p) });
    expect(data).toEqual({ ok: true });
    expect(apiCalls().map((c) => c.bearer)).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
    expect(progress.at(-1)).toEqual({ loaded: 18, total: 18 });
    expect(progress[0]).toEqual({ loaded: 9, total: 18 });
  });

  it('goes to the base URL the server’s renderer sets', async () => {
    setApiBaseUrl('http://127.0.0.1:5000/');
    await api.get('/listings', { params: { limit: 24 } });
    expect(calls[0]?.url).toBe('http://127.0.0.1:5000/listings?limit=24');
  });
});

describe('apiErrorMessage', () => {
  /** The error the app gets for a call the API answers with `status` and `body`. */
  async function failureOf(status: number, body?: unknown): Promise<unknown> {
    apiAnswer = () => ({ status, body });
    return api.get('/anything').catch((e: unknown) => e);
  }

  it('shows the server’s message, also when it names the fields in `errors`', async () => {
    const err = await failureOf(400, {
      message: 'Resale price is required',
      errors: { resalePrice: 'Resale price is required', location: 'Location is required' },
    });
    expect(apiErrorMessage(err)).toBe('Resale price is required');
  });

  it.each([
    [400, 'Some of the details are not valid.'],
    [403, 'You are not allowed to do that.'],
    [404, 'We could not find that.'],
    [409, 'That conflicts with its current state. Refresh and try again.'],
    [413, 'That is too large to send.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'The server had a problem. Please try again shortly.'],
    [503, 'The server had a problem. Please try again shortly.'],
  ])('says what a %i means when the body has no message', async (status, sentence) => {
    expect(apiErrorMessage(await failureOf(status, { message: '   ', errors: { x: 'y' } }))).toBe(sentence);
    expect(apiErrorMessage(await failureOf(status, '<html>Bad gateway</html>'))).toBe(sentence);
  });

  it('tells a timeout (after 30 s) from an unreachable server', async () => {
    vi.useFakeTimers();
    apiAnswer = () => 'silent';
    let settled = false;
    const late = api.get('/x').catch((e: unknown) => e).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({ code: 'timeout', status: undefined });
    expect(apiErrorMessage(await late)).toBe('The server took too long to answer. Please try again.');
    vi.useRealTimers();

    apiAnswer = () => 'unreachable';
    const offline = await api.get('/x').catch((e: unknown) => e);
    expect(offline).toMatchObject({ code: 'offline', status: undefined });
    expect(apiErrorMessage(offline)).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('gives a call the time it asks for, an upload with progress too', async () => {
    vi.useFakeTimers();
    apiAnswer = () => 'silent';
    const settled: string[] = [];
    const upload = (onUploadProgress?: () => void) =>
      api
        .post('/images', new FormData(), { timeout: 120_000, onUploadProgress })
        .catch((e: unknown) => e)
        .finally(() => settled.push(onUploadProgress ? 'with progress' : 'without'));
    const calls = [upload(), upload(() => undefined)];
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    for (const failure of await Promise.all(calls)) {
      expect(apiErrorMessage(failure)).toBe('The server took too long to answer. Please try again.');
    }
    expect(settled.sort()).toEqual(['with progress', 'without']);
  });

  it('stops a call the caller aborts, without a 30 s wait', async () => {
    apiAnswer = () => 'silent';
    const controller = new AbortController();
    const call = api.get('/listings', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await call).toMatchObject({ code: 'aborted', status: undefined });
  });

  it('passes on the message of any other error, and has a sentence for anything else', () => {
    expect(apiErrorMessage(new Error('Google sign-in was cancelled.'))).toBe('Google sign-in was cancelled.');
    expect(apiErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});
