import {
  chooseFromConsoleMenu,
  consoleCacheRaw,
  openConsole,
  sampleShown,
  serverRead,
  signInAsAdmin,
} from './console-support';
import type { Page } from '@playwright/test';
import { formatMonth, kesText } from '../../src/lib/format';
import type { Stats } from '../../src/types/api.gen';
import { expect, PUBLIC_ORIGIN, test } from './support';

/** A toast (antd's notification, role alert) with this text, in the bottom-right corner. */
async function expectBottomRightToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
}

const DASHBOARD = `${PUBLIC_ORIGIN}/dashboard`;

test.describe('main admin dashboard', () => {
  test('shows the header, Quick Stats and both panels; view links open the item and clear its New badge', async ({
    page,
  }) => {
    await signInAsAdmin(page, PUBLIC_ORIGIN);
    await openConsole(page, DASHBOARD);
    await expect(page).toHaveTitle(/^Admin Dashboard \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Email Center' })).toHaveAttribute(
      'href',
      '/admin-emails',
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Quick Stats are the data's own figures, in KES (server/domain/stats.ts is their table test).
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    const { stats: figures } = await serverRead<{ stats: Stats }>(page, '/api/admin/stats');
    for (const [label, value] of [
      ['Properties Managed', String(figures.propertiesManaged)],
      ['Units Let', `${figures.letUnitCount} of ${figures.unitCount}`],
      ['Active Tenants', String(figures.activeTenants)],
      [`Rent Collected, ${formatMonth(figures.month)}`, kesText(figures.rentCollectedKes)],
      ['Open Repairs', String(figures.openRepairs)],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(stats).not.toContainText('$');

    const emails = page.getByTestId('recent-email');
    await expect(emails).toHaveCount(5);
    const first = emails.first();
    await expect(first).toContainText('Wanjiru Kamau');
    await expect(first).toContainText(sampleShown('em-001', false));
    await expect(first).toContainText('Lease renewal for Flat B4, Ouru Complex');
    await expect(first).toContainText('60-day notice');
    await expect(first.getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See All' }).first()).toHaveAttribute(
      'href',
      '/admin-emails',
    );
    await expect(page.getByRole('link', { name: 'Compose New Email' })).toHaveAttribute(
      'href',
      '/admin-emails/compose',
    );

    const submissions = page.getByTestId('recent-submission');
    await expect(submissions.first()).toContainText('Moraa Nyakundi');
    await expect(submissions.first()).toContainText('moraa.nyakundi@example.com');
    await expect(submissions.first()).toContainText('+254 711 000 101');
    await expect(submissions.first().getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Submissions' })).toHaveAttribute(
      'href',
      '/admin-contacts',
    );

    // Reading an email from the dashboard clears its New badge there.
    await first.getByRole('link', { name: /View email from Wanjiru Kamau/ }).click();
    await expect(page).toHaveURL(/\/admin-emails\/view\/em-001$/);
    await expect(
      page.getByRole('heading', { name: 'Lease renewal for Flat B4, Ouru Complex' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByTestId('recent-email').first().getByText('New', { exact: true })).toHaveCount(0);

    // The same for a submission.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/contact-submissions/cs-001') && r.request().method() === 'PATCH',
    );
    await page.getByRole('link', { name: 'View submission from Moraa Nyakundi' }).click();
    await expect(page).toHaveURL(/\/admin-contacts\/view\/cs-001$/);
    await expect(page.getByText('Viewed', { exact: true })).toBeVisible();
    // The server keeps it (PATCH viewed): a fresh load of the dashboard shows it.
    expect((await saved).status()).toBe(200);
    await page.goto(DASHBOARD);
    await expect(page.getByTestId('recent-submission').first()).toContainText('Moraa Nyakundi');
    await expect(page.getByTestId('recent-submission').first().getByText('New', { exact: true })).toHaveCount(
      0,
    );
  });

  test("the theme: one that cannot be saved says 'Failed to update theme'; it applies to the console, shows a toast and survives a reload", async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('a theme that cannot be saved shows', async () => {
      await signInAsAdmin(page, PUBLIC_ORIGIN);
      await openConsole(page, DASHBOARD);
      // Storage refuses the write, as a full quota or a locked-down browser would.
      await page.evaluate(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key: string, value: string) {
          if (key === 'adminTheme') throw new DOMException('Storage is full', 'QuotaExceededError');
          return setItem.call(this, key, value);
        };
      });
      await page.getByRole('radiogroup').getByText('Light', { exact: true }).click();
      await expectBottomRightToast(page, 'Failed to update theme');
      expect(await page.evaluate(() => localStorage.getItem('adminTheme'))).toBeNull();
    });
    await test.step('the theme applies to the console, shows a toast', async () => {
      // A new load: storage writes again.
      await openConsole(page, DASHBOARD);
      const consoleRoot = page.locator('.console');
      await expect(consoleRoot).toHaveAttribute('data-theme', 'dark');
      const theme = page.getByRole('radiogroup');
      await theme.getByText('Light', { exact: true }).click();
      await expect(consoleRoot).toHaveAttribute('data-theme', 'light');
      await expectBottomRightToast(page, 'Theme updated successfully');
      expect(await page.evaluate(() => localStorage.getItem('adminTheme'))).toBe('light');

      await theme.getByText('Blue', { exact: true }).click();
      await expect(consoleRoot).toHaveAttribute('data-theme', 'blue');
      await page.reload();
      await expect(page.locator('.console')).toHaveAttribute('data-theme', 'blue');
      await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
    });
  });

  test('Reset demo data restores the fixtures; Logout goes to the administrator login, clears the cached data and signs out the other tabs', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, PUBLIC_ORIGIN);
    await openConsole(page, `${PUBLIC_ORIGIN}/admin-emails`);
    await page
      .getByTestId('email-row')
      .filter({ hasText: 'Lease renewal for Flat B4' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Lease renewal for Flat B4, Ouru Complex')).toHaveCount(0);

    await chooseFromConsoleMenu(page, 'Reset demo data');
    await expect(page.getByText('Demo data reset')).toBeVisible();
    await expect(page.getByText('Lease renewal for Flat B4, Ouru Complex')).toBeVisible();

    await chooseFromConsoleMenu(page, 'Back to Dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    const cached = async () => (await consoleCacheRaw(page)) ?? '';
    await expect.poll(cached).toContain('Lease renewal for Flat B4');

    // A second tab of the console.
    const other = await context.newPage();
    await openConsole(other, `${PUBLIC_ORIGIN}/admin-contacts`);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem('isAdminAuthenticated'))).toBeNull();
    // The console's cached emails, submissions and users are gone from storage.
    await expect.poll(cached).not.toContain('Lease renewal for Flat B4');
    expect(await cached()).not.toContain('@example.com');
    // The other tab followed: signed out, on the administrator login.
    await expect(other).toHaveURL(/\/admin-login$/);
  });

  test('a failed load shows an error with Retry, and corrupt stored console data falls back to the fixtures', async ({
    page,
  }) => {
    await signInAsAdmin(page, PUBLIC_ORIGIN, { 'kpm-mock-fail': '1' });
    await consoleCacheRaw(page, '{not json');
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('kpm-mock-fail'));
    const retry = (what: string) =>
      page.getByRole('alert').filter({ hasText: what }).getByRole('button', { name: 'Retry' }).click();
    await retry('The data could not be loaded');
    await retry('Quick Stats could not be loaded');
    await expect(page.getByTestId('recent-email').first()).toContainText('Wanjiru Kamau');
    await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText(/^\d+ of \d+$/)).toBeVisible();
  });
});
