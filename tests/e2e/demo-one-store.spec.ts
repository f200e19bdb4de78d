import type { Page } from '@playwright/test';
import { ADMIN_SESSION, ADMIN_USER, CUSTOMER_SESSION, DEMO_PASSWORD } from '../fixtures';
import { login } from './auth-helpers';
import { openConsole, signInAsAdmin } from './console-support';
import {
  ADMIN_ORIGIN,
  expect,
  LIVE_WITHIN_MS,
  PUBLIC_ORIGIN,
  storeSession,
  test,
  tokenFor,
  waitForApp,
} from './support';

/**
 * The one shared data set (product rules, 'One demo, one data set'): both hosts and every tab share one data set,
 * kept by the API server behind /api/ (docs/api-server.md), and open screens follow
 * changes made elsewhere without a reload. Each test has a data set of its own (the
 * `kpm-dataset` cookie, set on both hosts by the shared fixture in support.ts).
 */

test('the one-laptop story: an enquiry on the public host is New in the console after the admin signs in at /login and lands on the admin host', async ({
  page,
}) => {
  await page.goto(`${PUBLIC_ORIGIN}/contact`);
  await waitForApp(page);
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
  await expect(form.getByRole('button', { name: /^Kenya/ })).toBeVisible();
  await form.getByLabel('Full Name', { exact: true }).fill('Nyaboke Demo Visitor');
  await form.getByLabel('Email Address', { exact: true }).fill('nyaboke@example.com');
  const phone = form.getByLabel('Mobile Number', { exact: true });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('712345678');
  await form.getByLabel('Message', { exact: true }).fill('I own four flats in Kisii and need a manager.');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Your message has been sent successfully! We'll get back to you soon."),
  ).toBeVisible();

  await page.goto(`${PUBLIC_ORIGIN}/login`);
  await waitForApp(page);
  await login(page, ADMIN_USER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'View All Submissions' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Nyaboke Demo Visitor' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('New');
});

/** A console page of `origin` with the admin signed in there, at `path`. */
async function consoleOn(page: Page, origin: string, path: string) {
  await signInAsAdmin(page, origin);
  await openConsole(page, `${origin}${path}`);
}

test('a change on one host shows on the other without a reload', async ({ page, context }) => {
  const publicPage = page;
  const adminPage = await context.newPage();
  await consoleOn(publicPage, PUBLIC_ORIGIN, '/admin-contacts');
  await consoleOn(adminPage, ADMIN_ORIGIN, '/admin-contacts');
  const juma = (p: Page) => p.getByRole('button', { name: 'Delete submission from Juma Hassan' });
  await expect(juma(adminPage)).toBeVisible();

  // Deleted on the public host: gone on the admin host.
  await juma(publicPage).click();
  await publicPage
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(juma(adminPage)).toHaveCount(0, { timeout: LIVE_WITHIN_MS });

  // Viewed on the admin host: Viewed on the public host's dashboard panel too.
  await adminPage.getByRole('link', { name: 'View submission from Moraa Nyakundi' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Submission from Moraa Nyakundi' })).toBeVisible();
  const moraa = publicPage.getByRole('row').filter({ hasText: 'Moraa Nyakundi' });
  await expect(moraa).toContainText('Viewed', { timeout: LIVE_WITHIN_MS });
});

test('two tabs each sending 30 changes at once to one table lose none', async ({ page, context }) => {
  const tabs = [page, await context.newPage()];
  for (const tab of tabs) await consoleOn(tab, PUBLIC_ORIGIN, '/manager');
  const token = await tokenFor(page, ADMIN_SESSION);
  // Each tab adds 30 users at once, through the demo front like any other call. A burst, not
  // a flood: the server is shared with the other tests running meanwhile (the HTTP layer's
  // own concurrency tests are in server/http/*.test.ts).
  const BURST = 30;
  const added = await Promise.all(
    tabs.map((tab, n) =>
      tab.evaluate(
        async ({ token, n, BURST }) => {
          const statuses = await Promise.all(
            Array.from({ length: BURST }, (_, i) =>
              fetch('http://localhost:5000/api/admin/users', {
                method: 'POST',
                headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
                body: JSON.stringify({
                  id: `burst-${n}-${i}`,
                  name: `Burst ${n}-${i}`,
                  email: `burst${n}.${i}@example.com`,
                }),
              }).then((response) => response.status),
            ),
          );
          return statuses.flatMap((status, i) => (status === 201 ? [`burst-${n}-${i}`] : []));
        },
        { token, n, BURST },
      ),
    ),
  );
  expect(added.map((ids) => ids.length)).toEqual([BURST, BURST]);
  const stored = await page.evaluate(async (token) => {
    const response = await fetch('http://localhost:5000/api/admin/users', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { id: string }[]).map((u) => u.id);
  }, token);
  for (const id of added.flat()) expect(stored).toContain(id);
  // And each tab's screen follows the other's changes without a reload.
  for (const [tab, other] of [
    [0, 1],
    [1, 0],
  ] as const) {
    await expect(
      tabs[tab]!.getByRole('cell', { name: `Burst ${other}-${BURST - 1}`, exact: true }),
    ).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });
  }
});

test("the tenant's story across the hosts: paid by M-Pesa, seen by staff on the admin host; a stray Paybill payment allocated shows on the tenant's statement", async ({
  page,
  context,
}) => {
  // A long walk over two hosts and three screens (40 s on an idle 2-core machine).
  test.setTimeout(90_000);
  // The tenant pays; every prompt is answered 'success' by the demo (?mpesa=success).
  await storeSession(page, PUBLIC_ORIGIN, CUSTOMER_SESSION);
  await page.goto(`${PUBLIC_ORIGIN}/user?mpesa=success`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await pay.getByLabel('Phone number').fill('0712 345 678');
  await pay.getByRole('button', { name: 'Send payment request' }).click();
  await expect(pay.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const receipt = (await pay.locator('strong').textContent()) ?? '';
  expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
  await pay.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/user\/receipts\//);
  await expect(page.getByText(receipt).first()).toBeVisible();

  // A stray Paybill payment: account 'KSIA4', the tenant's reference without its dash.
  expect(
    await page.evaluate(async () => {
      const response = await fetch('/api/demo/paybill-payments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accountNumber: 'KSIA4', amountKes: 700 }),
      });
      return response.status;
    }),
  ).toBe(201);

  // Staff on the admin host: the M-Pesa payment is there, Matched; the stray one is allocated.
  const staff = await context.newPage();
  await signInAsAdmin(staff, ADMIN_ORIGIN);
  await openConsole(staff, `${ADMIN_ORIGIN}/admin-payments`);
  const rows = staff.locator('.ant-table-tbody tr.ant-table-row');
  const paid = rows.filter({ hasText: receipt });
  await expect(paid).toContainText('Brian Nyakundi');
  await expect(paid).toContainText('Matched');
  await staff.getByRole('searchbox', { name: 'Search payments' }).fill('KSIA4');
  const stray = rows.filter({ hasText: 'KSIA4' });
  await expect(stray).toContainText('Unmatched');
  await stray.getByRole('button', { name: /^Allocate payment / }).click();
  const allocate = staff.getByRole('dialog', { name: 'Allocate payment' });
  await allocate.getByRole('combobox', { name: 'Lease' }).fill('KSI-A4');
  await staff
    .getByRole('listbox')
    .locator('..')
    .getByTitle('KSI-A4 — Unit A4, Ouru Heights — Brian Nyakundi', { exact: true })
    .click();
  await allocate.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(staff.getByText('Payment allocated', { exact: true })).toBeVisible();
  await expect(stray).not.toContainText('Unmatched');
  await expect(stray).toContainText('Matched');

  // The tenant's statement shows it, live.
  await page.goto(`${PUBLIC_ORIGIN}/user/payments`);
  await waitForApp(page);
  const kes700 = page.getByRole('row').filter({ hasText: 'KES 700' });
  await expect(kes700.first()).toBeVisible({ timeout: LIVE_WITHIN_MS });
});
