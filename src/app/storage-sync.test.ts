// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, CUSTOMER_USER } from '../../tests/fixtures';
import { adminSignedIn, signedIn, signedOut } from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
import { feedbackDismissed, themeChanged } from '../console/theme-slice';
import { readInitialState } from './initial-state';
import { makeStore } from './store';

const keys = () => ({
  token: localStorage.getItem('token'),
  user: localStorage.getItem('user'),
  isAdminAuthenticated: localStorage.getItem('isAdminAuthenticated'),
  adminTheme: localStorage.getItem('adminTheme'),
});

describe('storage keys follow the slices (listener)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes token and user on sign-in, and the flag on administrator sign-in', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't1', user: ADMIN_USER }));
    expect(keys()).toMatchObject({
      token: 't1',
      user: JSON.stringify(ADMIN_USER),
      isAdminAuthenticated: null,
    });
    store.dispatch(adminSignedIn({ token: 't2', user: ADMIN_USER }));
    expect(keys()).toMatchObject({ token: 't2', isAdminAuthenticated: 'true' });
  });

  it.each([
    ['logout', signedOut()],
    ['an expired session', sessionExpired()],
  ])('removes token, user and the flag on %s', (_name, action) => {
    const store = makeStore();
    store.dispatch(adminSignedIn({ token: 't', user: ADMIN_USER }));
    store.dispatch(action);
    expect(keys()).toEqual({ token: null, user: null, isAdminAuthenticated: null, adminTheme: null });
  });

  it('saves a theme choice to adminTheme and reports success', () => {
    const store = makeStore();
    store.dispatch(themeChanged('blue'));
    expect(localStorage.getItem('adminTheme')).toBe('blue');
    expect(store.getState().theme).toMatchObject({ mode: 'blue', feedback: { severity: 'success' } });
    store.dispatch(feedbackDismissed());
    expect(store.getState().theme.feedback).toBeNull();
  });

  it('reports a failed theme save when storage refuses', () => {
    const store = makeStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.dispatch(themeChanged('light'));
    expect(store.getState().theme).toMatchObject({ mode: 'light', feedback: { severity: 'error' } });
  });

  it('keeps the session in memory when storage refuses to write it', () => {
    const store = makeStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => store.dispatch(signedIn({ token: 't', user: ADMIN_USER }))).not.toThrow();
    expect(store.getState().session.token).toBe('t');
  });
});

describe('reading storage at start', () => {
  const seed = (entries: Record<string, string>) =>
    Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value));

  it('restores a valid stored session and theme', () => {
    seed({ token: 't', user: JSON.stringify(ADMIN_USER), isAdminAuthenticated: 'true', adminTheme: 'light' });
    expect(readInitialState()).toEqual({
      session: { token: 't', user: ADMIN_USER, isAdminAuthenticated: true, check: 'done' },
      theme: { mode: 'light', feedback: null },
    });
  });

  // What counts as a stored session is readStoredSession's table (session-storage.test.ts);
  // here, that the start reads it and removes what does not count.
  it('counts a user of an unknown role as signed out, and removes the garbage from storage', () => {
    seed({
      token: 't',
      user: JSON.stringify({ ...ADMIN_USER, role: 'superuser' }),
      isAdminAuthenticated: 'true',
    });
    expect(readInitialState().session!).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(keys()).toEqual({ token: null, user: null, isAdminAuthenticated: null, adminTheme: null });
  });

  it('removes the admin flag stored beside a non-admin session, keeping the session', () => {
    seed({ token: 't', user: JSON.stringify(CUSTOMER_USER), isAdminAuthenticated: 'true' });
    expect(readInitialState().session).toMatchObject({ token: 't', isAdminAuthenticated: false });
    expect(keys()).toMatchObject({ token: 't', isAdminAuthenticated: null });
  });

  // Which stored themes count is readStoredTheme's table (theme-slice.test.ts).
  it('falls back to the dark theme for an unknown adminTheme and removes it', () => {
    seed({ adminTheme: 'purple' });
    expect(readInitialState().theme!.mode).toBe('dark');
    expect(localStorage.getItem('adminTheme')).toBeNull();
  });

  it('survives storage that throws on read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readInitialState().session!.token).toBeNull();
    expect(readInitialState().theme!.mode).toBe('dark');
  });
});
