// Registers dist/sw.js (service-worker/sw.js): the installed app opens offline, and the files and
// photos it fetched are kept. Production builds only (the dev server has no sw.js), once the page
// has loaded and the browser is idle, so its install never competes with the first screen.
import { whenIdle } from './when-idle';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not allowed here (a private window, an insecure origin): the app works as a plain website.
    });
  };
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), { once: true });
}

/** Whether the browser is online now, and a subscription to its changes (for useSyncExternalStore). */
export const onlineStatus = {
  get: (): boolean => navigator.onLine,
  subscribe(onChange: () => void): () => void {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
};
