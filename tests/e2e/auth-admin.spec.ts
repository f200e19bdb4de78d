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

test.describe('administrator login', () => {
  test('public /admin-login: the variant texts, no social buttons, no contact link; axe on /admin-login and the admin host /login at 1440 and 360', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('public /admin-login: the variant texts', async () => {
      await page.goto('/admin-login');
      await waitForApp(page);
      await expectAdminLoginPage(page);
      await expect(page.getByText('Secure access for property manager administrators only')).toBeVisible();
      await expect(page.getByLabel('Username')).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
      await expect(page.getByText("Don't have an account?")).toHaveCount(0);
      await expect(page.getByText('OR', { exact: true })).toHaveCount(0);
    });
    await test.step('axe: /admin-login and the admin host /login', async () => {
      for (const url of [`${PUBLIC_ORIGIN}/admin-login`, `${ADMIN_ORIGIN}/login`]) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(url);
        await waitForApp(page);
        await expectAdminLoginPage(page);
        await expectNoAxeViolations(page);
        await expectFloatingButtonsClear(page, `${url} at 1440 px`);
        await page.setViewportSize({ width: 360, height: 800 });
        await expectNoAxeViolations(page);
        await expectFloatingButtonsClear(page, `${url} at 360 px`);
      }
      // With an error showing, too.
      await adminLogin(page, 'admin', 'wrong');
      await expect(loginAlert(page, ADMIN_FAILED)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('public host: wrong pair shows the text, right pair lands on /dashboard with the flag', async ({
    page,
  }) => {
    await page.goto('/admin-login');
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

  test('admin host: wrong pair shows the text, right pair lands on /', async ({ page }) => {
    await page.goto(`${ADMIN_ORIGIN}/login`);
    await waitForApp(page);
    await expectAdminLoginPage(page);
    // Shown alone: its own compact frame with the logo, no public navigation.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await adminLogin(page, 'administrator', ADMIN_CREDENTIALS.password);
    await expect(loginAlert(page, ADMIN_FAILED)).toBeVisible();
    await adminLogin(page, ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toHaveCount(0);
    expect((await sessionKeys(page)).isAdminAuthenticated).toBe('true');
    // Signed in, /login leaves for /.
    await page.goto(`${ADMIN_ORIGIN}/login`);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
  });
});
