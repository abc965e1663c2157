// The toaster (spec §4 toasts), loaded with the first toast (lib/toast.ts).
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATIONS, TOAST_LIMIT } from '@/config/ui';

/** react-hot-toast has no maximum: dismiss the oldest visible toasts beyond TOAST_LIMIT. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => a.createdAt - b.createdAt);
    visible.slice(0, Math.max(0, visible.length - TOAST_LIMIT)).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

export default function AppToaster() {
  return (
    <>
      <ToastLimit />
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATIONS.blank,
          success: { duration: TOAST_DURATIONS.success },
          error: { duration: TOAST_DURATIONS.error },
          loading: { duration: TOAST_DURATIONS.loading },
          custom: { duration: TOAST_DURATIONS.custom },
          blank: { duration: TOAST_DURATIONS.blank },
        }}
      />
    </>
  );
}
