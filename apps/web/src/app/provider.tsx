// Everything the app runs inside: react-query, the auth state and the toaster (spec §4 toasts).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATIONS, TOAST_LIMIT } from '@/config/ui';
import { AuthProvider } from '@/lib/auth';
import { queryClient as browserQueryClient } from '@/lib/query-client';

/** react-hot-toast has no maximum: dismiss the oldest visible toasts beyond TOAST_LIMIT. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => a.createdAt - b.createdAt);
    visible.slice(0, Math.max(0, visible.length - TOAST_LIMIT)).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/** The tab's title in the reader's language (index.html's is the English one). */
function DocumentTitle() {
  const { t } = useTranslation();
  const title = t('app.documentTitle');
  useEffect(() => {
    // index.html's own title only: a screen's <title> (a listing's) comes first and stays.
    const siteTitle = document.getElementById('site-title');
    if (siteTitle) siteTitle.textContent = title;
  }, [title]);
  return null;
}

interface AppProviderProps {
  children: ReactNode;
  /** The server's renderer brings its own per-page client; the browser uses the one app-wide client. */
  queryClient?: QueryClient;
  /**
   * Rendered on the server, or hydrating what it rendered: start as the server did (nobody signed
   * in, nothing restoring), so the first render matches its HTML; a stored session shows right after.
   */
  serverRendered?: boolean;
}

export function AppProvider({ children, queryClient = browserQueryClient, serverRendered = false }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider serverRendered={serverRendered}>{children}</AuthProvider>
      <ToastLimit />
      <DocumentTitle />
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
    </QueryClientProvider>
  );
}
