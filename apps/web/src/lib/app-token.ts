// The app's own access token (spec §3): issued by GET /jwt for a Firebase-proven email and kept in
// local storage under ACCESS_TOKEN_KEY. Kept apart from api-client so both it and auth can use it.
import type { User as FirebaseUser } from 'firebase/auth';
import { appTokenEmail, appTokenExpired, readAppTokenClaims } from '@mobile-planet/shared';
import { ACCESS_TOKEN_KEY } from '@/config/ui';
import { send } from './api-transport';
import { i18n } from './i18n';

/** The stored token, or null: also where there is no storage (the server's renderer, in Node). */
export function readAppToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null; // storage refused (private mode)
  }
}

function storeAppToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAppToken(): void {
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

/** Why a stored app token must not be sent for the user `email`. */
export type AppTokenProblem = 'missing' | 'unreadable' | 'other-account' | 'expired';

/**
 * Whether `token` (as stored) can be sent for the signed-in user `email`: null when it can, else
 * why not. Another account's token (its `sub` names another email) must never be sent: the API
 * would act as that account.
 */
export function appTokenProblem(token: string | null, email: string, nowMs: number = Date.now()): AppTokenProblem | null {
  if (!token) return 'missing';
  const claims = readAppTokenClaims(token);
  if (!claims) return 'unreadable';
  if (appTokenEmail(claims) !== email.trim().toLowerCase()) return 'other-account';
  if (appTokenExpired(claims, nowMs)) return 'expired';
  return null;
}

/**
 * Asks GET /jwt?email= for an app token, proving the email with the Firebase ID token, stores it
 * and returns it. A bare send on purpose: this must never go through api's 401 retry.
 */
export async function fetchAppToken(user: FirebaseUser, forceFreshIdToken = false): Promise<string> {
  if (!user.email) throw new Error(i18n.t('common:session.noEmail'));
  const idToken = await user.getIdToken(forceFreshIdToken);
  const { data } = await send<{ accessToken: string }>('GET', '/jwt', undefined, {
    params: { email: user.email },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  storeAppToken(data.accessToken);
  return data.accessToken;
}
