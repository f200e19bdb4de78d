import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoToken, EXPIRED_TOKEN, SOCIAL_DEMO_USER } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { AuthCallbackPage, CALLBACK_MESSAGES, readCallbackFragment } from './auth-callback-page';
import { LoginPage } from './login-page';
import { acceptSocialState, SOCIAL_STATE_KEY, SOCIAL_STATE_REFUSED, socialSignInUrl } from './social-state';

const routes = [
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/login', element: <LoginPage mode="user" /> },
  { path: '*', element: <p>Landed</p> },
];

/** A token of the social demo user's, as the mock provider gives it. */
const socialToken = demoToken(SOCIAL_DEMO_USER.id, 'social1');

/** The state this tab sent (as the login page's social buttons store it). */
const sentState = () => new URL(socialSignInUrl('http://localhost', 'google')).searchParams.get('state')!;

describe('readCallbackFragment', () => {
  const accept = () => true;
  it.each<[string, unknown]>([
    ['#token=demo.u-user.1&state=s', { token: 'demo.u-user.1' }],
    // (Which tokens are well-formed: isValidToken's table, token.test.ts.)
    ['#token=a%20b&state=s', { error: CALLBACK_MESSAGES.missingToken }],
    ['', { error: CALLBACK_MESSAGES.missingToken }],
    ['#token=&state=s', { error: CALLBACK_MESSAGES.missingToken }],
    ['#error=access_denied&state=s', { error: CALLBACK_MESSAGES.cancelled }],
    ['#error=server_error&token=x&state=s', { error: CALLBACK_MESSAGES.failed }],
  ])('%s', (hash, expected) => {
    expect(readCallbackFragment(hash, accept)).toEqual(expected);
  });

  it('refuses a fragment whose state is not accepted, before anything else', () => {
    expect(readCallbackFragment('#token=demo.u-user.1&state=x', () => false)).toEqual({
      error: SOCIAL_STATE_REFUSED,
    });
  });
});

describe("social sign-in state (product rules, 'Sessions')", () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a fresh random state and remembers it', () => {
    const first = new URL(socialSignInUrl('http://localhost:8787', 'google'));
    expect(first.pathname).toBe('/api/auth/google');
    expect(first.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SOCIAL_STATE_KEY)).toBe(first.searchParams.get('state'));
    expect(new URL(socialSignInUrl('http://localhost:8787', 'google')).searchParams.get('state')).not.toBe(
      first.searchParams.get('state'),
    );
  });

  it.each<[string, (sent: string) => string | null, boolean]>([
    ['the same state', (sent) => sent, true],
    ['a different state', () => 'f'.repeat(32), false],
    ['no state', () => null, false],
  ])('accepts %s: %s, once', (_name, returned, accepted) => {
    const sent = sentState();
    expect(acceptSocialState(returned(sent))).toBe(accepted);
    expect(acceptSocialState(sent)).toBe(false); // used up
  });

  it('refuses any state when none was sent from this tab', () => {
    expect(acceptSocialState('anything')).toBe(false);
  });
});

describe('AuthCallbackPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the session from a valid token and routes a user to /user', async () => {
    const state = sentState();
    const { store, router } = renderRoutes(routes, {
      route: `/auth/callback#token=${socialToken}&state=${state}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'), { timeout: 5000 });
    expect(store.getState().session).toMatchObject({
      token: socialToken,
      isAdminAuthenticated: false,
    });
    expect(store.getState().session.user?.email).toBe(SOCIAL_DEMO_USER.email);
  });

  it('a rejected token lands on /login with a clear message and no session', async () => {
    const state = sentState();
    const { store, router } = renderRoutes(routes, {
      route: `/auth/callback#token=${EXPIRED_TOKEN}&state=${state}`,
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your sign-in could not be verified.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('a token without the state this tab sent is refused with the documented text', async () => {
    sentState();
    const { store, router } = renderRoutes(routes, {
      route: `/auth/callback#token=${socialToken}&state=${'0'.repeat(32)}`,
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(SOCIAL_STATE_REFUSED);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });
});
