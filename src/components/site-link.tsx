import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router-dom';
import { useHostKind } from '../config/host';
import { routeHandle } from '../config/route-meta';
import { config } from '../config/env';

interface SiteLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Mark the link of the current route (aria-current="page"). */
  nav?: boolean;
  onClick?: () => void;
}

/**
 * A link to a page of the site. On the admin host, pages only the public host has
 * (Contact, About Us, ...) are reached on the public origin instead of redirecting to /.
 */
export function SiteLink({ to, children, className, nav, onClick }: SiteLinkProps) {
  const host = useHostKind();
  // The route table's facts, on the root route's handle.
  const root = useMatches()
    .map(routeHandle)
    .find((handle) => handle.publicHostOnly);
  const path = to.split(/[?#]/)[0] ?? to;
  // From a static-first public page to a sign-in or console page: a page load, so that
  // page gets its own security policy (the public pages' forbids the console's inline styles).
  const { pathname } = useLocation();
  const reloadDocument =
    host === 'public' &&
    root?.isPublicPage !== undefined &&
    root.isPublicPage(pathname) &&
    !root.isPublicPage(path);
  if (host === 'admin' && root?.publicHostOnly?.has(path)) {
    return (
      <a href={`${config.publicUrl}${to}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={to} end className={className} onClick={onClick} reloadDocument={reloadDocument}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
