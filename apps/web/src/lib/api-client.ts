// The one HTTP client for our API: bearer app token on every call, one token refresh on a 401.
// The exchange itself (fetch, the body, the timeout, the error) is api-transport's.
import { toast } from '@/lib/toast';
import type { ApiError } from '@mobile-planet/shared';
import { send, ApiRequestError, type ApiResponse, type RequestOptions } from './api-transport';
import { clearAppToken, fetchAppToken, readAppToken } from './app-token';
import { loadFirebase } from './firebase-loader';
import { i18n } from './i18n';
import { translateApiError, translateMessage } from './translate-message';

export { ApiRequestError, isApiRequestError, setApiBaseUrl } from './api-transport';

let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** The router registers how to send the user to /login (an SPA navigation, not a reload). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

// Several calls can 401 at once; they share one refresh.
let refreshing: Promise<string> | null = null;

async function refreshAppToken(): Promise<string> {
  // A 401 means a token was sent, so this browser had a session: Firebase loads now if it had not.
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return fetchAppToken(user, true);
}

/** The identity provider or the server refused us (not a network blip): the session is over. */
function isRefusal(err: unknown): boolean {
  if (err instanceof ApiRequestError) {
    return err.status === 401 || err.status === 403 || err.status === 404;
  }
  return true;
}

async function endSession(): Promise<void> {
  clearAppToken();
  toast.error(i18n.t('errors.sessionEnded'), { id: 'session-ended' });
  try {
    const { auth, signOut } = await loadFirebase();
    await signOut(auth);
  } finally {
    sessionExpiredHandler();
  }
}

const isUnauthorized = (err: unknown) => err instanceof ApiRequestError && err.status === 401;

async function request<T>(method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  const token = readAppToken();
  // A caller that set its own Authorization (a Firebase ID token) keeps it.
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await send<T>(method, url, body, { ...options, headers });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    let fresh: string;
    try {
      refreshing ??= refreshAppToken().finally(() => {
        refreshing = null;
      });
      fresh = await refreshing;
    } catch (refreshError) {
      if (isRefusal(refreshError)) await endSession();
      throw error;
    }
    headers.set('Authorization', `Bearer ${fresh}`);
    try {
      return await send<T>(method, url, body, { ...options, headers });
    } catch (retryError) {
      // The fresh token was refused too: the server no longer accepts this session.
      if (isUnauthorized(retryError)) await endSession();
      throw retryError;
    }
  }
}

/**
 * axios's call shape, which the app's calls were written for: `api.get<T>(url, { params, signal })`
 * resolves to `{ data, status, headers }` for a 2xx and rejects with an ApiRequestError otherwise.
 * R is axios's second type parameter, kept so that tests mocking `api.get` with just `{ data }`
 * still type-check; callers give only T.
 */
export const api = {
  get: <T = unknown, R = ApiResponse<T>>(url: string, options?: RequestOptions) =>
    request<T>('GET', url, undefined, options) as Promise<R>,
  delete: <T = unknown, R = ApiResponse<T>>(url: string, options?: RequestOptions) =>
    request<T>('DELETE', url, undefined, options) as Promise<R>,
  post: <T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, body, options) as Promise<R>,
  put: <T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, body, options) as Promise<R>,
  patch: <T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, body, options) as Promise<R>,
};

const STATUS_FALLBACK = {
  400: 'errors.status400',
  401: 'errors.status401',
  403: 'errors.status403',
  404: 'errors.status404',
  409: 'errors.status409',
  413: 'errors.status413',
  429: 'errors.status429',
} as const;

function isFallbackStatus(status: number | undefined): status is keyof typeof STATUS_FALLBACK {
  return status !== undefined && status in STATUS_FALLBACK;
}

/**
 * A sentence for the user, in their language: the API's error by its stable `code` (and `params`)
 * when the catalogue knows it, else the server's own `message` (English), else a readable fallback.
 */
export function apiErrorMessage(err: unknown): string {
  if (err instanceof ApiRequestError) {
    const data = err.data as Partial<ApiError> | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return translateApiError(data as ApiError);
    const { status } = err;
    if (isFallbackStatus(status)) return i18n.t(STATUS_FALLBACK[status]);
    if (status && status >= 500) return i18n.t('errors.serverProblem');
    if (err.code === 'timeout') return i18n.t('errors.timeout');
    if (status === undefined) return i18n.t('errors.offline');
  }
  if (err instanceof Error && err.message) return translateMessage(err.message);
  return i18n.t('errors.generic');
}
