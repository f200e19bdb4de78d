import type { Page } from '@playwright/test';
import { CUSTOMER_SESSION } from '../fixtures';
import {
  expect,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  sentByApp,
  storeSession,
  test,
  tokenFor,
  waitForApp,
} from './support';

/**
 * 'Pay with M-Pesa' from the tenant's home, with the demo's simulated phone (product rules,
 * 'Payments' and 'Demo and QA tools'). Each test has its own data set (support.ts), so the
 * tenant of unit A4 (user@example.com, lease ls-ouru-a4, pay reference KSI-A4) starts with
 * the sample statement every time.
 */

const LEASE = 'ls-ouru-a4';

/** The lease's statement as the API server holds it (asked from the page, through the demo's front). */
async function account(page: Page): Promise<{ amountDueKes: number; balanceKes: number }> {
  return page.evaluate(
    async ({ token, lease }) => {
      const response = await fetch(`/api/portal/leases/${lease}/account`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.json();
    },
    { token: await tokenFor(page, CUSTOMER_SESSION), lease: LEASE },
  );
}

/** Counts the requests the app sends to start an M-Pesa payment. */
function countPaymentPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      sentByApp(request) &&
      request.method() === 'POST' &&
      /\/api\/portal\/leases\/[^/]+\/mpesa-payments$/.test(request.url())
    )
      count += 1;
  });
  return () => count;
}

/** The tenant, signed in, on their home (`search`: e.g. '?mpesa=cancelled'). */
async function openTenantHome(page: Page, search = ''): Promise<void> {
  await storeSession(page, PUBLIC_ORIGIN, CUSTOMER_SESSION);
  await page.goto(`/user${search}`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Pay with M-Pesa' })).toBeVisible();
}

const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay with M-Pesa' });

/** Opens the dialog and fills the phone; the amount stays the default (the amount due). */
async function startPaying(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(payDialog(page)).toBeVisible();
  await payDialog(page).getByLabel('Phone number').fill('0712345678');
}

test.describe('Pay with M-Pesa', () => {
  test('1440 px: the tenant pays on the Phone panel with the demo PIN; Payment received with the receipt, the amount due updated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTenantHome(page);
    const before = await account(page);
    expect(before.amountDueKes).toBeGreaterThan(0);

    await startPaying(page);
    const dialog = payDialog(page);
    await expect(dialog.getByLabel('Amount (KES)')).toHaveValue(String(before.amountDueKes));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send payment request' }).click();

    await expect(dialog.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
    await expect(dialog).toContainText('We sent a payment request to +254 712 345 678.');
    const phone = page.getByRole('region', { name: 'Phone' });
    await expect(phone).toContainText(
      `Pay Ksh ${before.amountDueKes.toLocaleString('en-US')} to Kisii Property Management, account KSI-A4. Enter M-Pesa PIN:`,
    );
    await expect(phone).toContainText('Demo PIN: 1234');
    await expectNoAxeViolations(page);

    await phone.getByLabel('M-Pesa PIN').fill('1234');
    await phone.getByRole('button', { name: 'Send' }).click();

    await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    const receipt = dialog.locator('strong');
    await expect(receipt).toHaveText(/^[A-Z0-9]{10}$/);
    await expect(dialog).toContainText('Your statement is updated. Amount due now: KES 0.');
    await expect(dialog.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      /^\/user\/receipts\//,
    );
    await expectNoAxeViolations(page);
    expect((await account(page)).amountDueKes).toBe(0);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The home's 'Amount due' reloads with the statement (the tenant's screen: 'KES 0' once paid).
    await expect(page.getByText('KES 0', { exact: true }).first()).toBeVisible();
  });
});
test('360 px: the form says what is wrong and sends nothing; with ?mpesa=cancelled the payment is cancelled on the phone, Try again keeps the form, the amount due unchanged', async ({
  page,
}) => {
  test.setTimeout(60000);
  await test.step('the form says what is wrong with the phone and the amount', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openTenantHome(page);
    const posts = countPaymentPosts(page);
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    const dialog = payDialog(page);
    await dialog.getByLabel('Phone number').fill('020 123 4567');
    await dialog.getByLabel('Amount (KES)').fill('300000');
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    await expect(dialog.getByText('Enter a Kenyan mobile number, such as 0712 345 678.')).toBeVisible();
    await expect(
      dialog.getByText('Enter an amount in whole shillings, from KES 1 to KES 250,000.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(posts()).toBe(0);
  });
  await test.step('360 px with ?mpesa=cancelled', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openTenantHome(page, '?mpesa=cancelled');
    const before = await account(page);

    await startPaying(page);
    const dialog = payDialog(page);
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    await expect(dialog.getByText('You cancelled the payment on your phone.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await account(page)).amountDueKes).toBe(before.amountDueKes);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByLabel('Phone number')).toHaveValue('0712345678');
    await expect(dialog.getByLabel('Amount (KES)')).toHaveValue(String(before.amountDueKes));
  });
});

test('Demo controls: sign in as Tenant, M-Pesa answers, and a Paybill payment Matched or Unmatched', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForApp(page);
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await panel.getByRole('button', { name: 'Sign in as Tenant' }).click();
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
  await waitForApp(page);

  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await expect(panel).toBeVisible();
  // Every prompt answered automatically: 'Wrong PIN' (2001).
  await panel.getByRole('radio', { name: /^Wrong PIN/ }).check();
  expect(await page.evaluate(() => localStorage.getItem('kpm-demo-mpesa'))).toBe('wrong-pin');

  await panel.getByLabel('Account number').fill('KSI-A4');
  await panel.getByLabel('Amount (KES)').fill('500');
  await panel.getByRole('button', { name: 'Send payment' }).click();
  await expect(panel.getByRole('status')).toContainText(
    /^Paybill payment of KES 500 to account KSI-A4 received \([A-Z0-9]{10}\): Matched/,
  );
  await panel.getByLabel('Account number').fill('NO-SUCH-1');
  await panel.getByRole('button', { name: 'Send payment' }).click();
  await expect(panel.getByRole('status')).toContainText('Unmatched, for staff to allocate.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await startPaying(page);
  // The Paybill payment above paid what was due: the amount starts empty, so give one.
  await expect(payDialog(page).getByLabel('Amount (KES)')).toHaveValue('');
  await payDialog(page).getByLabel('Amount (KES)').fill('100');
  await payDialog(page).getByRole('button', { name: 'Send payment request' }).click();
  await expect(payDialog(page).getByText('The M-Pesa PIN was wrong. Try again.')).toBeVisible();
});
