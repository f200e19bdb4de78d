import axe, { type RunOptions } from 'axe-core';
import { expect, test as base, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PERSONA_ACCOUNTS } from '../../server/domain/data/accounts';
import type { User } from '../../src/types/user';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const PUBLIC_ORIGIN = `http://localhost:${PORT}`;
export const ADMIN_ORIGIN = `http://admin.localhost:${PORT}`;

/** The cookie that picks the API server's data set in demo mode (docs/api-server.md, 'Data sets'). */
export const DATASET_COOKIE = 'kpm-dataset';
/** Told apart from an earlier run's data sets when the server is reused. */
const RUN = Date.now().toString(36);

/**
 * Playwright's `test` with a guard on every page: the walk runs through the nginx
 * configuration of deploy/nginx, with its Content-Security-Policy, and any violation the
 * browser reports (a `securitypolicyviolation` event or a console report) fails the test.
 *
 * Each test also has its own data set on the API server (`dataset`, the `kpm-dataset`
 * cookie on both hosts of its context; docs/api-server.md, 'Data sets'): the server is
 * shared by both hosts and every browser, so tests in parallel would otherwise see each
 * other's changes. A context a test opens itself starts in the shared set `demo` unless it
 * sets the cookie too.
 */
export const test = base.extend<{ cspViolations: string[]; dataset: string }>({
  dataset: [
    async ({ context }, use, testInfo) => {
      const dataset = `e2e-${RUN}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`
        .replace(/[^A-Za-z0-9-]/g, '-')
        .slice(0, 64);
      await context.addCookies(
        [PUBLIC_ORIGIN, ADMIN_ORIGIN].map((url) => ({ name: DATASET_COOKIE, value: dataset, url })),
      );
      await use(dataset);
    },
    { auto: true },
  ],
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

/**
 * How long a walk waits for an open screen to follow a change made elsewhere, without a reload.
 * The product's bound is 5 s (product rules, 'Live reload'), held by screens that ask every 3 s;
 * a walk on a busy 2-core machine proves that the change shows without a reload, not how fast
 * (speed is for benchmarks: docs/operations.md, 'Test time'). A 5 s wait here failed in CI
 * while the other worker ran axe.
 */
export const LIVE_WITHIN_MS = 15_000;

/** Resolves once every finite animation and transition running in the page has ended. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The floating buttons (the Demo controls, the demo's Phone, WhatsApp) sit where no control is
 * (product rules, 'What people see, finished'): as the page opens, and scrolled to its end (where
 * no more scrolling can move a control clear of them), the centre of every visible link, button
 * and field is that control's own, not a floating button's. Scrolls back to the top.
 */
export async function expectFloatingButtonsClear(page: Page, where: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const floating = [
      ...document.querySelectorAll('.demo-controls__toggle, .phone-panel__toggle, .whatsapp-widget'),
    ];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    const found: string[] = [];
    for (const place of ['top', 'end'] as const) {
      window.scrollTo(0, place === 'end' ? document.documentElement.scrollHeight : 0);
      for (const control of controls) {
        if (floating.some((f) => f.contains(control))) continue;
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
        const top = document.elementFromPoint(x, y);
        if (top && floating.some((f) => f.contains(top))) {
          const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
          found.push(`${place}: ${name.trim().slice(0, 60)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
  expect(covered, `${where}: controls under a floating button`).toEqual([]);
}

/** The WCAG 2.1 A and AA rules of axe. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Zero axe violations against WCAG 2.1 A and AA, once every finite animation and transition
 * has ended: a dialog still zooming in is half transparent, and its colours would be
 * measured mid-fade (a repeat run saw exactly that on 'Send Reply' in the dark theme).
 *
 * axe-core runs in the page itself, put there once per document and asked for violations
 * alone: @axe-core/playwright put all of axe back into the page on every run and sent every
 * passing check back too, about 0.6 s a run before axe looked at anything, most of a theme's
 * contrast check (docs/operations.md, 'Test time'). Frames are not entered: the app's only
 * one is the office map, another site's page, which the offline walks never load.
 */
export async function expectNoAxeViolations(
  page: Page,
  { only }: { only?: readonly string[] } = {},
): Promise<void> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // `only`: these rules alone (a theme's colours: 'color-contrast').
  const runOnly: RunOptions['runOnly'] = only
    ? { type: 'rule', values: [...only] }
    : { type: 'tag', values: WCAG_21_AA };
  const summary = await page.evaluate(
    async (options) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { runOnly, resultTypes: ['violations'], iframes: false } satisfies RunOptions,
  );
  expect(summary).toEqual([]);
}

/** The text of the first h1 of some HTML (a prerendered page's heading). */
export const h1Of = (html: string): string =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** Collects page errors and console errors (a hydration mismatch is React error #418/#423/#425). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
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

/** A fixture token of tests/fixtures.ts (`demo.<userId>.<word>`): the API server knows none of them. */
const FIXTURE_TOKEN = /^demo\.[^.]+\.[^.]+$/;

/**
 * Signs `user` (a demo account) in for real on the API server, in the data set of `page`'s
 * context (its `kpm-dataset` cookie travels with the call): by the Demo controls' one-click
 * sign-in when the account is one of its people, else by the login form's call with the
 * account's password. Resolves to the server's token and user.
 */
export async function signIn(page: Page, user: Pick<User, 'id'>): Promise<{ token: string; user: User }> {
  const persona = Object.entries(DEMO_PERSONA_ACCOUNTS).find(([, id]) => id === user.id)?.[0];
  const account = DEMO_ACCOUNTS.find((a) => a.user.id === user.id);
  if (!persona && !account) throw new Error(`No demo account ${user.id}.`);
  const response = persona
    ? await page.request.post(`${PUBLIC_ORIGIN}/api/demo/sign-in`, { data: { persona } })
    : await page.request.post(`${PUBLIC_ORIGIN}/api/auth/login`, {
        data: { email: account!.user.email, password: account!.password },
      });
  expect(response.status(), `signing in as ${user.id}`).toBe(200);
  return (await response.json()) as { token: string; user: User };
}

/**
 * The token to send for `session`: a session of tests/fixtures.ts is signed in for real
 * (`signIn`); any other token (the QA tokens of mocks/qa.ts, a forged one) is kept as it is.
 */
export async function tokenFor(
  page: Page,
  session: { token: string; user: Pick<User, 'id'> },
): Promise<string> {
  return FIXTURE_TOKEN.test(session.token) ? (await signIn(page, session.user)).token : session.token;
}

/**
 * Stores a session the way the app does (its storage keys: product rules, 'Sessions') on the current origin:
 * a session of tests/fixtures.ts, signed in for real in the test's data set (`tokenFor`), or
 * one with another token kept as it is (e.g. the QA tokens of mocks/qa.ts, which the demo's
 * front answers, or 'expired-token', which the server answers with 401).
 */
export async function storeSession(
  page: Page,
  origin: string,
  session: { token: string; user: User; isAdminAuthenticated?: boolean },
): Promise<void> {
  const token = await tokenFor(page, session);
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    (s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      if (s.isAdminAuthenticated) localStorage.setItem('isAdminAuthenticated', 'true');
    },
    { token, user: session.user, isAdminAuthenticated: session.isAdminAuthenticated },
  );
}

/**
 * Whether the app itself sent `request`: the demo's front (mocks/browser.ts) passes each API
 * call on to the server with a request of its own, marked by MSW's `bypass` (its Accept
 * header carries `msw/passthrough`), so every call the app makes shows twice in the page.
 */
export const sentByApp = (request: Request): boolean =>
  !(request.headers()['accept'] ?? '').includes('msw/passthrough');

/**
 * A browser of its own for another person in a test (one browser holds one session per
 * host): a new context on the test's data set (`dataset`), signed in on the public host with
 * `session`, 1440 px wide.
 */
export async function personBrowser(
  browser: Browser,
  dataset: string,
  session: Parameters<typeof storeSession>[2],
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    [PUBLIC_ORIGIN, ADMIN_ORIGIN].map((url) => ({ name: DATASET_COOKIE, value: dataset, url })),
  );
  const page = await context.newPage();
  await storeSession(page, PUBLIC_ORIGIN, session);
  return page;
}

/** The floating buttons: the WhatsApp chat button (public pages) and the Demo controls (demo build). */
export const floatingButtons = (page: Page): Locator[] => [
  page.getByRole('link', { name: 'Chat with us on WhatsApp' }),
  page.getByRole('button', { name: /^Demo controls/ }),
];

/**
 * Pages leave room below them for the floating buttons (product rules, 'Public site'):
 * scrolled to the bottom of the page, nothing covers the centre of `target` (a page's last
 * control or line) and it ends above the top of every floating button the page shows.
 */
export async function expectClearOfFloatingButtons(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
  const uncovered = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(uncovered, 'nothing covers its centre').toBe(true);
  const box = (await target.boundingBox())!;
  for (const button of floatingButtons(page)) {
    if (!(await button.isVisible())) continue;
    const floating = (await button.boundingBox())!;
    expect(box.y + box.height, 'it ends above the floating button').toBeLessThanOrEqual(floating.y);
  }
}
