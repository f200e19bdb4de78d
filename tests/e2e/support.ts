import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const PUBLIC_ORIGIN = `http://localhost:${PORT}`;
export const ADMIN_ORIGIN = `http://admin.localhost:${PORT}`;

/** Zero axe violations against WCAG 2.1 A and AA. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until the app is live (a prerendered page hydrated, or a screen rendered) and
 * shows a screen, not the initial loading state.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/** Stores a session the way the app does (the spec's storage keys) on the current origin. */
export async function storeSession(
  page: Page,
  origin: string,
  session: { token: string; user: object; admin?: boolean },
): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    if (s.admin) localStorage.setItem('isAdminAuthenticated', 'true');
  }, session);
}
