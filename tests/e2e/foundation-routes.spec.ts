import { expect, PUBLIC_ORIGIN, test } from './support';

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
});

test.describe('admin host', () => {});
