// The app's routes (spec §2). Every screen is a lazily loaded chunk under static/js/; a chunk that
// fails to load becomes a ChunkLoadError on the error screen (spec §8).
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { SearchBox } from '@/features/catalog/components/search-box';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { withChunkLoading } from '@/lib/chunk-load';
import { dashboardRoute } from './routes/dashboard/routes';
import { RouteErrorScreen } from './routes/route-error';

const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout search={<SearchBox />} notifications={<NotificationBell />} />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading Mobile Planet" />
      </div>
    ),
    children: [
      {
        // Errors below the layout render inside it, so the navbar stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'blog', lazy: () => import('./routes/blog') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'search', lazy: () => import('./routes/search') },
          { path: 'price-guide', lazy: () => import('./routes/price-guide') },
          { path: 'category/:id', lazy: () => import('./routes/category') },
          { path: 'product/:id', lazy: () => import('./routes/product') },
          { path: 'seller/:id', lazy: () => import('./routes/seller') },
          dashboardRoute,
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(withChunkLoading(routes));

export function AppRouter() {
  useEffect(() => {
    // A refused token refresh (api-client) ends the session: go to /login and come back after.
    setSessionExpiredHandler(() => {
      void router.navigate('/login', { replace: true, state: { from: router.state.location } });
    });
  }, []);
  return <RouterProvider router={router} />;
}
