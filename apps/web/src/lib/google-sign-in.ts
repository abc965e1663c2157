// 'Continue with google'. Against real Firebase: Google's popup. Against the Auth Emulator: the
// emulator's own popup needs Google's gapi script, which a closed network cannot load, so we ask
// which Google account to be and hand the emulator an unsigned Google credential, which it accepts
// (and only it: real Firebase refuses unsigned tokens).
//
// Loaded on demand (auth.tsx imports it when "Continue with google" is pressed), and the popup
// resolver, which loads Google's script, is passed here only: no page loads it before then.
import { GoogleAuthProvider, browserPopupRedirectResolver, signInWithCredential, signInWithPopup, type User } from 'firebase/auth';
import { env } from './env';
import { i18n } from './i18n';
import { auth } from './firebase';

export async function signInWithGoogleAccount(): Promise<User> {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
  const email = window.prompt(i18n.t('common:session.googleEmulatorPrompt'))?.trim().toLowerCase();
  if (!email) throw new Error(i18n.t('common:session.googleCancelled'));
  const name = email.split('@')[0] ?? email;
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  return (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user;
}
