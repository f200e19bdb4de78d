import type { Page } from '@playwright/test';
import { ADMIN_SESSION, CUSTOMER_USER, DEMO_PASSWORD } from '../fixtures';
import { navigateInApp, openConsole, signInAsAdmin } from './console-support';
import { ADMIN_ORIGIN, expect, PUBLIC_ORIGIN, storeSession, test, tokenFor, waitForApp } from './support';
import {
  CHECK_FAILED_HEADING,
  SERVER_UNREACHABLE_TEXT,
  serverErrorText,
} from '../../src/session/check-failure';

/**
 * Redux DevTools as QA sees it (product rules, 'Demo and QA tools'), with a stub of the
 * extension injected before the app loads: like the real one, it records every plain
 * action that reaches the reducers (innermost), through the store's devTools options
 * (name, actionSanitizer, stateSanitizer, actionsDenylist, maxAge).
 */
declare global {
  interface Window {
    __devtools: { options: Record<string, unknown>; actions: string[]; leaks: number };
  }
}

async function installDevToolsStub(page: Page, token: string) {
  await page.addInitScript((secret) => {
    type Opts = {
      name?: string;
      maxAge?: number;
      actionsDenylist?: string[];
      actionSanitizer?: (a: { type: string }) => { type: string };
      stateSanitizer?: (s: unknown) => unknown;
    };
    window.__devtools = { options: {}, actions: [], leaks: 0 };
    (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Opts) => {
      window.__devtools.options = { name: options.name, maxAge: options.maxAge };
      const deny = (options.actionsDenylist ?? []).map((source) => new RegExp(source));
      return (...enhancers: ((next: unknown) => unknown)[]) =>
        (
          createStore: (...args: unknown[]) => { dispatch: (a: unknown) => unknown; getState: () => unknown },
        ) => {
          const recording = (...args: unknown[]) => {
            const store = createStore(...args);
            const dispatch = (action: { type?: string }) => {
              const result = store.dispatch(action);
              if (action && typeof action.type === 'string' && !deny.some((r) => r.test(action.type!))) {
                const shown = options.actionSanitizer
                  ? options.actionSanitizer(action as { type: string })
                  : action;
                window.__devtools.actions.push(shown.type!);
                const state = JSON.stringify(
                  options.stateSanitizer ? options.stateSanitizer(store.getState()) : store.getState(),
                );
                if (state.includes(secret) || JSON.stringify(shown).includes(secret))
                  window.__devtools.leaks += 1;
              }
              return result;
            };
            return { ...store, dispatch };
          };
          return enhancers.reduceRight((next, enhancer) => enhancer(next) as never, recording as never);
        };
    };
  }, token);
}

/** The actions logged since the last call. */
async function logged(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__devtools.actions.splice(0));
}

/** Runs a user step, then expects exactly these named actions among what it logged (in order). */
async function step(page: Page, run: () => Promise<void>, expected: string[]) {
  await logged(page);
  await run();
  await expect
    .poll(async () => {
      const all = await page.evaluate(() => window.__devtools.actions.slice());
      return expected.every((type) => all.includes(type));
    })
    .toBe(true);
  const all = await logged(page);
  const named = all.filter((type) => expected.includes(type));
  expect(named).toEqual(expected);
  for (const type of all)
    expect(type).not.toMatch(/executeQuery|executeMutation|internalSubscriptions|subscriptions\/|config\//);
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Demo controls' });
const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await expect(panel(page)).toBeVisible();
};

test('the DevTools log names each user step; the token never shows', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await tokenFor(page, ADMIN_SESSION);
  await installDevToolsStub(page, token);
  await storeSession(page, PUBLIC_ORIGIN, { ...ADMIN_SESSION, token });
  await openConsole(page, `${PUBLIC_ORIGIN}/admin-emails`);
  expect(await page.evaluate(() => window.__devtools.options)).toEqual({
    name: 'Kisii Property Management',
    maxAge: 200,
  });

  const row = (subject: string) => page.getByTestId('email-row').filter({ hasText: subject });
  await step(page, () => row('Leaking kitchen tap').getByRole('link').click(), [
    'emailCentre/emailOpened',
    'api/updateEmail/pending',
    'api/updateEmail/fulfilled',
  ]);
  await step(page, () => page.getByRole('article').getByRole('button', { name: 'Star' }).click(), [
    'emailCentre/emailStarToggled',
    'api/updateEmail/pending',
    'api/updateEmail/fulfilled',
  ]);
  await step(page, () => page.getByRole('article').getByRole('button', { name: 'Delete' }).click(), [
    'emailCentre/emailBinned',
    'api/updateEmail/pending',
    'api/updateEmail/fulfilled',
  ]);
  await step(page, async () => {
    await page.getByRole('link', { name: 'Compose' }).click();
    await page.getByLabel('To', { exact: true }).fill('tenant@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
  }, ['emailCentre/emailSent', 'api/createEmail/pending', 'api/createEmail/fulfilled']);

  await navigateInApp(page, '/admin-contacts');
  await step(page, () => page.getByLabel('View submission from Moraa Nyakundi').click(), [
    'contactSubmissions/submissionViewed',
    'api/updateContactSubmission/pending',
    'api/updateContactSubmission/fulfilled',
  ]);
  await navigateInApp(page, '/admin-contacts');
  await step(page, async () => {
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }, [
    'contactSubmissions/submissionDeleted',
    'api/deleteContactSubmission/pending',
    'api/deleteContactSubmission/fulfilled',
  ]);

  // Manage Users lives on the admin host's /admin.
  await signInAsAdmin(page, ADMIN_ORIGIN);
  await openConsole(page, `${ADMIN_ORIGIN}/admin`);
  await step(page, async () => {
    await page.getByLabel('Name').fill('Zawadi Achieng');
    await page.getByLabel('Email').fill('zawadi@example.com');
    await page.getByRole('button', { name: 'Add User' }).click();
  }, ['managedUsers/userAdded', 'api/createManagedUser/pending', 'api/createManagedUser/fulfilled']);
  await step(page, () => page.getByRole('button', { name: 'Upgrade Zawadi Achieng to Manager' }).click(), [
    'managedUsers/userUpgradedToManager',
    'api/upgradeManagedUser/pending',
    'api/upgradeManagedUser/fulfilled',
  ]);
  await step(page, () => page.getByRole('button', { name: 'Remove Zawadi Achieng' }).click(), [
    'managedUsers/userRemoved',
    'api/deleteManagedUser/pending',
    'api/deleteManagedUser/fulfilled',
  ]);

  // Demo controls: each control logs its one demo/... event; the scenario shows on the button.
  await openPanel(page);
  await step(
    page,
    () =>
      panel(page)
        .getByRole('radio', { name: /Server errors/ })
        .check(),
    ['demo/scenarioChanged'],
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Demo controls/ })).toContainText('Server errors');
  // Server errors: a change is rolled back with its toast.
  await step(page, () => page.getByRole('button', { name: 'Remove Brian Nyakundi' }).click(), [
    'managedUsers/userRemoved',
    'api/deleteManagedUser/pending',
    'api/deleteManagedUser/rejected',
    'managedUsers/changeRolledBack',
  ]);
  await expect(page.getByText(/Could not remove Brian Nyakundi\. The server had a problem/)).toBeVisible();
  // The scenario survives a reload.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('button', { name: /^Demo controls/ })).toContainText('Server errors');
  // ...and the console's start-up session check fails visibly, saying the server answered with an error.
  const startUpError = page.getByRole('alert', { name: CHECK_FAILED_HEADING });
  await expect(startUpError.getByText(serverErrorText(500), { exact: true })).toBeVisible();
  await expect(startUpError.getByText('Kisii Property Management', { exact: true })).toBeVisible();
  await expect(startUpError).not.toContainText(SERVER_UNREACHABLE_TEXT);

  await openPanel(page);
  await step(page, () => panel(page).getByRole('button', { name: 'Reset demo data' }).click(), [
    'demo/demoDataResetClicked',
    'api/resetDemoData/pending',
    'api/resetDemoData/fulfilled',
    'console/demoDataReset',
  ]);
  await step(
    page,
    () =>
      panel(page)
        .getByRole('radio', { name: /Expired session/ })
        .check(),
    ['demo/scenarioChanged'],
  );
  // Expired session: the start-up check answers 401 and the console sends the browser to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/(admin-)?login$/);

  // On the public host (its own scenario: Normal), one-click sign-in as the manager.
  await page.goto(`${PUBLIC_ORIGIN}/login`);
  await waitForApp(page);
  await openPanel(page);
  await step(page, () => panel(page).getByRole('button', { name: 'Sign in as Manager' }).click(), [
    'demo/personaSignInClicked',
    'api/signInAsPersona/pending',
    'api/signInAsPersona/fulfilled',
    'session/signedIn',
  ]);
  await expect(page).toHaveURL(/\/manager$/);
  // The person's data goes first, then the session (src/app/session-end.ts).
  await step(page, () => page.getByRole('button', { name: 'Logout' }).click(), [
    'console/cachedDataCleared',
    'session/signedOut',
  ]);

  expect(await page.evaluate(() => window.__devtools.leaks)).toBe(0);
});

test('a demo link sets the scenario: ?scenario=offline fails the login as a dropped network', async ({
  page,
}) => {
  await page.goto(`${PUBLIC_ORIGIN}/login?scenario=offline`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: /^Demo controls/ })).toContainText('Offline');
  await page.getByLabel('Email').fill(CUSTOMER_USER.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Server error. Please try again later.')).toBeVisible();
  await openPanel(page);
  await panel(page).getByRole('radio', { name: /^Slow/ }).check();
  await panel(page).getByRole('button', { name: 'Load 10,000 emails and submissions' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('Loaded 10,000 emails and 10,000 submissions.', {
    timeout: 20_000,
  });
});

test('one-click sign-in on a public page loads the console page, under the policy that allows its styles', async ({
  page,
}) => {
  await page.goto(`${PUBLIC_ORIGIN}/contact`);
  await waitForApp(page);
  // Gone after a page load; kept by an in-app move.
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await openPanel(page);
  await panel(page).getByRole('button', { name: 'Sign in as Manager' }).click();
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/manager`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBeUndefined();
  // The fixture fails the test on any Content-Security-Policy violation (antd's styles included).
});
