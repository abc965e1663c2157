// The API client as the app feels it: the stored app token goes out as the bearer, a 401 gets one
// fresh token and one more try, a session the server no longer accepts ends (token gone, signed out,
// told, sent to /login), and every failure becomes one sentence for the user.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { signOut, type User as FirebaseUser } from 'firebase/auth';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/config/ui';
import { api, apiErrorMessage, setSessionExpiredHandler } from './api-client';
import { auth } from './firebase';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('./firebase', () => ({
  auth: { currentUser: null as FirebaseUser | null, authStateReady: async () => undefined },
}));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BUYER = 'buyer@mobileplanet.test';
const STALE = 'stale-app-token';
const FRESH = 'fresh-app-token';

function answer(config: InternalAxiosRequestConfig, status: number, data: unknown = {}): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) {
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  }
  return response;
}

const bearerOf = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');

/** What the API saw (the bearer of each request) and what GET /jwt was asked. */
let apiCalls: Array<{ url: string | undefined; bearer: unknown }>;
let jwtCalls: number;
let getIdToken: ReturnType<typeof vi.fn<(forceRefresh?: boolean) => Promise<string>>>;
let sessionExpired: ReturnType<typeof vi.fn<() => void>>;

/** The API: accepts only `accepted` as the bearer, else 401. */
function apiAccepting(accepted: string | null): AxiosAdapter {
  return async (config) => {
    apiCalls.push({ url: config.url, bearer: bearerOf(config) });
    return bearerOf(config) === `Bearer ${accepted}` ? answer(config, 200, { ok: true }) : answer(config, 401, { message: 'Please sign in' });
  };
}

/** GET /jwt: answers with `status` (a token when 200), or cannot be reached. */
function jwtAnswering(status: number | 'unreachable'): AxiosAdapter {
  return async (config) => {
    jwtCalls += 1;
    if (status === 'unreachable') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return answer(config, status, status === 200 ? { accessToken: FRESH } : { message: 'The token belongs to another email' });
  };
}

const originalApiAdapter = api.defaults.adapter;
const originalAdapter = axios.defaults.adapter;
beforeEach(() => {
  apiCalls = [];
  jwtCalls = 0;
  getIdToken = vi.fn(async (_forceRefresh?: boolean) => 'firebase-id-token');
  (auth as { currentUser: unknown }).currentUser = { email: BUYER, getIdToken } as unknown as FirebaseUser;
  sessionExpired = vi.fn<() => void>();
  setSessionExpiredHandler(sessionExpired);
  localStorage.setItem(ACCESS_TOKEN_KEY, STALE);
});
afterEach(() => {
  api.defaults.adapter = originalApiAdapter;
  axios.defaults.adapter = originalAdapter;
});

describe('the bearer token', () => {
  it('sends the stored app token', async () => {
    api.defaults.adapter = apiAccepting(STALE);
    await api.get('/bookings');
    expect(apiCalls).toEqual([{ url: '/bookings', bearer: `Bearer ${STALE}` }]);
  });

  it('keeps an Authorization the caller set itself (a Firebase ID token)', async () => {
    api.defaults.adapter = apiAccepting('firebase-id-token');
    await api.post('/users', {}, { headers: { Authorization: 'Bearer firebase-id-token' } });
    expect(apiCalls).toEqual([{ url: '/users', bearer: 'Bearer firebase-id-token' }]);
  });
});

describe('a 401', () => {
  it('gets a fresh app token (a fresh ID token behind it) and sends the call once more with it', async () => {
    api.defaults.adapter = apiAccepting(FRESH);
    axios.defaults.adapter = jwtAnswering(200);
    const { data } = await api.get('/bookings');
    expect(data).toEqual({ ok: true });
    expect(apiCalls.map((c) => c.bearer)).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
    expect(jwtCalls).toBe(1);
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(FRESH);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('from several calls at once asks for one fresh token, and each call succeeds', async () => {
    api.defaults.adapter = apiAccepting(FRESH);
    axios.defaults.adapter = jwtAnswering(200);
    const results = await Promise.all([api.get('/bookings'), api.get('/users/me'), api.get('/products')]);
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(jwtCalls).toBe(1);
  });

  it('again after the retry ends the session: token gone, signed out, told, sent to /login', async () => {
    api.defaults.adapter = apiAccepting(null);
    axios.defaults.adapter = jwtAnswering(200);
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as AxiosError).response?.status).toBe(401);
    expect(apiCalls).toHaveLength(2);
    expect(jwtCalls).toBe(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Your session has ended. Please log in again.', { id: 'session-ended' });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the API refuses a fresh token (403 from GET /jwt)', async () => {
    api.defaults.adapter = apiAccepting(FRESH);
    axios.defaults.adapter = jwtAnswering(403);
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as AxiosError).response?.status).toBe(401);
    expect(apiCalls).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when nobody is signed in with the identity provider', async () => {
    (auth as { currentUser: unknown }).currentUser = null;
    api.defaults.adapter = apiAccepting(FRESH);
    axios.defaults.adapter = jwtAnswering(200);
    await expect(api.get('/bookings')).rejects.toBeInstanceOf(AxiosError);
    expect(jwtCalls).toBe(0);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a fresh token cannot be fetched for a network blip', async () => {
    api.defaults.adapter = apiAccepting(FRESH);
    axios.defaults.adapter = jwtAnswering('unreachable');
    const failure = await api.get('/bookings').catch((e: unknown) => e);
    expect((failure as AxiosError).response?.status).toBe(401);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(STALE);
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

it('does not retry or refresh on other failures', async () => {
  api.defaults.adapter = async (config) => {
    apiCalls.push({ url: config.url, bearer: bearerOf(config) });
    return answer(config, 403, { message: 'Only sellers can add products' });
  };
  axios.defaults.adapter = jwtAnswering(200);
  await expect(api.post('/products', {})).rejects.toBeInstanceOf(AxiosError);
  expect(apiCalls).toHaveLength(1);
  expect(jwtCalls).toBe(0);
  expect(sessionExpired).not.toHaveBeenCalled();
});

describe('apiErrorMessage', () => {
  /** The error the app gets for a call the API answers with `status` and `body`. */
  async function failureOf(status: number, body?: unknown): Promise<unknown> {
    api.defaults.adapter = async (config) => answer(config, status, body);
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

  it('tells a timeout from an unreachable server', async () => {
    api.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config);
    };
    expect(apiErrorMessage(await api.get('/x').catch((e: unknown) => e))).toBe(
      'The server took too long to answer. Please try again.',
    );
    api.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    expect(apiErrorMessage(await api.get('/x').catch((e: unknown) => e))).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('passes on the message of any other error, and has a sentence for anything else', () => {
    expect(apiErrorMessage(new Error('Google sign-in was cancelled.'))).toBe('Google sign-in was cancelled.');
    expect(apiErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});
