import { kesText } from '../../lib/format';
import { DATA_VERSIONS_HEADER } from '../../lib/moved-versions';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '../../../tests/contract-http';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION, CUSTOMER_SESSION, OWNER_ABROAD_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import {
  DECLINE_NOTE_REQUIRED_TEXT,
  refusalText,
  type MaintenanceDecision,
  type MaintenanceRequest,
} from '../maintenance/public';
import { PortalMaintenancePage } from './maintenance-page';
import { NOTE_TO_FIRM_LABEL } from './maintenance-text';
import { AWAITING_APPROVAL_REQUEST, TENANT_REQUEST } from '../../../tests/maintenance-fixtures';
import { decidedText, NO_MAINTENANCE_TEXT } from './maintenance-text';

const renderPage = (session: typeof CUSTOMER_SESSION) =>
  renderWithProviders(<PortalMaintenancePage />, {
    route: '/user/maintenance',
    preloadedState: { session },
  });

/** The value shown beside a label of a request's facts. */
const factOf = (within_: HTMLElement, label: string): string =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the requests on /user/maintenance', () => {
  it("shows the tenant's request with its timeline; a cancel refused with 409 says why", async () => {
    let cancellations = 0;
    server.use(
      http.get('/api/portal/maintenance', () =>
        HttpResponse.json({ reported: [TENANT_REQUEST], onMyProperties: [] }),
      ),
      http.post('/api/portal/maintenance/{id}/cancellation', () => {
        cancellations += 1;
        return HttpResponse.json({ error: refusalText('cancel', 'acknowledged') }, { status: 409 });
      }),
    );
    const { user } = renderPage(CUSTOMER_SESSION);
    const request = await screen.findByRole('article', { name: 'MR-0003: Kitchen tap leaking' });
    expect(factOf(request, 'Status')).toBe('Submitted');
    expect(factOf(request, 'Category')).toBe('Plumbing');
    expect(factOf(request, 'Priority')).toBe('High');
    expect(factOf(request, 'Unit')).toBe('Unit A4, Ouru Heights, Kisii');
    expect(factOf(request, 'Sent')).toBe('18 March 2025 at 09:45');
    const timeline = within(request).getByRole('list', { name: 'Timeline of MR-0003' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent(
      '18 March 2025 at 09:45 Submitted, by Brian N. (tenant)',
    );

    await user.click(within(request).getByRole('button', { name: 'Cancel request MR-0003' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'Only a request that is still Submitted can be cancelled. This one is Acknowledged.',
    );
    expect(cancellations).toBe(1);
  });

  it('lets the owner decline only with a note, shows a 409, and approves', async () => {
    let current: MaintenanceRequest = AWAITING_APPROVAL_REQUEST;
    const decisions: MaintenanceDecision[] = [];
    server.use(
      http.get('/api/portal/maintenance', () =>
        HttpResponse.json({ reported: [], onMyProperties: [current] }),
      ),
      http.post('/api/portal/maintenance/{id}/decision', async ({ request }) => {
        const decision = (await request.json()) as MaintenanceDecision;
        decisions.push(decision);
        if (decision.decision === 'decline')
          return HttpResponse.json({ error: refusalText('decline', 'in-progress') }, { status: 409 });
        current = { ...current, status: 'in-progress' };
        // As the server answers a change: naming the data version it moved (here, any).
        return HttpResponse.json(current, { headers: { [DATA_VERSIONS_HEADER]: 'maintenance=0-1' } });
      }),
    );
    const { user } = renderPage(OWNER_ABROAD_SESSION);
    const request = await screen.findByRole('article', {
      name: 'MR-0002: Sockets sparking in the living room',
    });
    expect(factOf(request, 'Status')).toBe('Awaiting owner approval');
    expect(factOf(request, 'Property')).toBe('Parklands Heights, Nairobi');
    expect(factOf(request, 'Tenant')).toBe('Naliaka W.');
    expect(factOf(request, 'Cost estimate')).toBe('KES 12,500');
    expect(within(request).getByText('The living-room circuit needs rewiring.')).toBeVisible();
    // The timeline names the status each step reached, with what happened beside it.
    const lines = within(within(request).getByRole('list', { name: 'Timeline of MR-0002' })).getAllByRole(
      'listitem',
    );
    expect(lines.at(-1)).toHaveTextContent(
      '3 March 2025 at 11:05 Awaiting owner approval: Cost estimate set, by Mercy Kerubo (staff)',
    );
    // The owner reports nothing: no form, no list of their own.
    expect(screen.queryByRole('region', { name: 'Report a problem' })).toBeNull();

    const decline = within(request).getByRole('button', { name: 'Decline the cost of MR-0002' });
    await user.click(decline);
    expect(await within(request).findByText(DECLINE_NOTE_REQUIRED_TEXT)).toBeInTheDocument();
    expect(decisions).toHaveLength(0);

    await user.type(within(request).getByLabelText(NOTE_TO_FIRM_LABEL), 'Too dear: find another quote.');
    await user.click(decline);
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'Only a cost awaiting your approval can be declined. This request is In progress.',
    );
    expect(decisions).toEqual([{ decision: 'decline', note: 'Too dear: find another quote.' }]);

    // Approve asks first, naming the amount: nothing is sent until it is confirmed.
    await user.click(within(request).getByRole('button', { name: 'Approve the cost of MR-0002' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(
      `Approve ${kesText(AWAITING_APPROVAL_REQUEST.costEstimateKes!)} for MR-0002?`,
    );
    expect(decisions).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await within(request).findByText(decidedText('approve', AWAITING_APPROVAL_REQUEST))).toBeVisible();
    expect(decisions[1]).toEqual({ decision: 'approve', note: 'Too dear: find another quote.' });
    // The list reloads, as the answer moved the maintenance version: In progress, nothing left to decide.
    await waitFor(() => expect(factOf(request, 'Status')).toBe('In progress'));
    expect(within(request).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('says so to a person with no lease and no property (staff visiting)', async () => {
    renderPage(ADMIN_SESSION);
    expect(await screen.findByText(NO_MAINTENANCE_TEXT)).toBeVisible();
  });
});
