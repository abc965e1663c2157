// The app's links. React Router's own <Link> carries framework-mode machinery a data router like
// ours never uses (page prefetching, route discovery, view transitions, URL masking): 2.3 KB of
// gzip on every page. These are built on the router's public hooks instead: the same href, and
// the same client-side navigation with the same rules (a modified click, another target or a
// prevented click is left to the browser). The lint forbids the router's own two.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the next page (the sign-in form's "where to go after"). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * Whether a link to `to` is the page shown at `here`, as React Router's NavLink decides it: the
 * same path, or (unless `end`) a page under it; letter case aside.
 */
export function isActivePath(here: string, to: string, end = false): boolean {
  const [page, path] = [here.toLowerCase(), to.toLowerCase()];
  if (page === path) return true;
  const base = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  return !end && page.startsWith(base) && page.charAt(base.length) === '/';
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not on the pages under it. */
  end?: boolean;
  className?: (state: { isActive: boolean }) => string | undefined;
};

/** A navigation link that knows whether its page is the one shown (aria-current="page"). */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(props.to).pathname, end);
  return <Link {...props} className={className?.({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
