// The app's own access token: issued by GET /jwt, carried as `Authorization: Bearer`. Its claims
// (AppTokenClaims: the email as `sub`, issuer, audience, iat, exp) are defined in the shared package,
// which the web reads them with.
import jwt from 'jsonwebtoken';
import { APP_TOKEN_ALGORITHM, APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER } from '@mobile-planet/shared';

export function signAppToken(email: string, secret: string, ttl: string): string {
  return jwt.sign({}, secret, {
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
    const payload = jwt.verify(token, secret, { issuer: APP_TOKEN_ISSUER, audience: APP_TOKEN_AUDIENCE, algorithms: [APP_TOKEN_ALGORITHM] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
