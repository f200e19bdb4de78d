import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TENANT_LEASE_ID, TENANT_PAY_REFERENCE } from '../../../server/domain/data/portal';
import { http } from '../../../tests/contract-http';
import { server } from '../../../mocks/node';
import { CUSTOMER_SESSION, OWNER_SESSION } from '../../../tests/fixtures';
import { renderWithProviders } from '../../../tests/test-utils';
import { CONTENT, PAYBILL_PLACEHOLDER_TEXT } from '../../config/content';
import { config } from '../../config/env';
import { formatDate, formatMonth, kesText } from '../../lib/format';
import type { MyMaintenanceRequests } from '../maintenance/public';
import { AWAITING_APPROVAL_REQUEST, TENANT_REQUEST } from '../../../tests/maintenance-fixtures';
import { openRequestsText } from './maintenance-text';
import { OWNER_FIGURES_TITLE } from './owner-text';
import type { LeaseAccount, OwnerPortfolio } from './portal-api';
import {
  NOTHING_DUE_TEXT,
  OVERDUE_TEXT,
  PAYBILL_TITLE,
  PortalHomePage,
  AWAITING_APPROVAL_TITLE,
  THANK_YOU_TEXT,
  VIEW_STATEMENT_TEXT,
} from './portal-home-page';

/** The tenant's statement as the mock API serves it (the figures the home must show). */
async function serverAccount(): Promise<LeaseAccount> {
  const response = await fetch(`${config.apiBase}/api/portal/leases/${TENANT_LEASE_ID}/account`, {
    headers: { Authorization: `Bearer ${CUSTOMER_SESSION.token}` },
  });
  return (await response.json()) as LeaseAccount;
}

/** The person's maintenance requests, as GET /api/portal/maintenance answers in these tests. */
let maintenance: MyMaintenanceRequests = { reported: [], onMyProperties: [] };
beforeEach(() => {
  maintenance = { reported: [], onMyProperties: [] };
  server.use(http.get('/api/portal/maintenance', () => HttpResponse.json(maintenance)));
});

/** The 'Maintenance Requests' box. */
const maintenanceBox = (): HTMLElement =>
  screen.getByRole('heading', { level: 2, name: 'Maintenance Requests' }).closest('.ant-card') as HTMLElement;

const renderHome = () =>
  renderWithProviders(<PortalHomePage />, { route: '/user', preloadedState: { session: CUSTOMER_SESSION } });

/** The value shown beside a label of a description list. */
const valueOf = (label: string): string =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe("the tenant's home (/user)", () => {
  it('shows the amount due and its due date, Pay with M-Pesa, the lease, the Paybill and the statement', async () => {
    renderHome();
    const rent = await screen.findByRole('region', { name: 'Your rent' });
    const account = await serverAccount();
    await within(rent).findByText('Amount due');
    expect(valueOf('Amount due')).toBe(kesText(account.amountDueKes));
    if (account.dueDate) expect(valueOf('Due by')).toContain(formatDate(account.dueDate));
    expect(within(rent).queryByText(OVERDUE_TEXT) !== null).toBe(account.overdue);
    expect(within(rent).getByRole('button', { name: 'Pay with M-Pesa' })).toBeEnabled();

    expect(valueOf('Unit')).toBe('Unit A4, Ouru Heights, Kisii');
    expect(valueOf('Monthly rent')).toBe('KES 18,000');
    expect(valueOf('Lease')).toBe(
      `${formatDate(account.lease.startDate)} – ${formatDate(account.lease.endDate)}`,
    );
    expect(within(rent).getByRole('heading', { level: 3, name: PAYBILL_TITLE })).toBeInTheDocument();
    // The Paybill number is the configured one, or a realistic placeholder marked as such.
    expect(valueOf('Paybill number')).toBe(`${CONTENT.paybillNumber} ${PAYBILL_PLACEHOLDER_TEXT}`);
    expect(CONTENT.paybillNumber).toMatch(/^[1-9]\d{5,6}$/);
    expect(valueOf('Account number')).toBe(TENANT_PAY_REFERENCE);
    // Beside the Paybill, the one number to pay to and the firm's promise against scams.
    expect(within(rent).getByRole('note')).toHaveTextContent(
      `Pay only to Paybill ${CONTENT.paybillNumber}, account ${TENANT_PAY_REFERENCE}. We never ask you by SMS or phone to pay to another number.`,
    );

    // The welcome stays, with no promise of features to come; 'Payments' is live, there is no
    // 'My Properties' box for a tenant who owns nothing, 'Maintenance Requests' counts their
    // open requests.
    expect(
      screen.getByRole('heading', { name: `Welcome, ${CUSTOMER_SESSION.user.firstName}!` }),
    ).toBeVisible();
    expect(screen.getByText(THANK_YOU_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Visit the Community Blog' })).toHaveAttribute(
      'href',
      '/community-blog',
    );
    expect(screen.getByRole('link', { name: VIEW_STATEMENT_TEXT })).toHaveAttribute('href', '/user/payments');
    expect(screen.queryByText(/new features|check back soon/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My Properties' })).toBeNull();
    expect(screen.queryByRole('region', { name: OWNER_FIGURES_TITLE })).toBeNull();
    const box = maintenanceBox();
    expect(await within(box).findByText(openRequestsText(0))).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/user/maintenance',
    );
    expect(within(box).getByRole('link', { name: 'View requests' })).toHaveAttribute(
      'href',
      '/user/maintenance',
    );
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('says so when the due date has passed, and when nothing is due shows the credit', async () => {
    const account = await serverAccount();
    const overdue: LeaseAccount = {
      ...account,
      amountDueKes: 1_200,
      balanceKes: 1_200,
      dueDate: '2025-02-05',
      overdue: true,
    };
    server.use(http.get('/api/portal/leases/{leaseId}/account', () => HttpResponse.json(overdue)));
    const { unmount } = renderHome();
    const rent = await screen.findByRole('region', { name: 'Your rent' });
    await within(rent).findByText('KES 1,200');
    expect(valueOf('Due by')).toBe(`5 February 2025 ${OVERDUE_TEXT}`);
    unmount();

    const credit: LeaseAccount = {
      ...account,
      amountDueKes: 0,
      balanceKes: -500,
      dueDate: null,
      overdue: false,
    };
    server.use(http.get('/api/portal/leases/{leaseId}/account', () => HttpResponse.json(credit)));
    renderHome();
    expect(await screen.findByText('Credit: KES 500')).toBeVisible();
    expect(screen.getByText(NOTHING_DUE_TEXT)).toBeVisible();
    expect(valueOf('Amount due')).toBe('KES 0');
    expect(screen.queryByText('Due by')).toBeNull();
  });
});

describe("the owner's home (/user)", () => {
  it('shows the figures first, then each property with its units and statements; My Properties is live', async () => {
    const response = await fetch(`${config.apiBase}/api/portal/owner`, {
      headers: { Authorization: `Bearer ${OWNER_SESSION.token}` },
    });
    const portfolio = (await response.json()) as OwnerPortfolio;
    // One open on their property, one resolved: one counts (the request's property does not matter here).
    maintenance = {
      reported: [],
      onMyProperties: [
        AWAITING_APPROVAL_REQUEST,
        { ...TENANT_REQUEST, status: 'resolved', resolvedOn: '2025-03-20' },
      ],
    };
    renderWithProviders(<PortalHomePage />, { route: '/user', preloadedState: { session: OWNER_SESSION } });

    const figures = await screen.findByRole('region', { name: OWNER_FIGURES_TITLE });
    expect(within(figures).getByText(/^Rent collected, /).nextElementSibling).toHaveTextContent(
      kesText(portfolio.rentCollectedKes),
    );
    expect(within(figures).getByText('Rent arrears').nextElementSibling).toHaveTextContent(
      kesText(portfolio.arrearsKes),
    );
    expect(within(figures).getByText('Occupancy').nextElementSibling).toHaveTextContent(
      /^10 of 16 units let \(63%\)$/,
    );

    // The cost waiting for their approval comes first on the page, with its amount and the decision.
    const waiting = await screen.findByRole('region', { name: AWAITING_APPROVAL_TITLE });
    expect(waiting.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(waiting).getByText(kesText(AWAITING_APPROVAL_REQUEST.costEstimateKes!))).toBeVisible();
    expect(
      within(waiting).getByRole('button', {
        name: `Approve the cost of ${AWAITING_APPROVAL_REQUEST.number}`,
      }),
    ).toBeEnabled();
    expect(
      within(waiting).getByRole('button', {
        name: `Decline the cost of ${AWAITING_APPROVAL_REQUEST.number}`,
      }),
    ).toBeEnabled();
    // The resolved one waits for nothing.
    expect(within(waiting).getAllByRole('article')).toHaveLength(1);

    // No lease of their own: no rent section.
    expect(screen.queryByRole('region', { name: 'Your rent' })).toBeNull();
    const ouru = screen.getByRole('region', { name: 'Ouru Heights, Kisii' });
    const a4 = within(ouru).getByRole('row', { name: /^A4 / });
    expect(within(a4).getByText('Let')).toBeVisible();
    expect(within(a4).getByText('Brian N.')).toBeVisible();
    expect(within(a4).getByText('KES 18,000')).toBeVisible();
    expect(within(within(ouru).getByRole('row', { name: /^A3 / })).getByText('Vacant')).toBeVisible();
    expect(within(within(ouru).getByRole('row', { name: /^A5 / })).getByText('Under notice')).toBeVisible();
    const [latest] = portfolio.properties[0]!.statementMonths;
    expect(
      within(ouru).getByRole('link', { name: `Statement for ${formatMonth(latest!)}, Ouru Heights` }),
    ).toHaveAttribute('href', `/user/statements/pr-ouru/${latest}`);
    expect(screen.getByRole('region', { name: 'Kilimani Court, Nairobi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Latest statement, Kilimani Court' })).toBeVisible();
    // An owner reports nothing: they view the requests on their properties.
    const box = maintenanceBox();
    expect(await within(box).findByText(openRequestsText(1))).toBeVisible();
    expect(within(box).getByRole('link', { name: 'View requests' })).toHaveAttribute(
      'href',
      '/user/maintenance',
    );
    expect(within(box).queryByRole('link', { name: 'Report a problem' })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
