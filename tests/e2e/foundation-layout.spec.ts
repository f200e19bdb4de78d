import type { Page } from '@playwright/test';
import { TOP_NAV_MIN_WIDTH_PX } from '../../src/config/constants';
import {
  expect,
  expectClearOfFloatingButtons,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  test,
  waitForApp,
} from './support';

/**
 * The public layout (product rules, 'Public site'): top bar, Services dropdown, drawer, hidden
 * admin entry, footer, widget.
 */

const SERVICES = [
  'Rent Collection & Accounting',
  'Tenant Management',
  'Property Management',
  'Assessment of Rent & Service Charges',
  'MRI & Filing',
  'Property Marketing',
  'Project Management',
];

/**
 * The top bar at the current width: per link of the Main navigation the most lines one of its
 * words' text runs on (1: it never wraps), and how far the bar or the page grows sideways.
 */
function topBarLayout(page: Page) {
  return page.evaluate(() => {
    const lines = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        most = Math.max(most, range.getClientRects().length);
      }
      return most;
    };
    const bar = document.querySelector('.top-bar__inner')!;
    const brand = document.querySelector('.site-logo__name')!;
    const links = [...document.querySelectorAll('nav[aria-label="Main"] .top-nav__link')];
    return {
      lines: links.map((link) => `${link.textContent?.trim()}: ${lines(link)}`),
      heights: new Set(links.map((link) => Math.round(link.getBoundingClientRect().height))).size,
      barOverflow: bar.scrollWidth - bar.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      brandCut: brand.scrollWidth > brand.clientWidth,
    };
  });
}

test.describe('desktop (1440px)', () => {
  test('the fixed top bar: the nav with the active route; Services a dropdown of the seven pages; the footer has all its blocks; navigation scrolls to the top and sets the title', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('the fixed top bar has the nav, with the active route highlighted', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/faq`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'About Us', 'Community Blog', 'Properties', 'FAQ', 'Contact', 'Sign in']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
      await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.top-bar')).toHaveCSS('position', 'fixed');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

      // The top bar never wraps a word: from TOP_NAV_MIN_WIDTH_PX every link and the whole brand
      // name fit in one line; below it the menu button takes over (product rules, 'Public site').
      const links = [
        'Home',
        'About Us',
        'Community Blog',
        'Services',
        'Properties',
        'FAQ',
        'Contact',
        'Sign in',
      ];
      for (const width of [1440, TOP_NAV_MIN_WIDTH_PX, TOP_NAV_MIN_WIDTH_PX - 1, 1024, 880, 800, 768]) {
        await page.setViewportSize({ width, height: 900 });
        const layout = await topBarLayout(page);
        expect(layout.barOverflow, `${width} px: the top bar's overflow`).toBeLessThanOrEqual(0);
        expect(layout.pageOverflow, `${width} px: the page's overflow`).toBeLessThanOrEqual(0);
        expect(layout.brandCut, `${width} px: the brand name cut`).toBe(false);
        if (width >= TOP_NAV_MIN_WIDTH_PX) {
          await expect(nav).toBeVisible();
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
          expect(layout.lines, `${width} px`).toEqual(links.map((label) => `${label}: 1`));
          expect(layout.heights, `${width} px: the links' heights`).toBe(1);
        } else {
          await expect(nav).toBeHidden();
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
        }
      }
    });
    await test.step('Services is a dropdown of the seven service pages', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${PUBLIC_ORIGIN}/`);
      await waitForApp(page);
      const services = page.getByRole('button', { name: 'Services', exact: true });
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      const links = page.getByRole('navigation', { name: 'Main' }).locator('.top-nav__dropdown a');
      await expect(links).toHaveText(SERVICES);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.move(700, 600);
      await services.hover();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'MRI & Filing' })
        .click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/mri-filing`);
      await expect(page.getByRole('button', { name: 'Services', exact: true })).toHaveClass(/active/);
    });
    await test.step('the footer has all its blocks', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/privacy-policy`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'About Us' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/about-us');
      const quick = footer.getByRole('navigation', { name: 'Quick Links' });
      await expect(quick.getByRole('link')).toHaveText([
        'Home',
        'About Us',
        'Community Blog',
        'Services',
        'Properties',
        'FAQ',
        'Contact',
      ]);
      await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
        'Privacy Policy',
        'Terms of Service',
      ]);
      await expect(footer.getByRole('link', { name: '+254 700 000 000', exact: true })).toHaveAttribute(
        'href',
        /^tel:\+254/,
      );
      await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
      await expect(footer.getByText(/Ouru Complex, 3rd floor/)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'example.com' })).toBeVisible();
      await expect(footer.getByRole('list', { name: 'Social networks' }).getByRole('link')).toHaveCount(4);
      await expect(
        footer.getByText(/© \d{4} Kisii Property Management\. All rights reserved\./),
      ).toBeVisible();
    });
    await test.step('navigation scrolls to the top and sets the title and description', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/faq`);
      await expect(page).toHaveTitle('FAQ | Kisii Property Management');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /MRI/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // One title, one description, one canonical link at a time (React 19 swaps them).
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);

      // Back Home in the app: the home page's own title, not the previous page's.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/`);
      await expect(page).toHaveTitle('Kisii Property Management');
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    });
  });
});

test.describe('hidden admin entry on the logo', () => {
  test('the logo: a normal click goes home; pressing and holding for 1 second, or a double-click, goes to /admin-login', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('a normal click goes home, not to the admin login', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/faq`);
      await page.getByRole('link', { name: 'Kisii Property Management home' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/`);
      await page.waitForTimeout(1200); // longer than the long press: nothing more may happen
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/`);
    });
    await test.step('pressing and holding for 1 second goes to /admin-login', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/faq`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'Kisii Property Management home' }).hover();
      await page.mouse.down();
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/faq`);
      await page.waitForTimeout(600);
      await page.mouse.up();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/admin-login`);
    });
    await test.step('a double-click goes to /admin-login', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/faq`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'Kisii Property Management home' }).dblclick();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/admin-login`);
    });
  });
});

test.describe('phone (360px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a hamburger opens the 280px drawer, Services expanding; no horizontal scroll; the floating buttons fold small and leave the foot clear', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('a hamburger opens a 280px right-side drawer', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/pricing`);
      await waitForApp(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Kisii Property Management' });
      await expect(drawer).toBeVisible();
      // 280px wide, flush with the right edge.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box && [Math.round(box.width), Math.round(box.x + box.width)];
        })
        .toEqual([280, 360]);
      const nav = drawer.getByRole('navigation', { name: 'Mobile' });
      for (const label of ['Home', 'About Us', 'Community Blog', 'Properties', 'FAQ', 'Contact', 'Sign in']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
      await expect(drawer.getByText(/© \d{4} Kisii Property Management/)).toBeVisible();
      const services = nav.getByRole('button', { name: 'Services', exact: true });
      await expect(nav.getByRole('link', { name: 'Tenant Management' })).toBeHidden();
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.locator('.drawer-nav__submenu a')).toHaveText(SERVICES);
      await expectNoAxeViolations(page);
      await nav.getByRole('link', { name: 'Tenant Management' }).click();
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/tenant-management`);
      await expect(drawer).toBeHidden();
    });
    await test.step('no horizontal scroll on the shell; the floating buttons fold small', async () => {
      await page.goto(`${PUBLIC_ORIGIN}/pricing`);
      await waitForApp(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // On a phone the WhatsApp button is 44 px and the Demo controls a small 'Demo' tab on the
      // left edge, its full name (with the scenario) kept for screen readers.
      const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      const tab = page.getByRole('button', { name: /^Demo controls/ });
      await expect(whatsapp).toBeVisible();
      await expect(tab).toBeVisible();
      expect(await whatsapp.boundingBox()).toMatchObject({ width: 44, height: 44 });
      await expect(tab).toHaveAccessibleName(/^Demo controls\s*Normal$/);
      await expect(tab).toContainText('Demo');
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x).toBe(0);
      expect(tabBox.height).toBeLessThanOrEqual(44);
      expect(tabBox.width).toBeLessThanOrEqual(80);

      // The foot of the page scrolls clear of both: its last link is not covered.
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
      await expectClearOfFloatingButtons(page, legal.getByRole('link', { name: 'Terms of Service' }));
      await expectNoAxeViolations(page);

      // The tab opens the panel; Escape closes it and gives the focus back to the tab.
      await tab.click();
      const panel = page.getByRole('dialog', { name: 'Demo controls' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(tab).toBeFocused();
    });
  });
});

test.describe('hosting', () => {
  test('the demo build serves the mock worker itself, a missing file is a 404; nginx: security headers, revalidated HTML, immutable hashed assets, gzip', async ({
    request,
  }) => {
    test.setTimeout(30000);
    await test.step('the demo build serves the mock worker itself', async () => {
      // `npm run build` ships no worker (scripts/check-build.mjs, tests/unit/check-build.test.ts).
      const worker = await request.get(`${PUBLIC_ORIGIN}/mockServiceWorker.js`);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toMatch(/javascript/);
      expect(await worker.text()).toContain('Mock Service Worker');

      const missing = await request.get(`${PUBLIC_ORIGIN}/assets/no-such-chunk.js`);
      expect(missing.status()).toBe(404);
    });
    await test.step('nginx: security headers everywhere', async () => {
      const page = await request.get(`${PUBLIC_ORIGIN}/faq`, { headers: { 'Accept-Encoding': 'gzip' } });
      const headers = page.headers();
      expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-encoding']).toBe('gzip');
      // A prerendered page allows no inline style; the app shell (antd's runtime styles) does.
      expect(headers['content-security-policy']).toMatch(/style-src 'self';/);
      const shell = await request.get(`${PUBLIC_ORIGIN}/dashboard`);
      expect(shell.headers()['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline';/);

      const asset = (await page.text()).match(/\/assets\/[\w-]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const script = await request.get(`${PUBLIC_ORIGIN}${asset}`);
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers()['x-content-type-options']).toBe('nosniff');
    });
  });
});
