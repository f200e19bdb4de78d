import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { ADMIN_SESSION, demoToken, MANAGER_SESSION, MANAGER_USER, sessionOf } from '../../tests/fixtures';
import { renderRoutes } from '../../tests/test-utils';
import { config } from '../config/env';
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

  // Each test signs out a token of its own: a revoked token stays revoked for the rest of the file.
  const managerWith = (word: string) => sessionOf(MANAGER_USER, demoToken(MANAGER_USER.id, word));
  const meStatus = async (token: string) =>
    (await fetch(`${config.apiBase}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status;

  let stopListening = () => undefined as void;
  afterEach(() => stopListening());
  /** The next POST /api/auth/logout as the server answered it: the token it carried and the status. */
  function nextLogout(): Promise<{ authorization: string | null; status: number }> {
    return new Promise((resolve) => {
      const listener = ({ request, response }: { request: Request; response: Response }) => {
        if (new URL(request.url).pathname.endsWith('/api/auth/logout'))
          resolve({ authorization: request.headers.get('Authorization'), status: response.status });
      };
      server.events.on('response:mocked', listener);
      stopListening = () => server.events.removeListener('response:mocked', listener);
    });
  }

  it('asks the server to revoke the token: once it has answered, that token gets 401', async () => {
    const session = managerWith('revoked');
    expect(await meStatus(session.token)).toBe(200);
    const logout = nextLogout();
    const { user, router } = renderRoutes(routes, { route: '/dashboard', preloadedState: { session } });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await logout).toEqual({ authorization: `Bearer ${session.token}`, status: 204 });
    expect(await meStatus(session.token)).toBe(401);
  });

  it.each([
    ['never answers', () => delay('infinite')],
    [
      'fails',
      () => HttpResponse.json({ error: 'The server had a problem. Please try again.' }, { status: 500 }),
    ],
    ['cannot be reached', () => HttpResponse.error()],
  ])('signs out at once when the server %s, and that answer changes nothing', async (_case, answer) => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        sent.push(request.headers.get('Authorization') ?? '');
        return answer();
      }),
    );
    const session = managerWith('unanswered');
    const { user, store, router } = renderRoutes(routes, {
      route: '/dashboard',
      preloadedState: { session },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Signed out in the click itself, before any answer.
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    await waitFor(() => expect(sent).toEqual([`Bearer ${session.token}`]));
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      isAdminAuthenticated: false,
      check: 'done',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
