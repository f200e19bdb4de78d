import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderRoutes } from '../../../tests/test-utils';
import { config } from '../../config/env';
import type { DemoEmail } from '../../types/api.gen';
import { EMAIL_TEXTS } from './email-rules';
import { ForgotPasswordPage, FORGOT_PASSWORD_TEXT } from './forgot-password-page';
import { SERVER_ERROR_TEXT } from './login-errors';
import { RESET_REQUESTED_TEXT } from './password-reset-rules';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

const renderPage = () => renderRoutes(routes, { route: '/forgot-password' });

/** The demo server's outbox: the last email it sent (null when none). */
const lastEmail = async (): Promise<DemoEmail | null> => {
  const answer = await fetch(`${config.apiBase}/api/demo/outbox/latest`);
  return answer.status === 204 ? null : ((await answer.json()) as DemoEmail);
};

/** Types the address (if any) and presses 'Send reset link'. */
async function send(user: ReturnType<typeof renderPage>['user'], email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: FORGOT_PASSWORD_TEXT.submit }));
}

describe('ForgotPasswordPage', () => {
  it("asks for the email under 'Reset your password', with a way back to sign in", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['nothing', '', EMAIL_TEXTS.required],
    ['spaces', '   ', EMAIL_TEXTS.required],
    ['no @', 'user.example.com', EMAIL_TEXTS.invalid],
  ])('%s: the text at the field, and nothing is sent', async (_case, email, text) => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/auth/password-reset')) sent += 1;
    });
    const { user } = renderPage();
    await send(user, email);
    expect(await screen.findByText(text)).toBeInTheDocument();
    server.events.removeAllListeners('request:start');
    expect(sent).toBe(0);
    expect(screen.queryByText(RESET_REQUESTED_TEXT)).toBeNull();
  });

  it("an account's email: the one answer, 'Back to sign in', and the link in the email", async () => {
    const { user, router } = renderPage();
    await send(user, '  user@example.com ');
    expect(await screen.findByText(RESET_REQUESTED_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    const email = await lastEmail();
    expect(email).toMatchObject({
      to: 'user@example.com',
      link: expect.stringMatching(/^\/reset-password\?token=/),
    });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an address nobody has: the same answer, and no email', async () => {
    const { user } = renderPage();
    await send(user, 'nobody@example.com');
    expect(await screen.findByText(RESET_REQUESTED_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await lastEmail()).toBeNull();
  });

  it("too many requests: the server's 'Too many attempts' text, and the form stays", async () => {
    const { user } = renderPage();
    for (let i = 0; i < 3; i++) {
      await fetch(`${config.apiBase}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'user@example.com' }),
      });
    }
    await send(user, 'user@example.com');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Too many attempts\. Try again in \d+ seconds\.$/,
    );
    expect(screen.queryByText(RESET_REQUESTED_TEXT)).toBeNull();
    // The form stays, the address in it (the button's name may still end its loading icon's motion).
    expect(screen.getByLabelText('Email')).toHaveValue('user@example.com');
    expect(screen.getByRole('button', { name: /Send reset link$/ })).toBeEnabled();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })],
    ['a dropped network', () => HttpResponse.error()],
  ])('%s: the server error text; sending again works', async (_case, answer) => {
    server.use(http.post('*/api/auth/password-reset', answer, { once: true }));
    const { user } = renderPage();
    await send(user, 'user@example.com');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(SERVER_ERROR_TEXT);
    await user.click(screen.getByRole('button', { name: /Send reset link$/ }));
    expect(await screen.findByText(RESET_REQUESTED_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
