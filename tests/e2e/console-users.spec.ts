import { MANAGER_SESSION } from '../fixtures';
import { openConsole, signInAsAdmin } from './console-support';
import { ADMIN_ORIGIN, expect, PUBLIC_ORIGIN, storeSession, test } from './support';

/** The Manage Users table's rows: each user's row has its Remove button. */
const userRows = (page: import('@playwright/test').Page) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Remove / }) });

test('/admin: traffic, Add Blog Post, Manage Users with upgrade, Revenue Overview', async ({ page }) => {
  await signInAsAdmin(page, ADMIN_ORIGIN);
  await openConsole(page, `${ADMIN_ORIGIN}/admin`);
  const traffic = page.getByRole('region', { name: 'Traffic' });
  for (const [label, value] of [
    ['Year', '5,000'],
    ['Month', '1,200'],
    ['Week', '300'],
    ['Today', '40'],
    ['Yesterday', '35'],
  ] as const) {
    await expect(traffic.getByRole('group', { name: label })).toContainText(value);
  }
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  await expect(page.getByText('Add blog content feature coming soon!')).toBeVisible();
  await expect(page.getByText('Revenue Overview')).toBeVisible();
  await expect(page.getByText(/charts are coming soon/i)).toBeVisible();

  const rows = userRows(page);
  await expect(rows).toHaveCount(6);
  // Empty or blank inputs: nothing happens.
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('blank@example.com');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(rows).toHaveCount(6);

  await page.getByLabel('Name').fill('Zawadi <b>Achieng</b>');
  await page.getByLabel('Email').fill('zawadi@example.com');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(rows).toHaveCount(7);
  const zawadi = rows.filter({ hasText: 'Zawadi <b>Achieng</b>' });
  await expect(zawadi).toContainText('User');
  await expect(zawadi).toContainText('zawadi@example.com');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');

  // Upgrade is one way: the button goes once the row is a manager; managers never have it.
  await expect(page.getByRole('button', { name: 'Upgrade Mercy Kerubo to Manager' })).toHaveCount(0);
  await zawadi.getByRole('button', { name: /Upgrade .* to Manager/ }).click();
  await expect(zawadi).toContainText('Manager');
  await expect(zawadi.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);

  // A reload once the removal is answered (leaving mid-change asks first: console-chaos.spec.ts).
  const removed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname.startsWith('/api/admin/users/'),
  );
  await page.getByRole('button', { name: 'Remove Brian Nyakundi' }).click();
  await expect(rows.filter({ hasText: 'Brian Nyakundi' })).toHaveCount(0);
  await removed;
  await page.reload();
  await expect(userRows(page)).toHaveCount(6);
});

test('/manager: manager traffic and add/remove users without upgrade', async ({ page }) => {
  await storeSession(page, PUBLIC_ORIGIN, MANAGER_SESSION);
  await openConsole(page, `${PUBLIC_ORIGIN}/manager`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  const traffic = page.getByRole('region', { name: 'Traffic' });
  for (const value of ['2,400', '650', '130', '25', '20']) {
    await expect(traffic.getByText(value, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  await expect(page.getByText('Add blog content feature coming soon!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);
  const rows = userRows(page);
  await page.getByLabel('Name').fill('Baraka Mwangi');
  await page.getByLabel('Email').fill('baraka@example.com');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(rows.filter({ hasText: 'Baraka Mwangi' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Baraka Mwangi' }).click();
  await expect(rows.filter({ hasText: 'Baraka Mwangi' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
