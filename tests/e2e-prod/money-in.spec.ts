import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mpesaCallbackSecret } from '../../server/adapters/callback-secret.mjs';
import { simulatedC2bConfirmation } from '../../server/adapters/daraja';
import { DEMO_PASSWORD } from '../../server/domain/data/demo-passwords.mjs';
import { kesText } from '../../src/lib/format';
import type { LeaseSummary, OwnerPortfolio, OwnerStatement, PortalProfile } from '../../src/types/api.gen';

/**
 * Money in on the production build (docs/api-server.md, 'The production build' and
 * 'What is simulated'), no MSW anywhere: the tenant of unit A4 (user@example.com) signs in
 * and pays rent with M-Pesa, answered by the server's simulated Daraja; a Paybill payment
 * with a mistyped account number arrives as Safaricom's C2B confirmation (posted here as
 * Safaricom would) and staff allocate it to the lease; the owner of the property
 * (owner@example.com) reads this month's statement, whose rent collected holds both. The
 * server is this walk's own (scripts/test-prod.mjs runs contract:check on another at the same
 * time); figures are still read before and after, so the walk holds on a server used before.
 */

const port = Number(process.env.E2E_PROD_PORT ?? 8180);
const PUBLIC_ORIGIN = `http://localhost:${port}`;
const ADMIN_ORIGIN = `http://admin.localhost:${port}`;
const PAYBILL_KES = 3_000;
const OVERPAID_KES = 1_000;

/** Every page fails its test on a Content-Security-Policy violation (deploy/nginx's policy). */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** A token for a demo account, from the login operation. */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${PUBLIC_ORIGIN}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function read<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${PUBLIC_ORIGIN}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Signs in with the login form (the production build has no Demo controls) and waits for the landing page. */
async function signInWithForm(page: Page, email: string, lands: string): Promise<void> {
  await page.goto(`${PUBLIC_ORIGIN}/login`);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(lands);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

test('a tenant pays rent by M-Pesa, staff allocate a Paybill payment, the owner reads the statement that shows both', async ({
  page,
  browser,
  request,
}) => {
  // Where the tenant rents, and the owner's statement of this month before anything is paid.
  const tenantToken = await tokenOf(request, 'user@example.com');
  const ownerToken = await tokenOf(request, 'owner@example.com');
  const lease = (await read<PortalProfile>(request, '/api/portal/me', tenantToken)).leases[0] as LeaseSummary;
  const { month } = await read<OwnerPortfolio>(request, '/api/portal/owner', ownerToken);
  const statementPath = `/api/portal/properties/${lease.propertyId}/statements/${month}`;
  const collected = async () =>
    (await read<OwnerStatement>(request, statementPath, ownerToken)).units.find((u) => u.unit === lease.unit)!
      .collectedKes;
  const before = await collected();

  let receipt = '';
  await test.step('the tenant signs in and pays more than is due; the simulated Daraja answers the prompt', async () => {
    await signInWithForm(page, 'user@example.com', `${PUBLIC_ORIGIN}/user`);
    // The production build: no Demo controls, no Phone panel.
    await expect(page.getByRole('button', { name: /^Demo controls/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
    const due = Number(await dialog.getByLabel('Amount (KES)').inputValue());
    expect(due).toBeGreaterThan(0);
    await dialog.getByLabel('Phone number').fill('0712345678');
    await dialog.getByLabel('Amount (KES)').fill(String(due + OVERPAID_KES));
    await dialog.getByRole('button', { name: 'Send payment request' }).click();

    await expect(dialog.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Phone' })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    receipt = await dialog.locator('strong').innerText();
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });
  const afterPrompt = await collected();
  // Rent first, then the overpayment as credit: the owner's rent collected took at least the credit.
  expect(afterPrompt - before).toBeGreaterThanOrEqual(OVERPAID_KES);

  // Safaricom confirms a Paybill payment whose account number was mistyped: Unmatched.
  const paybill = simulatedC2bConfirmation({
    accountNumber: `${lease.payReference.replace('-', ' ')}`,
    amountKes: PAYBILL_KES,
    phone: '254712345678',
    firstName: 'Brian',
  });
  const confirmed = await request.post(
    `${PUBLIC_ORIGIN}/api/mpesa/c2b/confirmations/${encodeURIComponent(mpesaCallbackSecret())}`,
    { data: paybill },
  );
  expect(confirmed.status()).toBe(200);

  await test.step('staff find the Unmatched payment and allocate it to the lease', async () => {
    const staff = await newPage(browser);
    await signInWithForm(staff, 'admin@example.com', `${ADMIN_ORIGIN}/`);
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await staff.getByRole('searchbox', { name: 'Search payments' }).fill(paybill.TransID);
    const row = staff.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: paybill.TransID });
    await expect(row).toContainText('Unmatched');
    await expect(row).toContainText(kesText(PAYBILL_KES));
    await row.getByRole('button', { name: /^Allocate payment / }).click();
    const dialog = staff.getByRole('dialog', { name: 'Allocate payment' });
    await dialog.getByRole('combobox', { name: 'Lease' }).click();
    await dialog.getByRole('combobox', { name: 'Lease' }).fill(lease.payReference);
    await staff
      .getByRole('listbox')
      .locator('..')
      .getByTitle(`${lease.payReference} — Unit ${lease.unit}, ${lease.propertyName} — ${lease.tenantName}`, {
        exact: true,
      })
      .click();
    await dialog.getByRole('button', { name: 'Allocate', exact: true }).click();
    await expect(staff.getByText('Payment allocated', { exact: true })).toBeVisible();
    await staff.reload();
    await expect(row).toContainText('Matched');
    await expect(row).not.toContainText('Unmatched');
    await staff.context().close();
  });
  const after = await collected();
  // The Paybill payment is all credit by now: rent collected took exactly its amount.
  expect(after - afterPrompt).toBe(PAYBILL_KES);

  await test.step("the tenant's statement of account lists both receipts", async () => {
    await page.goto(`${PUBLIC_ORIGIN}/user/payments`);
    await expect(page.getByText(receipt).first()).toBeVisible();
    await expect(page.getByText(paybill.TransID).first()).toBeVisible();
  });

  await test.step("the owner reads this month's statement: the unit's rent collected holds both payments", async () => {
    const owner = await newPage(browser);
    await signInWithForm(owner, 'owner@example.com', `${PUBLIC_ORIGIN}/user`);
    await owner.goto(`${PUBLIC_ORIGIN}/user/statements/${lease.propertyId}/${month}`);
    const sheet = owner.getByRole('article', { name: /^Statement for / });
    const unitRow = sheet
      .getByRole('table')
      .first()
      .getByRole('row', { name: new RegExp(`^${lease.unit} `) });
    await expect(unitRow.locator('td').nth(3)).toHaveText(kesText(after));
    await owner.context().close();
  });
});
