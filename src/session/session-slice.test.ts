import { describe, expect, it } from 'vitest';
import { ADMIN_USER as admin, CUSTOMER_USER as user } from '../../tests/fixtures';
import {
  adminSignedIn,
  initialSessionState,
  selectIsAdminAuthenticated,
  selectCheckFailure,
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
  storedSessionCheckFailed,
  storedSessionVerified,
  type SessionState,
} from './session-slice';
import { sessionExpired } from '../store/session-events';
import type { CheckFailure } from './check-failure';

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

const unreachable: CheckFailure = { kind: 'unreachable' };
const serverError: CheckFailure = { kind: 'server-error', status: 500 };
const unreadable: CheckFailure = { kind: 'unreadable' };
const failedWith = (failure: CheckFailure): SessionState => ({ ...userSession, check: failure });

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

  it.each<[string, CheckFailure]>([
    ['no answer (a dropped network, the 10 s time-out)', unreachable],
    ['an error answer (403, 404, 500, 502)', serverError],
    ['an answer that could not be read', unreadable],
  ])('a failed check records why, keeping the session: %s', (_name, failure) => {
    const after = reduce(checking, storedSessionCheckFailed(failure));
    expect(after).toEqual(failedWith(failure));
    expect(selectCheckFailure({ session: after })).toEqual(failure);
  });

  it.each<[string, Parameters<typeof reduce>[1], SessionState]>([
    ['Retry starts the check again', storedSessionCheckStarted(), checking],
    ['the server confirms the token', storedSessionVerified(user), userSession],
    ['signedIn', signedIn({ token: 't2', user }), { ...userSession, token: 't2' }],
    ['adminSignedIn', adminSignedIn({ token: 't-admin', user: admin }), adminSession],
    ['Sign out', signedOut(), signedOutState],
    ['another tab signed out', signedOutInAnotherTab(), signedOutState],
    [
      'another tab signed in',
      signedInInAnotherTab({ ...userSession, token: 't3' }),
      { ...userSession, token: 't3' },
    ],
    ['the session expired (a 401)', sessionExpired(), expiredState],
  ])('the recorded reason goes when %s', (_name, action, after) => {
    for (const failure of [unreachable, serverError, unreadable]) {
      const next = reduce(failedWith(failure), action);
      expect(next).toEqual(after);
      expect(selectCheckFailure({ session: next })).toBeNull();
    }
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
        storedSessionCheckFailed,
      ].map((action) => action.type),
    ).toEqual([
      'session/signedIn',
      'session/adminSignedIn',
      'session/signedOut',
      'session/expired',
      'session/signedOutInAnotherTab',
      'session/signedInInAnotherTab',
      'session/restoredFromStorage',
      'session/storedSessionCheckFailed',
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
