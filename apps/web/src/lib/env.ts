// The web app's configuration, read once from Vite's env (VITE_* variables).

const read = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const apiKey = read(import.meta.env.VITE_FIREBASE_API_KEY);
// Without a real Firebase project we run against the Auth Emulator's demo project.
const usesDemoProject = !apiKey;

export const env = {
  // Default: the same origin, where the web server proxies /api to the API.
  API_URL: (read(import.meta.env.VITE_API_URL) ?? '/api').replace(/\/+$/, ''),
  FIREBASE: {
    apiKey: apiKey ?? 'demo-api-key',
    authDomain:
      read(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN) ??
      (usesDemoProject ? 'demo-mobile-planet.firebaseapp.com' : undefined),
    projectId: read(import.meta.env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-mobile-planet',
  },
  /** host:port of the Auth Emulator, or undefined when talking to real Firebase. */
  FIREBASE_AUTH_EMULATOR_HOST:
    // Default: the same origin, where the web server proxies the emulator's paths (no window when
    // the server renders a page, which never signs in).
    read(import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST) ?? (usesDemoProject && typeof window !== 'undefined' ? window.location.host : undefined),
} as const;
