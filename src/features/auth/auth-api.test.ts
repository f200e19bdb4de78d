import { addListener } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  ADMIN_CREDENTIALS,
  ADMIN_SESSION,
  CUSTOMER_USER,
  demoToken,
  EXPIRED_TOKEN,
  QA_FAILURES,
  SOCIAL_DEMO_USER,
} from '../../../tests/fixtures';
import { apiErrorText } from '../../store/api';
import { makeStore } from '../../app/store';
import { type SessionState } from '../../session/session-slice';
import { sessionExpired } from '../../store/session-events';
import { authApi } from './auth-api';
import { loginErrorView, type LoginMode } from './login-errors';

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

describe('auth api against the mock', () => {
  it('userForToken sends the given token, not the session token, and its 401 ends nothing', async () => {
    authHeaders.length = 0;
    recordAuth();
    const { store, expired, navigate } = setup(ADMIN_SESSION);
    const userToken = demoToken(CUSTOMER_USER.id, 'social');
    const ok = await store.dispatch(authApi.endpoints.userForToken.initiate(userToken));
    const refused = await store.dispatch(authApi.endpoints.userForToken.initiate(EXPIRED_TOKEN));
    server.events.removeAllListeners('request:start');
    expect(authHeaders).toEqual([`Bearer ${userToken}`, `Bearer ${EXPIRED_TOKEN}`]);
    expect(ok.data?.user.email).toBe(CUSTOMER_USER.email);
    expect(refused.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe(ADMIN_SESSION.token);
  });

  it('a 10,000-character password reaches the server and fails cleanly', async () => {
    const { store } = setup();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: CUSTOMER_USER.email, password: 'x'.repeat(10_000) }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(apiErrorText(result.error)).toBe('Invalid credentials');
  });

  type Attempt = (store: ReturnType<typeof setup>['store']) => Promise<{ error?: unknown }>;
  it.each<[string, Attempt, LoginMode]>([
    [
      'login',
      (store) =>
        store.dispatch(authApi.endpoints.login.initiate({ email: CUSTOMER_USER.email, password: 'wrong' })),
      'user',
    ],
    [
      'administrator login',
      (store) =>
        store.dispatch(
          authApi.endpoints.adminLogin.initiate({ username: ADMIN_CREDENTIALS.username, password: 'wrong' }),
        ),
      'admin',
    ],
  ])(
    'the %s: after 5 wrong passwords the server answers 429, and the form says when to try again',
    async (_name, attempt, mode) => {
      const { store } = setup();
      for (let i = 0; i < 5; i += 1) expect((await attempt(store)).error).toMatchObject({ status: 401 });
      const refused = (await attempt(store)).error;
      expect(refused).toMatchObject({ status: 429 });
      expect(loginErrorView(refused, mode)).toEqual({
        text: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
        hint: null,
        glow: false,
      });
    },
  );

  it.each([
    [QA_FAILURES.serverError.email, 500],
    [QA_FAILURES.networkDown.email, 'FETCH_ERROR'],
  ])('QA hook %s fails the login with %s', async (email, status) => {
    const { store } = setup();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email, password: 'anything' }));
    expect((result.error as { status: unknown }).status).toBe(status);
  });

  it('the mock provider gives the demo user a token that GET /api/auth/me accepts', async () => {
    const { store } = setup();
    const info = await store.dispatch(
      authApi.endpoints.getSocialConsentInfo.initiate('yahoo', { subscribe: false }),
    );
    expect(info.data).toEqual({
      provider: 'Yahoo',
      user: {
        firstName: SOCIAL_DEMO_USER.firstName,
        lastName: SOCIAL_DEMO_USER.lastName,
        email: SOCIAL_DEMO_USER.email,
      },
    });
    const consent = await store.dispatch(authApi.endpoints.giveSocialConsent.initiate('yahoo'));
    const token = consent.data?.token ?? '';
    expect(token).not.toBe('');
    const me = await store.dispatch(authApi.endpoints.userForToken.initiate(token));
    expect(me.data?.user).toMatchObject({ id: SOCIAL_DEMO_USER.id, role: 'user' });
  });
});
