import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION, MANAGER_SESSION } from '../../../tests/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBMISSION_FIXTURES } from '../../../server/domain/data/contact-submissions';
import { renderWithProviders } from '../../../tests/test-utils';
import { ReplyDialog } from './reply-dialog';

const juma = CONTACT_SUBMISSION_FIXTURES.find((s) => s.id === 'cs-002')!;

describe('ReplyDialog', () => {
  it('pre-fills a read-only To, the subject with the service and a greeting naming person and service', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ReplyDialog submission={juma} onClose={onClose} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    expect(await screen.findByRole('dialog', { name: 'Reply to Contact' })).toBeInTheDocument();

    const to = screen.getByLabelText('To');
    expect(to).toHaveValue('juma.hassan@example.com');
    expect(to).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: Contact Form Submission - Project Management');
    const body = screen.getByLabelText('Message');
    expect(body).toHaveAttribute('rows', '10');
    expect((body as HTMLTextAreaElement).value).toMatch(
      /^Dear Juma Hassan,\n\nThank you for contacting us about Project Management\./,
    );

    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open with every typed word when the send fails, and says nothing of success', async () => {
    server.use(http.post('*/api/admin/contact-submissions/:id/replies', () => HttpResponse.error()));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ReplyDialog submission={juma} onClose={onClose} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    const body = await screen.findByLabelText('Message');
    await user.clear(body);
    await user.type(body, 'My careful answer');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Reply' })).toBeEnabled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Reply' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('My careful answer');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Reply sent successfully!')).not.toBeInTheDocument();
  });

  it('keeps what was typed for the same person across a reload, not for another; Cancel drops it', async () => {
    const first = renderWithProviders(<ReplyDialog submission={juma} onClose={() => undefined} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    const body = await screen.findByLabelText('Message');
    await first.user.clear(body);
    await first.user.type(body, 'Half an answer');
    first.unmount();

    // A reload (a new store, the same browser): the draft is back.
    const again = renderWithProviders(<ReplyDialog submission={juma} onClose={() => undefined} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    expect(await screen.findByLabelText('Message')).toHaveValue('Half an answer');
    again.unmount();

    // Someone else signed in: the greeting, not the other person's words.
    const other = renderWithProviders(<ReplyDialog submission={juma} onClose={() => undefined} />, {
      preloadedState: { session: MANAGER_SESSION },
    });
    expect(((await screen.findByLabelText('Message')) as HTMLTextAreaElement).value).toMatch(
      /^Dear Juma Hassan,/,
    );
    other.unmount();

    // Cancel: the next reply starts from the greeting.
    const cancelled = renderWithProviders(<ReplyDialog submission={juma} onClose={() => undefined} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    await screen.findByLabelText('Message');
    await cancelled.user.click(screen.getByRole('button', { name: 'Cancel' }));
    cancelled.unmount();
    renderWithProviders(<ReplyDialog submission={juma} onClose={() => undefined} />, {
      preloadedState: { session: ADMIN_SESSION },
    });
    expect(((await screen.findByLabelText('Message')) as HTMLTextAreaElement).value).toMatch(
      /^Dear Juma Hassan,/,
    );
  });
});
