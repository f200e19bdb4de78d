// @vitest-environment jsdom
import { addListener } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, ADMIN_USER, demoToken, MANAGER_USER } from '../../tests/fixtures';
import { signedOut, type SessionState } from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
// The API's code loaded, as on any page that has called the server: a session's end clears its
// cache too (session-end.ts).
import '../store/api';
import { followOtherTabs } from './other-tabs';
import { makeStore } from './store';

const signedIn = ADMIN_SESSION;
const signedOutState: SessionState = { token: null, user: null, isAdminAuthenticated: false, check: 'done' };

/** Storage as this tab's own sign-in left it. */
const storeSession = (session: SessionState) => {
  localStorage.setItem('user', JSON.stringify(session.user));
  if (session.isAdminAuthenticated) localStorage.setItem('isAdminAuthenticated', 'true');
  else localStorage.removeItem('isAdminAuthenticated');
  localStorage.setItem('token', session.token!);
};
const storedKeys = () => ({
  token: localStorage.getItem('token'),
  user: localStorage.getItem('user'),
  isAdminAuthenticated: localStorage.getItem('isAdminAuthenticated'),
});

/** A tab holding `session`, listening to a stand-in window; records the actions dispatched. */
function setup(session: SessionState = signedIn) {
  const target = new EventTarget();
  const store = makeStore({ session });
  followOtherTabs(store, target as unknown as Window);
  const types: string[] = [];
  // The event actions (redux-persist's own, such as the flush after a clear, are not events).
  store.dispatch(
    addListener({
      predicate: (action) => !action.type.startsWith('persist/'),
      effect: (action) => void types.push(action.type),
    }),
  );
  const storageEvent = (key: string | null, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  return { store, storageEvent, types };
}

/** What another tab of the host did to storage, and the storage event this tab receives. */
interface OtherTabStep {
  name: string;
  write: () => void;
  event: [key: string | null, newValue: string | null];
  session: SessionState;
  actions: string[];
}

const steps: OtherTabStep[] = [
  {
    name: 'signed out (the token key removed)',
    write: () => localStorage.clear(),
    event: ['token', null],
    session: signedOutState,
    actions: ['session/signedOutInAnotherTab', 'console/cachedDataCleared', 'api/resetApiState'],
  },
  {
    name: 'cleared storage',
    write: () => localStorage.clear(),
    event: [null, null],
    session: signedOutState,
    actions: ['session/signedOutInAnotherTab', 'console/cachedDataCleared', 'api/resetApiState'],
  },
  {
    name: 'removed another key',
    write: () => localStorage.removeItem('adminTheme'),
    event: ['adminTheme', null],
    session: signedIn,
    actions: [],
  },
  {
    name: 'signed in as another user',
    write: () =>
      storeSession({
        ...signedIn,
        token: demoToken(MANAGER_USER.id, '2'),
        user: MANAGER_USER,
        isAdminAuthenticated: false,
      }),
    event: ['token', demoToken(MANAGER_USER.id, '2')],
    session: {
      token: demoToken(MANAGER_USER.id, '2'),
      user: MANAGER_USER,
      isAdminAuthenticated: false,
      check: 'done',
    },
    actions: ['console/cachedDataCleared', 'api/resetApiState', 'session/signedInInAnotherTab'],
  },
  {
    name: 'signed in again as the same user (a new token)',
    write: () => storeSession({ ...signedIn, token: demoToken(ADMIN_USER.id, '2') }),
    event: ['token', demoToken(ADMIN_USER.id, '2')],
    session: { ...signedIn, token: demoToken(ADMIN_USER.id, '2') },
    actions: ['session/signedInInAnotherTab'],
  },
  {
    name: 'chose the Blue theme (it applies here, unsaved: the other tab saved it)',
    write: () => localStorage.setItem('adminTheme', 'blue'),
    event: ['adminTheme', 'blue'],
    session: signedIn,
    actions: ['theme/themeChosenInAnotherTab'],
  },
  {
    name: 'wrote a theme that is none',
    write: () => localStorage.setItem('adminTheme', 'purple'),
    event: ['adminTheme', 'purple'],
    session: signedIn,
    actions: [],
  },
  {
    name: 'wrote a garbage token',
    write: () => localStorage.setItem('token', 'not a token'),
    event: ['token', 'not a token'],
    session: signedIn,
    actions: [],
  },
  {
    name: 'wrote a token without a user beside it',
    write: () => {
      localStorage.removeItem('user');
      localStorage.setItem('token', demoToken(MANAGER_USER.id, '3'));
    },
    event: ['token', demoToken(MANAGER_USER.id, '3')],
    session: signedIn,
    actions: [],
  },
  {
    name: "wrote this tab's own token",
    write: () => storeSession(signedIn),
    event: ['token', signedIn.token],
    session: signedIn,
    actions: [],
  },
];

describe("following the other tabs of this host (product rules, 'Sessions' and 'Storage and other tabs')", () => {
  it.each(steps)('another tab $name', ({ write, event, session, actions }) => {
    storeSession(signedIn);
    const { store, storageEvent, types } = setup();
    write();
    const storedBefore = storedKeys();
    storageEvent(...event);
    expect(store.getState().session).toEqual(session);
    // Sorted: the listener's own dispatches nest inside the recording.
    expect([...types].sort()).toEqual([...actions].sort());
    // Following writes nothing: the keys are the other tab's.
    expect(storedKeys()).toEqual(storedBefore);
  });

  it('ends the session once when the token goes twice', () => {
    const { storageEvent, types } = setup();
    storageEvent('token', null);
    storageEvent('token', null);
    expect(types.sort()).toEqual([
      'api/resetApiState',
      'console/cachedDataCleared',
      'session/signedOutInAnotherTab',
    ]);
  });

  it("clears another person's cached data before this tab takes their session", () => {
    storeSession({
      ...signedIn,
      token: demoToken(MANAGER_USER.id, '2'),
      user: MANAGER_USER,
      isAdminAuthenticated: false,
    });
    const { store, storageEvent } = setup();
    const sessionWhenCleared: (string | null)[] = [];
    store.dispatch(
      addListener({
        type: 'console/cachedDataCleared',
        effect: () => void sessionWhenCleared.push(store.getState().session.token),
      }),
    );
    storageEvent('token', demoToken(MANAGER_USER.id, '2'));
    expect(sessionWhenCleared).toEqual([signedIn.token]);
    expect(store.getState().session.user).toEqual(MANAGER_USER);
  });

  it('a signed-out tab follows a sign-in without clearing anything', () => {
    storeSession(signedIn);
    const { store, storageEvent, types } = setup(signedOutState);
    storageEvent('token', signedIn.token);
    expect(store.getState().session).toEqual(signedIn);
    expect(types).toEqual(['session/signedInInAnotherTab']);
  });
});

describe("a stale tab (product rules, 'Storage and other tabs': it removes only its own session)", () => {
  const newer: SessionState = {
    token: demoToken(MANAGER_USER.id, '9'),
    user: MANAGER_USER,
    isAdminAuthenticated: false,
    check: 'done',
  };

  it.each([
    ['expires (a 401 on its old token)', sessionExpired()],
    ['signs out', signedOut()],
  ])('%s: the newer session stored by another tab stays', (_name, action) => {
    storeSession(signedIn);
    const { store, storageEvent } = setup();
    // Another tab signs in; this tab acts before the storage event reaches it.
    storeSession(newer);
    store.dispatch(action);
    expect(store.getState().session.token).toBeNull();
    expect(storedKeys()).toEqual({
      token: newer.token,
      user: JSON.stringify(MANAGER_USER),
      isAdminAuthenticated: null,
    });
    // The event arrives: this tab follows the newer session.
    storageEvent('token', newer.token);
    expect(store.getState().session).toEqual(newer);
  });

  it('its own session, still stored, is removed as before', () => {
    storeSession(signedIn);
    const { store } = setup();
    store.dispatch(sessionExpired());
    expect(storedKeys()).toEqual({ token: null, user: null, isAdminAuthenticated: null });
  });
});
