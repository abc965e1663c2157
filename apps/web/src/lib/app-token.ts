// The app's own access token (spec §3): issued by GET /jwt for a Firebase-proven email and kept in
// local storage under ACCESS_TOKEN_KEY. Kept apart from api-client so both it and auth can use it.
import axios from 'axios';
import type { User as FirebaseUser } from 'firebase/auth';
import { appTokenEmail, appTokenExpired, readAppTokenClaims } from '@mobile-planet/shared';
import { ACCESS_TOKEN_KEY } from '@/config/ui';
import { env } from './env';
import { i18n } from './i18n';

export function readAppToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeAppToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAppToken(): void {
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
 * and returns it. A bare axios call on purpose: this must never go through api's 401 retry.
 */
export async function fetchAppToken(user: FirebaseUser, forceFreshIdToken = false): Promise<string> {
  if (!user.email) throw new Error(i18n.t('common:session.noEmail'));
  const idToken = await user.getIdToken(forceFreshIdToken);
  const { data } = await axios.get<{ accessToken: string }>(`${env.API_URL}/jwt`, {
    params: { email: user.email },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  storeAppToken(data.accessToken);
  return data.accessToken;
}
