import { type Page } from '@playwright/test';
import { ADMIN_SESSION, PUBLIC_HOST_ONLY_PATHS } from '../fixtures';
import { navigateInApp } from './console-support';
import { ADMIN_ORIGIN, expect, PUBLIC_ORIGIN, storeSession, test, waitForApp } from './support';

/**
 * Every route of the route table (product rules, 'Hosts and routes') resolves to its screen (an
 * h1, no error screen) or its redirect.
 */

async function expectScreen(page: Page, origin: string, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForApp(page);
  await expect(page).toHaveURL(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
}

/*
 * Each public page is visited by public-offline-a11y.spec.ts, the login pages and the
 * guarded routes by auth-*.spec.ts; this file covers what the router itself decides.
 */
test.describe('public host', () => {
  test('unknown paths go to /, odd casing and trailing slashes to the canonical route', async ({ page }) => {
    for (const [from, to] of [
      ['/no-such-page', '/'],
      ['/FAQ', '/faq'],
      ['/faq/', '/faq'],
      ['/About-Us/', '/about-us'],
      ['/Article/market-trends-1/', '/article/market-trends-1'],
      ['/admin', '/'],
    ] as const) {
      await page.goto(`${PUBLIC_ORIGIN}${from}`);
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}${to}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('Coming Soon pages carry their own names, a logo and a muted looping video; under reduced motion a still image', async ({
    page,
  }) => {
    // The walks run under reduced motion (playwright.config.ts): the video is for everyone else.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const [path, name] of [
      ['/coming-soon', 'Coming Soon'],
      ['/pricing', 'Pricing Plans'],
      ['/project', 'Project Management'],
      ['/tenants', 'Tenants Portal'],
    ] as const) {
      await page.goto(`${PUBLIC_ORIGIN}${path}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Kisii Property Management`);
      await expect(page.locator('.coming-soon__tag')).toHaveText('Coming Soon');
      await expect(page.getByRole('img', { name: /logo/ })).toBeVisible();
      const video = page.getByTestId('coming-soon-video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveAttribute('playsinline', '');
      // /tenants adds the portal's ways in beside Contact Us and WhatsApp; the others do not.
      const main = page.getByRole('main');
      const portalLinks = main.getByRole('link', { name: /^(Sign in to the portal|Request portal access)$/ });
      if (path === '/tenants') {
        await expect(portalLinks).toHaveText(['Sign in to the portal', 'Request portal access']);
        await expect(main.getByRole('link', { name: 'Sign in to the portal' })).toHaveAttribute(
          'href',
          '/login',
        );
        await expect(main.getByRole('link', { name: 'Request portal access' })).toHaveAttribute(
          'href',
          '/signup',
        );
      } else {
        await expect(portalLinks).toHaveCount(0);
      }
    }

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('coming-soon-video')).toHaveCount(0);
    await expect(page.locator('img.coming-soon__media')).toBeVisible();
  });

  test('a deep link opened in a fresh tab resolves', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await expectScreen(page, PUBLIC_ORIGIN, '/privacy-policy');
    await context.close();
  });
});

test.describe('admin host', () => {
  // A forged flag without a token: auth-admin.spec.ts. Every screen of the admin host is reached
  // by clicking (findability.spec.ts) and every console route with its example id resolves on
  // the public host (console-a11y.spec.ts); which host serves which route is the route table's
  // unit test (src/app/routes.test.ts).
  test('signed in, pages only the public host has redirect to /', async ({ page }) => {
    await storeSession(page, ADMIN_ORIGIN, ADMIN_SESSION);
    const [first, ...rest] = [...PUBLIC_HOST_ONLY_PATHS, '/login', '/unknown'];
    // The first loaded afresh, the rest reached inside the app: the router decides either way.
    await page.goto(`${ADMIN_ORIGIN}${first}`);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
    for (const path of rest) await navigateInApp(page, path, '/');
  });
});
