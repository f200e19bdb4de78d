import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../tests/test-utils';
import { AuthCallbackPage, readCallbackFragment } from './auth-callback-page';
import { LoginPage } from './login-page';

const routes = [
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/login', element: <LoginPage mode="user" /> },
  { path: '*', element: <p>Landed</p> },
];

describe('readCallbackFragment', () => {
  it.each<[string, unknown]>([
    ['#token=demo.u-user.1', { token: 'demo.u-user.1' }],
    ['#token=a%20b', { error: 'Sign-in failed: no sign-in token was received. Please try again.' }],
    ['', { error: 'Sign-in failed: no sign-in token was received. Please try again.' }],
    ['#token=', { error: 'Sign-in failed: no sign-in token was received. Please try again.' }],
    ['#error=access_denied', { error: 'Sign-in was cancelled.' }],
    ['#error=server_error&token=x', { error: 'Social sign-in failed. Please try again.' }],
  ])('%s', (hash, expected) => {
    expect(readCallbackFragment(hash)).toEqual(expected);
  });
});

describe('AuthCallbackPage', () => {
  it('stores the session from a valid token and routes a user to /user', async () => {
    const { store, router } = renderRoutes(routes, { route: '/auth/callback#token=demo.u-user.social1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'), { timeout: 5000 });
    expect(store.getState().session).toMatchObject({
      token: 'demo.u-user.social1',
      isAdminAuthenticated: false,
    });
    expect(store.getState().session.user?.email).toBe('user@example.com');
  });

  it('a rejected token lands on /login with a clear message and no session', async () => {
    const { store, router } = renderRoutes(routes, { route: '/auth/callback#token=expired-token' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your sign-in could not be verified.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });
});
