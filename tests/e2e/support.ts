import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with a guard on every page: the walk runs through the nginx
 * configuration of deploy/nginx, with its Content-Security-Policy, and any violation the
 * browser reports (a `securitypolicyviolation` event or a console report) fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
