// The app's own access token: issued by GET /jwt, carried as `Authorization: Bearer`. Its claims
// (AppTokenClaims: the email as `sub`, issuer, audience, iat, exp) are defined in the shared package,
// which the web reads them with.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { APP_TOKEN_ALGORITHM, APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER } from '@mobile-planet/shared';

/**
 * The secret as a key, made once: given a string, jsonwebtoken first tries it as a PEM public key
 * and builds a secret key after that throws, on every call (about a millisecond each, profiled).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

export function signAppToken(email: string, secret: string, ttl: string): string {
  return jwt.sign({}, keyOf(secret), {
    subject: email,
    issuer: APP_TOKEN_ISSUER,
    audience: APP_TOKEN_AUDIENCE,
    expiresIn: ttl as jwt.SignOptions['expiresIn'],
    algorithm: APP_TOKEN_ALGORITHM,
  });
}

/** The email the token names, or null for a token that is missing, forged or expired. */
export function verifyAppToken(token: string, secret: string): string | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { issuer: APP_TOKEN_ISSUER, audience: APP_TOKEN_AUDIENCE, algorithms: [APP_TOKEN_ALGORITHM] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
