// react-hot-toast (5 KB gzip with its styling library) loads with the first toast, not with every
// page: most visits never see one. Its calls, as the app uses them; the toaster that shows them is
// mounted once one is asked for (components/feedback/toaster.tsx, app/provider.tsx).
import { useSyncExternalStore } from 'react';
import type hotToastLibrary from 'react-hot-toast';

type HotToast = typeof hotToastLibrary;
let library: Promise<HotToast> | null = null;
const subscribers = new Set<() => void>();

function hotToast(): Promise<HotToast> {
  if (!library) {
    library = import('react-hot-toast').then(
      (module) => module.default,
      (err: unknown) => {
        library = null; // offline: the next toast tries again
        throw err;
      },
    );
    subscribers.forEach((notify) => notify());
  }
  return library;
}

const show = (kind: 'success' | 'error') => (...args: Parameters<HotToast['success']>) => {
  hotToast().then((toasts) => toasts[kind](...args), () => undefined);
};

export const toast = { success: show('success'), error: show('error') };

/** True once a toast has been asked for: the toaster is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => library !== null,
    () => false,
  );
}
