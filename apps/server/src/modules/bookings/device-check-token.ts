// The device check's link: a token that names one booking and nothing else, signed by the API and
// expiring DEVICE_CHECK_TTL_MINUTES after the buyer asked for it, on the API's clock. It is the only
// key the check page has (no sign-in on the phone being sold), and it opens that deal's check only.
import jwt from 'jsonwebtoken';
import { APP_TOKEN_ALGORITHM, APP_TOKEN_ISSUER, DEVICE_CHECK_TTL_MINUTES } from '@mobile-planet/shared';

/** Not the app token's audience: a check link is never a sign-in, and an app token never a check link. */
const AUDIENCE = 'mobile-planet-device-check';

export function signDeviceCheckToken(bookingId: string, secret: string, now: Date): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + DEVICE_CHECK_TTL_MINUTES * 60;
  const token = jwt.sign({ iat, exp }, secret, { subject: bookingId, issuer: APP_TOKEN_ISSUER, audience: AUDIENCE, algorithm: APP_TOKEN_ALGORITHM });
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The booking the token names and when it expires, or null for a token that is forged, expired or not a check link. */
export function verifyDeviceCheckToken(token: string, secret: string, now: Date): { bookingId: string; expiresAt: Date } | null {
  try {
    const payload = jwt.verify(token, secret, {
      issuer: APP_TOKEN_ISSUER,
      audience: AUDIENCE,
      algorithms: [APP_TOKEN_ALGORITHM],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !/^[a-f0-9]{24}$/.test(payload.sub) || typeof payload.exp !== 'number') return null;
    return { bookingId: payload.sub, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
