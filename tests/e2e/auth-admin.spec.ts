import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIALS, ADMIN_USER } from '../fixtures';
import {
  ADMIN_ORIGIN,
  expect,
  expectFloatingButtonsClear,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  test,
  waitForApp,
} from './support';
import {
  adminLogin,
  expectAdminLoginPage,
  expectServerSession,
  loginAlert,
  sessionKeys,
} from './auth-helpers';

const ADMIN_FAILED = 'Invalid administrator credentials.';

/** Axe and the floating buttons on the login page showing, at 1440 and then 360 px (back to 1440 after). */
async function checkAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await expectNoAxeViolations(page);
    await expectFloatingButtonsClear(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// One walk over both hosts (each host keeps its own session): the public host's page, then the
// admin host's, each checked with axe before its sign-in.
test('administrator login: the variant texts, no social buttons, no contact link; a wrong pair shows the text, the right pair lands on /dashboard (public host) and / (admin host) with the flag; axe at 1440 and 360', async ({
  page,
}) => {
  test.setTimeout(60000);
  await test.step('public /admin-login: the variant texts; axe', async () => {
    await page.goto('/admin-login');
    await waitForApp(page);
    await expectAdminLoginPage(page);
    await expect(page.getByText('Secure access for property manager administrators only')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
    await expect(page.getByText("Don't have an account?")).toHaveCount(0);
    await expect(page.getByText('OR', { exact: true })).toHaveCount(0);
    await checkAtBothWidths(page, `${PUBLIC_ORIGIN}/admin-login`);
  });

  await test.step('public host: wrong pair shows the text, right pair lands on /dashboard with the flag', async () => {
    await adminLogin(page, ADMIN_CREDENTIALS.username, 'wrong');
    const alert = loginAlert(page, ADMIN_FAILED);
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText('sign up');
    expect((await sessionKeys(page)).isAdminAuthenticated).toBeNull();

    await adminLogin(page, ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password);
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/dashboard`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toHaveCount(0);
    const keys = await sessionKeys(page);
    expect(keys.isAdminAuthenticated).toBe('true');
    await expectServerSession(page, keys.token, ADMIN_USER.email);
    expect(JSON.parse(keys.user ?? '{}')).toMatchObject({ role: 'admin' });
  });

  await test.step('admin host /login: its own compact frame; axe, also with an error showing', async () => {
    await page.goto(`${ADMIN_ORIGIN}/login`);
    await waitForApp(page);
    await expectAdminLoginPage(page);
    // Shown alone: its own compact frame with the logo, no public navigation.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await checkAtBothWidths(page, `${ADMIN_ORIGIN}/login`);
    await adminLogin(page, 'administrator', ADMIN_CREDENTIALS.password);
    await expect(loginAlert(page, ADMIN_FAILED)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('admin host: the right pair lands on /; signed in, /login leaves for /', async () => {
    await adminLogin(page, ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toHaveCount(0);
    expect((await sessionKeys(page)).isAdminAuthenticated).toBe('true');
    await page.goto(`${ADMIN_ORIGIN}/login`);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
  });
});
