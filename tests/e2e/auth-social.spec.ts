import type { Page } from '@playwright/test';
import { SOCIAL_DEMO_USER } from '../fixtures';
import {
  expect,
  expectFloatingButtonsClear,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  test,
  waitForApp,
} from './support';
import { expectLoginPage, expectServerSession, sessionKeys } from './auth-helpers';

/**
 * Clicks 'Continue with {provider}' on the login page: the browser goes to the API server's
 * GET /api/auth/{provider} with a fresh `state`, which in demo mode answers 302 to the app's
 * consent page with that same `state` (docs/api-server.md, 'What is simulated').
 */
async function continueWith(page: Page, provider: string): Promise<void> {
  const id = provider.toLowerCase();
  const started = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === `/api/auth/${id}`,
  );
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const request = await started;
  const state = new URL(request.url()).searchParams.get('state');
  expect(state).toMatch(/^[0-9a-f]{32}$/);
  const answer = await request.response();
  expect(answer?.status(), 'the server redirects').toBe(302);
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/auth/consent/${id}?state=${state}`);
}

test.describe("social sign-in in demo mode (docs/api-server.md, 'What is simulated')", () => {
  // The four providers share one code path: Google walks it to the end; the others show that
  // their button opens their own consent page (the provider is data: src/config, the server's
  // names), and Cancel there returns to /login with a message, once.
  test('Apple, Yahoo and Outlook: each button opens its consent page (axe at 1440 and 360); Cancel returns to /login with a message; an unknown provider says so', async ({
    page,
  }) => {
    test.setTimeout(60000);
    for (const provider of ['Apple', 'Yahoo', 'Outlook']) {
      await page.goto('/login');
      await waitForApp(page);
      await continueWith(page, provider);
      await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue as Demo User' })).toBeVisible();
    }
    await test.step('axe: the consent page at 1440 and 360', async () => {
      await expect(page.getByText(SOCIAL_DEMO_USER.email)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFloatingButtonsClear(page, 'the consent page at 1440 px');
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoAxeViolations(page);
      await expectFloatingButtonsClear(page, 'the consent page at 360 px');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled.' })).toBeVisible();
    expect((await sessionKeys(page)).token).toBeNull();
    // Shown once: a reload does not repeat it.
    await page.reload();
    await expectLoginPage(page);
    await expect(page.getByText('Sign-in was cancelled.')).toHaveCount(0);

    await test.step('an unknown provider says so', async () => {
      await page.goto('/auth/consent/myspace');
      await expect(page.getByRole('heading', { name: 'Unknown sign-in provider' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    });
  });

  for (const provider of ['Google']) {
    test(`${provider}: consent page, callback, stored session, /user`, async ({ page }) => {
      // When the token left the address bar, and when the callback screen's chunk was requested.
      await page.addInitScript(() => {
        const w = window as unknown as { __stripped?: number };
        const replace = history.replaceState.bind(history);
        history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
          if (
            w.__stripped === undefined &&
            location.hash.includes('token=') &&
            !String(url).includes('token=')
          )
            w.__stripped = performance.now();
          replace(state, unused, url);
        };
      });
      await page.goto('/login');
      await waitForApp(page);
      await continueWith(page, provider);
      await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
      await expect(page.getByText(SOCIAL_DEMO_USER.email)).toBeVisible();
      await page.getByRole('button', { name: 'Continue as Demo User' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
      await waitForApp(page);
      const keys = await sessionKeys(page);
      await expectServerSession(page, keys.token, SOCIAL_DEMO_USER.email);
      expect(JSON.parse(keys.user ?? '{}')).toMatchObject({ email: SOCIAL_DEMO_USER.email, role: 'user' });
      // The token left the address bar before any route's code was even requested.
      const timing = await page.evaluate(() => ({
        stripped: (window as unknown as { __stripped?: number }).__stripped,
        callbackChunk: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/auth-callback-page-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.stripped).toBeDefined();
      expect(timing.callbackChunk).toBeDefined();
      expect(timing.stripped!).toBeLessThan(timing.callbackChunk!);
      // It is in neither the address bar nor the history entry.
      expect(new URL(page.url()).hash).toBe('');
      await page.goBack();
      expect(page.url()).not.toContain('token=');
    });
  }

  // A rejected token: auth-callback-page.test.tsx.
});
