/**
 * The facts the route table (src/app/routes.tsx) records about each route, as types the
 * shared layers can read: the router puts them on each route's `handle`, so a component
 * reads them with React Router's `useMatches()` without importing the app.
 */

/** Which host serves a route (product rules, 'Hosts and routes'). */
export type RouteHost = 'public' | 'admin' | 'both';

/**
 * Who may open a route, and so which frame and guard it gets:
 * - `anyone`: a public page (the public layout, no guard);
 * - `signIn`: a sign-in page (the public layout, behind the API gate);
 * - `admin`: a staff screen that needs the admin flag with an admin session;
 * - `manager`: a staff screen for a manager or an admin;
 * - `signedIn`: a screen for any signed-in user.
 */
export type RouteAccess = 'anyone' | 'signIn' | 'admin' | 'manager' | 'signedIn';

/** The access rules of console screens (the ones with a guard). */
export type ConsoleAccess = Extract<RouteAccess, 'admin' | 'manager' | 'signedIn'>;

/** One link of the console menu, derived from the route table. */
export interface ConsoleMenuLink {
  /** The route's id, so a screen's own entry can be left out. */
  routeId: string;
  label: string;
  to: string;
  access: ConsoleAccess;
  /**
   * `nav`: a screen of the console navigation (on every console screen, the current one
   * marked); `menu`: an item of the header's dropdown (a section such as Settings, or
   * 'Back to Dashboard': product rules, 'Hosts and routes').
   */
  place: 'nav' | 'menu';
}

/** What the router puts on each route's `handle`. */
export interface RouteHandle {
  /** The document title before ' | <brand>', when the route has a fixed one. */
  title?: string;
  /** On the console frame: the console navigation and menu, for every role (filtered by the session). */
  consoleMenu?: readonly ConsoleMenuLink[];
  /** On the root: paths only the public host has (links to them leave the admin host). */
  publicHostOnly?: ReadonlySet<string>;
  /**
   * On the root: whether a path is a public (static-first) page. A link from one to any
   * other page loads that page afresh: the two are served with different security policies.
   */
  isPublicPage?: (pathname: string) => boolean;
}

/** The handle of a match, typed (React Router types it `unknown`). */
export const routeHandle = (match: { handle?: unknown }): RouteHandle => (match.handle ?? {}) as RouteHandle;
