import { type Page } from '@playwright/test';
import { routeEntries, visitPath } from '../fixtures';
import { expect, expectNoAxeViolations, test, waitForApp } from './support';

/** Every public route offline and with axe (WCAG 2.1 AA) at 1440 and 360 px; phones without sideways scroll. */

const LOCAL_HOSTS = ['localhost', 'admin.localhost'];

/** Every public page of the public host (the route table), and an article that is not there. */
const PUBLIC_ROUTES: { path: string; title?: string }[] = [
  ...routeEntries('public', ['anyone']).map((entry) => ({ path: visitPath(entry), title: entry.title })),
  { path: '/article/no-such-article' },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('axe: zero WCAG 2.1 AA violations', () => {
  test('the home page service modal and the contact form after sending', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Property Marketing' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/contact');
    const form = page.locator('form');
    await form.getByLabel('Full Name', { exact: true }).fill('Jane Doe');
    await form.getByLabel('Email Address', { exact: true }).fill('jane@example.com');
    const phone = form.getByLabel('Mobile Number', { exact: true });
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('712345678');
    await form.getByLabel('Message', { exact: true }).fill('Hello');
    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phones: 360 px without horizontal scroll', () => {
  for (const path of ['/', '/contact', '/article/market-trends-1']) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

/**
 * Per public route, offline (every non-localhost request aborted): no request to another
 * host, no broken image, no page error, one h1, the route table's title, and zero axe
 * violations at 1440 and 360 px.
 */
test.describe('offline and axe, every public route', () => {
  for (const { path, title } of PUBLIC_ROUTES) {
    test(path, async ({ page }) => {
      const foreign: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (!LOCAL_HOSTS.includes(new URL(request.url()).hostname) && !request.url().startsWith('data:')) {
          foreign.push(request.url());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route(
        (url) => !LOCAL_HOSTS.includes(new URL(url).hostname),
        (route) => route.abort(),
      );

      await open(page, path);
      const images = page.locator('img');
      const count = await images.count();
      expect(count, `${path} has images`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const img = images.nth(i);
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
            message: `${await img.getAttribute('src')} loads`,
          })
          .toBe(true);
      }
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // An inner page keeps a clear gap below its page header (product rules, 'Public site').
      const gap = await page.evaluate(() => {
        const header = document.querySelector('.page-header');
        // The first thing the page shows below the header (padding may sit on any wrapper).
        const content = header?.nextElementSibling?.querySelector('h2, h3, p, li, a, button, input, img');
        return header && content
          ? content.getBoundingClientRect().top - header.getBoundingClientRect().bottom
          : null;
      });
      if (gap !== null) expect(gap, `${path}: gap below the page header`).toBeGreaterThanOrEqual(16);
      if (title) await expect(page).toHaveTitle(`${title} | Kisii Property Management`);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoAxeViolations(page);
    });
  }
});
