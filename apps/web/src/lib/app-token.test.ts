// Whose stored app token is it, and can it still be sent? (The claims are packages/shared's.)
import { describe, expect, it } from 'vitest';
import { appTokenProblem } from './app-token';
import { appTokenFor, expiredAppTokenFor } from '@/test/app-tokens';

const BUYER = 'buyer@mobileplanet.test';

describe('appTokenProblem', () => {
  it('accepts the signed-in user’s own, unexpired token, whatever the email’s case', () => {
    expect(appTokenProblem(appTokenFor(BUYER), BUYER)).toBeNull();
    expect(appTokenProblem(appTokenFor(BUYER), ' Buyer@MobilePlanet.TEST ')).toBeNull();
  });

  it('detects a token whose sub is another email as another account’s', () => {
    expect(appTokenProblem(appTokenFor('seller@mobileplanet.test'), BUYER)).toBe('other-account');
  });

  it('reads the email from sub only: an `email` claim naming the user does not make it theirs', () => {
    expect(appTokenProblem(appTokenFor('seller@mobileplanet.test', { email: BUYER }), BUYER)).toBe('other-account');
  });

  it('detects an expired token, and counts a token as expired from its exp second on', () => {
    expect(appTokenProblem(expiredAppTokenFor(BUYER), BUYER)).toBe('expired');
    const exp = 2_000_000_000;
    const token = appTokenFor(BUYER, { iat: exp - 3600, exp });
    expect(appTokenProblem(token, BUYER, exp * 1000 - 1)).toBeNull();
    expect(appTokenProblem(token, BUYER, exp * 1000)).toBe('expired');
  });

  it('says missing when nothing is stored', () => {
    expect(appTokenProblem(null, BUYER)).toBe('missing');
    expect(appTokenProblem('', BUYER)).toBe('missing');
  });

  it.each([
    ['not a JWT', 'not-a-jwt'],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhQGIuYyJ9'],
    ['a payload that is not base64', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${btoa('hello')}.c`],
    ['a payload that is JSON but not an object', `a.${btoa('"buyer@mobileplanet.test"')}.c`],
  ])('says unreadable for a malformed token (%s)', (_what, token) => {
    expect(appTokenProblem(token, BUYER)).toBe('unreadable');
  });

  it('says unreadable for a JWT that is not this app’s (issuer, audience, subject, times)', () => {
    expect(appTokenProblem(appTokenFor(BUYER, { iss: 'someone-else' }), BUYER)).toBe('unreadable');
    expect(appTokenProblem(appTokenFor(BUYER, { aud: 'another-app' }), BUYER)).toBe('unreadable');
    expect(appTokenProblem(appTokenFor(BUYER, { sub: undefined, email: BUYER }), BUYER)).toBe('unreadable');
    expect(appTokenProblem(appTokenFor(BUYER, { exp: 'tomorrow' }), BUYER)).toBe('unreadable');
  });
});
