import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { CUSTOMER_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { portalApi } from '../portal/portal-api';
import { isTyping, PhonePanel, secondsLeft } from './phone-panel';

describe('secondsLeft', () => {
  it.each([
    ['2025-03-01T10:21:30.000Z', Date.parse('2025-03-01T10:20:30.000Z'), 60],
    ['2025-03-01T10:21:30.000Z', Date.parse('2025-03-01T10:21:29.100Z'), 1],
    ['2025-03-01T10:21:30.000Z', Date.parse('2025-03-01T10:21:30.000Z'), 0],
    ['2025-03-01T10:21:30.000Z', Date.parse('2025-03-01T10:25:00.000Z'), 0],
  ])('%s at %i: %i s', (expiresAt, now, left) => {
    expect(secondsLeft(expiresAt, now)).toBe(left);
  });
});

describe('isTyping', () => {
  it('tells a text box from a button or the page', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTyping(input)).toBe(true);
    expect(isTyping(document.createElement('textarea'))).toBe(true);
    expect(isTyping(checkbox)).toBe(false);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('PhonePanel', () => {
  it('shows a waiting prompt as the phone does, takes the focus to the PIN, and pays with the demo PIN', async () => {
    const store = makeStore({ session: CUSTOMER_SESSION });
    await store
      .dispatch(
        portalApi.endpoints.startMpesaPayment.initiate({
          leaseId: 'ls-ouru-a4',
          mpesaPaymentRequest: { phone: '254712345678', amountKes: 12_000 },
        }),
      )
      .unwrap();
    const { user } = renderWithProviders(<PhonePanel />, { store });

    const phone = await screen.findByRole('region', { name: 'Phone' });
    expect(phone).toHaveTextContent(
      'Pay Ksh 12,000 to Kisii Property Management, account KSI-A4. Enter M-Pesa PIN:',
    );
    expect(phone).toHaveTextContent('Demo PIN: 1234');
    expect(phone).toHaveTextContent(/\d+ s left/);
    expect(screen.getByText('An M-Pesa prompt arrived on the phone.')).toBeInTheDocument();
    const pin = screen.getByLabelText('M-Pesa PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(pin).toHaveFocus());

    await user.type(pin, '1234');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No M-Pesa prompt is waiting.')).toBeInTheDocument();
    const account = await store
      .dispatch(portalApi.endpoints.getLeaseAccount.initiate('ls-ouru-a4', { forceRefetch: true }))
      .unwrap();
    expect(account.entries[0]).toMatchObject({ kind: 'payment', amountKes: 12_000 });
  });
});
