// Accounts in the real Auth Emulator, and users registered through the real API.
import { randomBytes } from 'node:crypto';
import type { RegistrableRole, Role } from '@mobile-planet/shared';
import type { TestApp } from './test-app';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through jest (global setup)');
  return `http://${host}${path}`;
}

/** What the emulator's accounts calls answer, as these helpers read it. */
interface EmulatorAnswer {
  idToken?: string;
  localId?: string;
  error?: { message: string };
}

async function emulatorCall(path: string, request: Record<string, unknown>): Promise<EmulatorAnswer> {
  const res = await fetch(emulatorUrl(`/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return (await res.json()) as EmulatorAnswer;
}

/**
 * Creates an email+password account in the emulator; answers a Firebase ID token of a sign-in
 * after it. The sign-up's own token can be refused: the emulator stamps the account's login time,
 * then (a moment later, maybe in the next second) the time its tokens are valid from, and
 * firebase-admin checks the one against the other for emulator tokens.
 */
export async function createIdentity(email: string, password = 'Str0ng#Pass', displayName?: string): Promise<{ idToken: string; uid: string }> {
  const created = await emulatorCall('accounts:signUp', { email, password, displayName, returnSecureToken: true });
  if (!created.idToken || !created.localId) throw new Error(`emulator signUp failed: ${created.error?.message}`);
  const signedIn = await emulatorCall('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (!signedIn.idToken) throw new Error(`emulator signInWithPassword failed: ${signedIn.error?.message}`);
  return { idToken: signedIn.idToken, uid: created.localId };
}

export async function identityExists(email: string): Promise<boolean> {
  const res = await fetch(emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=demo-api-key'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, continueUri: 'http://localhost' }),
  });
  const body = (await res.json()) as { registered?: boolean };
  return body.registered === true;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

export interface TestUser {
  email: string;
  name: string;
  role: Role;
  idToken: string;
  token: string;
  auth: { Authorization: string };
}

/** A request sent as `user` (their token), or anonymously for null: the permission tables' rows in one line each. */
export const signedAs = <T extends { set(h: Record<string, string>): T }>(req: T, user: TestUser | null) => (user ? req.set(user.auth) : req);

/**
 * Registers through the API as the web does (identity account, POST /users, GET /jwt).
 * An Admin cannot register, so an Admin is a registered Buyer promoted in the database.
 */
export async function registerUser(app: TestApp, role: Role = 'Buyer', name = `${role} Tester`): Promise<TestUser> {
  const email = uniqueEmail(role.toLowerCase());
  const { idToken } = await createIdentity(email, 'Str0ng#Pass', name);
  const registerAs: RegistrableRole = role === 'Admin' ? 'Buyer' : role;
  const created = await app.http().post('/users').set('Authorization', `Bearer ${idToken}`).send({ name, email, role: registerAs });
  if (created.status !== 201) throw new Error(`POST /users answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (role === 'Admin') await app.server.db.collections.users.updateOne({ email }, { $set: { role: 'Admin' } });
  const jwt = await app.http().get('/jwt').query({ email }).set('Authorization', `Bearer ${idToken}`);
  if (jwt.status !== 200) throw new Error(`GET /jwt answered ${jwt.status}`);
  const token = jwt.body.accessToken as string;
  return { email, name, role, idToken, token, auth: { Authorization: `Bearer ${token}` } };
}
