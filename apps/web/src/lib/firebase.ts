// The one Firebase app and its Auth instance; on the Auth Emulator when one is configured.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from './env';

const app = initializeApp({
  apiKey: env.FIREBASE.apiKey,
  authDomain: env.FIREBASE.authDomain,
  projectId: env.FIREBASE.projectId,
});

export const auth = getAuth(app);

if (env.FIREBASE_AUTH_EMULATOR_HOST) {
  connectAuthEmulator(auth, `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
}
