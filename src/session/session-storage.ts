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
 * The session as the spec's storage keys hold it. Garbage counts as signed out: a
 * token of the wrong shape (see isValidToken), or a token without a valid user (or the
 * reverse) is no session, and the admin flag counts only as the exact string 'true'
 * beside a valid session whose user's role is admin (DECISIONS, Sessions).
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

/** Writes the session back to the spec's keys; removes what is not set. */
export function writeStoredSession(storage: KeyValueStorage | null, session: SessionState): void {
  writeItem(storage, STORAGE_KEYS.token, session.token);
  writeItem(storage, STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  writeItem(storage, STORAGE_KEYS.isAdminAuthenticated, session.isAdminAuthenticated ? 'true' : null);
}
