import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '../../../tests/contract-http';
import { server } from '../../../mocks/node';
import { CUSTOMER_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { config } from '../../config/env';
import type { LeaseAccount, PortalProfile } from './portal-api';
import { BACK_TO_STATEMENT, ReceiptPage } from './receipt-page';

/** The demo tenant's profile and statement as the mock API serves them. */
async function served<T>(path: string): Promise<T> {
  const response = await fetch(`${config.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${CUSTOMER_SESSION.token}` },
  });
  return (await response.json()) as T;
}

describe('a receipt (/user/receipts/:id)', () => {
  it("goes back to its own lease's statement when the tenant rents several", async () => {
    const profile = await served<PortalProfile>('/api/portal/me');
    const [lease] = profile.leases;
    const account = await served<LeaseAccount>(`/api/portal/leases/${lease!.id}/account`);
    const paymentId = account.entries.find((entry) => entry.kind === 'payment')!.paymentId!;
    // A second lease, listed first: 'Back to statement' must still name the receipt's own.
    const other = { ...lease!, id: 'ls-other', unit: 'B9', payReference: 'KSI-B9' };
    server.use(http.get('/api/portal/me', () => HttpResponse.json({ ...profile, leases: [other, lease!] })));
    renderRoutes([{ path: '/user/receipts/:id', element: <ReceiptPage /> }], {
      route: `/user/receipts/${paymentId}`,
      preloadedState: { session: CUSTOMER_SESSION },
    });
    await screen.findByRole('heading', { name: /^Payment receipt / });
    // The profile may answer after the receipt: the links follow it.
    await waitFor(() => {
      const links = screen.getAllByRole('link', { name: BACK_TO_STATEMENT });
      for (const link of links) expect(link).toHaveAttribute('href', `/user/payments?lease=${lease!.id}`);
    });
  });
});
