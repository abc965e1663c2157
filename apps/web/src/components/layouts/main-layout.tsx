// The main layout (spec §2): navbar, page content, footer; capped at 1440 px wide.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { OfflineBanner } from '@/components/feedback/offline-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';

function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20" role="progressbar" aria-label={t('app.loadingPage')}>
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

/**
 * `search` and `notifications`: the navbar's search box and bell, which the app passes in (a shared
 * layout cannot import a feature).
 */
export function MainLayout({ search, notifications }: { search?: ReactNode; notifications?: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-[1440px] flex-col bg-base-100 shadow-sm">
      <NavigationProgress />
      <Navbar search={search} notifications={notifications} />
      <OfflineBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
