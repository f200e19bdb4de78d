import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, MANAGER_SESSION } from '../../tests/fixtures';
import { renderRoutes } from '../../tests/test-utils';
import { useLogout } from './use-logout';
import { initialEmailCentreState } from '../features/email-centre/email-centre-slice';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

const routes = [
  { path: '/dashboard', element: <LogoutButton /> },
  { path: '*', element: <p>Elsewhere</p> },
];

describe('useLogout (the one logout of every console screen)', () => {
  it.each([
    ['an administrator on the public host', 'public', ADMIN_SESSION, '/admin-login'],
    ['an administrator on the admin host', 'admin', ADMIN_SESSION, '/login'],
    ['a manager', 'public', MANAGER_SESSION, '/login'],
  ] as const)('%s: removes flag, token and user and goes to %s', async (_name, host, signedIn, target) => {
    localStorage.setItem('token', signedIn.token);
    localStorage.setItem('user', JSON.stringify(signedIn.user));
    if (signedIn.isAdminAuthenticated) localStorage.setItem('isAdminAuthenticated', 'true');
    const { user, store, router } = renderRoutes(routes, {
      route: '/dashboard',
      host,
      preloadedState: { session: signedIn },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 5000 });
    expect(store.getState().emailCentre).toEqual(initialEmailCentreState);
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(['token', 'user', 'isAdminAuthenticated'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
