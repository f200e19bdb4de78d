import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/test-utils';
import { config } from '../../config/env';
import { EMAIL_LINK_LABEL, LastEmailSent, NO_EMAIL_TEXT, OUTBOX_FAILED_TEXT } from './last-email-sent';

describe("Demo controls: 'Last email sent'", () => {
  it("says 'No email sent yet.' while the outbox is empty", async () => {
    renderWithProviders(<LastEmailSent />);
    expect(screen.getByRole('heading', { name: 'Last email sent' })).toBeInTheDocument();
    expect(await screen.findByText(NO_EMAIL_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows whom and about what, and the reset link on the public site, to follow', async () => {
    await fetch(`${config.apiBase}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com' }),
    });
    renderWithProviders(<LastEmailSent />);
    const link = await screen.findByRole('link', { name: EMAIL_LINK_LABEL }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^${config.publicUrl.replaceAll('.', '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();
    expect(screen.getByText('Reset your Kisii Property Management password')).toBeInTheDocument();
  });

  it('says so when the outbox cannot be read', async () => {
    server.use(http.get('*/api/demo/outbox/latest', () => HttpResponse.error(), { once: true }));
    renderWithProviders(<LastEmailSent />);
    expect(await screen.findByText(OUTBOX_FAILED_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
