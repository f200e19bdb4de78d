import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils';
import { CONTACT_SEND_DELAY_MS } from '../../../config/constants';
import { http, HttpResponse } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { ContactForm } from './contact-form';
import { CONTACT_SUCCESS_MESSAGE } from '../enquiry/enquiry-rules';

const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });
const fields = () => ({
  name: screen.getByLabelText('Full Name'),
  email: screen.getByLabelText('Email Address'),
  phone: screen.getByLabelText('Mobile Number'),
  message: screen.getByLabelText('Message'),
  check: screen.getByRole('checkbox', { name: "I'm not a robot" }),
});

describe('ContactForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables Send only with four non-blank fields and the check passed', async () => {
    const { user } = renderWithProviders(<ContactForm />, { route: '/contact' });
    // The country picker loads after the first render (a plain phone input until then).
    await screen.findByRole('button', { name: /Kenya/ });
    const f = fields();
    expect(f.phone).toHaveValue('+254');
    expect(sendButton()).toBeDisabled();

    await user.type(f.name, '   ');
    await user.type(f.email, '  ');
    await user.type(f.message, '    ');
    await user.click(f.check);
    expect(sendButton()).toBeDisabled();

    await user.type(f.name, 'Jane');
    await user.type(f.email, 'j@x.co');
    await user.type(f.message, 'Hi');
    // Only the country code in the phone field still counts as blank.
    expect(sendButton()).toBeDisabled();
    await user.type(f.phone, '712345678');
    expect(f.phone).toHaveValue('+254 712 345 678');
    expect(sendButton()).toBeEnabled();

    await user.click(f.check);
    expect(sendButton()).toBeDisabled();
  });

  it('sends for 1.5 s, then confirms, clears every field, resets the check and files one New enquiry', async () => {
    const { user } = renderWithProviders(<ContactForm />, { route: '/contact' });
    await screen.findByRole('button', { name: /Kenya/ });
    const f = fields();
    await user.type(f.name, '<img src=x onerror=alert(1)>');
    await user.type(f.email, 'j@x.co');
    await user.type(f.phone, '712345678');
    await user.type(f.message, 'Call me');
    await user.click(f.check);
    const before = (await db.submissions.list()).length;

    // Fake timers from here: the 1.5 s send is the behaviour under test.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    // Two submits before React re-renders (a double Enter): the guard sends once. (A double
    // click would not prove it: the button is disabled after the first.)
    const form = sendButton().closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 400));
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(400));
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS_MESSAGE);
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(f.phone).toHaveValue('+254');
    expect(f.check).not.toBeChecked();
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeDisabled();

    // POST /api/contact filed it on the server (the mock API's store).
    const submissions = await db.submissions.list();
    expect(submissions).toHaveLength(before + 1);
    expect(submissions[0]).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      email: 'j@x.co',
      phone: '+254 712 345 678',
      message: 'Call me',
      viewed: false,
      service: 'General Enquiry',
    });
  });

  it.each([
    [
      'the server refuses it',
      () => HttpResponse.json({ error: 'message must not be blank.' }, { status: 400 }),
      'message must not be blank.',
    ],
    ['the network is down', () => HttpResponse.error(), 'Your message could not be sent.'],
  ])('when %s, it says so and keeps every field', async (_case, answer, text) => {
    server.use(http.post('*/api/contact', answer));
    const { user } = renderWithProviders(<ContactForm />, { route: '/contact' });
    await screen.findByRole('button', { name: /Kenya/ });
    const f = fields();
    await user.type(f.name, 'Jane');
    await user.type(f.email, 'j@x.co');
    await user.type(f.phone, '712345678');
    await user.type(f.message, 'Call me');
    await user.click(f.check);
    await user.click(sendButton());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(text);
    expect(f.name).toHaveValue('Jane');
    expect(f.message).toHaveValue('Call me');
    expect(sendButton()).toHaveTextContent('Send Message');
  });
});
