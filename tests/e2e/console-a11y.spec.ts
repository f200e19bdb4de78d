import { type Page } from '@playwright/test';
import { routeEntries } from '../fixtures';
import { visitPath } from '../../src/app/routes';
import { navigateInApp, openConsole, signInAsAdmin } from './console-support';
import {
  ADMIN_ORIGIN,
  expect,
  expectFloatingButtonsClear,
  expectNoAxeViolations,
  PUBLIC_ORIGIN,
  test,
} from './support';

/** Text that shows each console screen's content is there, by route id (the route table). */
const READY: Record<string, { ready: string; path?: string }> = {
  dashboard: { ready: 'Recent Emails' },
  'admin-emails': { ready: 'Lease renewal for Flat B4, Ouru Complex' },
  'admin-email': { ready: 'Leaking kitchen tap in House 12', path: '/admin-emails/view/em-002' },
  'admin-emails-compose': { ready: 'New Message' },
  'admin-contacts': { ready: 'Moraa Nyakundi' },
  'admin-contact': { ready: 'Submission from Juma Hassan', path: '/admin-contacts/view/cs-002' },
  manager: { ready: 'Manage Users' },
  'admin-payments': { ready: 'KSIA5' },
  'admin-owners': { ready: 'KRA appointment KRA/MRI/AGT/00173' },
  'admin-payouts': { ready: 'M-Pesa 0722 ••• 315' },
  'admin-maintenance': { ready: 'Sockets sparking in the living room' },
  // The route table's example id is no request: the page says so, with the way back.
  'admin-maintenance-request': { ready: 'Maintenance request not found' },
  user: { ready: 'Thank you for joining us' },
  // An administrator rents nothing: the portal's pages say so (the tenant's: portal-tenant.spec.ts).
  'user-payments': { ready: 'You have no lease with us, so there is no statement to show.' },
  'user-receipt': { ready: 'Receipt not found' },
  // Nor owns anything: the example statement is not found (the owner's: portal-owner.spec.ts).
  'user-statement': { ready: 'Statement not found' },
  // Nor its documents (the owner's: portal-owner.spec.ts).
  'user-certificate': { ready: 'Certificate not found' },
  'user-fee-invoice': { ready: 'Invoice not found' },
  // Nor reports or owns anything: no maintenance requests (the tenant's and owner's: their e2e).
  'user-maintenance': {
    ready: 'You have no lease or property with us, so there are no maintenance requests to show.',
  },
};

/** Every console screen of the public host; a new one without its ready text fails here. */
const SCREENS = routeEntries('public', ['admin', 'manager', 'signedIn']).map((entry) => {
  const screen = READY[entry.id];
  if (!screen) throw new Error(`console-a11y.spec.ts: no ready text for the route '${entry.id}'`);
  return { id: entry.id, path: screen.path ?? visitPath(entry), ready: screen.ready };
});

/** A set of console screens by route id; a name that is no console screen fails here. */
function screenIds(name: string, ids: readonly string[]): ReadonlySet<string> {
  for (const id of ids)
    if (!SCREENS.some((screen) => screen.id === id))
      throw new Error(`console-a11y.spec.ts: ${name} names '${id}', which is no console screen`);
  return new Set(ids);
}

/** The console themes: dark (the admin's default) is checked with every rule, the others for contrast. */
const THEMES = ['dark', 'light', 'blue'] as const;

/** Picks a console theme as another tab of the host would (product rules, 'Storage and other tabs'): no reload. */
async function chooseThemeElsewhere(page: Page, theme: string): Promise<void> {
  await page.evaluate((mode) => {
    localStorage.setItem('adminTheme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminTheme', newValue: mode }));
  }, theme);
  await expect(page.locator('.console')).toHaveAttribute('data-theme', theme);
}

/** The console theme showing. */
const themeShowing = (page: Page) => page.locator('.console').getAttribute('data-theme');

/**
 * Zero axe violations in the dark theme, and none of axe's colour contrast in light and blue,
 * on what the page shows now: a theme changes colours, not components, so of axe's rules only
 * the contrast one can tell the themes apart (docs/operations.md, 'Test time'). Each theme is
 * picked as another tab would pick it, so the screen (and an open dialog) stays as it is. It
 * starts in the theme showing and ends in the last one it checked, where the walk goes on:
 * two theme changes a check, not three.
 */
async function expectNoAxeViolationsInEveryTheme(page: Page, label: string): Promise<void> {
  const showing = await themeShowing(page);
  const order = [...THEMES].sort((a, b) => Number(b === showing) - Number(a === showing));
  for (const [index, theme] of order.entries()) {
    if (index > 0 || theme !== showing) await chooseThemeElsewhere(page, theme);
    await test.step(`${label} (${theme === 'dark' ? theme : `${theme}: contrast`})`, () =>
      theme === 'dark'
        ? expectNoAxeViolations(page)
        : expectNoAxeViolations(page, { only: ['color-contrast'] }));
  }
}

/** Each console dialog, opened on its screen (by route id), checked, and closed again. */
const DIALOGS: Record<string, (page: Page, label: string) => Promise<void>> = {
  dashboard: async (page, label) => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, `Change Password ${label}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
  'admin-owners': async (page, label) => {
    await page.getByRole('button', { name: 'Change the tax arrangement of Akinyi Odera' }).click();
    await expect(page.getByRole('dialog', { name: 'Tax arrangement of Akinyi Odera' })).toBeVisible();
    await page.getByRole('radio', { name: 'Firm withholds MRI (appointed agent)' }).check();
    await expect(page.getByLabel('Appointment reference')).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, `Tax arrangement ${label}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
  'admin-payouts': async (page, label) => {
    await page.getByRole('button', { name: /^Pay out Milimani House, / }).click();
    await expect(page.getByRole('dialog', { name: /^Pay out Milimani House, / })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, `Pay out ${label}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
  'admin-contacts': async (page, label) => {
    await page.getByRole('button', { name: 'Reply to Moraa Nyakundi' }).click();
    await expect(page.getByRole('dialog', { name: 'Reply to Contact' })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, `Reply to Contact ${label}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Delete submission from Moraa Nyakundi' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, `Confirm Deletion ${label}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
};

/**
 * Signs in as the administrator with `theme`, opens the first of `screens` and moves from
 * screen to screen inside the app (one page load for the walk), and checks each with axe at
 * every width of `widths`, with its dialogs open too.
 */
async function checkScreens(page: Page, theme: string, screens: typeof SCREENS, widths: readonly number[]) {
  await signInAsAdmin(page, PUBLIC_ORIGIN, { adminTheme: theme });
  await openConsole(page, `${PUBLIC_ORIGIN}${screens[0]!.path}`);
  await expect(page.locator('.console')).toHaveAttribute('data-theme', theme);
  for (const screen of screens) {
    // The theme stays as it was across a move inside the app.
    const showing = (await themeShowing(page)) ?? theme;
    if (screen !== screens[0]) await navigateInApp(page, screen.path);
    await expect(page.locator('main').getByText(screen.ready).first()).toBeVisible();
    await expect(page.locator('.console')).toHaveAttribute('data-theme', showing);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      const label = `${screen.path} (${width} px)`;
      await expectNoAxeViolationsInEveryTheme(page, label);
      await expectFloatingButtonsClear(page, label);
      await DIALOGS[screen.id]?.(page, label);
    }
  }
}

/** The staff screens in two walks of about equal length (they run side by side). */
const OFFICE = screenIds('OFFICE', [
  'dashboard',
  'admin-emails',
  'admin-email',
  'admin-emails-compose',
  'admin-contacts',
  'admin-contact',
]);
screenIds('DIALOGS', Object.keys(DIALOGS));
const STAFF = SCREENS.filter((screen) => !screen.path.startsWith('/user'));
const PORTAL = SCREENS.filter((screen) => screen.path.startsWith('/user'));
const BOTH_WIDTHS = [1440, 360] as const;

test('the dashboard, emails and submissions, with their dialogs, have zero axe violations in every theme at 1440 and 360 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await checkScreens(
    page,
    'dark',
    STAFF.filter((screen) => OFFICE.has(screen.id)),
    BOTH_WIDTHS,
  );
});

test('every other staff screen has zero axe violations in every theme at 1440 and 360 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await checkScreens(
    page,
    'dark',
    STAFF.filter((screen) => !OFFICE.has(screen.id)),
    BOTH_WIDTHS,
  );
  // The simpler admin dashboard lives on the admin host only.
  await signInAsAdmin(page, ADMIN_ORIGIN, { adminTheme: 'dark' });
  await openConsole(page, `${ADMIN_ORIGIN}/admin`);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  for (const width of BOTH_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await expectNoAxeViolationsInEveryTheme(page, `/admin on the admin host (${width} px)`);
  }
});

test('every portal screen has zero axe violations in every theme at 1440 and 360 px', async ({ page }) => {
  test.setTimeout(180_000);
  await checkScreens(page, 'dark', PORTAL, BOTH_WIDTHS);
});
