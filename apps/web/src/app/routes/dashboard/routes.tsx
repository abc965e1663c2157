// The /dashboard subtree (spec §2 Dashboard). The whole tree needs a signed-in user; the four user
// lists, the claims queue and moderation need an admin. Each screen is its own lazily loaded chunk,
// so the card processor's code and the admin tables load only when someone opens them.
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '@/lib/auth';
import { RouteErrorScreen } from '../route-error';

// The dashboard's frame loads with the dashboard, not with every page.
const DashboardLayout = lazy(() => import('@/features/dashboard/components/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

const adminRoutes: RouteObject = {
  element: (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  ),
  children: [
    { path: 'users', lazy: () => import('./users') },
    { path: 'admin', lazy: () => import('./admins') },
    { path: 'sellers', lazy: () => import('./sellers') },
    { path: 'buyers', lazy: () => import('./buyers') },
    { path: 'claims', lazy: () => import('./claims') },
    { path: 'moderation', lazy: () => import('./moderation') },
  ],
};

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: (
    <RequireAuth>
      <Suspense fallback={null}>
        <DashboardLayout />
      </Suspense>
    </RequireAuth>
  ),
  children: [
    {
      // A screen's error (a refused booking, a failed chunk) shows beside the drawer, not instead of it.
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, lazy: () => import('./home') },
        { path: 'my-orders', lazy: () => import('./my-orders') },
        { path: 'addProduct', lazy: () => import('./add-product') },
        { path: 'my-products', lazy: () => import('./my-products') },
        { path: 'my-products/:id/edit', lazy: () => import('./edit-product') },
        { path: 'payment/:id', lazy: () => import('./payment') },
        { path: 'my-sales', lazy: () => import('./my-sales') },
        { path: 'offers', lazy: () => import('./offers') },
        { path: 'deals/:id', lazy: () => import('./booking') },
        { path: 'email-settings', lazy: () => import('./email-settings') },
        { path: 'favourites', lazy: () => import('./favourites') },
        { path: 'saved-searches', lazy: () => import('./saved-searches') },
        adminRoutes,
      ],
    },
  ],
};
