import type { ConsoleMenuLink } from '../config/route-meta';
import { PATHS } from '../config/paths';
import { mayOpen, type SessionSnapshot } from '../session/access';

/**
 * The routes that are the screen on show: the current route, and every route that shares
 * a navigation label with it (on the admin host, / and /dashboard are both 'Dashboard').
 */
function currentScreen(menu: readonly ConsoleMenuLink[], currentRouteId: string | undefined): Set<string> {
  const labels = new Set(
    menu.filter((link) => link.place === 'nav' && link.routeId === currentRouteId).map((link) => link.label),
  );
  const ids = menu
    .filter((link) => link.place === 'nav' && labels.has(link.label))
    .map((link) => link.routeId);
  return new Set(currentRouteId ? [currentRouteId, ...ids] : ids);
}

/** The links a session may open, one per label (the first: an admin's Manage Users is /admin). */
function mayOpenOnePerLabel(links: readonly ConsoleMenuLink[], session: SessionSnapshot): ConsoleMenuLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    if (!mayOpen(session, link.access) || seen.has(link.label)) return false;
    seen.add(link.label);
    return true;
  });
}

export interface ConsoleNavLink extends ConsoleMenuLink {
  /** The screen on show (aria-current="page"). */
  current: boolean;
}

/**
 * The console navigation a session sees on every console screen (product rules, 'Staff
 * console'): the route table's screens the session may open, the current one marked; a
 * customer's are the portal's pages.
 */
export function navLinksFor(
  menu: readonly ConsoleMenuLink[],
  session: SessionSnapshot,
  currentRouteId: string | undefined,
): ConsoleNavLink[] {
  const current = currentScreen(menu, currentRouteId);
  // The portal's pages (open to anyone signed in) are a customer's navigation; staff see
  // their own screens (product rules, 'What people see, finished').
  const customer = session.user?.role === 'user';
  return mayOpenOnePerLabel(
    menu.filter((link) => link.place === 'nav' && (link.access === 'signedIn') === customer),
    session,
  ).map((link) => ({ ...link, current: current.has(link.routeId) }));
}

/**
 * Where the console navigation's logo goes: the session's console home, the first screen
 * of its navigation (an admin's dashboard, a manager's /manager), else the user's /user.
 */
export const consoleHomeFor = (nav: readonly ConsoleMenuLink[]): string => nav[0]?.to ?? PATHS.user;

/**
 * The links of the header's menu a session sees on a screen: the route table's dropdown
 * entries (sections such as Settings, and 'Back to Dashboard') the session may open, but
 * those of the screen on show, unless they open a section of it.
 */
export function menuLinksFor(
  menu: readonly ConsoleMenuLink[],
  session: SessionSnapshot,
  currentRouteId: string | undefined,
): ConsoleMenuLink[] {
  const current = currentScreen(menu, currentRouteId);
  return mayOpenOnePerLabel(
    menu.filter((link) => link.place === 'menu'),
    session,
  ).filter((link) => !current.has(link.routeId) || link.to.includes('#'));
}
