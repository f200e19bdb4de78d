import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TENANT_LEASE_ID } from '../../../server/domain/data/portal';
import { http } from '../../../tests/contract-http';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION, CUSTOMER_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { config } from '../../config/env';
import type { LeaseAccount } from './portal-api';
import { NO_LEASE_TEXT } from './portal-states';
import { STATEMENT_ERROR_TITLE, StatementPage } from './statement-page';
import { balanceText } from './statement-rows';

async function serverAccount(): Promise<LeaseAccount> {
  const response = await fetch(`${config.apiBase}/api/portal/leases/${TENANT_LEASE_ID}/account`, {
    headers: { Authorization: `Bearer ${CUSTOMER_SESSION.token}` },
  });
  return (await response.json()) as LeaseAccount;
}

describe("the tenant's statement of account (/user/payments)", () => {
  it('lists every entry newest first with the running balance; a payment links to its receipt', async () => {
    renderWithProviders(<StatementPage />, {
      route: '/user/payments',
      preloadedState: { session: CUSTOMER_SESSION },
    });
    const table = await screen.findByRole('table');
    const account = await serverAccount();
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(account.entries.length);
    // The newest row's balance is the account's balance; every row ends in a balance.
    expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveTextContent(balanceText(account.balanceKes));
    const payment = account.entries.find((entry) => entry.kind === 'payment')!;
    expect(screen.getAllByRole('link', { name: `Receipt ${payment.receipt}` })[0]).toHaveAttribute(
      'href',
      `/user/receipts/${payment.paymentId}`,
    );
  });

  it('says so when the person rents nothing, and offers Retry when the statement fails', async () => {
    const { unmount } = renderWithProviders(<StatementPage />, {
      route: '/user/payments',
      preloadedState: { session: ADMIN_SESSION },
    });
    expect(await screen.findByText(NO_LEASE_TEXT)).toBeVisible();
    unmount();

    server.use(http.get('/api/portal/leases/{leaseId}/account', () => HttpResponse.error()));
    renderWithProviders(<StatementPage />, {
      route: '/user/payments',
      preloadedState: { session: CUSTOMER_SESSION },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You are offline')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText(STATEMENT_ERROR_TITLE)).toBeNull();
  });
});
