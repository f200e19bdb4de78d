import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBMISSION_FIXTURES } from '../../../mocks/data/contact-submissions';
import { renderWithProviders } from '../../../tests/test-utils';
import { ReplyDialog } from './reply-dialog';

const juma = CONTACT_SUBMISSION_FIXTURES.find((s) => s.id === 'cs-002')!;

describe('ReplyDialog', () => {
  it('pre-fills a read-only To, the subject with the service and a greeting naming person and service', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ReplyDialog submission={juma} onClose={onClose} />);
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
});
