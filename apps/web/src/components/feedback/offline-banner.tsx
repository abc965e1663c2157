// What the page says while the browser is offline. The service worker opens the app's shell without
// a network (lib/service-worker.ts); the lists wait (react-query pauses) until it is back. English
// here, one place, for the catalogues to take over.
import { useEffect, useSyncExternalStore } from 'react';
import { onlineStatus } from '@/lib/service-worker';

const OFFLINE_MESSAGE = 'You are offline. Mobile Planet will show listings again when you are back online.';
const NOT_SAVED_TITLE = 'This page is not saved on this device yet';
const NOT_SAVED_DETAIL = 'It opens by itself when you are back online.';
const RELOAD = 'Reload page';

function useOnline(): boolean {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, () => true);
}

/** Under the navbar on every screen, while offline. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft justify-center rounded-none text-center">
      <span>{OFFLINE_MESSAGE}</span>
    </div>
  );
}

/** In place of a screen whose code could not load offline (never opened online before); reloads once back online. */
export function OfflinePageNotice() {
  const online = useOnline();
  useEffect(() => {
    if (online) window.location.reload();
  }, [online]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{NOT_SAVED_TITLE}</h1>
      <p className="text-base-content/70">{NOT_SAVED_DETAIL}</p>
      <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
        {RELOAD}
      </button>
    </section>
  );
}
