import { type Page } from '@playwright/test';
import { prerenderPaths, routeEntries, visitPath } from '../fixtures';
import {
  expect,
  expectFloatingButtonsClear,
  expectNoAxeViolations,
  h1Of,
  test,
  waitForApp,
  watchErrors,
} from './support';

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

/**
 * Every public route, loaded afresh, works offline: not one request to another host (the
 * page's or its service worker's), no broken image, no page or console error, a prerendered page
 * keeps the heading of its raw HTML once hydrated (product rules, 'Static-first public
 * pages'), one h1, the route table's title, zero axe violations at 1440 and 360 px, and no
 * sideways scroll at 360 px. In three walks of about equal length, which run side by side
 * (docs/operations.md, 'Test time').
 */
const WALKS = 3;
for (let walk = 0; walk < WALKS; walk++) {
  const routes = PUBLIC_ROUTES.filter((_, index) => index % WALKS === walk);
  test(`offline and axe, every public route: ${routes.map((route) => route.path).join(' ')}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(30_000 * routes.length);
    const prerendered = new Set(await prerenderPaths());
    const foreign: string[] = [];
    page.context().on('request', (request) => {
      if (!LOCAL_HOSTS.includes(new URL(request.url()).hostname) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    });
    const errors = watchErrors(page);

    for (const { path, title } of routes) {
      await page.setViewportSize({ width: 1440, height: 900 });
      const raw = prerendered.has(path) ? h1Of(await (await request.get(path)).text()) : null;
      await open(page, path);
      if (raw !== null) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(raw);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);

      // Each visible image, scrolled to (lazy ones load then), has loaded.
      const images = await page.evaluate(async () => {
        const visible = [...document.images].filter(
          (img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden',
        );
        for (const img of visible) {
          img.scrollIntoView({ block: 'center' });
          await img.decode().catch(() => undefined);
        }
        window.scrollTo(0, 0);
        return visible.length;
      });
      expect(images, `${path} has images`).toBeGreaterThan(0);
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.images]
                .filter((img) => img.getClientRects().length > 0 && !(img.complete && img.naturalWidth > 0))
                .map((img) => img.currentSrc || img.src),
            ),
          { message: `${path}: every image loads` },
        )
        .toEqual([]);
      expect(foreign, path).toEqual([]);
      expect(errors, path).toEqual([]);

      // An inner page keeps a clear gap below its page header (product rules, 'Public site').
      const gap = await page.evaluate(() => {
        const header = document.querySelector('.page-header');
        // The first thing the page shows below the header (padding may sit on any wrapper; a
        // control only phones show is no content at 1440 px).
        const content = [
          ...(header?.nextElementSibling?.querySelectorAll('h2, h3, p, li, a, button, input, img') ?? []),
        ].find((element) => element.getClientRects().length > 0);
        return header && content
          ? content.getBoundingClientRect().top - header.getBoundingClientRect().bottom
          : null;
      });
      if (gap !== null) expect(gap, `${path}: gap below the page header`).toBeGreaterThanOrEqual(16);
      if (title) await expect(page).toHaveTitle(`${title} | Kisii Property Management`);
      await test.step(`${path} at 1440 px`, () => expectNoAxeViolations(page));
      await expectFloatingButtonsClear(page, `${path} at 1440 px`);

      await page.setViewportSize({ width: 360, height: 800 });
      await test.step(`${path} at 360 px`, () => expectNoAxeViolations(page));
      await expectFloatingButtonsClear(page, `${path} at 360 px`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at 360 px`,
      ).toBeLessThanOrEqual(360);
    }
  });
}
