import type { Locator, Page } from '@playwright/test';
import { ADMIN_SESSION } from '../fixtures';
import { navigateInApp, openConsole, signInAsAdmin } from './console-support';
import { ADMIN_ORIGIN, expect, test, tokenFor } from './support';

/**
 * Long input never breaks a layout (product rules, 'Long input'): texts of exactly the
 * contract's limits, without a space to break at, filed through the API and the console's
 * forms; then every console screen at 1440 and 360 px keeps to the window's width and shows
 * the long text cut with an ellipsis (the whole in its title) or wrapped.
 */
const LONG_NAME = 'A'.repeat(200);
const LONG_EMAIL = `${'e'.repeat(242)}@example.com`;
const LONG_MESSAGE = 'M'.repeat(5000);
const LONG_SUBJECT = 'S'.repeat(200);
const LONG_USER = 'N'.repeat(200);

/** A POST to the API from the app's page (through the demo's front, to this test's data set). */
async function post(
  page: Page,
  path: string,
  body: object,
): Promise<{ status: number; json: { id?: string; error?: string } }> {
  return page.evaluate(
    async ({ path: url, body: payload, token }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as { id?: string; error?: string } };
    },
    { path, body, token: await tokenFor(page, ADMIN_SESSION) },
  );
}

/** The page keeps to the window's width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${where}: the page is wider than the window`).toBeLessThanOrEqual(widths.inner);
}

/** The long text shows, cut with an ellipsis and whole in a title, or wrapped over several lines. */
async function expectFitted(text: Locator, full: string, how: 'ellipsis' | 'wrapped') {
  await expect(text).toBeVisible();
  const fit = await text.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6;
    return {
      ellipsis: style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
      title: el.closest('[title]')?.getAttribute('title') ?? '',
      wrapped: el.getBoundingClientRect().height > lineHeight * 1.5,
    };
  });
  if (how === 'ellipsis') {
    expect(fit.ellipsis, 'cut with an ellipsis').toBe(true);
    expect(fit.title, 'the whole text in its title').toContain(full);
  } else {
    expect(fit.wrapped, 'wrapped over several lines').toBe(true);
  }
}

test('long names, addresses, subjects and messages: refused past the limits, and no console screen grows sideways', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, ADMIN_ORIGIN);
  await openConsole(page, `${ADMIN_ORIGIN}/dashboard`);

  // An enquiry of the limits is filed; one character more is refused, naming the field and the limit.
  const enquiry = {
    fullName: LONG_NAME,
    email: LONG_EMAIL,
    phone: '+254 712 345 678',
    message: LONG_MESSAGE,
  };
  const refused = await post(page, '/api/contact', { ...enquiry, fullName: `${LONG_NAME}A` });
  expect(refused).toEqual({ status: 400, json: { error: 'Name must be at most 200 characters.' } });
  const filed = await post(page, '/api/contact', enquiry);
  expect(filed.status).toBe(201);
  const submissionUrl = `${ADMIN_ORIGIN}/admin-contacts/view/${filed.json.id}`;

  // Compose: a subject one character too long is refused in the form; at the limit it is sent.
  await navigateInApp(page, '/admin-emails/compose');
  await page.getByLabel('To', { exact: true }).fill(LONG_EMAIL);
  await page.getByLabel('Subject', { exact: true }).fill(`${LONG_SUBJECT}S`);
  await expect(page.getByText('Subject must be at most 200 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-emails\/compose$/);
  await page.getByLabel('Subject', { exact: true }).fill(LONG_SUBJECT);
  await expect(page.getByText('Subject must be at most 200 characters.')).toHaveCount(0);
  await page.getByLabel('Message', { exact: true }).fill(LONG_MESSAGE);
  await expect(page.getByText('5,000 / 5,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(page).toHaveURL(/folder=sent/);
  await page.getByText(LONG_SUBJECT, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin-emails\/view\//);
  const emailUrl = page.url();

  // Manage Users: a name one character too long is refused; at the limit the user is added.
  await navigateInApp(page, '/admin');
  const users = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Remove / }) });
  await expect(users.first()).toBeVisible();
  const before = await users.count();
  await page.getByLabel('Name', { exact: true }).fill(`${LONG_USER}N`);
  await page.getByLabel('Email', { exact: true }).fill(LONG_EMAIL);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Name must be at most 200 characters.')).toBeVisible();
  await expect(users).toHaveCount(before);
  await page.getByLabel('Name', { exact: true }).fill(LONG_USER);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(users).toHaveCount(before + 1);

  // The reply dialog's To holds the long address without widening the page.
  await openConsole(page, submissionUrl);
  await page.getByRole('button', { name: `Reply to ${LONG_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to Contact' });
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(LONG_EMAIL);
  await expectNoSidewaysScroll(page, 'the reply dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Each screen, reached inside the app, at both widths (one page load for them all: the
  // submission's, above, read everything afresh).
  const screens: { path: string; check: () => Promise<void> }[] = [
    {
      path: '/dashboard',
      check: () =>
        expectFitted(
          page.getByTestId('recent-submission').getByText(LONG_NAME, { exact: true }),
          LONG_NAME,
          'ellipsis',
        ),
    },
    {
      path: '/admin-emails?folder=sent',
      check: () => expectFitted(page.getByText(LONG_SUBJECT, { exact: true }), LONG_SUBJECT, 'ellipsis'),
    },
    {
      path: new URL(emailUrl).pathname,
      check: async () => {
        await expectFitted(page.getByRole('heading', { name: LONG_SUBJECT }), LONG_SUBJECT, 'wrapped');
        await expectFitted(page.getByText(LONG_MESSAGE, { exact: true }), LONG_MESSAGE, 'wrapped');
      },
    },
    {
      path: '/admin-contacts',
      check: () =>
        expectFitted(page.getByRole('cell').getByText(LONG_NAME, { exact: true }), LONG_NAME, 'ellipsis'),
    },
    {
      path: new URL(submissionUrl).pathname,
      check: async () => {
        await expectFitted(page.getByText(LONG_NAME, { exact: true }), LONG_NAME, 'wrapped');
        await expectFitted(page.getByText(LONG_MESSAGE, { exact: true }), LONG_MESSAGE, 'wrapped');
      },
    },
    {
      path: '/admin',
      check: () =>
        expectFitted(page.getByRole('cell').getByText(LONG_USER, { exact: true }), LONG_USER, 'ellipsis'),
    },
  ];
  for (const screen of screens) {
    await navigateInApp(page, screen.path);
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await expectNoSidewaysScroll(page, `${screen.path} at ${width} px`);
      await screen.check();
    }
  }
});
