// The main navbar (spec §2): Home, Dashboard, Blog, the price guide, and Sign up / Login when signed out or a Sign
// out button when signed in; the end button links home with the user's name. On phones the links
// fold into a menu and the search box (given by the app, see router.tsx) takes a row of its own.
// The notifications bell (given by the app too) sits before the user button, and a Sell button
// (as Bikroy and OLX have) before them: the Add Product screen, which lets a Buyer start selling
// and sends a visitor to sign in first.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { MenuIcon, UserIcon } from '@/components/icons/nav-icons';
import logoUrl from '@/assets/logo.svg?no-inline';
import { LanguageSwitch } from './language-switch';
import { Link, NavLink } from '@/components/ui/link';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field font-medium ${isActive ? 'bg-primary/10 text-primary' : ''}`;

/** daisyUI's phone dropdown stays open while it holds focus: let go of it after a choice. */
const releaseFocus = () => (document.activeElement as HTMLElement | null)?.blur();

function NavItems({ onSignOut }: { onSignOut: () => void }) {
  const { user, loading } = useAuth();
  const { t } = useTranslation();
  return (
    <>
      <li>
        <NavLink to="/" end className={navLinkClass}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard" className={navLinkClass}>
          {t('nav.dashboard')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/blog" className={navLinkClass}>
          {t('nav.blog')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/price-guide" className={navLinkClass}>
          {t('nav.priceGuide')}
        </NavLink>
      </li>
      {user ? (
        <li>
          <button type="button" className="font-medium" onClick={onSignOut} disabled={loading}>
            {t('nav.signOut')}
          </button>
        </li>
      ) : loading ? null : (
        <>
          <li>
            <NavLink to="/register" className={navLinkClass}>
              {t('nav.signUp')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/login" className={navLinkClass}>
              {t('nav.login')}
            </NavLink>
          </li>
        </>
      )}
    </>
  );
}

interface NavbarProps {
  search?: ReactNode;
  /** The notifications bell, beside the user button (it shows itself only to a signed-in user). */
  notifications?: ReactNode;
}

export function Navbar({ search, notifications }: NavbarProps) {
  const { user, signOut } = useAuth();
  const { t } = useTranslation();
  const handleSignOut = () => {
    // The flow toasts its own failure; nothing else to do here.
    signOut().catch(() => undefined);
  };
  const displayName = user?.displayName?.trim() || t('unregisteredUser');

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav className="navbar min-h-16 flex-wrap gap-x-2 gap-y-1 px-3 py-2 sm:px-6" aria-label={t('nav.main')}>
        <div className="flex shrink-0 items-center gap-1">
          <div className="dropdown lg:hidden">
            <button type="button" tabIndex={0} className="btn btn-ghost btn-square" aria-label={t('nav.openMenu')}>
              <MenuIcon className="h-6 w-6" />
            </button>
            <ul
              tabIndex={0}
              // Clicks bubble up from every link and button in the list.
              onClick={releaseFocus}
              className="menu dropdown-content z-40 mt-3 w-56 gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
            >
              <NavItems onSignOut={handleSignOut} />
            </ul>
          </div>
          <Link to="/" className="flex items-center gap-2 rounded-field px-1 py-1" aria-label={t('nav.logoHome')}>
            <img src={logoUrl} alt={t('nav.logoAlt')} className="h-9 w-9" width={36} height={36} />
            <span className="hidden text-lg font-extrabold tracking-tight sm:inline lg:hidden xl:inline">
              {/* Two words, so the link's name ("Mobile Planet home") holds what it shows (WCAG 2.5.3). */}
              {t('nav.brandFirst')} <span className="text-primary">{t('nav.brandSecond')}</span>
            </span>
          </Link>
        </div>
        <ul className="menu menu-horizontal hidden shrink-0 gap-1 px-1 lg:flex">
          <NavItems onSignOut={handleSignOut} />
        </ul>
        {search ? (
          // Phones: last, on a row of its own; wider: between the links and the user button.
          <div className="order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-md md:flex-1">{search}</div>
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          <Link to="/dashboard/addProduct" className="btn btn-outline btn-primary btn-sm gap-1 px-2 sm:btn-md sm:px-3">
            <PlusIcon />
            {t('nav.sell')}
          </Link>
          <LanguageSwitch />
          {notifications}
          {/* On phones the button is the person's icon and the name its accessible name, so any name
              leaves the logo's row on one line; from sm up the name shows, giving way from md to xl
              (the search box shares the row). */}
          <Link
            to="/"
            className="btn btn-primary btn-sm btn-square gap-2 normal-case sm:btn-md sm:w-auto sm:max-w-[16rem] sm:px-4 md:max-w-[12rem] xl:max-w-[16rem]"
          >
            <UserIcon className="h-4 w-4 shrink-0" />
            <span className="sr-only sm:not-sr-only sm:truncate">{displayName}</span>
          </Link>
        </div>
      </nav>
    </header>
  );
}

// Under sm the word alone: the logo's row must hold Bangla's longer words on one line at 360 px.
function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-4 w-4 shrink-0 sm:block" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path strokeLinecap="round" d="M12 5v14M5 12h14" />
    </svg>
  );
}
