// Firebase's SDK (about 30 KB of gzipped script) loads only when something needs it, never as
// part of the first load: at start-up only in a browser that holds a session (the marker below,
// or an app token), else when a visitor opens /login or /register (router.tsx), when a flow asks
// for it (sign-in, sign-up, password reset) or when a 401 needs a fresh token (api-client.ts). A
// visitor who never signed in browses the market without it.
import { ACCESS_TOKEN_KEY, SESSION_MARKER_KEY } from '@/config/ui';
import type * as FirebaseSdkModule from './firebase-sdk';

type FirebaseSdk = typeof FirebaseSdkModule;

let loading: Promise<FirebaseSdk> | null = null;
let loaded: FirebaseSdk | null = null;
const listeners = new Set<(sdk: FirebaseSdk) => void>();

/** The SDK and our Auth instance; the first call downloads them, a failed download is tried again next time. */
export function loadFirebase(): Promise<FirebaseSdk> {
  if (!loading) {
    loading = import('./firebase-sdk').then(
      (sdk) => {
        loaded = sdk;
        for (const listener of listeners) listener(sdk);
        return sdk;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
  }
  return loading;
}

/** The SDK if it has loaded, without loading it. */
export function loadedFirebase(): FirebaseSdk | null {
  return loaded;
}

/** Calls `listener` once the SDK has loaded (at once if it has); returns the unsubscribe. */
export function whenFirebaseLoads(listener: (sdk: FirebaseSdk) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this browser may hold a Firebase session, so the SDK must load at once to restore it. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_MARKER_KEY) !== null || localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    return true; // storage refused (private mode): ask Firebase
  }
}

/** Follows what Firebase reports, so the next page load knows whether to load it at once. */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_MARKER_KEY, '1');
    else localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Storage refused: hasStoredSession() then always loads Firebase.
  }
}

/** Another tab of this browser signed in: `listener` runs, so this tab can load Firebase and follow. */
export function onSessionElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_MARKER_KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
