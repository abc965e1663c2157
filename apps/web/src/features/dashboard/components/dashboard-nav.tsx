// The drawer's links. The admin links show only when the server says the user is an admin
// (spec §2); the admin routes are guarded separately, so hiding them is for clarity, not safety.
import { NavLink } from 'react-router-dom';
import type { UnreadMessages } from '../api/get-unread-messages';

interface NavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (the dashboard's own page). */
  end?: boolean;
  /** Which unread message count shows beside it. */
  unread?: keyof UnreadMessages;
}

const USER_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/my-orders', label: 'My Orders', unread: 'orders' },
  { to: '/dashboard/addProduct', label: 'Add a product' },
  { to: '/dashboard/my-products', label: 'My products' },
  { to: '/dashboard/my-sales', label: 'My sales', unread: 'sales' },
];

const ADMIN_LINKS: NavItem[] = [
  { to: '/dashboard/users', label: 'All Users' },
  { to: '/dashboard/admin', label: 'All Admin' },
  { to: '/dashboard/sellers', label: 'All Sellers' },
  { to: '/dashboard/buyers', label: 'All Buyers' },
  { to: '/dashboard/claims', label: 'Claims' },
  { to: '/dashboard/moderation', label: 'Moderation' },
];

interface DashboardNavProps {
  isAdmin: boolean;
  /** Unread messages on the reader's orders and sales (absent while loading, or signed out). */
  unread?: UnreadMessages;
  /** Closes the phone drawer: after a link is followed, on Escape, or from its close button. */
  onNavigate: () => void;
}

export function DashboardNav({ isAdmin, unread, onNavigate }: DashboardNavProps) {
  return (
    <nav
      aria-label="Dashboard"
      className="min-h-full w-64 border-base-300 bg-base-200 p-4 lg:w-60 lg:border-r lg:bg-base-100"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onNavigate();
      }}
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Close dashboard menu" onClick={onNavigate}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <ul className="menu w-full gap-1 p-0">
        <li className="menu-title">Your account</li>
        {USER_LINKS.map((item) => (
          <NavItemLink key={item.to} item={item} unread={item.unread ? (unread?.[item.unread] ?? 0) : 0} onNavigate={onNavigate} />
        ))}
        {isAdmin && (
          <>
            <li className="menu-title mt-3">Admin</li>
            {ADMIN_LINKS.map((item) => (
              <NavItemLink key={item.to} item={item} unread={item.unread ? (unread?.[item.unread] ?? 0) : 0} onNavigate={onNavigate} />
            ))}
          </>
        )}
      </ul>
    </nav>
  );
}

function NavItemLink({ item, unread = 0, onNavigate }: { item: NavItem; unread?: number; onNavigate: () => void }) {
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? 'menu-active bg-primary/10! font-semibold text-primary!' : undefined)}
      >
        {item.label}
        {unread > 0 && (
          // The count is part of the link's name ("My sales 2 unread messages"), after its visible label.
          <span className="badge badge-primary badge-sm ml-auto">
            {unread}
            <span className="sr-only"> unread {unread === 1 ? 'message' : 'messages'}</span>
          </span>
        )}
      </NavLink>
    </li>
  );
}
