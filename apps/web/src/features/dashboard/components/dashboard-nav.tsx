// The drawer's links. The admin links show only when the server says the user is an admin
// (spec §2); the admin routes are guarded separately, so hiding them is for clarity, not safety.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { UnreadMessages } from '../api/get-unread-messages';
import { NavLink } from '@/components/ui/link';

/** The link's words: a key under the dashboard namespace's `nav`. */
type NavLabel =
  | 'dashboard' | 'myOrders' | 'offers' | 'favourites' | 'savedSearches' | 'addProduct' | 'myProducts' | 'mySales' | 'startSelling'
  | 'emailSettings'
  | 'users' | 'admins' | 'sellers' | 'buyers' | 'claims' | 'moderation';

interface NavItem {
  to: string;
  label: NavLabel;
  /** Active only on exactly this path (the dashboard's own page). */
  end?: boolean;
  /** Which unread message count shows beside it. */
  unread?: keyof UnreadMessages;
}

const SELLER_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'dashboard', end: true },
  { to: '/dashboard/my-orders', label: 'myOrders', unread: 'orders' },
  { to: '/dashboard/offers', label: 'offers' },
  { to: '/dashboard/favourites', label: 'favourites' },
  { to: '/dashboard/saved-searches', label: 'savedSearches' },
  { to: '/dashboard/addProduct', label: 'addProduct' },
  { to: '/dashboard/my-products', label: 'myProducts' },
  { to: '/dashboard/my-sales', label: 'mySales', unread: 'sales' },
  { to: '/dashboard/email-settings', label: 'emailSettings' },
];

// A Buyer has nothing to list or sell yet: one way to start selling instead of three screens that refuse.
const BUYER_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'dashboard', end: true },
  { to: '/dashboard/my-orders', label: 'myOrders', unread: 'orders' },
  { to: '/dashboard/offers', label: 'offers' },
  { to: '/dashboard/favourites', label: 'favourites' },
  { to: '/dashboard/saved-searches', label: 'savedSearches' },
  { to: '/dashboard/addProduct', label: 'startSelling' },
  { to: '/dashboard/email-settings', label: 'emailSettings' },
];

const ADMIN_LINKS: NavItem[] = [
  { to: '/dashboard/users', label: 'users' },
  { to: '/dashboard/admin', label: 'admins' },
  { to: '/dashboard/sellers', label: 'sellers' },
  { to: '/dashboard/buyers', label: 'buyers' },
  { to: '/dashboard/claims', label: 'claims' },
  { to: '/dashboard/moderation', label: 'moderation' },
];

interface DashboardNavProps {
  isAdmin: boolean;
  /** A Buyer's account: the seller's screens give way to 'Start selling'. */
  isBuyer?: boolean;
  /** Unread messages on the reader's orders and sales (absent while loading, or signed out). */
  unread?: UnreadMessages;
  /** Closes the phone drawer: after a link is followed, on Escape, or from its close button. */
  onNavigate: () => void;
}

export function DashboardNav({ isAdmin, isBuyer = false, unread, onNavigate }: DashboardNavProps) {
  const { t } = useTranslation('dashboard');
  return (
    <nav
      aria-label={t('navLabel')}
      className="min-h-full w-64 border-base-300 bg-base-200 p-4 lg:w-60 lg:border-r lg:bg-base-100"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onNavigate();
      }}
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label={t('closeMenu')} onClick={onNavigate}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <ul className="menu w-full gap-1 p-0">
        <li className="menu-title">{t('yourAccount')}</li>
        {(isBuyer ? BUYER_LINKS : SELLER_LINKS).map((item) => (
          <NavItemLink key={item.to} item={item} unread={item.unread ? (unread?.[item.unread] ?? 0) : 0} onNavigate={onNavigate} />
        ))}
        {isAdmin && (
          <>
            <li className="menu-title mt-3">{t('admin')}</li>
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
  const { t } = useTranslation('dashboard');
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? 'menu-active bg-primary/10! font-semibold text-primary!' : undefined)}
      >
        {t(`nav.${item.label}`)}
        {unread > 0 && (
          // The count is part of the link's name ("My sales 2 unread messages"), after its visible label.
          <span className="badge badge-primary badge-sm ml-auto">
            {formatNumber(unread)}
            <span className="sr-only"> {t('unread', { count: unread })}</span>
          </span>
        )}
      </NavLink>
    </li>
  );
}
