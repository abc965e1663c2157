// Unit-test helpers: app tokens shaped like the ones the API signs (GET /jwt), with a fake signature:
// the web never checks the signature (only the API can), it only reads the claims.
const base64url = (json: unknown) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token for `email` as the API issues it: email as `sub`, its issuer and audience, 1 h to live. */
export function appTokenFor(email: string, claims: Record<string, unknown> = {}): string {
  const iat = nowSeconds();
  const payload = { iat, exp: iat + 3600, aud: 'mobile-planet-web', iss: 'mobile-planet-api', sub: email, ...claims };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** A token for `email` that expired a minute ago. */
export function expiredAppTokenFor(email: string): string {
  const now = nowSeconds();
  return appTokenFor(email, { iat: now - 3660, exp: now - 60 });
}
