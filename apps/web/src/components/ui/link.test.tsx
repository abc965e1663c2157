// The app's own Link and NavLink in a real data router: a click moves to the page without a
// document load and carries history state; a click the browser should handle (Ctrl, a new tab, a
// prevented default) is left to it; NavLink marks the page shown, as React Router's did.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './link';

function Here() {
  const location = useLocation();
  return <output aria-label="page">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

function Page() {
  return (
    <>
      <Here />
      <Link to="/login" state={{ from: '/product/1' }}>
        Login
      </Link>
      <Link to={{ search: '?state=closed' }}>Closed</Link>
      <Link to="/blog" onClick={(event) => event.preventDefault()}>
        Blog
      </Link>
      <Link to="/blog" target="_blank">
        Blog in a new tab
      </Link>
      <nav aria-label="main">
        <NavLink to="/" end className={navClass}>
          Home
        </NavLink>
        <NavLink to="/dashboard" className={navClass}>
          Dashboard
        </NavLink>
      </nav>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('has the route as its href and navigates in the app with the given state', async () => {
    const router = renderAt('/product/1');
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    await userEvent.click(login);
    expect(screen.getByRole('status', { name: 'page' }).textContent).toBe('/login {"from":"/product/1"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('resolves a search-only link against the page it is on', async () => {
    renderAt('/dashboard/claims');
    const closed = screen.getByRole('link', { name: 'Closed' });
    expect(closed.getAttribute('href')).toBe('/dashboard/claims?state=closed');
    await userEvent.click(closed);
    expect(screen.getByRole('status', { name: 'page' }).textContent).toBe('/dashboard/claims?state=closed null');
  });

  it('leaves to the browser a prevented click, a modified click and another target', async () => {
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.keyboard('{/Control}');
    await userEvent.click(screen.getByRole('link', { name: 'Blog in a new tab' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('status', { name: 'page' }).textContent).toBe('/ null');
  });
});

describe('NavLink', () => {
  it('marks the page shown, and with end only that exact page', () => {
    renderAt('/dashboard/my-orders');
    const home = screen.getByRole('link', { name: 'Home' });
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(dashboard.className).toBe('on');
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('off');
  });

  it('matches as React Router does: whole segments, any letter case', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/dashboard', '/', false)).toBe(false);
    expect(isActivePath('/Dashboard/Claims', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard/claims', '/dashboard', true)).toBe(false);
    expect(isActivePath('/dashboards', '/dashboard')).toBe(false);
    expect(isActivePath('/dashboard/claims', '/dashboard/')).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard/')).toBe(false);
  });
});
