import { CUSTOMER_USER, DEMO_PASSWORD } from '../fixtures';
import { login } from './auth-helpers';
import { openConsole } from './console-support';
import { expect, expectNoAxeViolations, PUBLIC_ORIGIN, test, waitForApp } from './support';

/**
 * The tenant's portal (product rules, 'Customer portal'): signed in through the login form as
 * the demo tenant (user@example.com, unit A4 of Ouru Heights, pay reference KSI-A4), the home
 * shows what is due and by when with 'Pay with M-Pesa', the lease and how to pay by Paybill;
 * 'View statement' opens the statement of account with its running balance, and a payment's
 * receipt number opens its printable receipt. Reached by clicking, at a desktop's and a
 * phone's width, with zero axe violations on each page and no page wider than the window.
 */

const noSidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [1440, 360] as const) {
  test(`the tenant: home, statement of account, receipt (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.goto('/login');
    await waitForApp(page);
    await login(page, CUSTOMER_USER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
    await waitForApp(page);

    // The home: the amount due first, with its due date and the one primary button.
    const rent = page.getByRole('region', { name: 'Your rent' });
    await expect(rent.getByRole('term').filter({ hasText: 'Amount due' })).toBeVisible();
    await expect(rent.locator('dd.portal-amount')).toHaveText(/^KES [1-9][\d,]*$/);
    await expect(rent.getByRole('term').filter({ hasText: 'Due by' })).toBeVisible();
    await expect(rent.getByRole('button', { name: 'Pay with M-Pesa' })).toBeEnabled();
    await expect(rent.getByText('Unit A4, Ouru Heights, Kisii', { exact: true })).toBeVisible();
    await expect(rent.getByRole('term').filter({ hasText: 'Monthly rent' })).toBeVisible();
    await expect(rent.getByRole('heading', { name: 'How to pay by Paybill' })).toBeVisible();
    await expect(rent.getByRole('definition').filter({ hasText: /^KSI-A4$/ })).toBeVisible();
    // The welcome stays (product rules, 'Customer portal').
    await expect(page.getByText(/Thank you for joining us/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit the Community Blog' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await test.step(`/user (${width})`, () => expectNoAxeViolations(page));

    // 'Payments' -> the statement of account.
    await page.getByRole('link', { name: 'View statement' }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user/payments`);
    await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
    await expect(page).toHaveTitle(/^Statement of account \| /);
    for (const column of ['Date', 'Description', 'Charges', 'Payments', 'Balance', 'M-Pesa receipt'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    expect(await rows.count()).toBeGreaterThan(3);
    // The running balance: the newest row's balance is the account's balance.
    const balance = await page
      .getByRole('term')
      .filter({ hasText: /^Balance$/ })
      .locator('xpath=following-sibling::dd')
      .innerText();
    await expect(rows.first().getByRole('cell').nth(4)).toHaveText(balance);
    expect(await noSidewaysScroll(page)).toBe(true);
    await test.step(`/user/payments (${width})`, () => expectNoAxeViolations(page));

    // A payment's receipt number -> its printable receipt.
    const receiptLink = page.getByRole('link', { name: /^Receipt [A-Z0-9]{10}$/ }).first();
    const receiptNumber = (await receiptLink.innerText()).trim();
    await receiptLink.click();
    await expect(page).toHaveURL(new RegExp(`^${PUBLIC_ORIGIN}/user/receipts/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const receipt = page.getByRole('article', { name: `Payment receipt ${receiptNumber}` });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText('Kisii Property Management', { exact: true })).toBeVisible();
    await expect(receipt.getByRole('definition').filter({ hasText: /^KSI-A4$/ })).toBeVisible();
    await expect(receipt.getByRole('definition').filter({ hasText: /^KES [1-9][\d,]*$/ })).toBeVisible();
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(receipt.getByRole('link', { name: 'Back to statement' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await test.step(`/user/receipts (${width})`, () => expectNoAxeViolations(page));

    // Printed: the receipt alone, without the console's heading or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt.getByRole('heading', { name: `Payment receipt ${receiptNumber}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeHidden();
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await receipt.getByRole('link', { name: 'Back to statement' }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user/payments`);
  });
}

test('an unknown receipt says so, with a way back to the statement', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await login(page, CUSTOMER_USER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
  await openConsole(page, `${PUBLIC_ORIGIN}/user/receipts/no-such-payment`);
  await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to statement' }).last().click();
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user/payments`);
});
