// The dashboard's frame: its links beside the current screen. From lg up they stay open in a
// sidebar; on phones a real "Dashboard menu" button opens them as a sheet on the native <dialog>
// (a visible focus, Escape closes it, Tab stays inside while it is open, the focus goes back to the
// button), as the phone's filter drawer does.
import { useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons/nav-icons';
import { useDialogOpen } from '@/components/ui/use-dialog-open';
import { useAdmin, useAuth, useCurrentUser } from '@/lib/auth';
import { useUnreadMessages } from '../api/get-unread-messages';
import { DashboardNav } from './dashboard-nav';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const { isAdmin } = useAdmin();
  const { user } = useAuth();
  const unread = useUnreadMessages(user?.email).data;
  const isBuyer = useCurrentUser().data?.role === 'Buyer';
  const sheet = useRef<HTMLDialogElement>(null);
  useDialogOpen(sheet, open);
  const close = () => setOpen(false);

  return (
    <div className="lg:flex">
      <aside className="hidden shrink-0 lg:block">
        <DashboardNav isAdmin={isAdmin} isBuyer={isBuyer} unread={unread} onNavigate={close} />
      </aside>
      <div className="min-w-0 flex-1 px-3 py-4 sm:px-6 lg:py-6">
        <button
          type="button"
          className="btn btn-outline btn-sm mb-4 gap-2 lg:hidden"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <MenuIcon className="h-4 w-4" />
          {t('menu')}
        </button>
        <Outlet />
      </div>
      <dialog
        ref={sheet}
        aria-label={t('menu')}
        className="m-0 h-dvh max-h-none w-64 max-w-[85vw] bg-base-200 shadow-xl backdrop:bg-black/40 lg:hidden"
        onClose={() => {
          if (open) close();
        }}
        // The nav fills the sheet, so a click on the dialog itself is a click on the backdrop.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        {open ? <DashboardNav isAdmin={isAdmin} isBuyer={isBuyer} unread={unread} onNavigate={close} /> : null}
      </dialog>
    </div>
  );
}
