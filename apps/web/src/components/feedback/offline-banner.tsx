// What the page says while the browser is offline. The service worker opens the app's shell without
// a network (lib/service-worker.ts); the lists wait (react-query pauses) until it is back.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineStatus } from '@/lib/service-worker';

function useOnline(): boolean {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, () => true);
}

/** Under the navbar on every screen, while offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft justify-center rounded-none text-center">
      <span>{t('offline.message')}</span>
    </div>
  );
}

/** In place of a screen whose code could not load offline (never opened online before); reloads once back online. */
export function OfflinePageNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => {
    if (online) window.location.reload();
  }, [online]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('offline.notSavedTitle')}</h1>
      <p className="text-base-content/70">{t('offline.notSavedDetail')}</p>
      <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
        {t('offline.reload')}
      </button>
    </section>
  );
}
