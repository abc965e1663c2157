// What the identity provider's refusal means to a person signing in or up, and their way out:
// Firebase's known codes (`auth/…`, on the error it throws) in the reader's words. An error with no
// known code keeps the message it has (the API's, or the provider's own).
import { i18n } from '@/lib/i18n';

/** Where the person can go from here: sign in instead, register instead, or reset the password. */
type WayOut = 'login' | 'register' | 'reset';

export interface IdentityRefusal {
  message: string;
  wayOut?: WayOut;
}

type RefusalKey = `refusal.${'wrongPassword' | 'noAccount' | 'emailTaken' | 'tooManyTries' | 'disabled' | 'invalidEmail' | 'weakPassword' | 'offline' | 'googleClosed' | 'googleBlocked'}`;

const KNOWN: Record<string, { key: RefusalKey; wayOut?: WayOut }> = {
  'auth/invalid-credential': { key: 'refusal.wrongPassword', wayOut: 'reset' },
  'auth/invalid-login-credentials': { key: 'refusal.wrongPassword', wayOut: 'reset' },
  'auth/wrong-password': { key: 'refusal.wrongPassword', wayOut: 'reset' },
  'auth/user-not-found': { key: 'refusal.noAccount', wayOut: 'register' },
  'auth/email-already-in-use': { key: 'refusal.emailTaken', wayOut: 'login' },
  'auth/too-many-requests': { key: 'refusal.tooManyTries', wayOut: 'reset' },
  'auth/user-disabled': { key: 'refusal.disabled' },
  'auth/invalid-email': { key: 'refusal.invalidEmail' },
  'auth/weak-password': { key: 'refusal.weakPassword' },
  'auth/network-request-failed': { key: 'refusal.offline' },
  'auth/popup-closed-by-user': { key: 'refusal.googleClosed' },
  'auth/cancelled-popup-request': { key: 'refusal.googleClosed' },
  'auth/popup-blocked': { key: 'refusal.googleBlocked' },
};

/** The provider's code: FirebaseError's `code`, or the one its message ends with ("Firebase: Error (auth/…)."). */
function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('auth/')) return code;
  return typeof message === 'string' ? /\((auth\/[a-z-]+)\)/.exec(message)?.[1] : undefined;
}

/** The refusal in the reader's words, or null when it is not one of the provider's known ones. */
export function identityRefusal(err: unknown): IdentityRefusal | null {
  const code = codeOf(err);
  const known = code ? KNOWN[code] : undefined;
  if (!known) return null;
  return { message: i18n.t(`auth:${known.key}` as const), ...(known.wayOut ? { wayOut: known.wayOut } : {}) };
}
