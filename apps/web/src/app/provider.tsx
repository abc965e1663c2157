// Everything the app runs inside: react-query, the auth state and the toaster (spec §4 toasts).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { useToastsWanted } from '@/lib/toast';

const AppToaster = lazy(() => import('@/components/feedback/toaster'));

/** The toaster, once a toast is asked for: a page nobody is told anything on never loads it. */
function LazyToaster() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
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
      <DocumentTitle />
      <LazyToaster />
    </QueryClientProvider>
  );
}
