import type { Page } from '@playwright/test';
import { ADMIN_ORIGIN, expect, PUBLIC_ORIGIN, sentByApp, storeSession, test } from './support';
import {
  ADMIN_SESSION,
  EXPIRED_TOKEN,
  DEMO_PASSWORD,
  MANAGER_SESSION,
  MANAGER_USER,
  QA_SESSION_TOKENS,
  routePaths,
} from '../fixtures';
import { SESSION_EXPIRED_TEXT } from '../../src/session/login-route-state';
import { CHECK_FAILED_HEADING, SERVER_UNREACHABLE_TEXT } from '../../src/session/check-failure';
import { expectAdminLoginPage, expectLoginPage, login, loginAlert, sessionKeys } from './auth-helpers';

const SIGNED_OUT = { token: null, user: null, isAdminAuthenticated: null };

/**
 * The last path of each access rule on a host, in the route table's order (the last of a kind
 * is often a path with an id, the deepest URL nginx must hand to the app): the rule for every
 * path is access.test.ts's table; these show the built app behind nginx applies it.
 */
const pathsOfEachKind = (host: 'public' | 'admin', ...access: Parameters<typeof routePaths>[1][]): string[] =>
  access.map((kind) => routePaths(host, kind).at(-1)!);

/** The start-up error screen: the brand (logo and name), its heading and `reason`, Retry and Sign out. */
async function expectStartUpError(page: Page, reason: string) {
  const screen = page.getByRole('alert', { name: CHECK_FAILED_HEADING });
  await expect(screen.getByText('Kisii Property Management', { exact: true })).toBeVisible();
  await expect(screen.locator('img')).toHaveJSProperty('complete', true);
  await expect(screen.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
  await expect(screen.getByRole('heading', { level: 1, name: CHECK_FAILED_HEADING })).toBeVisible();
  await expect(screen.getByText(reason, { exact: true })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe('guards: direct visits signed out', () => {
  test('signed out: public admin screens go to /admin-login, /manager and /user to /login, every admin-host path to /login', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await test.step('public admin screens go to /admin-login', async () => {
      for (const path of pathsOfEachKind('public', 'admin')) {
        await page.goto(path);
        await expect(page, path).toHaveURL(`${PUBLIC_ORIGIN}/admin-login`);
      }
      await expectAdminLoginPage(page);
    });
    await test.step('/manager and /user go to /login', async () => {
      for (const path of pathsOfEachKind('public', 'manager', 'signedIn')) {
        await page.goto(path);
        await expect(page, path).toHaveURL(`${PUBLIC_ORIGIN}/login`);
      }
      await expectLoginPage(page);
    });
    await test.step('admin host: every path goes to /login', async () => {
      for (const path of [
        ...pathsOfEachKind('admin', 'admin', 'manager', 'signedIn'),
        '/faq',
        '/contact',
        '/no-such-page',
      ]) {
        await page.goto(`${ADMIN_ORIGIN}${path}`);
        await expect(page, path).toHaveURL(`${ADMIN_ORIGIN}/login`);
      }
      await expectAdminLoginPage(page);
    });
  });

  // Console screens of each kind on the admin host, a shared public page, a public-host-only
  // page and an unknown path (the rule for every path is access.test.ts's table).
});

test.describe('expired sessions', () => {
  test('the QA token expired-token: a console page goes to /login once, storage cleared', async ({
    page,
  }) => {
    await storeSession(page, PUBLIC_ORIGIN, { ...MANAGER_SESSION, token: EXPIRED_TOKEN });
    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (sentByApp(request) && request.url().includes('/api/auth/me')) meCalls.push(request.url());
    });
    // (On a public page the visitor stays instead: public-prerender.spec.ts.)
    await page.goto('/manager');
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    await expectLoginPage(page);
    expect(await sessionKeys(page)).toEqual(SIGNED_OUT);
    // No loop: the login page stays, and the check ran once.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/login`);
    expect(meCalls).toHaveLength(1);
    // The sign-in page says why, and signing in again returns to the page.
    await expect(loginAlert(page, SESSION_EXPIRED_TEXT)).toBeVisible();
    await login(page, MANAGER_USER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/manager`);
  });

  test('admin host: a hung server shows Could not reach the server after 10 s, a dropped network at once; Retry checks again', async ({
    page,
  }) => {
    const meCalls: string[] = [];
    let firstCheckSentAt = 0;
    page.on('request', (request) => {
      if (!sentByApp(request) || !request.url().includes('/api/auth/me')) return;
      if (meCalls.length === 0) firstCheckSentAt = Date.now();
      meCalls.push(request.url());
    });
    await storeSession(page, ADMIN_ORIGIN, { ...ADMIN_SESSION, token: QA_SESSION_TOKENS.hung });
    // The page's clock starts at this machine's time and flows with it until paused, so the
    // moments below are absolute: 'fastForward' after a slow start would overshoot the 10 s.
    await page.clock.install({ time: Date.now() });
    await page.goto(`${ADMIN_ORIGIN}/dashboard`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    // 'Loading...' also shows while the screen's code loads: the 10 s start when the check asks
    // (its timer starts just before the request this test sees).
    await expect.poll(() => meCalls.length).toBe(1);
    await page.clock.pauseAt(firstCheckSentAt + 8_500);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await page.clock.pauseAt(firstCheckSentAt + 10_500);
    await page.clock.resume();
    const unreachable = page.getByRole('alert').filter({ hasText: 'Could not reach the server.' });
    await expect(unreachable).toBeVisible();
    // The start-up error screen carries the brand and names the reason: no answer came.
    await expectStartUpError(page, SERVER_UNREACHABLE_TEXT);
    // Nothing of the console shows without a checked session.
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    await storeSession(page, ADMIN_ORIGIN, { ...ADMIN_SESSION, token: QA_SESSION_TOKENS.offline });
    await page.goto(`${ADMIN_ORIGIN}/`);
    await expect(unreachable).toBeVisible();
    await expectStartUpError(page, SERVER_UNREACHABLE_TEXT);
    const before = meCalls.length;
    await unreachable.getByRole('button', { name: 'Retry' }).click();
    // The alert stays up while the new check runs: wait for that check's request.
    await expect.poll(() => meCalls.length).toBe(before + 1);
    await expect(unreachable).toBeVisible();
  });
});
