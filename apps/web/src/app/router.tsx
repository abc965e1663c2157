// The app's routes (spec §2). Every screen is a lazily loaded chunk under static/js/; a chunk that
// fails to load becomes a ChunkLoadError on the error screen (spec §8).
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type HydrationState, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { SearchBox } from '@/features/catalog/components/search-box';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { mapLazy, withChunkLoading } from '@/lib/chunk-load';
import { loadFirebase } from '@/lib/firebase-loader';
import { loadAllWords } from '@/lib/i18n';
import { dashboardRoute } from './routes/dashboard/routes';
import { RouteErrorScreen } from './routes/route-error';

/**
 * A screen beyond the first pages (home, a category, search), with every word of the app: the
 * chunk and the words load side by side, and the screen renders whole (lib/i18n.ts).
 */
function withAllWords<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAllWords()]).then(([loaded]) => loaded);
}

/** {@link withAllWords} for every screen of a route tree (the dashboard's). */
function allWordsBelow(route: RouteObject): RouteObject {
  const [wrapped] = mapLazy([route], (lazy) => () => withAllWords(lazy()));
  return wrapped as RouteObject;
}

// The bell is for signed-in users only: its code loads once someone is signed in, never for a visitor.
const NotificationBell = lazy(() =>
  withAllWords(import('@/features/notifications/components/notification-bell')).then((m) => ({ default: m.NotificationBell })),
);

// Tells the API the language the signed-in person reads in, for their mail: loaded after sign-in only.
const MailLanguageSync = lazy(() => import('@/features/mail/components/mail-language-sync').then((m) => ({ default: m.MailLanguageSync })));

function Notifications() {
  const { user, loading } = useAuth();
  if (loading || !user) return null;
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <Suspense fallback={null}>
        <MailLanguageSync />
      </Suspense>
    </>
  );
}

/** A route's chunk, with Firebase's download started beside it (not waited for: the screen shows first). */
function withFirebase<T>(route: Promise<T>): Promise<T> {
  loadFirebase().catch(() => undefined); // the screen's flows try again, and say what failed
  return route;
}

function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout search={<SearchBox />} notifications={<Notifications />} />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Errors below the layout render inside it, so the navbar stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          // The first pages: their words are bundled (English) or one small chunk (Bangla).
          { index: true, lazy: () => import('./routes/home') },
          { path: 'search', lazy: () => import('./routes/search') },
          { path: 'category/:id', lazy: () => import('./routes/category') },
          { path: 'blog', lazy: () => withAllWords(import('./routes/blog')) },
          // The sign-in screens need Firebase, which no other public screen loads: fetch both at once.
          { path: 'login', lazy: () => withAllWords(withFirebase(import('./routes/login'))) },
          { path: 'register', lazy: () => withAllWords(withFirebase(import('./routes/register'))) },
          { path: 'price-guide', lazy: () => withAllWords(import('./routes/price-guide')) },
          { path: 'product/:id', lazy: () => withAllWords(import('./routes/product')) },
          { path: 'seller/:id', lazy: () => withAllWords(import('./routes/seller')) },
          // The device check on the phone being sold: public, its link's token is the key.
          { path: 'check/:token', lazy: () => withAllWords(import('./routes/device-check')) },
          // A mail's unsubscribe link: public, its token is the key.
          { path: 'unsubscribe', lazy: () => withAllWords(import('./routes/unsubscribe')) },
          allWordsBelow(dashboardRoute),
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/** The route tree, shared by the browser's router and the server's renderer (src/server/render.tsx). */
export const routes = withChunkLoading(appRoutes);

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. A page the server rendered passes `hydrationData` (and has its screen's
 * chunks loaded first), so the first render matches the server's HTML instead of a spinner.
 */
export function createAppRouter(hydrationData?: HydrationState): AppRouterInstance {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  useEffect(() => {
    // A refused token refresh (api-client) ends the session: go to /login and come back after.
    setSessionExpiredHandler(() => {
      void router.navigate('/login', { replace: true, state: { from: router.state.location } });
    });
  }, [router]);
  return <RouterProvider router={router} />;
}
