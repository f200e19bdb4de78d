import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { makeStore } from '../../app/store';
import { AllocateDialog } from './allocate-dialog';
import { loadPayments } from './payments-api';

describe('AllocateDialog', () => {
  it("shows the payment, finds the lease by what is typed, and allocates with one request however often it's clicked", async () => {
    const store = makeStore({ session: ADMIN_SESSION });
    await store.dispatch(loadPayments());
    const payment = store.getState().payments.items.find((p) => p.id === 'pm-unmatched-ksia5')!;
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (
        request.method === 'POST' &&
        request.url.endsWith('/api/admin/payments/pm-unmatched-ksia5/allocation')
      )
        requests += 1;
    });
    const onAllocated = vi.fn();
    const { user } = renderWithProviders(
      <AllocateDialog payment={payment} onClose={() => undefined} onAllocated={onAllocated} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Allocate payment' });
    expect(dialog).toHaveTextContent('KES 19,950');
    expect(dialog).toHaveTextContent('KSIA5');
    expect(dialog).toHaveTextContent('Faith Kwamboka');
    const allocate = screen.getByRole('button', { name: 'Allocate' });
    expect(allocate).toBeDisabled();

    const lease = screen.getByRole('combobox', { name: 'Lease' });
    await user.click(lease);
    await user.type(lease, 'KSI-A5');
    await user.click(await screen.findByTitle('KSI-A5 — Unit A5, Ouru Heights — Faith Kwamboka'));
    await waitFor(() => expect(allocate).toBeEnabled());
    await user.dblClick(allocate);

    await waitFor(() => expect(onAllocated).toHaveBeenCalledOnce());
    expect(requests).toBe(1);
    expect(store.getState().payments.items.find((p) => p.id === payment.id)).toMatchObject({
      status: 'matched',
      leaseId: 'ls-ouru-a5',
      tenantName: 'Faith Kwamboka',
      unit: 'A5',
    });
    server.events.removeAllListeners('request:start');
  });

  it('says so with Retry when the leases cannot be loaded', async () => {
    server.use(http.get('*/api/admin/leases', () => Response.error()));
    const store = makeStore({ session: ADMIN_SESSION });
    await store.dispatch(loadPayments());
    const payment = store.getState().payments.items.find((p) => p.status === 'unmatched')!;
    renderWithProviders(
      <AllocateDialog payment={payment} onClose={() => undefined} onAllocated={vi.fn()} />,
      {
        store,
      },
    );
    expect(await screen.findByText('The leases could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
