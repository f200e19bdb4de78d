import { describe, expect, it } from 'vitest';
import { ADMIN_USER as admin, CUSTOMER_USER as user } from '../../tests/fixtures';
import {
  adminSignedIn,
  initialSessionState,
  selectIsAdminAuthenticated,
  selectIsSignedIn,
  selectRole,
  selectSessionCheck,
  sessionSlice,
  signedIn,
  signedOut,
  storedSessionCheckStarted,
  sessionRestored,
  signedOutInAnotherTab,
  signedInInAnotherTab,
  storedSessionUnreachable,
  storedSessionVerified,
  type SessionState,
} from './session-slice';
import { sessionExpired } from '../store/session-events';

const reduce = sessionSlice.reducer;

const signedOutState = initialSessionState;
const userSession: SessionState = { token: 't-user', user, isAdminAuthenticated: false, check: 'done' };
const adminSession: SessionState = {
  token: 't-admin',
  user: admin,
  isAdminAuthenticated: true,
  check: 'done',
};
const checking: SessionState = { ...userSession, check: 'checking' };

const expiredState = { ...initialSessionState, expired: true as const };

describe('session slice transitions', () => {
  it.each<[string, SessionState, Parameters<typeof reduce>[1], SessionState]>([
    ['signed out -> signedIn', signedOutState, signedIn({ token: 't-user', user }), userSession],
    [
      'signedIn drops an earlier admin flag',
      adminSession,
      signedIn({ token: 't-user', user }),
      { token: 't-user', user, isAdminAuthenticated: false, check: 'done' },
    ],
    [
      'signed out -> adminSignedIn sets the flag',
      signedOutState,
      adminSignedIn({ token: 't-admin', user: admin }),
      adminSession,
    ],
    ['signedOut clears flag, token and user', adminSession, signedOut(), signedOutState],
    ['expired clears flag, token and user, and says so', adminSession, sessionExpired(), expiredState],
    ['expired while checking ends the check', checking, sessionExpired(), expiredState],
    ['a sign-in after an expiry forgets it', expiredState, signedIn({ token: 't-user', user }), userSession],
    ['check started', userSession, storedSessionCheckStarted(), checking],
    [
      'check verified takes the server user',
      checking,
      storedSessionVerified({ ...user, firstName: 'Server' }),
      { ...userSession, user: { ...user, firstName: 'Server' } },
    ],
    [
      'check unreachable (time-out, dropped network) keeps the session, marked unreachable',
      checking,
      storedSessionUnreachable(),
      { ...userSession, check: 'unreachable' },
    ],
    [
      'unreachable -> check started again (Retry)',
      { ...userSession, check: 'unreachable' },
      storedSessionCheckStarted(),
      checking,
    ],
    [
      'adminSignedIn with a non-admin role sets no flag',
      signedOutState,
      adminSignedIn({ token: 't-user', user }),
      userSession,
    ],
    ['another tab signed out', adminSession, signedOutInAnotherTab(), signedOutState],
    [
      'another tab signed in: this tab takes its session',
      adminSession,
      signedInInAnotherTab(userSession),
      userSession,
    ],
    [
      'another tab signed in during a check: the check is over',
      checking,
      signedInInAnotherTab({ ...userSession, token: 't2' }),
      { ...userSession, token: 't2' },
    ],
    ['restored from storage after hydration', signedOutState, sessionRestored(userSession), userSession],
    [
      'signedIn during a check ends it',
      checking,
      signedIn({ token: 't2', user }),
      { ...userSession, token: 't2' },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(reduce(before, action)).toEqual(after);
  });

  it('uses the event names QA sees in DevTools', () => {
    expect(
      [
        signedIn,
        adminSignedIn,
        signedOut,
        sessionExpired,
        signedOutInAnotherTab,
        signedInInAnotherTab,
        sessionRestored,
      ].map((action) => action.type),
    ).toEqual([
      'session/signedIn',
      'session/adminSignedIn',
      'session/signedOut',
      'session/expired',
      'session/signedOutInAnotherTab',
      'session/signedInInAnotherTab',
      'session/restoredFromStorage',
    ]);
  });
});

describe('session selectors', () => {
  const root = (session: SessionState) => ({ session });
  it.each<[string, SessionState, boolean, string | null, boolean, string]>([
    ['signed out', signedOutState, false, null, false, 'done'],
    ['user', userSession, true, 'user', false, 'done'],
    ['admin', adminSession, true, 'admin', true, 'done'],
    ['token without user', { ...signedOutState, token: 't' }, false, null, false, 'done'],
    ['checking', checking, true, 'user', false, 'checking'],
  ])('%s', (_name, session, signedInValue, role, flag, check) => {
    expect(selectIsSignedIn(root(session))).toBe(signedInValue);
    expect(selectRole(root(session))).toBe(role);
    expect(selectIsAdminAuthenticated(root(session))).toBe(flag);
    expect(selectSessionCheck(root(session))).toBe(check);
  });
});
