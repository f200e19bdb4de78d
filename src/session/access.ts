import type { HostKind } from '../config/host';
import { adminLoginPath, PATHS } from '../config/paths';
import type { SessionState } from './session-slice';

/**
 * Access rules as pure functions (spec 4 and 6), used by the router's guards.
 * Each answers 'allow', 'wait' (the stored-credential check is running) or where to go.
 */
export type Access =
  { kind: 'allow' } | { kind: 'wait' } | { kind: 'unreachable' } | { kind: 'redirect'; to: string };

export type SessionSnapshot = Pick<SessionState, 'token' | 'user' | 'isAdminAuthenticated' | 'check'>;

const allow: Access = { kind: 'allow' };
const wait: Access = { kind: 'wait' };
const unreachable: Access = { kind: 'unreachable' };

/** While the stored session is checked: 'Loading...', or the server could not be reached. */
const pending = (s: SessionSnapshot): Access | null =>
  s.check === 'checking' ? wait : s.check === 'unreachable' ? unreachable : null;
const redirect = (to: string): Access => ({ kind: 'redirect', to });

export const isSignedIn = (s: SessionSnapshot): boolean => s.token !== null && s.user !== null;

/** Admin access: the flag, only beside a session whose role is admin (product rules, 'Sessions'). */
export const hasAdminAccess = (s: SessionSnapshot): boolean =>
  s.isAdminAuthenticated && isSignedIn(s) && s.user?.role === 'admin';

/** Admin screens need the `isAdminAuthenticated` flag with an admin session, else the admin login. */
export function adminScreenAccess(s: SessionSnapshot, host: HostKind): Access {
  return pending(s) ?? (hasAdminAccess(s) ? allow : redirect(adminLoginPath(host)));
}

/** /manager needs role manager or admin; /user any signed-in user; otherwise /login. */
export function roleAccess(s: SessionSnapshot, screen: 'manager' | 'user'): Access {
  const waiting = pending(s);
  if (waiting) return waiting;
  const role = s.user?.role;
  if (!isSignedIn(s) || !role) return redirect(PATHS.login);
  if (screen === 'manager') return role === 'manager' || role === 'admin' ? allow : redirect(PATHS.login);
  return allow;
}

/** Lower-case path without a trailing slash, as the router matches it. */
export const normalisePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() || '/' : pathname;

/**
 * The admin host's gate: 'Loading...' while stored credentials are checked, then
 * only /login until a token and a user are stored. An administrator (flag set) leaves
 * /login for /. A signed-in user without the flag (e.g. a manager) stays on /login:
 * sending them to / would bounce them straight back, since / is an admin screen.
 */
export function adminHostAccess(s: SessionSnapshot, pathname: string): Access {
  const waiting = pending(s);
  if (waiting) return waiting;
  const onLogin = normalisePath(pathname) === PATHS.login;
  if (!isSignedIn(s)) return onLogin ? allow : redirect(PATHS.login);
  return onLogin && hasAdminAccess(s) ? redirect(PATHS.home) : allow;
}
