import { PATHS } from '../config/paths';

/** What the sign-in page says after a session expired (product rules, 'Sessions'). */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

/**
 * What a screen passes to a sign-in page in the router's state: a message to show (a
 * failed social sign-in, an expired session) and the page to return to once signed in.
 */
export interface LoginRouteState {
  authMessage?: string;
  returnTo?: string;
}

const field = (state: unknown, key: keyof LoginRouteState): unknown =>
  typeof state === 'object' && state !== null && key in state ? (state as LoginRouteState)[key] : undefined;

export function authMessageFrom(state: unknown): string | null {
  const text = field(state, 'authMessage');
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

const SIGN_IN_PAGES: readonly string[] = [PATHS.login, PATHS.adminLogin, PATHS.authCallback];

/**
 * The page to return to after signing in: a path of this app (one leading slash, so never
 * another origin), and not a sign-in page itself; anything else is null.
 */
export function returnToFrom(state: unknown): string | null {
  const to = field(state, 'returnTo');
  if (typeof to !== 'string' || !/^\/(?![/\\])/.test(to) || to.length > 2048) return null;
  const path = to.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() || '/';
  return SIGN_IN_PAGES.includes(path) ? null : to;
}
