import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_CREDENTIALS, CUSTOMER_USER, DEMO_PASSWORD, MANAGER_USER } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { config } from '../../config/env';
import type { MeResponse } from '../../types/api.gen';
import { LoginPage } from './login-page';

const routes = (mode: 'user' | 'admin') => [
  { path: '/login', element: <LoginPage mode={mode} /> },
  { path: '/admin-login', element: <LoginPage mode="admin" /> },
  { path: '*', element: <p>Landed</p> },
];

describe('LoginPage', () => {
  it("offers 'Request portal access' (to /signup) beside Contact Us, and it leads there", async () => {
    const { user, router } = renderRoutes(routes('user'), { route: '/login' });
    const contact = screen.getByText("Don't have an account?").closest('p')!;
    const request = within(contact).getByRole('link', { name: 'Request portal access' });
    expect(request).toHaveAttribute('href', '/signup');
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await user.click(request);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it("offers 'Forgot password?' under the password, leading to /forgot-password", async () => {
    const { user, router } = renderRoutes(routes('user'), { route: '/login' });
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await user.click(forgot);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it("the administrator login has no 'Forgot password?'", () => {
    renderRoutes(routes('admin'), { route: '/admin-login' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('a wrong password shows the server text, the sign-up sentence and the glow, in an alert', async () => {
    const { user, store } = renderRoutes(routes('user'), { route: '/login' });
    await user.type(screen.getByLabelText('Email'), CUSTOMER_USER.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Invalid credentials');
    expect(alert).toHaveTextContent("Please sign up if you don't have an account.");
    expect(alert).toHaveClass('login-error--glow');
    expect(store.getState().session.token).toBeNull();
  });

  it('a double-click sends one request, and a manager lands on /manager with the session stored', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/login')) calls += 1;
    });
    const { user, store, router } = renderRoutes(routes('user'), { route: '/login' });
    await user.type(screen.getByLabelText('Email'), `  ${MANAGER_USER.email} `);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'), { timeout: 5000 });
    server.events.removeAllListeners('request:start');
    expect(calls).toBe(1);
    expect(store.getState().session.user?.role).toBe('manager');
    // The token the server gave is stored, and the server knows it as the manager's.
    const token = store.getState().session.token;
    expect(token).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    const me = await fetch(`${config.apiBase}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as MeResponse).user.id).toBe(MANAGER_USER.id);
  });

  it('administrator login: success sets the flag and goes to /dashboard; a 5xx shows the server error', async () => {
    const { user, store, router } = renderRoutes(routes('admin'), { route: '/admin-login' });
    expect(screen.getByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    server.use(
      http.post('*/api/auth/admin-login', () => HttpResponse.json({ error: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    await user.type(screen.getByLabelText('Username'), ADMIN_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), ADMIN_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
    expect(store.getState().session.isAdminAuthenticated).toBe(true);
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });
});
