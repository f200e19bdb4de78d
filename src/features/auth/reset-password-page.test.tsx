import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_PASSWORD } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { config } from '../../config/env';
import { PASSWORD_TOO_SHORT_TEXT, PASSWORDS_DIFFER_TEXT } from '../../lib/new-password';
import type { DemoEmail } from '../../types/api.gen';
import { SERVER_ERROR_TEXT } from './login-errors';
import { RESET_LINK_INVALID_TEXT } from './password-reset-rules';
import { RESET_PASSWORD_TEXT, ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <p>Sign-in page</p> },
  { path: '/forgot-password', element: <p>Forgot password page</p> },
];

const api = (path: string, body?: unknown) =>
  fetch(`${config.apiBase}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A reset asked for the tenant: the address of the emailed link (the demo's outbox). */
async function emailedLink(): Promise<string> {
  await api('/api/auth/password-reset', { email: 'user@example.com' });
  return ((await (await api('/api/demo/outbox/latest')).json()) as DemoEmail).link;
}

const signsIn = async (password: string) =>
  (await api('/api/auth/login', { email: 'user@example.com', password })).status === 200;

async function fill(user: ReturnType<typeof renderRoutes>['user'], password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the emailed link; then sign in with it', async () => {
    const { user, router } = renderRoutes(routes, { route: await emailedLink() });
    expect(screen.getByRole('heading', { level: 1, name: RESET_PASSWORD_TEXT.heading })).toBeInTheDocument();
    await fill(user, 'Kisii#2026', 'Kisii#2026');
    expect(
      await screen.findByText(
        'Your password has been changed. Sign in with your new password.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await signsIn('Kisii#2026')).toBe(true);
    expect(await signsIn(DEMO_PASSWORD)).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['nothing', '', '', RESET_PASSWORD_TEXT.newPasswordRequired],
    ['a short password', '12345', '12345', PASSWORD_TOO_SHORT_TEXT],
    ['a confirmation that differs', 'Kisii#2026', 'Kisii#2027', PASSWORDS_DIFFER_TEXT],
    ['no confirmation', 'Kisii#2026', '', RESET_PASSWORD_TEXT.confirmRequired],
  ])('%s: the text at the field, and the link still works', async (_case, password, confirmation, text) => {
    const { user } = renderRoutes(routes, { route: await emailedLink() });
    await fill(user, password, confirmation);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await signsIn(DEMO_PASSWORD)).toBe(true);
  });

  it("a used link: the server's text, and a way to ask again", async () => {
    const link = await emailedLink();
    const token = new URL(link, config.publicUrl).searchParams.get('token');
    expect((await api('/api/auth/password-reset/confirm', { token, newPassword: 'First#2026' })).status).toBe(
      204,
    );
    const { user, router } = renderRoutes(routes, { route: link });
    await fill(user, 'Second#2026', 'Second#2026');
    expect(await screen.findByText(RESET_LINK_INVALID_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await signsIn('First#2026')).toBe(true);
  });

  it('an expired or unknown link: the same text', async () => {
    const { user } = renderRoutes(routes, { route: '/reset-password?token=expired-or-never-given' });
    await fill(user, 'Kisii#2026', 'Kisii#2026');
    expect(await screen.findByText(RESET_LINK_INVALID_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('an address without a token: the text at once, no form', () => {
    renderRoutes(routes, { route: '/reset-password' });
    expect(screen.getByText(RESET_LINK_INVALID_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })],
    ['a dropped network', () => HttpResponse.error()],
  ])('%s: the server error text, and the form stays for another try', async (_case, answer) => {
    const route = await emailedLink();
    server.use(http.post('*/api/auth/password-reset/confirm', answer, { once: true }));
    const { user } = renderRoutes(routes, { route });
    await fill(user, 'Kisii#2026', 'Kisii#2026');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(SERVER_ERROR_TEXT);
    await user.click(screen.getByRole('button', { name: /Set new password$/ }));
    expect(await screen.findByText(RESET_PASSWORD_TEXT.done, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
