import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { SearchBox } from '@/features/catalog/components/search-box';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { queryClient } from '@/lib/query-client';
import '@/index.css';

const router = createBrowserRouter([
  {
    path: '/',
    element: <MainLayout search={<SearchBox />} notifications={<NotificationBell />} />,
    children: [
      { index: true, element: <p className="p-8">home</p> },
      { path: 'search', lazy: () => import('@/app/routes/search') },
      { path: 'product/:id', lazy: () => import('@/app/routes/product') },
      { path: 'seller/:id', lazy: () => import('@/app/routes/seller') },
      { path: '*', element: <p className="p-8">other page</p> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
    <Toaster />
  </QueryClientProvider>,
);
