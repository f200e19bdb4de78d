import type { Locator } from '@playwright/test';
import { SERVICE_NAV } from '../../src/config/paths';
import { ARTICLES } from '../../src/features/public-site/data/articles';
import { PROPERTIES } from '../../src/features/public-site/data/properties';
import { navLinksFor } from '../../src/console/menu-links';
import { consoleMenuOf } from '../../src/app/routes';
import { ADMIN_SESSION, DEMO_ACCOUNTS, DEMO_PASSWORD, routeEntries, visitPath } from '../fixtures';
import { ADMIN_ORIGIN, expect, PUBLIC_ORIGIN, test, waitForApp } from './support';

/**
 * Findability (product rules, 'Public site' and 'Hosts and routes'): a first-time visitor
 * reaches every public page of the route table by clicking, from the home page (one
 * example for a page with an id: an article from the blog, a property from the listing);
 * then the administrator signs in through the UI, is handed to the admin host, clicks
 * through every console screen of the console navigation and back to the website. One
 * page.goto, the first.
 */

/**
 * The generic placeholder (no page of its own to announce: product rules, 'Public site'), and
 * /tenants, whose 'Tenants Portal' button now leads to the portal's sign-in: no page links to them.
 */
const NOT_LINKED = new Set(['/coming-soon', '/tenants']);

const ADMIN_EMAIL = DEMO_ACCOUNTS.find((account) => account.user.role === 'admin')!.user.email;

test('every public page and every console screen is reached by clicking', async ({ page }) => {
  test.setTimeout(120_000);
  const reached = new Set<string>();

  /** Arrived at a public page: its address and its heading. */
  const arrive = async (path: string, heading?: string) => {
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}${path}`);
    const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
    await expect(h1.first()).toBeVisible();
    reached.add(path);
  };
  const main = page.getByRole('navigation', { name: 'Main' });
  const topLink = (label: string) => main.getByRole('link', { name: label, exact: true });
  const footer = page.getByRole('contentinfo');
  const service = async (label: string) => {
    await main.getByRole('button', { name: 'Services', exact: true }).click();
    await main.getByRole('link', { name: label, exact: true }).click();
    const item = SERVICE_NAV.find((s) => s.label === label)!;
    await arrive(item.path, label);
  };
  const click = (locator: Locator) => locator.click();

  await page.goto(`${PUBLIC_ORIGIN}/`);
  await waitForApp(page);
  await arrive('/');

  // The home page's featured listings, the listing, one property.
  const featured = page.getByRole('region', { name: 'Properties', exact: true });
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  // A rental in Kisii among them.
  await expect(
    featured.getByRole('listitem').filter({ hasText: ', Kisii' }).filter({ hasText: '/ month' }),
  ).toHaveCount(1);
  await click(featured.getByRole('link', { name: 'View all properties' }));
  await arrive('/properties');
  const property = PROPERTIES[0]!;
  await click(page.getByRole('link', { name: property.title, exact: true }).first());
  await arrive(`/properties/${property.id}`, property.title);

  // The top navigation, 'Properties' (after Services) first.
  for (const [label, path] of [
    ['Properties', '/properties'],
    ['About Us', '/about-us'],
    ['FAQ', '/faq'],
    ['Contact', '/contact'],
    ['Community Blog', '/community-blog'],
  ] as const) {
    await click(topLink(label));
    await arrive(path);
  }
  // One article from the blog.
  const articlePath = visitPath(routeEntries('public', ['anyone']).find((e) => e.id === 'article')!);
  const article = ARTICLES.find((a) => `/article/${a.id}` === articlePath)!;
  await click(page.getByRole('link', { name: article.title, exact: true }).first());
  await arrive(`/article/${article.id}`, article.title);

  // The foot of every page: the legal line and Quick Links' Properties.
  await click(
    footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }),
  );
  await arrive('/privacy-policy');
  await click(
    footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }),
  );
  await arrive('/terms-of-service');
  await click(
    footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Properties' }),
  );
  await arrive('/properties');

  // The seven service pages, and the pages they link to.
  const comingSoon = async (link: string, path: string, name: string) => {
    await click(page.getByRole('main').getByRole('link', { name: link, exact: true }));
    await arrive(path, name);
    // No dead end: Contact Us and WhatsApp besides Back to Home.
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  };
  await service('Rent Collection & Accounting');
  await comingSoon('Pricing Plans', '/pricing', 'Pricing Plans');
  await service('Tenant Management');
  // The portal's button leads to its sign-in, which offers 'Request portal access'.
  await click(page.getByRole('main').getByRole('link', { name: 'Tenants Portal', exact: true }));
  await arrive('/login', 'Welcome Back');
  await click(page.getByRole('main').getByRole('link', { name: 'Request portal access', exact: true }));
  await arrive('/signup', 'Request portal access');
  await service('Project Management');
  await comingSoon('Project Portal', '/project', 'Project Management');
  await service('Property Management');
  await service('MRI & Filing');
  await service('Property Marketing');
  await click(page.getByRole('main').getByRole('link', { name: 'View our listings' }));
  await arrive('/properties');
  await service('Assessment of Rent & Service Charges');
  await click(page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true }));
  await arrive('/signup');

  // Every public page of the route table was reached (one example for a path with an id).
  const publicPages = routeEntries('public', ['anyone']).map(visitPath);
  expect(publicPages.filter((path) => !reached.has(path) && !NOT_LINKED.has(path))).toEqual([]);

  // Sign in through the UI: the administrator is handed to the admin host's dashboard.
  await click(topLink('Sign in'));
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Every console screen the administrator may open, through the console navigation.
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  const screens = navLinksFor(consoleMenuOf('admin'), ADMIN_SESSION, undefined);
  expect(screens.map((s) => s.label)).toEqual([
    'Dashboard',
    'Email Center',
    'Contact Submissions',
    'Manage Users',
    'Payments',
    'Maintenance',
    'Owners',
    'Payouts',
  ]);
  for (const screen of [...screens.slice(1), screens[0]!]) {
    const link = consoleNav.getByRole('link', { name: screen.label, exact: true });
    await link.click();
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}${screen.to}`);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  }

  // And back to the website, on the public host.
  await consoleNav.getByRole('link', { name: 'Back to website' }).click();
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
