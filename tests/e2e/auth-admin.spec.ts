import {
  ADMIN_CREDENTIALS,
  ADMIN_SESSION,
  ADMIN_USER,
  CUSTOMER_SESSION,
  CUSTOMER_USER,
  QA_FAILURES,
} from '../fixtures';
import {
  ADMIN_ORIGIN,
  expect,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  test,
  tokenFor,
  waitForApp,
} from './support';
import {
  adminLogin,
  expectAdminLoginPage,
  expectServerSession,
  handOffFragment,
  loginAlert,
  seedStorage,
  sessionKeys,
} from './auth-helpers';

const ADMIN_FAILED = 'Invalid administrator credentials.';

test.describe('administrator login', () => {
  test('public /admin-login: the variant texts, no social buttons, no contact link', async ({ page }) => {
    await page.goto('/admin-login');
    await waitForApp(page);
    await expectAdminLoginPage(page);
    await expect(page.getByText('Secure access for property manager administrators only')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
    await expect(page.getByText("Don't have an account?")).toHaveCount(0);
    await expect(page.getByText('OR', { exact: true })).toHaveCount(0);
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

  test('admin host: a 500 and a dropped network show the server error text', async ({ page }) => {
    for (const username of [QA_FAILURES.serverError.username, QA_FAILURES.networkDown.username]) {
      await page.goto(`${ADMIN_ORIGIN}/login`);
      await adminLogin(page, username, 'x');
      await expect(loginAlert(page, 'Server error. Please try again later.')).toBeVisible();
    }
  });

  test('admin host: a forged flag without a token still shows only /login', async ({ page }) => {
    await seedStorage(page, ADMIN_ORIGIN, {
      isAdminAuthenticated: 'true',
      user: JSON.stringify(ADMIN_USER),
    });
    for (const path of ['/', '/dashboard', '/admin-emails']) {
      await page.goto(`${ADMIN_ORIGIN}${path}`);
      await expect(page).toHaveURL(`${ADMIN_ORIGIN}/login`);
      await expectAdminLoginPage(page);
    }
  });

  test('admin host: a hand-off in another shape or for another role is refused and stripped', async ({
    page,
  }) => {
    // Tokens the server knows: the hand-off itself is refused, not its token.
    for (const fragment of [
      handOffFragment({ token: await tokenFor(page, CUSTOMER_SESSION), user: CUSTOMER_USER }),
      handOffFragment({
        token: await tokenFor(page, ADMIN_SESSION),
        user: ADMIN_USER,
        isAdminAuthenticated: 'true',
      }),
      '#session=not-json',
    ]) {
      await page.goto(`${ADMIN_ORIGIN}/${fragment}`);
      await expect(page).toHaveURL(`${ADMIN_ORIGIN}/login`);
      await expectAdminLoginPage(page);
      expect(await sessionKeys(page)).toEqual({ token: null, user: null, isAdminAuthenticated: null });
    }
  });

  test('logout: without the flag, token and user the admin screens go to the administrator login', async ({
    page,
  }) => {
    // The console's Logout button (staff console issue) calls useLogout(), which removes
    // these keys (unit-tested); here: what the guards do once they are gone.
    await page.goto('/admin-login');
    await adminLogin(page, ADMIN_CREDENTIALS.username, ADMIN_CREDENTIALS.password);
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/dashboard`);
    await page.evaluate(() =>
      ['isAdminAuthenticated', 'token', 'user'].forEach((k) => localStorage.removeItem(k)),
    );
    await page.goto('/admin-emails');
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/admin-login`);
    await expectAdminLoginPage(page);
  });

  test('axe: /admin-login and the admin host /login at 1440 and 360', async ({ page }) => {
    for (const url of [`${PUBLIC_ORIGIN}/admin-login`, `${ADMIN_ORIGIN}/login`]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url);
      await waitForApp(page);
      await expectAdminLoginPage(page);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoAxeViolations(page);
    }
    // With an error showing, too.
    await adminLogin(page, 'admin', 'wrong');
    await expect(loginAlert(page, ADMIN_FAILED)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
