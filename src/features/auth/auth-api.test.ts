import { addListener } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { apiErrorText } from '../../store/api';
import { makeStore } from '../../app/store';
import { type SessionState } from '../../session/session-slice';
import { sessionExpired } from '../../store/session-events';
import type { User } from '../../types/user';
import { authApi } from './auth-api';

const admin: User = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  role: 'admin',
};
const session = (token: string, who: User = admin, flag = false): SessionState => ({
  token,
  user: who,
  isAdminAuthenticated: flag,
  check: 'done',
});

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
    const { store, expired, navigate } = setup(session('demo.u-admin.e2e', admin, true));
    const ok = await store.dispatch(authApi.endpoints.userForToken.initiate('demo.u-user.social'));
    const refused = await store.dispatch(authApi.endpoints.userForToken.initiate('expired-token'));
    server.events.removeAllListeners();
    expect(authHeaders).toEqual(['Bearer demo.u-user.social', 'Bearer expired-token']);
    expect(ok.data?.user.email).toBe('user@example.com');
    expect(refused.error).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('demo.u-admin.e2e');
  });

  it('a 10,000-character password reaches the server and fails cleanly', async () => {
    const { store } = setup();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'user@example.com', password: 'x'.repeat(10_000) }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(apiErrorText(result.error)).toBe('Invalid credentials');
  });

  it.each([
    ['server-error@example.com', 500],
    ['network-down@example.com', 'FETCH_ERROR'],
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
      user: { firstName: 'Brian', lastName: 'Nyakundi', email: 'user@example.com' },
    });
    const consent = await store.dispatch(authApi.endpoints.giveSocialConsent.initiate('yahoo'));
    const token = consent.data?.token ?? '';
    expect(token).toMatch(/^demo\.u-user\./);
    const me = await store.dispatch(authApi.endpoints.userForToken.initiate(token));
    expect(me.data?.user.role).toBe('user');
  });
});
