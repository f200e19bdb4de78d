import { type APIRequestContext } from '@playwright/test';
import { prerenderPaths } from '../fixtures';
import { ADMIN_ORIGIN, expect, h1Of, test, waitForApp, watchErrors } from './support';

/**
 * Prerendered public pages (product rules, 'Static-first public pages'): every page of the sitemap is prerendered, holds
 * its content in the raw HTML, hydrates with no error, and reads without JavaScript.
 */

/** The paths of the build's sitemap.xml: every prerendered public page. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

test("the sitemap and robots.txt; every public page's raw HTML holds its heading, title, description and canonical link; the admin host gets none", async ({
  request,
}) => {
  test.setTimeout(60000);
  await test.step('the sitemap lists every public page', async () => {
    const pages = await publicPages(request);
    expect(pages.sort()).toEqual((await prerenderPaths()).sort());
    expect(pages).not.toContain('/login');
    expect(pages).not.toContain('/dashboard');
    expect(await (await request.get('/robots.txt')).text()).toMatch(
      /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m,
    );
  });
  await test.step('the raw HTML of every public page holds', async () => {
    for (const path of await publicPages(request)) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(h1Of(html), path).not.toBe('');
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`),
      );
      expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      // The app's script waits for the page: no module script or preload in the HTML itself.
      expect(html, path).not.toMatch(/<script type="module"/);
    }
  });
  await test.step('the admin host never gets a prerendered page', async () => {
    const adminHost = new URL(ADMIN_ORIGIN).host;
    for (const path of ['/', '/faq', '/article/market-trends-1']) {
      const html = await (await request.get(path, { headers: { Host: adminHost } })).text();
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

// Every public page hydrating with no error and keeping its heading: the walk of
// public-offline-a11y.spec.ts, which loads each one.
test('after hydration the app navigates without a page load; a stale session on a public page is cleared quietly', async ({
  page,
}) => {
  test.setTimeout(60000);
  await test.step('after hydration the app navigates between pages', async () => {
    const errors = watchErrors(page);
    await page.goto('/faq');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
  await test.step('a stale session on a public page is cleared quietly', async () => {
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-token');
      localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'a@b.c', role: 'user' }));
      localStorage.setItem('adminTheme', '{not json');
    });
    const errors = watchErrors(page);
    await page.goto('/faq');
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
  });
});

test.describe('a failed chunk', () => {
  // The mock worker would fetch the chunk itself, out of the page's routing: off here.
  test.use({ serviceWorkers: 'block' });

  test('after hydration shows the error screen with Reload', async ({ page }) => {
    await page.goto('/faq');
    await waitForApp(page);
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages read, links work, FAQ answers open, tabs show every panel, the form says it needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Your Premier Partner for Comprehensive Property Management',
      }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // Every tab's panel shows under its own heading; the tab list is hidden.
    for (const topic of ['MRI Tax Support', 'Project Management', 'Property Management']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expect(page.getByRole('tablist')).toBeHidden();
    const question = page.getByText('What is Monthly Rental Income (MRI) tax?');
    await question.click();
    await expect(page.getByText(/charged at 7\.5%/).first()).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('note')).toHaveText(/^Sending a message needs JavaScript\./);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  });
});
