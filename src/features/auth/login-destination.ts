import { PATHS } from '../../config/paths';
import type { User } from '../../types/user';
import type { HostKind } from '../../config/host';
import { handOffUrl } from './session-handoff';

/** Where a successful login goes: a page load on another origin, or a route of this app. */
export type Destination = { kind: 'external'; url: string } | { kind: 'route'; to: string };

/**
 * After a normal or social login, by role (product rules, 'Sessions' and 'Users and
 * roles'): admin to the admin host with the session in the fragment (or / when already
 * there), manager to /manager, any other role to /user.
 */
export function loginDestination(
  session: { token: string; user: User },
  host: HostKind,
  adminUrl: string,
): Destination {
  switch (session.user.role) {
    case 'admin':
      return host === 'admin'
        ? { kind: 'route', to: PATHS.home }
        : { kind: 'external', url: handOffUrl(adminUrl, session) };
    case 'manager':
      return { kind: 'route', to: PATHS.manager };
    default:
      return { kind: 'route', to: PATHS.user };
  }
}

/** After the administrator login: /dashboard on the public host, / on the admin host. */
export const adminLoginDestination = (host: HostKind): string =>
  host === 'admin' ? PATHS.home : PATHS.dashboard;
