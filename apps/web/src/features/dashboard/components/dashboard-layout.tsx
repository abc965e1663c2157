// The dashboard's frame: a side drawer of links beside the current screen. On phones the drawer
// slides in over the page from a menu button; from lg up it stays open beside the content.
import { useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAdmin, useAuth } from '@/lib/auth';
import { useUnreadMessages } from '../api/get-unread-messages';
import { DashboardNav } from './dashboard-nav';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const { isAdmin } = useAdmin();
  const { user } = useAuth();
  const unread = useUnreadMessages(user?.email).data;

  return (
    <div className="drawer lg:drawer-open">
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(e) => setOpen(e.target.checked)}
        aria-label={t('menu')}
      />
      <div className="drawer-content min-w-0 px-3 py-4 sm:px-6 lg:py-6">
        <label htmlFor={toggleId} className="btn btn-outline btn-sm mb-4 gap-2 lg:hidden">
          <MenuIcon />
          {t('menu')}
        </label>
        <Outlet />
      </div>
      <div className="drawer-side z-40 lg:z-auto">
        {/* A mouse convenience (the menu toggle is the keyboard's way): no name, hidden from assistive tech. */}
        <label htmlFor={toggleId} aria-hidden="true" className="drawer-overlay" />
        <DashboardNav isAdmin={isAdmin} unread={unread} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
