import { STORAGE_KEYS } from '../config/constants';
import { parseJson, readItem, writeItem, type KeyValueStorage } from '../lib/browser-storage';
import { ROLES, type Role, type User } from '../types/user';
import { initialSessionState, type SessionState } from './session-slice';
import { isValidToken } from './token';

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** A user from storage, a server answer or a hand-off: only with an id, an email and a known role. */
export function parseUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isRole(v.role)) return null;
  if (typeof v.id !== 'string' && typeof v.id !== 'number') return null;
  if (typeof v.email !== 'string') return null;
  return {
    id: String(v.id),
    email: v.email,
    firstName: typeof v.firstName === 'string' ? v.firstName : '',
    lastName: typeof v.lastName === 'string' ? v.lastName : '',
    role: v.role,
  };
}

/** A stored `user` counts only when it is JSON of a user with a known role. */
export const parseStoredUser = (text: string | null): User | null => parseUser(parseJson(text));

/**
 * The session as its storage keys hold it (product rules, 'Sessions'). Garbage counts as signed out: a
 * token of the wrong shape (see isValidToken), or a token without a valid user (or the
 * reverse) is no session, and the admin flag counts only as the exact string 'true'
 * beside a valid session whose user's role is admin (product rules, 'Sessions').
 */
export function readStoredSession(storage: KeyValueStorage | null): SessionState {
  const token = readItem(storage, STORAGE_KEYS.token);
  const user = parseStoredUser(readItem(storage, STORAGE_KEYS.user));
  if (!isValidToken(token) || !user) return initialSessionState;
  return {
    token,
    user,
    isAdminAuthenticated:
      user.role === 'admin' && readItem(storage, STORAGE_KEYS.isAdminAuthenticated) === 'true',
    check: 'done',
  };
}

/**
 * Writes the session back to its storage keys; removes what is not set. The order is for
 * the other tabs of this host, which act on the `token` key's storage event: a session is
 * written with `token` last and removed with `token` first, so a tab that reads the keys
 * on that event finds a complete session, or none.
 */
export function writeStoredSession(storage: KeyValueStorage | null, session: SessionState): void {
  if (session.token === null) writeItem(storage, STORAGE_KEYS.token, null);
  writeItem(storage, STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  writeItem(storage, STORAGE_KEYS.isAdminAuthenticated, session.isAdminAuthenticated ? 'true' : null);
  if (session.token !== null) writeItem(storage, STORAGE_KEYS.token, session.token);
}

/** What a change of this tab's session does to the stored keys (see `storedSessionChange`). */
export type StoredSessionChange = 'write' | 'remove' | 'keep';

/**
 * The stored keys are shared by every tab of the host, and a tab may hold an older session
 * than storage does (product rules, 'Storage and other tabs': a tab whose
 * session expires removes only its own session). So a change of this tab's session
 * - writes a new session (a sign-in here is the newest session: it takes the keys over);
 * - writes a changed user or flag of the same session only while storage still holds it;
 * - removes an ended session only while storage still holds its token;
 * - otherwise keeps storage as it is, since it belongs to another tab's newer session.
 * `storedToken` is the `token` key as it is now.
 */
export function storedSessionChange(
  previous: SessionState,
  current: SessionState,
  storedToken: string | null,
): StoredSessionChange {
  const keysUnchanged =
    previous.token === current.token &&
    previous.user === current.user &&
    previous.isAdminAuthenticated === current.isAdminAuthenticated;
  if (keysUnchanged) return 'keep';
  if (current.token === null) {
    return previous.token !== null && storedToken === previous.token ? 'remove' : 'keep';
  }
  if (current.token !== previous.token) return 'write';
  return storedToken === current.token ? 'write' : 'keep';
}
