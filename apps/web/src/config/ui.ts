// The web's own settings: toasts, the home page's marketing figures, chunk loading and storage.

export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

/** The advertise tile shows the first 12 characters of deviceName (spec §2). */
export const ADVERTISE_NAME_LENGTH = 12;
export const CAROUSEL_SLIDES = 4;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MARKETING = {
  warrantyDays: 7,
  since: 2002,
  yearsOfExperience: 5,
  copyrightYear: 2022,
} as const;

/** Local storage key of the app's access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Local storage key that says this browser holds a Firebase session (lib/firebase-loader.ts). */
export const SESSION_MARKER_KEY = 'signedIn';

/** Local storage key of the reader's chosen language ('en' or 'bn'). */
export const LANGUAGE_KEY = 'language';
