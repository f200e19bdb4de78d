import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useHostKind } from '../config/host';
import { PUBLIC_HOST_ONLY } from '../config/paths';
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
  if (host === 'admin' && PUBLIC_HOST_ONLY.has(to.split(/[?#]/)[0] ?? to)) {
    return (
      <a href={`${config.publicUrl}${to}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={to} end className={className} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
