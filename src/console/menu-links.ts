import type { ConsoleMenuLink } from '../config/route-meta';
import { mayOpen, type SessionSnapshot } from '../session/access';

/**
 * The links of the console menu a session sees on a screen: the route table's menu
 * entries (on the console frame's handle) the session may open, but the screen's own,
 * one per label (the first the session may open: an admin's Manage Users is /admin).
 */
export function menuLinksFor(
  menu: readonly ConsoleMenuLink[],
  session: SessionSnapshot,
  currentRouteId: string | undefined,
): ConsoleMenuLink[] {
  const seen = new Set<string>();
  return menu.filter((link) => {
    if (!mayOpen(session, link.access) || seen.has(link.label)) return false;
    seen.add(link.label);
    return link.routeId !== currentRouteId || link.to.includes('#');
  });
}
