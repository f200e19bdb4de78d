import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { ADMIN_SESSION } from '../../../../tests/fixtures';
import { renderWithProviders } from '../../../../tests/test-utils';
import { config } from '../../../config/env';
import { CONTACT_SEND_DELAY_MS } from '../../../config/constants';
import { ContactForm } from './contact-form';
import { CONTACT_SUCCESS_MESSAGE } from './contact-form-rules';
import type { ContactSubmission } from '../../../types/console';

/**
 * The enquiry kit's send cycle (`useEnquiryForm`), through the contact form: the rules
 * themselves are tested in enquiry-rules.test.ts and contact-form-rules.test.ts.
 */
/** The enquiries on file, newest first, as staff's Contact Submissions reads them. */
async function filedEnquiries(): Promise<ContactSubmission[]> {
  const response = await fetch(`${config.apiBase}/api/admin/contact-submissions`, {
    headers: { Authorization: `Bearer ${ADMIN_SESSION.token}` },
  });
  return (await response.json()) as ContactSubmission[];
}

const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

describe('ContactForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables Send by the rules; a failed send keeps every field; a filed one confirms after 1.5 s and clears the form', async () => {
    const { user } = renderWithProviders(<ContactForm />, { route: '/contact' });
    // The country picker loads after the first render (a plain phone input until then).
    await screen.findByRole('button', { name: /Kenya/ });
    const name = screen.getByLabelText('Full Name');
    const email = screen.getByLabelText('Email Address');
    const phone = screen.getByLabelText('Mobile Number');
    const message = screen.getByLabelText('Message');
    const check = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(phone).toHaveValue('+254');
    expect(sendButton()).toBeDisabled();

    await user.type(name, 'Jane');
    await user.type(email, 'j@x.co');
    await user.type(message, 'Call me');
    await user.click(check);
    // Only the country code in the phone field still counts as blank.
    expect(sendButton()).toBeDisabled();
    // Kenyan numbers as typed (product rules, 'Enquiries'): the leading 0 goes; 8 digits are
    // not a number, said under the field once it is left.
    await user.type(phone, '07123456');
    expect(phone).toHaveValue('+254 712 345 6');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Enter a valid mobile number.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    await user.type(phone, '78');
    expect(phone).toHaveValue('+254 712 345 678');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid mobile number.')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    // Fake timers from here: the 1.5 s send is the behaviour under test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const form = sendButton().closest('form')!;

    // The server refuses the first send: its reason shows, nothing typed is lost.
    server.use(
      http.post(
        '*/api/contact',
        () => HttpResponse.json({ error: 'message must not be blank.' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    act(() => {
      fireEvent.submit(form);
    });
    expect(sendButton()).toHaveTextContent('Sending...');
    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('message must not be blank.');
    // The success text waits for a filed enquiry: never beside a failure.
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(name).toHaveValue('Jane');
    expect(phone).toHaveValue('+254 712 345 678');
    expect(message).toHaveValue('Call me');
    expect(check).toBeChecked();
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();

    // Sent again, twice before React re-renders (a double Enter): it is filed once. (A double
    // click would not prove it: the button is disabled after the first.)
    const before = (await filedEnquiries()).length;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 400));
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(400));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS_MESSAGE);
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(phone).toHaveValue('+254');
    expect(check).not.toBeChecked();
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeDisabled();

    // POST /api/contact filed it on the server, as New: staff see it first in their list.
    const submissions = await filedEnquiries();
    expect(submissions).toHaveLength(before + 1);
    expect(submissions[0]).toMatchObject({
      name: 'Jane',
      email: 'j@x.co',
      phone: '+254 712 345 678',
      message: 'Call me',
      viewed: false,
      service: 'General Enquiry',
    });
  });
});
