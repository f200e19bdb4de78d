import { addListener } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { apiErrorText } from '../store/api';
import { SESSION_CHECK_TIMEOUT_MS } from '../config/constants';
import { makeStore } from '../app/store';
import type { User } from '../types/user';
import { authApi } from '../features/auth/auth-api';
import { sessionApi } from './session-api';
import { checkStoredSession } from './check-stored-session';
import { signedIn, type SessionState } from './session-slice';
import { sessionExpired } from '../store/session-events';

const user: User = {
  id: 'u-user',
  email: 'user@example.com',
  firstName: 'Brian',
  lastName: 'Nyakundi',
  role: 'user',
};
const admin: User = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  role: 'admin',
};
const session = (token: string, who: User = user, flag = false): SessionState => ({
  token,
  user: who,
  isAdminAuthenticated: flag,
  check: 'done',
});

/** A store with a navigate spy and a count of `session/expired` actions. */
function setup(preloaded?: SessionState) {
  const navigate = vi.fn();
  const store = makeStore(preloaded ? { session: preloaded } : undefined, { navigate });
  const expired = vi.fn();
  store.dispatch(addListener({ actionCreator: sessionExpired, effect: () => expired() }));
  return { store, navigate, expired };
}

const authHeaders: (string | null)[] = [];
const recordAuth = () =>
  server.events.on(
    'request:start',
    ({ request }) => void authHeaders.push(request.headers.get('Authorization')),
  );

describe('base query: the 401 path (spec 4, 7)', () => {
  it('sends the token, and a 401 on it ends the session once and navigates to /login once', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup(session('expired-token'));
    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    server.events.removeAllListeners();
    expect(authHeaders).toEqual(['Bearer expired-token']);
    expect(result.error).toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the admin flag too', async () => {
    const { store, expired } = setup(session('expired-token', admin, true));
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('isAdminAuthenticated', 'true');
    localStorage.setItem('token', 'expired-token');
    await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.getState().session.isAdminAuthenticated).toBe(false);
    expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
  });

  it('parallel 401s of the same token end the session once', async () => {
    const { store, navigate, expired } = setup(session('expired-token'));
    const results = await Promise.all([
      store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false })),
      store.dispatch(
        sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
      store.dispatch(
        sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
    ]);
    expect(results.map((r) => (r.error as { status?: unknown } | undefined)?.status)).toEqual([
      401, 401, 401,
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 of a request sent without a token does nothing', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup();
    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    server.events.removeAllListeners();
    expect(authHeaders).toEqual([null]);
    expect(result.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed login is not an expired session (even while signed in)', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup(session('demo.u-user.1'));
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'user@example.com', password: 'wrong' }),
    );
    const adminResult = await store.dispatch(
      authApi.endpoints.adminLogin.initiate({ username: 'admin', password: 'wrong' }),
    );
    server.events.removeAllListeners();
    expect(authHeaders).toEqual([null, null]);
    expect(apiErrorText(result.error)).toBe('Invalid credentials');
    expect(apiErrorText(adminResult.error)).toBe('Invalid administrator credentials.');
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('demo.u-user.1');
  });

  it('a 401 answered after the session changed does not end the new session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get('*/api/auth/me', async () => {
        reached();
        await gate;
        return HttpResponse.json({ error: 'expired' }, { status: 401 });
      }),
    );
    const { store, expired } = setup(session('old-token'));
    const pending = store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    await handlerReached;
    store.dispatch(signedIn({ token: 'demo.u-user.new', user }));
    release();
    const result = await pending;
    expect(result.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('demo.u-user.new');
  });
});

describe('checkStoredSession (start-up check)', () => {
  it('200 keeps the session and marks it verified with the server user', async () => {
    const stale = { ...user, firstName: 'Old' };
    const { store, navigate, expired } = setup(session('demo.u-user.1', stale));
    const running = store.dispatch(checkStoredSession());
    expect(store.getState().session.check).toBe('checking');
    await running;
    expect(store.getState().session).toEqual(session('demo.u-user.1'));
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 (the QA token expired-token) clears the session and navigates to /login once', async () => {
    localStorage.setItem('token', 'expired-token');
    localStorage.setItem('user', JSON.stringify(user));
    const { store, navigate, expired } = setup(session('expired-token'));
    await store.dispatch(checkStoredSession());
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a dropped network', () => HttpResponse.error()],
    ['a 500', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
  ])(
    '%s marks the check unreachable (Retry on the admin host), keeping the stored session',
    async (_name, answer) => {
      server.use(http.get('*/api/auth/me', answer));
      const { store, navigate, expired } = setup(session('demo.u-user.1', admin, true));
      await store.dispatch(checkStoredSession());
      expect(store.getState().session).toEqual({
        ...session('demo.u-user.1', admin, true),
        check: 'unreachable',
      });
      expect(expired).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('gives up after 10 s of a hung server: unreachable, not Loading... for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/auth/me', () => delay('infinite')));
      const { store } = setup(session('demo.u-user.1'));
      const running = store.dispatch(checkStoredSession());
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS - 100);
      expect(store.getState().session.check).toBe('checking');
      await vi.advanceTimersByTimeAsync(200);
      await running;
      expect(store.getState().session.check).toBe('unreachable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 200 without a valid user is no session', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ user: { id: 'x', role: 'root' } })));
    const { store } = setup(session('demo.u-user.1'));
    await store.dispatch(checkStoredSession());
    expect(store.getState().session.token).toBeNull();
  });

  it('does nothing without a stored token', async () => {
    const { store } = setup();
    await store.dispatch(checkStoredSession());
    expect(store.getState().session.check).toBe('done');
    expect(store.getState().api?.queries).toEqual({});
  });
});
