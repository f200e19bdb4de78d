import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS, setMpesaAutoAnswerDelay } from '../../../server/domain/mpesa';
import { server } from '../../../mocks/node';
import { CUSTOMER_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { writeMpesaAnswer } from '../demo/mpesa-answer';
import { kesText } from '../../lib/format';
import { NO_VERDICT_TEXT, PAY_OFFLINE_TEXT, STATUS_POLL_WINDOW_MS } from './pay-flow';
import { CHECK_PAYMENT_STATUS_LABEL, PayWithMpesa, STATUS_UNCHECKED_TEXT } from './pay-with-mpesa';
import { portalApi } from './portal-api';

const A4 = { leaseId: 'ls-ouru-a4', amountDueKes: 12_000, payReference: 'KSI-A4' };

function renderPay() {
  return renderWithProviders(<PayWithMpesa {...A4} />, { preloadedState: { session: CUSTOMER_SESSION } });
}

/** The Idempotency-Key of each payment request sent, in order. */
function paymentKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/mpesa-payments'))
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

/** How many payment requests reached the mock. */
function countPaymentPosts(): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/mpesa-payments')) count += 1;
  });
  return () => count;
}

describe('PayWithMpesa', () => {
  beforeEach(() => setMpesaAutoAnswerDelay(0));
  afterEach(() => {
    setMpesaAutoAnswerDelay(DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS);
    server.events.removeAllListeners('request:start');
  });

  it('pays: the amount due by default, then Payment received with the receipt number and a link to the receipt', async () => {
    writeMpesaAnswer('success');
    const { user, store } = renderPay();
    const before = await store.dispatch(portalApi.endpoints.getLeaseAccount.initiate(A4.leaseId)).unwrap();
    const after = before.balanceKes - 12_000;
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(screen.getByLabelText('Amount (KES)')).toHaveValue('12000');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('placeholder', '0712 345 678');
    await user.type(screen.getByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toHaveFocus();
    expect(dialog).toHaveTextContent(/KES 12,000 paid\. M-Pesa receipt [A-Z0-9]{10}/);
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/user\/receipts\/pm-/),
    );
    // The statement reloads (the API invalidates it): paying more than is due leaves a credit.
    expect(
      await screen.findByText(
        after < 0
          ? `Your statement is updated. You have a credit of ${kesText(-after)}.`
          : `Your statement is updated. Amount due now: ${kesText(after)}.`,
      ),
    ).toBeInTheDocument();
  });

  it('says a cancelled payment in M-Pesa’s words, and Try again brings back the form as typed', async () => {
    writeMpesaAnswer('cancelled');
    const { user } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '+254 712 345 678');
    await user.clear(screen.getByLabelText('Amount (KES)'));
    await user.type(screen.getByLabelText('Amount (KES)'), '500');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));

    expect(await screen.findByText('You cancelled the payment on your phone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('+254 712 345 678');
    expect(screen.getByLabelText('Amount (KES)')).toHaveValue('500');
  });

  it('shows each field’s error after leaving it or on submit, and sends nothing', async () => {
    const posts = countPaymentPosts();
    const { user } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '020 123 4567');
    expect(screen.queryByText('Enter a Kenyan mobile number, such as 0712 345 678.')).not.toBeInTheDocument();
    await user.tab();
    expect(
      await screen.findByText('Enter a Kenyan mobile number, such as 0712 345 678.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount (KES)'));
    await user.type(screen.getByLabelText('Amount (KES)'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(
      await screen.findByText('Enter an amount in whole shillings, from KES 1 to KES 250,000.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
  });

  it('sends one request for a double click, then waits: Check your phone', async () => {
    const posts = countPaymentPosts();
    const { user } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '0712345678');
    await user.dblClick(screen.getByRole('button', { name: 'Send payment request' }));

    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a payment request to +254 712 345 678. Enter your M-Pesa PIN on that phone within 60 seconds.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts()).toBe(1));
    expect(posts()).toBe(1);
  });

  it('sends each attempt with its own Idempotency-Key, and the same one when a start that failed is sent again', async () => {
    writeMpesaAnswer('cancelled');
    const keys = paymentKeys();
    // The first start never gets an answer: the tenant cannot know whether M-Pesa was asked.
    server.use(
      http.post('*/api/portal/leases/:leaseId/mpesa-payments', () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByText(PAY_OFFLINE_TEXT)).toBeInTheDocument();

    // Try again, as it was: the same attempt. The prompt goes out, and is cancelled on the phone.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByText('You cancelled the payment on your phone.')).toBeInTheDocument();

    // Paying again after that prompt is another attempt.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    const [first, retried, next] = keys;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retried).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
  });

  it('can be closed while the start hangs', async () => {
    server.use(
      http.post(
        '*/api/portal/leases/:leaseId/mpesa-payments',
        async () => {
          await delay('infinite');
          return HttpResponse.json({});
        },
        { once: true },
      ),
    );
    const { user } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    // The request hangs: the dialog keeps its close button (and Escape), enabled.
    const dialog = screen.getByRole('dialog', { name: 'Pay with M-Pesa' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Send payment request/ })).toHaveClass(
        'ant-btn-loading',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('no verdict in the prompt’s time: says so, and Check payment status asks again until M-Pesa’s answer shows', async () => {
    // The status cannot be read for the prompt's whole time (a dropped network).
    server.use(http.get('*/api/portal/mpesa-payments/:checkoutRequestId', () => HttpResponse.error()));
    // Fake time (moving with real time too) before the prompt's window starts: the test ends it at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderPay();
      await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
      await user.type(await screen.findByLabelText('Phone number'), '0712 345 678');
      await user.click(screen.getByRole('button', { name: 'Send payment request' }));
      expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(STATUS_POLL_WINDOW_MS));
      expect(await screen.findByText(NO_VERDICT_TEXT)).toBeInTheDocument();
      expect(screen.queryByText('No money was taken.')).not.toBeInTheDocument();

      // Still unreachable: it says so and stays.
      await user.click(await screen.findByRole('button', { name: CHECK_PAYMENT_STATUS_LABEL }));
      expect(await screen.findByText(STATUS_UNCHECKED_TEXT)).toBeInTheDocument();

      // Reachable again: M-Pesa's answer (paid) shows.
      server.use(
        http.get('*/api/portal/mpesa-payments/:checkoutRequestId', ({ params }) =>
          HttpResponse.json({
            checkoutRequestId: String(params.checkoutRequestId),
            leaseId: A4.leaseId,
            phone: '254712345678',
            amountKes: 12_000,
            status: 'succeeded',
            resultCode: 0,
            receipt: 'TCA1B2C3D4',
            paymentId: 'pm-checked',
            requestedAt: '2025-03-01T10:20:30.000Z',
            expiresAt: '2025-03-01T10:21:30.000Z',
          }),
        ),
      );
      await user.click(await screen.findByRole('button', { name: CHECK_PAYMENT_STATUS_LABEL }));
      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Pay with M-Pesa' })).toHaveTextContent('TCA1B2C3D4');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the status poll when the dialog closes', async () => {
    const { user, store } = renderPay();
    const statusSubscribers = () =>
      Object.entries(store.getState().api?.subscriptions ?? {}).filter(
        ([key, subscribers]) =>
          key.startsWith('getMpesaPaymentStatus') && Object.keys(subscribers ?? {}).length > 0,
      ).length;
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await user.type(await screen.findByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    await waitFor(() => expect(statusSubscribers()).toBe(1));
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(statusSubscribers()).toBe(0));
  });
});
