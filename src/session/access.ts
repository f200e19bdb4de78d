import type { HostKind } from '../config/host';
import type { ConsoleAccess } from '../config/route-meta';
import { adminLoginPath, canonicalPath, PATHS } from '../config/paths';
import type { SessionState } from './session-slice';
import type { CheckFailure } from './check-failure';

/**
 * Access rules as pure functions (product rules, 'Hosts and routes'), used by the router's guards.
 * Each answers 'allow', 'wait' (the stored-credential check is running), 'check-failed'
 * (the check failed short of a 401, and why) or where to go.
 */
export type Access =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'check-failed'; failure: CheckFailure }
  | { kind: 'redirect'; to: string };

export type SessionSnapshot = Pick<SessionState, 'token' | 'user' | 'isAdminAuthenticated' | 'check'>;

const allow: Access = { kind: 'allow' };
const wait: Access = { kind: 'wait' };

/** While the stored session is checked: 'Loading...'; once the check failed: why. */
const pending = (s: SessionSnapshot): Access | null =>
  s.check === 'checking'
    ? wait
    : typeof s.check === 'object'
      ? { kind: 'check-failed', failure: s.check }
      : null;
const redirect = (to: string): Access => ({ kind: 'redirect', to });

export const isSignedIn = (s: SessionSnapshot): boolean => s.token !== null && s.user !== null;

/** Admin access: the flag, only beside a session whose role is admin (product rules, 'Sessions'). */
export const hasAdminAccess = (s: SessionSnapshot): boolean =>
  s.isAdminAuthenticated && isSignedIn(s) && s.user?.role === 'admin';

/**
 * Whether the session may open a console screen of the route table's access rule:
 * `admin` needs admin access, `manager` the role manager or admin, `signedIn` any user.
 */
export function mayOpen(s: SessionSnapshot, access: ConsoleAccess): boolean {
  if (access === 'admin') return hasAdminAccess(s);
  const role = isSignedIn(s) ? s.user?.role : undefined;
  if (!role) return false;
  return access === 'signedIn' || role === 'manager' || role === 'admin';
}

/**
 * A console screen's guard: admin screens send others to the administrator login; the
 * manager's and the user's screens to /login.
 */
export function consoleAccess(s: SessionSnapshot, access: ConsoleAccess, host: HostKind): Access {
  const waiting = pending(s);
  if (waiting) return waiting;
  if (mayOpen(s, access)) return allow;
  return redirect(access === 'admin' ? adminLoginPath(host) : PATHS.login);
}

/**
 * The admin host's gate: 'Loading...' while stored credentials are checked, then
 * only /login until a token and a user are stored. An administrator (flag set) leaves
 * /login for /. A signed-in user without the flag (e.g. a manager) stays on /login:
 * sending them to / would bounce them straight back, since / is an admin screen.
 */
export function adminHostAccess(s: SessionSnapshot, pathname: string): Access {
  const waiting = pending(s);
  if (waiting) return waiting;
  const onLogin = canonicalPath(pathname) === PATHS.login;
  if (!isSignedIn(s)) return onLogin ? allow : redirect(PATHS.login);
  return onLogin && hasAdminAccess(s) ? redirect(PATHS.home) : allow;
}
