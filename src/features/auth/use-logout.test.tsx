import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../tests/test-utils';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

const admin = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'A',
  lastName: 'O',
  role: 'admin' as const,
};
const session = {
  token: 'demo.u-admin.e2e',
  user: admin,
  isAdminAuthenticated: true,
  check: 'done' as const,
};
const routes = [
  { path: '/dashboard', element: <LogoutButton /> },
  { path: '*', element: <p>Elsewhere</p> },
];

describe('useLogout', () => {
  it.each([
    ['public', '/admin-login'],
    ['admin', '/login'],
  ] as const)('on the %s host removes flag, token and user and goes to %s', async (host, target) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('isAdminAuthenticated', 'true');
    const { user, store, router } = renderRoutes(routes, {
      route: '/dashboard',
      host,
      preloadedState: { session },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 5000 });
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
