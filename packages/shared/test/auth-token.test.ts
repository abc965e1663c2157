// The app token's claims as the API signs them (jsonwebtoken: email as `sub`) and the web reads them.
import { APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER, appTokenEmail, appTokenExpired, readAppTokenClaims } from '../src';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const part = (json: unknown) => base64url(new TextEncoder().encode(JSON.stringify(json)));
const token = (claims: Record<string, unknown>) =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iat: 1_700_000_000, exp: 1_700_003_600, aud: 'mobile-planet-web', iss: 'mobile-planet-api', ...claims })}.sig`;

describe('app token claims', () => {
  it('are the ones the API signs with (issuer, audience)', () => {
    expect([APP_TOKEN_ISSUER, APP_TOKEN_AUDIENCE]).toEqual(['mobile-planet-api', 'mobile-planet-web']);
  });

  it('name the user by sub, lower case', () => {
    const claims = readAppTokenClaims(token({ sub: 'Buyer@MobilePlanet.test' }));
    expect(claims).toEqual({ sub: 'Buyer@MobilePlanet.test', iss: 'mobile-planet-api', aud: 'mobile-planet-web', iat: 1_700_000_000, exp: 1_700_003_600 });
    expect(claims && appTokenEmail(claims)).toBe('buyer@mobileplanet.test');
  });

  it('read base64url payloads that need the URL-safe characters and non-ASCII text', () => {
    // '??>' and 'ÿ' encode to base64 with '/' and '+', which base64url writes as '_' and '-'.
    const sub = 'ÿ??>@ডাক.বাংলা';
    const t = token({ sub });
    expect(t.split('.')[1]).toMatch(/[-_]/);
    expect(readAppTokenClaims(t)?.sub).toBe(sub);
  });

  it('expire from their exp second on', () => {
    const claims = readAppTokenClaims(token({ sub: 'a@b.test' }))!;
    expect(appTokenExpired(claims, 1_700_003_599_999)).toBe(false);
    expect(appTokenExpired(claims, 1_700_003_600_000)).toBe(true);
  });

  it.each([
    ['not a JWT', 'abc'],
    ['four parts', `${token({ sub: 'a@b.test' })}.x`],
    ['not base64', 'a.%%%.c'],
    ['not UTF-8', `a.${base64url(new Uint8Array([0xff, 0xfe]))}.c`],
    ['not JSON', `a.${base64url(new TextEncoder().encode('{'))}.c`],
    ['null', `a.${part(null)}.c`],
    ['an email claim instead of sub', token({ email: 'a@b.test' })],
    ['a sub that is no email', token({ sub: 'user-42' })],
    ['another issuer', token({ sub: 'a@b.test', iss: 'someone' })],
    ['another audience', token({ sub: 'a@b.test', aud: ['mobile-planet-web', 'x'] })],
    ['no expiry', token({ sub: 'a@b.test', exp: undefined })],
  ])('are null for a token that is not an app token (%s)', (_what, t) => {
    expect(readAppTokenClaims(t)).toBeNull();
  });
});
