// Fresh accounts for one test, so tests never share (or fight over) a user. Through the UI where
// the journey is about signing up; otherwise straight through the Auth Emulator's REST API and
// POST /users, the same two steps the web app takes.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './demo-data';

/** Meets the sign-up rule of spec §5: upper, lower, digit, one of !@#$%^&*, 8 or more. */
const STRONG_PASSWORD = 'Strong#Pass1';

export type RegistrableRole = 'Buyer' | 'Seller';

/** A new account's details: a unique email (and a name with the same tag, to find its row). */
export function newAccount(label: string): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `${label} ${tag}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}@e2e.mobileplanet.test`,
    password: STRONG_PASSWORD,
  };
}

// The web build talks to the Auth Emulator's demo project with this key (src/lib/env.ts).
const EMULATOR_KEY = 'demo-api-key';

/** Registers an account the way the sign-up screen does, without the screen. */
export async function registerThroughApi(request: APIRequestContext, role: RegistrableRole, label: string = role): Promise<Account> {
  const account = newAccount(label);
  const signUp = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_KEY}`, {
    data: { email: account.email, password: account.password, returnSecureToken: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const profile = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:update?key=${EMULATOR_KEY}`, {
    data: { idToken, displayName: account.name, returnSecureToken: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  // A sign-in's token, as the sign-up's can be refused: the emulator stamps the account's login time,
  // then (maybe in the next second) the time its tokens are valid from, and firebase-admin checks
  // the one against the other for emulator tokens.
  const signIn = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_KEY}`, {
    data: { email: account.email, password: account.password, returnSecureToken: true },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken: signedInToken } = (await signIn.json()) as { idToken: string };
  const record = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${signedInToken}` },
    data: { name: account.name, email: account.email, role },
  });
  expect(record.ok(), await record.text()).toBe(true);
  return account;
}
