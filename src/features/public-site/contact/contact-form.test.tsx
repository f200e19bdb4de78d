import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils';
import { CONTACT_SEND_DELAY_MS } from '../../../config/constants';
import { selectAllSubmissions } from '../../contact-submissions/contact-submissions-slice';
import { ContactForm } from './contact-form';
import { CONTACT_SUCCESS_MESSAGE } from './contact-form-rules';

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

  it('sends for 1.5 s, then confirms, clears every field, resets the check and adds one New enquiry', async () => {
    const { user, store } = renderWithProviders(<ContactForm />, { route: '/contact' });
    await screen.findByRole('button', { name: /Kenya/ });
    const f = fields();
    await user.type(f.name, '<img src=x onerror=alert(1)>');
    await user.type(f.email, 'j@x.co');
    await user.type(f.phone, '712345678');
    await user.type(f.message, 'Call me');
    await user.click(f.check);
    const before = selectAllSubmissions(store.getState()).length;

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

    const submissions = selectAllSubmissions(store.getState());
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
});
