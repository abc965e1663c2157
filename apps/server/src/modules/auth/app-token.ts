// The app's own access token: issued by GET /jwt, carried as `Authorization: Bearer`.
import jwt from 'jsonwebtoken';

const ISSUER = 'mobile-planet-api';
const AUDIENCE = 'mobile-planet-web';

export function signAppToken(email: string, secret: string, ttl: string): string {
  return jwt.sign({}, secret, { subject: email, issuer: ISSUER, audience: AUDIENCE, expiresIn: ttl as jwt.SignOptions['expiresIn'], algorithm: 'HS256' });
}

/** The email the token names, or null for a token that is missing, forged or expired. */
export function verifyAppToken(token: string, secret: string): string | null {
  try {
    const payload = jwt.verify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
