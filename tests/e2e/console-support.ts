import { expect, type Page } from '@playwright/test';
import { CONTACT_SUBMISSION_FIXTURES } from '../../server/domain/data/contact-submissions';
import { EMAIL_FIXTURES } from '../../server/domain/data/emails';
import { sampleDate } from '../../server/domain/data/sample-dates';
import { formatDate, formatDateAtTime } from '../../src/lib/format';
import { ADMIN_SESSION } from '../fixtures';
import { animationsSettled, PUBLIC_ORIGIN, storeSession, tokenFor, waitForApp } from './support';

/**
 * How the console shows a sample email's or submission's date, alone or with its time, as the
 * API server seeded it today (product rules, 'Dates'): by the app's own formatter and the
 * server's own relative dating (server/domain/data/sample-dates.ts), so the expectation holds on any day.
 */
export function sampleShown(id: string, withTime: boolean = true): string {
  const item = [...EMAIL_FIXTURES, ...CONTACT_SUBMISSION_FIXTURES].find((fixture) => fixture.id === id);
  if (!item) throw new Error(`No sample email or submission '${id}'.`);
  const date = sampleDate(item.date);
  return withTime ? formatDateAtTime(date, item.time) : formatDate(date);
}

/**
 * The contact submissions as the API server holds them in this test's data set, newest
 * first (docs/api-server.md): read through the API, as the app reads it, with an
 * administrator's session of its own.
 */
export async function serverSubmissions(
  page: Page,
): Promise<{ id: string; name: string; phone: string; service: string; viewed: boolean; message: string }[]> {
  return serverRead(page, '/api/admin/contact-submissions');
}

/** The emails as the API server holds them in this test's data set (every folder). */
export async function serverEmails(
  page: Page,
): Promise<{ id: string; subject: string; read: boolean; starred: boolean; folder: string }[]> {
  return serverRead(page, '/api/admin/emails');
}

/**
 * What the API server answers to GET `path` in this test's data set (the page's context
 * carries its `kpm-dataset` cookie), asked as the administrator straight from the test,
 * past the page and its cached copy: what a reload would find.
 */
export async function serverRead<T>(page: Page, path: string): Promise<T> {
  const token = await tokenFor(page, ADMIN_SESSION);
  const response = await page.request.get(`${PUBLIC_ORIGIN}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Signs in as the administrator on `origin`, optionally with a stored theme and extra storage entries. */
export async function signInAsAdmin(
  page: Page,
  origin: string,
  extra: Record<string, string> = {},
): Promise<void> {
  await storeSession(page, origin, ADMIN_SESSION);
  if (Object.keys(extra).length > 0) {
    await page.evaluate((items) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, extra);
  }
}

/** Opens a console path and waits until its data is shown (no 'Loading...'). */
export async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/**
 * Moves the running app to `path` on its own origin the way its links do (the router's
 * history, no page load), and waits until the screen it lands on (`landsOn`, where the router
 * redirects) shows its data: a walk over many screens pays for one page load, not one per screen.
 */
export async function navigateInApp(page: Page, path: string, landsOn = path): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === landsOn);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/**
 * The console's cached copy as the app keeps it: redux-persist's `persist:kpm-console` in the
 * IndexedDB database `kpm-console-cache` (store `persist`, idb-keyval's layout), read,
 * written (`value`) or removed (`null`) on the page's origin. Returns what it read.
 */
export function consoleCacheRaw(page: Page, value?: string | null): Promise<string | null> {
  return page.evaluate(
    ({ write, value: next }) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('kpm-console-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('persist');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('persist', write ? 'readwrite' : 'readonly').objectStore('persist');
          const request = !write
            ? store.get('persist:kpm-console')
            : next === null
              ? store.delete('persist:kpm-console')
              : store.put(next, 'persist:kpm-console');
          request.onsuccess = () => {
            db.close();
            resolve(write ? null : ((request.result as string | undefined) ?? null));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { write: value !== undefined, value: value ?? null },
  );
}

/**
 * Chooses `item` from the console header's menu: once the menu has finished opening (a click
 * during its slide-in animation can miss the item: CI saw the menu stay open and nothing
 * happen), and until it has closed, which shows the choice was taken.
 */
export async function chooseFromConsoleMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Console menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await animationsSettled(page);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(menu).toBeHidden();
}
