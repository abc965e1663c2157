// The app's own access token (spec §3, docs/api.md#conventions): GET /jwt signs it for a Firebase-proven
// email, every guarded call carries it as `Authorization: Bearer`. Its claims are defined here once:
// the API signs and verifies them, the web reads them to tell whose token it has stored.

export const APP_TOKEN_ISSUER = 'mobile-planet-api';
export const APP_TOKEN_AUDIENCE = 'mobile-planet-web';
export const APP_TOKEN_ALGORITHM = 'HS256';

/** The claims of an app token. The user is named by `sub` (their email) and by nothing else. */
export interface AppTokenClaims {
  /** The user's email, lower case, as GET /jwt was asked for it. */
  sub: string;
  iss: typeof APP_TOKEN_ISSUER;
  aud: typeof APP_TOKEN_AUDIENCE;
  /** Issued at, in seconds since the epoch. */
  iat: number;
  /** Expires at, in seconds since the epoch. */
  exp: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The claims of an app token, read WITHOUT checking its signature (only the API holds the secret):
 * for deciding whose token a client has, never for trusting it. Null when `token` is not a JWT
 * with this app's issuer, audience, an email subject and numeric times.
 */
export function readAppTokenClaims(token: string): AppTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, iss, aud, iat, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub.includes('@')) return null;
  if (iss !== APP_TOKEN_ISSUER || aud !== APP_TOKEN_AUDIENCE) return null;
  if (typeof iat !== 'number' || typeof exp !== 'number') return null;
  return { sub, iss, aud, iat, exp };
}

/** The email the token speaks for (its subject), lower case. */
export function appTokenEmail(claims: AppTokenClaims): string {
  return claims.sub.toLowerCase();
}

/** True once the token's `exp` has passed (the API refuses it from then on). */
export function appTokenExpired(claims: AppTokenClaims, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}
