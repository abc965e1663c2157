// The hosted identity service (Firebase Authentication, or its emulator here) as the API needs it.
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../../config';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  name?: string;
}

export interface IdentityProvider {
  /** Verifies a Firebase ID token; throws when it is not valid. */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Deletes the identity account with this email; no error when there is none. */
  deleteAccountByEmail(email: string): Promise<void>;
  /**
   * Makes sure an email+password account exists (demo data); an existing account is left as it
   * is. Answers its uid and whether it was created now.
   */
  ensureAccount(email: string, password: string, displayName: string): Promise<{ uid: string; created: boolean }>;
  close(): Promise<void>;
}

let appCount = 0;

export function createFirebaseIdentity(config: Config): IdentityProvider {
  // firebase-admin reads the emulator host from the environment when it makes a call.
  if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const credential = config.FIREBASE_SERVICE_ACCOUNT_JSON ? cert(JSON.parse(config.FIREBASE_SERVICE_ACCOUNT_JSON)) : undefined;
  // Each app instance (tests start several) gets its own firebase-admin app.
  const app: App = initializeApp({ projectId: config.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) }, `mobile-planet-${++appCount}`);
  const auth = getAuth(app);
  return {
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token);
      if (!decoded.email) throw new Error('The identity token carries no email');
      return { uid: decoded.uid, email: decoded.email.toLowerCase(), name: decoded.name as string | undefined };
    },
    async deleteAccountByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        await auth.deleteUser(user.uid);
      } catch (err) {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      }
    },
    async ensureAccount(email, password, displayName) {
      try {
        return { uid: (await auth.getUserByEmail(email)).uid, created: false };
      } catch (err) {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      }
      try {
        const user = await auth.createUser({ email, password, displayName, emailVerified: true });
        return { uid: user.uid, created: true };
      } catch (err) {
        // Another start created it between our lookup and our create.
        if ((err as { code?: string }).code !== 'auth/email-already-exists') throw err;
        return { uid: (await auth.getUserByEmail(email)).uid, created: false };
      }
    },
    close: () => deleteApp(app),
  };
}
