import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { makeStore } from '../../app/store';
import { tooLongText } from '../../lib/text-limits';
import { allocatePayment } from './payment-changes';
import { loadPayments } from './payments-api';
import { UndoAllocationDialog } from './undo-allocation-dialog';

/** The seeded Unmatched payment of unit A5 (KES 19,950, 'KSIA5' typed), allocated by the admin. */
async function allocatedByAdmin() {
  const store = makeStore({ session: ADMIN_SESSION });
  await store.dispatch(loadPayments());
  const lease = { id: 'ls-ouru-a5', propertyId: 'pr-ouru', tenantName: 'Faith Kwamboka', propertyName: 'Ouru Heights', unit: 'A5' };
  expect(await store.dispatch(allocatePayment({ paymentId: 'pm-unmatched-ksia5', lease }))).toBe(true);
  const row = () => store.getState().payments.items.find((p) => p.id === 'pm-unmatched-ksia5')!;
  return { store, row };
} // prettier-ignore

describe('UndoAllocationDialog', () => {
  it("takes the server's word on who allocated it, asks for a reason, and undoes it with the reason kept", async () => {
    const { store, row } = await allocatedByAdmin();
    // The server's answer to 'Allocate' says who made it and that it can be undone today.
    expect(row()).toMatchObject({ allocatedBy: { by: 'Amani Otieno' }, undoable: true });
    const onUndone = vi.fn();
    const { user } = renderWithProviders(
      <UndoAllocationDialog payment={row()} onClose={() => undefined} onUndone={onUndone} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Undo allocation' });
    expect(dialog).toHaveTextContent('Unit A5, Ouru Heights — Faith Kwamboka');
    expect(dialog).toHaveTextContent(/Allocated by Amani Otieno on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);

    const send = within(dialog).getByRole('button', { name: 'Undo allocation' });
    await user.click(send);
    expect(await within(dialog).findByText('Give a reason for undoing the allocation.')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, '   ');
    await user.click(send);
    expect(await within(dialog).findByText('Give a reason for undoing the allocation.')).toBeInTheDocument();
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(await within(dialog).findByText(tooLongText('Reason', 500))).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, 'Typed KSIA5 for B3');
    await user.dblClick(send);

    await waitFor(() => expect(onUndone).toHaveBeenCalledOnce());
    expect(row()).toMatchObject({
      status: 'unmatched',
      leaseId: null,
      undoable: false,
      undoneAllocations: [{ unit: 'A5', undoneBy: 'Amani Otieno', reason: 'Typed KSIA5 for B3' }],
    });
  });

  it("says the server's refusal in the dialog, and the payment stays allocated", async () => {
    const { store, row } = await allocatedByAdmin();
    server.use(
      http.post('*/api/admin/payments/:id/allocation/undo', () =>
        HttpResponse.json(
          { error: 'An allocation can be undone only on the day it was made.' },
          { status: 409 },
        ),
      ),
    );
    const onUndone = vi.fn();
    const { user } = renderWithProviders(
      <UndoAllocationDialog payment={row()} onClose={() => undefined} onUndone={onUndone} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Undo allocation' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong unit');
    await user.click(within(dialog).getByRole('button', { name: 'Undo allocation' }));
    expect(
      await within(dialog).findByText(
        'Could not undo the allocation. An allocation can be undone only on the day it was made. The payment stays allocated.',
      ),
    ).toBeInTheDocument();
    expect(onUndone).not.toHaveBeenCalled();
    expect(row().status).toBe('matched');
  });
});
