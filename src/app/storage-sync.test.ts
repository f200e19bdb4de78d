import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSignedIn, signedIn, signedOut } from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
import { feedbackDismissed, themeChanged } from '../console/theme-slice';
import type { User } from '../types/user';
import { readInitialState } from './initial-state';
import { makeStore } from './store';

const admin: User = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  role: 'admin',
};
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
    store.dispatch(signedIn({ token: 't1', user: admin }));
    expect(keys()).toMatchObject({ token: 't1', user: JSON.stringify(admin), isAdminAuthenticated: null });
    store.dispatch(adminSignedIn({ token: 't2', user: admin }));
    expect(keys()).toMatchObject({ token: 't2', isAdminAuthenticated: 'true' });
  });

  it.each([
    ['logout', signedOut()],
    ['an expired session', sessionExpired()],
  ])('removes token, user and the flag on %s', (_name, action) => {
    const store = makeStore();
    store.dispatch(adminSignedIn({ token: 't', user: admin }));
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
    expect(() => store.dispatch(signedIn({ token: 't', user: admin }))).not.toThrow();
    expect(store.getState().session.token).toBe('t');
  });
});

describe('reading storage at start', () => {
  const seed = (entries: Record<string, string>) =>
    Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value));

  it('restores a valid stored session and theme', () => {
    seed({ token: 't', user: JSON.stringify(admin), isAdminAuthenticated: 'true', adminTheme: 'light' });
    expect(readInitialState()).toEqual({
      session: { token: 't', user: admin, isAdminAuthenticated: true, check: 'done' },
      theme: { mode: 'light', feedback: null },
    });
  });

  it.each<[string, Record<string, string>]>([
    ['user is not JSON', { token: 't', user: '{not json' }],
    ['user lacks a role', { token: 't', user: JSON.stringify({ ...admin, role: undefined }) }],
    ['user has an unknown role', { token: 't', user: JSON.stringify({ ...admin, role: 'superuser' }) }],
    ['user is JSON null', { token: 't', user: 'null' }],
    ['user is an array', { token: 't', user: '[1,2]' }],
    ['token is missing', { user: JSON.stringify(admin) }],
    ['token is blank', { token: '   ', user: JSON.stringify(admin) }],
    ['only a forged admin flag', { isAdminAuthenticated: 'true' }],
    ['the token has a space', { token: 'a b', user: JSON.stringify(admin) }],
  ])('counts as signed out when %s, and removes the garbage from storage', (_name, entries) => {
    seed(entries);
    expect(readInitialState().session!).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(keys()).toEqual({ token: null, user: null, isAdminAuthenticated: null, adminTheme: null });
  });

  it('removes the admin flag stored beside a non-admin session, keeping the session', () => {
    const user = { ...admin, id: 'u-user', role: 'user' };
    seed({ token: 't', user: JSON.stringify(user), isAdminAuthenticated: 'true' });
    expect(readInitialState().session).toMatchObject({ token: 't', isAdminAuthenticated: false });
    expect(keys()).toMatchObject({ token: 't', isAdminAuthenticated: null });
  });

  it("takes the admin flag only as the exact string 'true'", () => {
    seed({ token: 't', user: JSON.stringify(admin), isAdminAuthenticated: 'yes' });
    expect(readInitialState().session!.isAdminAuthenticated).toBe(false);
  });

  it.each(['purple', '', 'DARK', '"blue"'])(
    "falls back to the dark theme for adminTheme '%s' and removes it",
    (stored) => {
      seed({ adminTheme: stored });
      expect(readInitialState().theme!.mode).toBe('dark');
      expect(localStorage.getItem('adminTheme')).toBeNull();
    },
  );

  it('survives storage that throws on read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readInitialState().session!.token).toBeNull();
    expect(readInitialState().theme!.mode).toBe('dark');
  });
});
