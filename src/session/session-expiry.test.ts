// @vitest-environment jsdom
import { addListener } from '@reduxjs/toolkit';
import { screen as ui, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import {
  ADMIN_CREDENTIALS,
  ADMIN_USER as admin,
  CUSTOMER_USER as user,
  demoToken,
  EXPIRED_TOKEN,
} from '../../tests/fixtures';
import { takeContractViolations } from '../../tests/contract-guard';
import { apiErrorText } from '../store/api';
import { SESSION_CHECK_TIMEOUT_MS } from '../config/constants';
import { appRoutes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';
import { renderRoutes } from '../../tests/test-utils';
import {
  CHECK_FAILED_HEADING,
  CHECK_FAILED_HINT,
  SERVER_UNREACHABLE_TEXT,
  serverErrorText,
  UNREADABLE_ANSWER_TEXT,
  type CheckFailure,
} from './check-failure';
import { CONTENT } from '../config/content';
import { SESSION_EXPIRED_TEXT } from './login-route-state';
import type { User } from '../types/user';
import { authApi } from '../features/auth/auth-api';
import { sessionApi } from './session-api';
import { checkStoredSession } from './check-stored-session';
import { initialSessionState, signedIn, type SessionState } from './session-slice';
import { sessionExpired } from '../store/session-events';

/** A token of the demo user's that the mock accepts. */
const userToken = demoToken(user.id, '1');
const session = (token: string, who: User = user, flag = false): SessionState => ({
  token,
  user: who,
  isAdminAuthenticated: flag,
  check: 'done',
});

/**
 * The ways the start-up check can fail short of a 401. `breaksContract`: the answer is outside
 * api/openapi.yaml (a real server or a proxy in front of it may still give it); the contract
 * guard then reports it, and the test takes that report.
 */
const failures: {
  kind: string;
  answer: () => Response | Promise<Response>;
  breaksContract: boolean;
  /** The reason the check records, and the sentence the screen says. */
  reason: CheckFailure;
  text: string;
}[] = [
  {
    kind: 'a 403',
    answer: () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }),
    breaksContract: true,
    reason: { kind: 'server-error', status: 403 },
    text: 'The server answered with an error (403).',
  },
  {
    kind: 'a 404',
    answer: () => HttpResponse.json({ error: 'Not found' }, { status: 404 }),
    breaksContract: true,
    reason: { kind: 'server-error', status: 404 },
    text: 'The server answered with an error (404).',
  },
  {
    kind: 'a 500',
    answer: () => HttpResponse.json({ error: 'down' }, { status: 500 }),
    breaksContract: false,
    reason: { kind: 'server-error', status: 500 },
    text: serverErrorText(500),
  },
  {
    kind: 'an HTML page (200)',
    answer: () => HttpResponse.html('<!doctype html><p>Hi</p>'),
    breaksContract: true,
    reason: { kind: 'unreadable' },
    text: UNREADABLE_ANSWER_TEXT,
  },
  {
    kind: "a proxy's HTML error page (502)",
    answer: () => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 }),
    breaksContract: true,
    reason: { kind: 'server-error', status: 502 },
    text: 'The server answered with an error (502).',
  },
  {
    kind: 'JSON without a user of a known role',
    answer: () => HttpResponse.json({ user: { id: 'x', role: 'root' } }),
    breaksContract: true,
    reason: { kind: 'unreadable' },
    text: 'The server answered, but its answer could not be read.',
  },
  {
    kind: 'a dropped network',
    answer: () => HttpResponse.error(),
    breaksContract: false,
    reason: { kind: 'unreachable' },
    text: 'Could not reach the server.',
  },
];

/** What the sign-in page gets: why, and the page to return to. */
const EXPIRED_STATE = { authMessage: SESSION_EXPIRED_TEXT, returnTo: '/admin-emails?folder=sent' };

/** A store with a navigate spy and a count of `session/expired` actions. */
function setup(preloaded?: SessionState) {
  const navigate = vi.fn();
  const store = makeStore(preloaded ? { session: preloaded } : undefined, {
    navigate,
    currentPath: () => '/admin-emails?folder=sent',
  });
  const expired = vi.fn();
  store.dispatch(addListener({ actionCreator: sessionExpired, effect: () => expired() }));
  return { store, navigate, expired };
}

const authHeaders: (string | null)[] = [];
const recordHeader = ({ request }: { request: Request }) =>
  void authHeaders.push(request.headers.get('Authorization'));
const recordAuth = () => server.events.on('request:start', recordHeader);
/** Removes only this file's recorder: the contract guard of tests/setup.ts listens too. */
const stopRecording = () => server.events.removeListener('request:start', recordHeader);

describe('base query: the 401 path', () => {
  it('sends the token, and a 401 on it ends the session once and navigates to /login once', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup(session(EXPIRED_TOKEN));
    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    stopRecording();
    expect(authHeaders).toEqual([`Bearer ${EXPIRED_TOKEN}`]);
    // The ended session's answers go with it (session-end.ts): the 401 itself included.
    expect(result.data).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', EXPIRED_STATE);
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
      expired: true,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the admin flag too', async () => {
    const { store, expired } = setup(session(EXPIRED_TOKEN, admin, true));
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('isAdminAuthenticated', 'true');
    localStorage.setItem('token', EXPIRED_TOKEN);
    await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.getState().session.isAdminAuthenticated).toBe(false);
    expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
  });

  it('parallel 401s of the same token end the session once', async () => {
    const { store, navigate, expired } = setup(session(EXPIRED_TOKEN));
    const results = await Promise.all([
      store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false })),
      store.dispatch(
        sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
      store.dispatch(
        sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
    ]);
    expect(results.map((r) => r.data)).toEqual([undefined, undefined, undefined]);
    expect(store.getState().api?.queries).toEqual({});
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 of a request sent without a token does nothing', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup();
    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    stopRecording();
    expect(authHeaders).toEqual([null]);
    expect(result.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed login is not an expired session (even while signed in)', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, navigate, expired } = setup(session(userToken));
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: user.email, password: 'wrong' }),
    );
    const adminResult = await store.dispatch(
      authApi.endpoints.adminLogin.initiate({ username: ADMIN_CREDENTIALS.username, password: 'wrong' }),
    );
    stopRecording();
    expect(authHeaders).toEqual([null, null]);
    expect(apiErrorText(result.error)).toBe('Invalid credentials');
    expect(apiErrorText(adminResult.error)).toBe('Invalid administrator credentials.');
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe(userToken);
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
    store.dispatch(signedIn({ token: demoToken(user.id, 'new'), user }));
    release();
    const result = await pending;
    expect(result.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe(demoToken(user.id, 'new'));
  });
});

describe('checkStoredSession (start-up check)', () => {
  it('200 keeps the session and marks it verified with the server user', async () => {
    const stale = { ...user, firstName: 'Old' };
    const { store, navigate, expired } = setup(session(userToken, stale));
    const running = store.dispatch(checkStoredSession());
    expect(store.getState().session.check).toBe('checking');
    await running;
    expect(store.getState().session).toEqual(session(userToken));
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 (the QA token expired-token) clears the session and navigates to /login once', async () => {
    localStorage.setItem('token', EXPIRED_TOKEN);
    localStorage.setItem('user', JSON.stringify(user));
    const { store, navigate, expired } = setup(session(EXPIRED_TOKEN));
    await store.dispatch(checkStoredSession());
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
      expired: true,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', EXPIRED_STATE);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each(failures)(
    '$kind records why the check failed (Retry and Sign out), keeping the stored session',
    async ({ answer, breaksContract, reason }) => {
      server.use(http.get('*/api/auth/me', answer));
      const { store, navigate, expired } = setup(session(userToken, admin, true));
      await store.dispatch(checkStoredSession());
      expect(store.getState().session).toEqual({
        ...session(userToken, admin, true),
        check: reason,
      });
      expect(expired).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect((await takeContractViolations()).length > 0).toBe(breaksContract);
    },
  );

  it('gives up after 10 s of a hung server: no answer, not Loading... for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/auth/me', () => delay('infinite')));
      const { store, expired } = setup(session(userToken));
      const running = store.dispatch(checkStoredSession());
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS - 100);
      expect(store.getState().session.check).toBe('checking');
      await vi.advanceTimersByTimeAsync(200);
      await running;
      expect(store.getState().session).toEqual({ ...session(userToken), check: { kind: 'unreachable' } });
      expect(expired).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a 401 whose body is not JSON (a proxy's page) still ends the session, once", async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.html('<h1>401</h1>', { status: 401 })));
    const { store, navigate, expired } = setup(session(userToken));
    await store.dispatch(checkStoredSession());
    expect(store.getState().session.token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', EXPIRED_STATE);
    expect(await takeContractViolations()).not.toEqual([]);
  });

  it('an answer that arrives after the session changed is dropped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get('*/api/auth/me', async () => {
        reached();
        await gate;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    const { store } = setup(session(userToken));
    const running = store.dispatch(checkStoredSession());
    await handlerReached;
    store.dispatch(signedIn({ token: demoToken(admin.id, '2'), user: admin }));
    release();
    await running;
    expect(store.getState().session).toEqual(session(demoToken(admin.id, '2'), admin));
  });

  it('does nothing without a stored token', async () => {
    const { store } = setup();
    await store.dispatch(checkStoredSession());
    expect(store.getState().session.check).toBe('done');
    expect(store.getState().api?.queries).toEqual({});
  });
});

describe('after a failed start-up check: the brand, why, Retry and Sign out', () => {
  /** A store whose start-up check of `stored` got `answer` (the stored keys written as a sign-in leaves them). */
  async function failedCheck(answer: () => Response | Promise<Response>, stored: SessionState) {
    server.use(http.get('*/api/auth/me', answer));
    storeKeys(stored);
    const store = makeStore({ session: stored });
    await store.dispatch(checkStoredSession());
    await takeContractViolations();
    return store;
  }
  const hungServer = () => delay('infinite');
  const storeKeys = (stored: SessionState) => {
    localStorage.setItem('user', JSON.stringify(stored.user));
    if (stored.isAdminAuthenticated) localStorage.setItem('isAdminAuthenticated', 'true');
    localStorage.setItem('token', stored.token!);
  };
  const storedKeys = () => ['token', 'user', 'isAdminAuthenticated'].map((key) => localStorage.getItem(key));
  const adminSession = session(demoToken(admin.id, '1'), admin, true);

  it.each(failures)(
    '$kind: the admin host names the reason and offers Retry and Sign out',
    async ({ answer, text }) => {
      const store = await failedCheck(answer, adminSession);
      renderRoutes(appRoutes('admin'), { store, host: 'admin', route: '/' });
      const alert = await ui.findByRole('alert', { name: CHECK_FAILED_HEADING });
      expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(CHECK_FAILED_HEADING);
      expect(within(alert).getByText(CONTENT.brandName)).toBeInTheDocument();
      expect(within(alert).getByText(text)).toBeInTheDocument();
      expect(within(alert).getByText(CHECK_FAILED_HINT)).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(store.getState().session.token).toBe(adminSession.token);
    },
  );

  it('the time-out too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let store: AppStore;
    try {
      server.use(http.get('*/api/auth/me', hungServer));
      store = makeStore({ session: adminSession });
      const running = store.dispatch(checkStoredSession());
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS + 100);
      await running;
    } finally {
      vi.useRealTimers();
    }
    renderRoutes(appRoutes('admin'), { store, host: 'admin', route: '/' });
    const alert = await ui.findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_UNREACHABLE_TEXT);
    expect(within(alert).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  /** The tokens POST /api/auth/logout carried from now on (a sign-out asks the server to revoke its token). */
  const logoutTokens = (): string[] => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        sent.push(request.headers.get('Authorization') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return sent;
  };

  it('Sign out on the admin host: signed out, the keys gone, /login shows the administrator login', async () => {
    const signingOut = session(demoToken(admin.id, 'signout'), admin, true);
    const store = await failedCheck(() => HttpResponse.error(), signingOut);
    const revoked = logoutTokens();
    const { router, user } = renderRoutes(appRoutes('admin'), {
      store,
      host: 'admin',
      route: '/admin-emails',
    });
    await user.click(await ui.findByRole('button', { name: 'Sign out' }));
    expect(await ui.findByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
    expect(store.getState().session).toEqual(initialSessionState);
    expect(storedKeys()).toEqual([null, null, null]);
    expect(router.state.location.pathname).toBe('/login');
    expect(ui.queryByText(SERVER_UNREACHABLE_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(revoked).toEqual([`Bearer ${signingOut.token}`]));
  });

  it('Sign out on a console screen of the public host: /login shows the sign-in form', async () => {
    const store = await failedCheck(
      () => HttpResponse.json({ error: 'down' }, { status: 500 }),
      session(demoToken(user.id, 'signout')),
    );
    const { router, user: person } = renderRoutes(appRoutes('public'), { store, route: '/user' });
    await person.click(await ui.findByRole('button', { name: 'Sign out' }));
    expect(await ui.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('Retry checks again, and a good answer opens the screen', async () => {
    const userSession = session(userToken);
    const store = await failedCheck(() => HttpResponse.error(), userSession);
    const { user } = renderRoutes(appRoutes('admin'), { store, host: 'admin', route: '/login' });
    server.resetHandlers();
    await user.click(await ui.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(store.getState().session).toEqual(userSession));
    // A signed-in user without the admin flag stays on the admin host's /login.
    expect(await ui.findByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
  });
});
