// The app's own access token (spec §3): issued by GET /jwt for a Firebase-proven email and kept in
// local storage under ACCESS_TOKEN_KEY. Kept apart from api-client so both it and auth can use it.
import axios from 'axios';
import type { User as FirebaseUser } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@mobile-planet/shared';
import { env } from './env';

export function readAppToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAppToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAppToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

/** The email a stored app token names, or null when it cannot be read. */
export function appTokenEmail(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: unknown };
    return typeof json.email === 'string' ? json.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Asks GET /jwt?email= for an app token, proving the email with the Firebase ID token, stores it
 * and returns it. A bare axios call on purpose: this must never go through api's 401 retry.
 */
export async function fetchAppToken(user: FirebaseUser, forceFreshIdToken = false): Promise<string> {
  if (!user.email) throw new Error('This account has no email address.');
  const idToken = await user.getIdToken(forceFreshIdToken);
  const { data } = await axios.get<{ accessToken: string }>(`${env.API_URL}/jwt`, {
    params: { email: user.email },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  storeAppToken(data.accessToken);
  return data.accessToken;
}
