import { expect, type Page } from '@playwright/test';
import { PUBLIC_ORIGIN, waitForApp } from './support';

/** The session's storage keys (product rules, 'Sessions') on the page's current origin. */
export async function sessionKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    isAdminAuthenticated: localStorage.getItem('isAdminAuthenticated'),
  }));
}

/** Sets raw storage values on an origin (garbage included), before the app starts there. */
export async function seedStorage(
  page: Page,
  origin: string,
  entries: Record<string, string>,
): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Fills and submits the normal login form, once the app is live: typed into the form while the
 * stored-session check is still running, the words would be lost when the screen settles.
 */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills and submits the administrator login form, once the app is live (as `login`). */
export async function adminLogin(page: Page, username: string, password: string): Promise<void> {
  await waitForApp(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
}

/** The login error alert (role="alert"), by its text. */
export const loginAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The normal login page is showing. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

/** The administrator login is showing. */
export async function expectAdminLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeVisible();
}

/** The fragment of a session hand-off, as the login page writes it (base64url of {token, user}). */
export const handOffFragment = (value: unknown): string =>
  `#session=${Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')}`;

/**
 * `token` is a session the API server knows, of the account `email`: GET /api/auth/me answers
 * it in the test's data set (tokens are random now: docs/api-server.md, 'Sessions and limits').
 */
export async function expectServerSession(
  page: Page,
  token: string | null | undefined,
  email: string,
): Promise<void> {
  expect(token, 'a stored token').toBeTruthy();
  const response = await page.request.get(`${PUBLIC_ORIGIN}/api/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), 'GET /api/auth/me with the stored token').toBe(200);
  expect(((await response.json()) as { user: { email: string } }).user.email).toBe(email);
}
