import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PUBLIC_ORIGIN, waitForApp } from './support';
import { expectLoginPage, sessionKeys } from './auth-helpers';

test.describe('social sign-in in mock mode (DECISIONS: Offline first)', () => {
  for (const provider of ['Google', 'Apple', 'Yahoo', 'Outlook']) {
    test(`${provider}: consent page, callback, stored session, /user`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: `Continue with ${provider}` }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/api/auth/${provider.toLowerCase()}`);
      await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
      await expect(page.getByText('user@example.com')).toBeVisible();
      await page.getByRole('button', { name: 'Continue as Demo User' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
      await waitForApp(page);
      const keys = await sessionKeys(page);
      expect(keys.token).toMatch(/^demo\.u-user\./);
      expect(JSON.parse(keys.user ?? '{}')).toMatchObject({ email: 'user@example.com', role: 'user' });
      // The token never stays in the address bar or the history entry.
      expect(new URL(page.url()).hash).toBe('');
      await page.goBack();
      expect(page.url()).not.toContain('token=');
    });
  }

  test('Cancel returns to /login with a message', async ({ page }) => {
    await page.goto('/api/auth/apple');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled.' })).toBeVisible();
    expect((await sessionKeys(page)).token).toBeNull();
    // Shown once: a reload does not repeat it.
    await page.reload();
    await expectLoginPage(page);
    await expect(page.getByText('Sign-in was cancelled.')).toHaveCount(0);
  });

  test('a callback without a token lands on /login with a clear message', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    await expect(page.getByRole('alert').filter({ hasText: 'no sign-in token was received' })).toBeVisible();
  });

  test('a rejected token lands on /login, is stripped from the URL and stores nothing', async ({ page }) => {
    await page.goto('/auth/callback#token=expired-token');
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be verified' })).toBeVisible();
    await expectLoginPage(page);
    expect(await sessionKeys(page)).toEqual({ token: null, user: null, isAdminAuthenticated: null });
  });

  test('an unknown provider says so', async ({ page }) => {
    await page.goto('/api/auth/myspace');
    await expect(page.getByRole('heading', { name: 'Unknown sign-in provider' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
  });

  test('axe: the consent page at 1440 and 360', async ({ page }) => {
    await page.goto('/api/auth/google');
    await expect(page.getByText('user@example.com')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
  });
});
