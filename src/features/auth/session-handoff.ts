import { browserStorage } from '../../lib/browser-storage';
import { isRecord } from '../../lib/guards';
import type { User } from '../../types/user';
import type { HostKind } from '../../config/host';
import type { SessionState } from '../../session/session-slice';
import { parseUser, writeStoredSession } from '../../session/session-storage';
import { isValidToken } from '../../session/token';

/**
 * The admin-role session handed from the public host to the admin host in the URL
 * fragment (product rules, 'Sessions'): storage is per origin, so without it an admin would
 * land signed out. The fragment is exactly `#session=<base64url of {"token","user"}>`.
 */
export interface HandOff {
  token: string;
  user: User;
}

const PREFIX = '#session=';
/** Far above a real token and user, far below anything abusive. */
const MAX_ENCODED_LENGTH = 8192;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The fragment value the public host writes for an admin-role login. */
export function encodeHandOff(handOff: HandOff): string {
  return toBase64Url(JSON.stringify({ token: handOff.token, user: handOff.user }));
}

/** The admin host's URL carrying the session (the admin URL comes from configuration only). */
export function handOffUrl(adminUrl: string, handOff: HandOff): string {
  return `${adminUrl.replace(/\/+$/, '')}/${PREFIX}${encodeHandOff(handOff)}`;
}

/**
 * Decodes a fragment value, accepting only the exact shape `encodeHandOff` writes:
 * an object with just `token` (a well-formed token, see isValidToken) and `user` (a valid
 * stored user whose role is admin). Anything else is null.
 */
export function decodeHandOff(encoded: string): HandOff | null {
  if (encoded.length === 0 || encoded.length > MAX_ENCODED_LENGTH || !/^[A-Za-z0-9_-]+$/.test(encoded))
    return null;
  const json = fromBase64Url(encoded);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const keys = Object.keys(value).sort();
  if (keys.length !== 2 || keys[0] !== 'token' || keys[1] !== 'user') return null;
  const { token } = value;
  if (!isValidToken(token)) return null;
  const user = parseUser(value.user);
  if (!user || user.role !== 'admin') return null;
  return { token, user };
}

/**
 * Called by main.tsx before the store is built and before anything renders, with the
 * fragment `takeAuthFragment` took off the URL. On the admin host a valid hand-off is
 * stored (the storage keys of product rules, 'Sessions') and returned as the session to preload, with
 * `isAdminAuthenticated` set: only an admin-role session with a well-formed token is
 * accepted. On the public host the fragment is ignored.
 */
export function consumeSessionHandOff(host: HostKind, hash: string | null): SessionState | null {
  if (host !== 'admin' || !hash?.startsWith(PREFIX)) return null;
  const handOff = decodeHandOff(hash.slice(PREFIX.length));
  if (!handOff) return null;
  const session: SessionState = { ...handOff, isAdminAuthenticated: true, check: 'done' };
  try {
    writeStoredSession(browserStorage(), session);
  } catch {
    // Storage refused: the session still lives in memory for this visit.
  }
  return session;
}
