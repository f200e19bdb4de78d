import { describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION, CUSTOMER_USER as validUser } from '../../tests/fixtures';
import type { KeyValueStorage } from '../lib/browser-storage';
import { initialSessionState } from './session-slice';
import {
  parseStoredUser,
  readStoredSession,
  storedSessionChange,
  writeStoredSession,
  type StoredSessionChange,
} from './session-storage';
import type { SessionState } from './session-slice';

const json = (value: unknown) => JSON.stringify(value);

function memoryStorage(
  entries: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('parseStoredUser', () => {
  it.each<[string, string | null, boolean]>([
    ['a valid user', json(validUser), true],
    ['each known role: admin', json({ ...validUser, role: 'admin' }), true],
    ['each known role: manager', json({ ...validUser, role: 'manager' }), true],
    ['a numeric id', json({ ...validUser, id: 7 }), true],
    ['missing names (filled with empty strings)', json({ id: 'x', email: 'a@b.c', role: 'user' }), true],
    ['nothing stored', null, false],
    ['not JSON', '{user', false],
    ['the string "undefined"', 'undefined', false],
    ['JSON null', 'null', false],
    ['a JSON string', json('user'), false],
    ['an array', json([validUser]), false],
    ['no role', json({ ...validUser, role: undefined }), false],
    ['an unknown role', json({ ...validUser, role: 'superuser' }), false],
    ['a role in another case', json({ ...validUser, role: 'Admin' }), false],
    ['no id', json({ ...validUser, id: undefined }), false],
    ['an object id', json({ ...validUser, id: {} }), false],
    ['no email', json({ ...validUser, email: undefined }), false],
  ])('%s', (_name, text, valid) => {
    const user = parseStoredUser(text);
    expect(user !== null).toBe(valid);
    if (user) expect(typeof user.id).toBe('string');
  });

  it('keeps only the known fields', () => {
    expect(parseStoredUser(json({ ...validUser, isAdmin: true, extra: 'x' }))).toEqual(validUser);
  });
});

describe('readStoredSession', () => {
  it.each<[string, Record<string, string>, { signedIn: boolean; flag: boolean }]>([
    ['token and user', { token: 't', user: json(validUser) }, { signedIn: true, flag: false }],
    [
      'token, an admin user and the flag',
      { token: 't', user: json({ ...validUser, role: 'admin' }), isAdminAuthenticated: 'true' },
      { signedIn: true, flag: true },
    ],
    [
      'the flag beside a user-role session (not admin access)',
      { token: 't', user: json(validUser), isAdminAuthenticated: 'true' },
      { signedIn: true, flag: false },
    ],
    [
      'the flag beside a manager (not admin access)',
      { token: 't', user: json({ ...validUser, role: 'manager' }), isAdminAuthenticated: 'true' },
      { signedIn: true, flag: false },
    ],
    // Which tokens are well-formed is isValidToken's table (token.test.ts); one shows it is used.
    ['a token with a space', { token: 'a b', user: json(validUser) }, { signedIn: false, flag: false }],
    ['empty storage', {}, { signedIn: false, flag: false }],
    ['token only', { token: 't' }, { signedIn: false, flag: false }],
    ['user only', { user: json(validUser) }, { signedIn: false, flag: false }],
    // Which users are valid is parseStoredUser's table above; one shows it is used.
    ['user not JSON', { token: 't', user: 'not json' }, { signedIn: false, flag: false }],
    [
      'flag without token (forged)',
      { isAdminAuthenticated: 'true', user: json(validUser) },
      { signedIn: false, flag: false },
    ],
    [
      "flag 'yes'",
      { token: 't', user: json({ ...validUser, role: 'admin' }), isAdminAuthenticated: 'yes' },
      { signedIn: true, flag: false },
    ],
    [
      "flag 'TRUE'",
      { token: 't', user: json({ ...validUser, role: 'admin' }), isAdminAuthenticated: 'TRUE' },
      { signedIn: true, flag: false },
    ],
  ])('%s', (_name, entries, expected) => {
    const session = readStoredSession(memoryStorage(entries));
    expect(session.token !== null && session.user !== null).toBe(expected.signedIn);
    expect(session.isAdminAuthenticated).toBe(expected.flag);
    expect(session.check).toBe('done');
    if (!expected.signedIn) expect(session).toEqual(initialSessionState);
  });

  it('treats unavailable or throwing storage as signed out', () => {
    expect(readStoredSession(null)).toEqual(initialSessionState);
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredSession(throwing)).toEqual(initialSessionState);
  });
});

describe('writeStoredSession', () => {
  it('writes the storage keys and removes what is not set', () => {
    const storage = memoryStorage({ adminTheme: 'blue' });
    const user = { ...validUser, role: 'admin' as const };
    writeStoredSession(storage, { token: 't', user, isAdminAuthenticated: true, check: 'done' });
    expect(Object.fromEntries(storage.data)).toEqual({
      adminTheme: 'blue',
      token: 't',
      user: json(user),
      isAdminAuthenticated: 'true',
    });
    writeStoredSession(storage, initialSessionState);
    expect(Object.fromEntries(storage.data)).toEqual({ adminTheme: 'blue' });
  });

  it('round-trips through readStoredSession', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, CUSTOMER_SESSION);
    expect(readStoredSession(storage)).toEqual(CUSTOMER_SESSION);
  });
});

describe('writeStoredSession: the order other tabs rely on', () => {
  /** A storage that records the order of writes and removals. */
  const recording = () => {
    const log: string[] = [];
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: (key) => void log.push(`set ${key}`),
      removeItem: (key) => void log.push(`remove ${key}`),
    };
    return { storage, log };
  };

  it('writes token last, so a tab reading on its event finds the user and flag already there', () => {
    const { storage, log } = recording();
    const user = { ...validUser, role: 'admin' as const };
    writeStoredSession(storage, { token: 't', user, isAdminAuthenticated: true, check: 'done' });
    expect(log).toEqual(['set user', 'set isAdminAuthenticated', 'set token']);
  });

  it('removes token first, so a tab reading on its event never finds half a session', () => {
    const { storage, log } = recording();
    writeStoredSession(storage, initialSessionState);
    expect(log).toEqual(['remove token', 'remove user', 'remove isAdminAuthenticated']);
  });
});

describe('storedSessionChange (a stale tab leaves a newer session alone)', () => {
  const user = { ...validUser, role: 'user' as const };
  const mine: SessionState = { token: 'mine', user, isAdminAuthenticated: false, check: 'done' };
  const verified: SessionState = { ...mine, user: { ...user, firstName: 'New' } };
  const other: SessionState = { ...mine, token: 'other' };
  const out = initialSessionState;

  it.each<[string, SessionState, SessionState, string | null, StoredSessionChange]>([
    ['sign-in in this tab', out, mine, null, 'write'],
    ['sign-in in this tab over a session another tab stored', out, mine, 'older', 'write'],
    ["a new session replacing this tab's own", other, mine, 'other', 'write'],
    ['this session ends while storage holds it', mine, out, 'mine', 'remove'],
    ['this session ends while storage holds a newer one', mine, out, 'newer', 'keep'],
    ['this session ends after storage lost it', mine, out, null, 'keep'],
    ["this session's user is verified while storage holds it", mine, verified, 'mine', 'write'],
    ["this session's user is verified while storage holds a newer one", mine, verified, 'newer', 'keep'],
    ['only the check changed', mine, { ...mine, check: 'checking' }, 'newer', 'keep'],
    ['signed out stays signed out', out, out, 'newer', 'keep'],
  ])('%s: %s', (_name, previous, current, storedToken, change) => {
    expect(storedSessionChange(previous, current, storedToken)).toBe(change);
  });
});
