// The one Firebase app and its Auth instance; on the Auth Emulator when one is configured.
//
// Initialised without a popup/redirect resolver (getAuth() adds browserPopupRedirectResolver,
// which at start-up loads Google's gapi script and an iframe: a console error on every page of a
// closed network, and bytes no page needs). The Google sign-in flow passes the resolver itself,
// from google-sign-in.ts, which loads only when someone presses "Continue with google".
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env } from './env';

const app = initializeApp({
  apiKey: env.FIREBASE.apiKey,
  authDomain: env.FIREBASE.authDomain,
  projectId: env.FIREBASE.projectId,
});

// The persistence getAuth() would choose in a browser: a session survives a reload.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });

if (env.FIREBASE_AUTH_EMULATOR_HOST) {
  connectAuthEmulator(auth, `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
}
