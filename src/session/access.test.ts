import { adminLoginPath } from '../config/paths';
import { describe, expect, it } from 'vitest';
import type { Role } from '../types/user';
import {
  adminHostAccess,
  consoleAccess,
  isSignedIn,
  mayOpen,
  type Access,
  type SessionSnapshot,
} from './access';

const userOf = (role: Role) => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  firstName: 'F',
  lastName: 'L',
  role,
});
const signedOutS: SessionSnapshot = { token: null, user: null, isAdminAuthenticated: false, check: 'done' };
const as = (role: Role, flag = false): SessionSnapshot => ({
  token: 't',
  user: userOf(role),
  isAdminAuthenticated: flag,
  check: 'done',
});
const checking: SessionSnapshot = { ...as('admin', true), check: 'checking' };
const unreachableS: SessionSnapshot = { ...as('admin', true), check: { kind: 'unreachable' } };
const serverErrorS: SessionSnapshot = { ...as('manager'), check: { kind: 'server-error', status: 500 } };
const forgedFlag: SessionSnapshot = { ...signedOutS, isAdminAuthenticated: true };
const tokenNoUser: SessionSnapshot = { ...signedOutS, token: 't', isAdminAuthenticated: true };
const userNoToken: SessionSnapshot = { ...signedOutS, user: userOf('admin'), isAdminAuthenticated: true };

const allow: Access = { kind: 'allow' };
const wait: Access = { kind: 'wait' };
const unreachable: Access = { kind: 'check-failed', failure: { kind: 'unreachable' } };
const serverError: Access = { kind: 'check-failed', failure: { kind: 'server-error', status: 500 } };
const to = (path: string): Access => ({ kind: 'redirect', to: path });

describe("consoleAccess 'admin': the flag, else /admin-login", () => {
  it.each<[string, SessionSnapshot, 'public' | 'admin', Access]>([
    ['signed out, public host', signedOutS, 'public', to('/admin-login')],
    ['signed out, admin host', signedOutS, 'admin', to('/login')],
    ['admin with the flag', as('admin', true), 'public', allow],
    ['admin with the flag, admin host', as('admin', true), 'admin', allow],
    ['admin-role user without the flag', as('admin'), 'public', to('/admin-login')],
    ['manager', as('manager'), 'public', to('/admin-login')],
    ['user', as('user'), 'admin', to('/login')],
    ['forged flag without token or user', forgedFlag, 'public', to('/admin-login')],
    ['flag and token without user', tokenNoUser, 'admin', to('/login')],
    ['flag and user without token', userNoToken, 'public', to('/admin-login')],
    ['while the stored session is checked', checking, 'public', wait],
    ['the check could not reach the server', unreachableS, 'admin', unreachable],
    [
      "the flag beside a user-role session (product rules, 'Sessions': not admin access)",
      as('user', true),
      'public',
      to('/admin-login'),
    ],
    ['the flag beside a manager', as('manager', true), 'admin', to('/login')],
  ])('%s', (_name, session, host, expected) => {
    expect(consoleAccess(session, 'admin', host)).toEqual(expected);
  });
});

describe("consoleAccess 'manager' and 'signedIn': /manager for manager or admin, /user for anyone signed in", () => {
  it.each<[string, SessionSnapshot, 'manager' | 'signedIn', Access]>([
    ['signed out -> /manager', signedOutS, 'manager', to('/login')],
    ['signed out -> /user', signedOutS, 'signedIn', to('/login')],
    ['user -> /manager', as('user'), 'manager', to('/login')],
    ['user -> /user', as('user'), 'signedIn', allow],
    ['manager -> /manager', as('manager'), 'manager', allow],
    ['manager -> /user', as('manager'), 'signedIn', allow],
    ['admin -> /manager', as('admin'), 'manager', allow],
    ['admin -> /user', as('admin', true), 'signedIn', allow],
    ['token without user -> /user', tokenNoUser, 'signedIn', to('/login')],
    ['user without token -> /manager', userNoToken, 'manager', to('/login')],
    ['checking', checking, 'manager', wait],
    ['unreachable', unreachableS, 'signedIn', unreachable],
    ['the check got an error answer: the screen names it', serverErrorS, 'manager', serverError],
  ])('%s', (_name, session, access, expected) => {
    expect(consoleAccess(session, access, 'public')).toEqual(expected);
  });

  it('mayOpen agrees with the guard for every session and rule (the console menu shows what opens)', () => {
    const sessions = [
      signedOutS,
      as('user'),
      as('manager'),
      as('admin'),
      as('admin', true),
      as('user', true),
      forgedFlag,
    ];
    for (const session of sessions) {
      for (const access of ['admin', 'manager', 'signedIn'] as const) {
        expect(mayOpen(session, access)).toBe(consoleAccess(session, access, 'public').kind === 'allow');
      }
    }
  });
});

describe('adminHostAccess: only /login until a token and a user are stored', () => {
  it.each<[string, SessionSnapshot, string, Access]>([
    ['signed out on /login', signedOutS, '/login', allow],
    ['signed out on /login/ (trailing slash)', signedOutS, '/login/', allow],
    ['signed out on /LOGIN', signedOutS, '/LOGIN', allow],
    ['signed out on /', signedOutS, '/', to('/login')],
    ['signed out on /dashboard', signedOutS, '/dashboard', to('/login')],
    ['signed out on /faq', signedOutS, '/faq', to('/login')],
    ['signed out on /admin-login', signedOutS, '/admin-login', to('/login')],
    ['signed out on /login-x', signedOutS, '/login-x', to('/login')],
    ['forged flag on /', forgedFlag, '/', to('/login')],
    ['token without user on /', tokenNoUser, '/', to('/login')],
    ['user without token on /dashboard', userNoToken, '/dashboard', to('/login')],
    ['administrator on /login leaves for /', as('admin', true), '/login', to('/')],
    ['administrator on /dashboard', as('admin', true), '/dashboard', allow],
    ['manager on /manager', as('manager'), '/manager', allow],
    // Without the flag / would send them back to /login: they stay there (no loop).
    ['manager on /login stays', as('manager'), '/login', allow],
    ['admin-role user without the flag on /login stays', as('admin'), '/login', allow],
    ['checking', checking, '/', wait],
    ['checking on /login', checking, '/login', wait],
    ['unreachable: Could not reach the server, not Loading... for ever', unreachableS, '/', unreachable],
    ['an error answer, also on /login: why, with Retry and Sign out', serverErrorS, '/login', serverError],
    ['a user with a forged flag on /login stays (no admin access)', as('user', true), '/login', allow],
  ])('%s', (_name, session, pathname, expected) => {
    expect(adminHostAccess(session, pathname)).toEqual(expected);
  });

  it('never redirects a signed-in session back and forth between / and /login', () => {
    for (const session of [as('admin'), as('admin', true), as('manager'), as('user'), as('user', true)]) {
      const atHome = consoleAccess(session, 'admin', 'admin');
      if (atHome.kind !== 'redirect') continue;
      expect(adminHostAccess(session, atHome.to)).toEqual(allow);
    }
  });
});

describe('helpers', () => {
  it.each<[SessionSnapshot, boolean]>([
    [signedOutS, false],
    [as('user'), true],
    [tokenNoUser, false],
    [userNoToken, false],
  ])('isSignedIn %#', (session, expected) => {
    expect(isSignedIn(session)).toBe(expected);
  });

  it('admin login path per host', () => {
    expect(adminLoginPath('public')).toBe('/admin-login');
    expect(adminLoginPath('admin')).toBe('/login');
  });
});
