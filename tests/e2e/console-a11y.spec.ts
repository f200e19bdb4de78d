import { type Page } from '@playwright/test';
import { routeEntries } from '../fixtures';
import { visitPath } from '../../src/app/routes';
import { openConsole, signInAsAdmin } from './console-support';
import { ADMIN_ORIGIN, expect, expectNoAxeViolations, PUBLIC_ORIGIN, test } from './support';

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
  'admin-maintenance': { ready: 'Sockets sparking in the living room' },
  // The route table's example id is no request: the page says so, with the way back.
  'admin-maintenance-request': { ready: 'Maintenance request not found' },
  user: { ready: 'Thank you for joining us' },
  // An administrator rents nothing: the portal's pages say so (the tenant's: portal-tenant.spec.ts).
  'user-payments': { ready: 'You have no lease with us, so there is no statement to show.' },
  'user-receipt': { ready: 'Receipt not found' },
  // Nor owns anything: the example statement is not found (the owner's: portal-owner.spec.ts).
  'user-statement': { ready: 'Statement not found' },
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

/**
 * The screens the light and blue themes are checked on: one of each kind of component the
 * console uses (panels and stats, tabs and lists, a detail, a table with filters and tags,
 * forms and a timeline, the portal's cards and a result page). Every screen is checked in the
 * dark theme at 1440 px and at 360 px; a theme changes colours, not components, so a sample
 * of each kind is enough there and keeps npm test within its 15 minutes.
 */
const THEME_SAMPLE = new Set([
  'dashboard',
  'admin-emails',
  'admin-contact',
  'admin-payments',
  'admin-maintenance-request',
  'user',
  'user-statement',
]);
for (const id of THEME_SAMPLE)
  if (!SCREENS.some((screen) => screen.id === id))
    throw new Error(`console-a11y.spec.ts: THEME_SAMPLE names '${id}', which is no console screen`);

async function checkEveryScreen(page: Page, theme: string, only?: ReadonlySet<string>) {
  await signInAsAdmin(page, PUBLIC_ORIGIN, { adminTheme: theme });
  for (const screen of SCREENS.filter((s) => !only || only.has(s.id))) {
    await openConsole(page, `${PUBLIC_ORIGIN}${screen.path}`);
    await expect(page.locator('main').getByText(screen.ready).first()).toBeVisible();
    await expect(page.locator('.console')).toHaveAttribute('data-theme', theme);
    await test.step(`${screen.path} (${theme})`, () => expectNoAxeViolations(page));
  }
  // The simpler admin dashboard lives on the admin host only.
  await signInAsAdmin(page, ADMIN_ORIGIN, { adminTheme: theme });
  await openConsole(page, `${ADMIN_ORIGIN}/admin`);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await test.step(`/admin on the admin host (${theme})`, () => expectNoAxeViolations(page));
}

test('every console screen has zero axe violations in the dark theme at 1440 px', async ({ page }) => {
  test.setTimeout(150_000);
  await checkEveryScreen(page, 'dark');
});

for (const theme of ['light', 'blue'] as const) {
  test(`a screen of each kind has zero axe violations in the ${theme} theme at 1440 px`, async ({ page }) => {
    test.setTimeout(150_000);
    await checkEveryScreen(page, theme, THEME_SAMPLE);
  });
}

test('every console screen has zero axe violations at 360 px', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await checkEveryScreen(page, 'dark');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the console dialogs have zero axe violations (${theme})`, async ({ page }) => {
    await signInAsAdmin(page, PUBLIC_ORIGIN, { adminTheme: theme });
    await openConsole(page, `${PUBLIC_ORIGIN}/dashboard`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await test.step('Change Password', () => expectNoAxeViolations(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await openConsole(page, `${PUBLIC_ORIGIN}/admin-contacts`);
    await page.getByRole('button', { name: 'Reply to Moraa Nyakundi' }).click();
    await expect(page.getByRole('dialog', { name: 'Reply to Contact' })).toBeVisible();
    await test.step('Reply to Contact', () => expectNoAxeViolations(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Delete submission from Moraa Nyakundi' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toBeVisible();
    await test.step('Confirm Deletion', () => expectNoAxeViolations(page));
  });
}
