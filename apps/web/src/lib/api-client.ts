// The one HTTP client for our API: bearer app token on every call, one token refresh on a 401.
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import toast from 'react-hot-toast';
import type { ApiError } from '@mobile-planet/shared';
import { clearAppToken, fetchAppToken, readAppToken } from './app-token';
import { env } from './env';
import { loadFirebase } from './firebase-loader';
import { i18n } from './i18n';
import { translateApiError, translateMessage } from './translate-message';

export const api = axios.create({ baseURL: env.API_URL, timeout: 30_000 });

api.interceptors.request.use((config) => {
  const token = readAppToken();
  // A caller that set its own Authorization (a Firebase ID token) keeps it.
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

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
  if (err instanceof AxiosError) {
    const status = err.response?.status;
    return status === 401 || status === 403 || status === 404;
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

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (config._retried) {
    await endSession();
    throw error;
  }
  config._retried = true;
  let token: string;
  try {
    refreshing ??= refreshAppToken().finally(() => {
      refreshing = null;
    });
    token = await refreshing;
  } catch (refreshError) {
    if (isRefusal(refreshError)) await endSession();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config as AxiosRequestConfig);
});

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
  if (err instanceof AxiosError) {
    const data = err.response?.data as Partial<ApiError> | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return translateApiError(data as ApiError);
    const status = err.response?.status;
    if (isFallbackStatus(status)) return i18n.t(STATUS_FALLBACK[status]);
    if (status && status >= 500) return i18n.t('errors.serverProblem');
    if (err.code === AxiosError.ECONNABORTED) return i18n.t('errors.timeout');
    if (!err.response) return i18n.t('errors.offline');
  }
  if (err instanceof Error && err.message) return translateMessage(err.message);
  return i18n.t('errors.generic');
}
