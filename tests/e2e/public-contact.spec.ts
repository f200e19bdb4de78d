import { type Page } from '@playwright/test';
import { serverSubmissions } from './console-support';
import { expect, test, waitForApp } from './support';

/** Contact Us (product rules, 'Enquiries'): the panel, the map on request, the form and its bad input. */

const SUCCESS = "Your message has been sent successfully! We'll get back to you soon.";
const LOCAL_HOSTS = ['localhost', 'admin.localhost'];

async function openContact(page: Page) {
  // Nothing leaves the machine in these tests (the map embed is Google's).
  await page.route(
    (url) => !LOCAL_HOSTS.includes(new URL(url).hostname),
    (route) => route.abort(),
  );
  await page.goto('/contact');
  await waitForApp(page);
  // The country picker loads once the page is live (a plain phone input until then).
  await expect(form(page).getByRole('button', { name: /^Kenya/ })).toBeVisible();
}

const form = (page: Page) =>
  page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
const send = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending\.\.\./ });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

/** Types into the phone input the way a visitor does: click, caret after the country code. */
async function typePhone(page: Page, digits: string) {
  const phone = field(page, 'Mobile Number');
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

test('contact panel, View FAQ, the map on request and Open in Maps; no WhatsApp widget here', async ({
  page,
}) => {
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Kisii Property Management');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'View FAQ' })).toHaveAttribute('href', '/faq');

  const panel = main.locator('section', { has: page.getByRole('heading', { name: 'Get in Touch' }) });
  await expect(panel.getByRole('link', { name: '+254 700 000 000' }).first()).toHaveAttribute(
    'href',
    'tel:+254700000000',
  );
  await expect(panel.getByRole('link', { name: '+254 700 000 000' }).nth(1)).toHaveAttribute(
    'href',
    'https://wa.me/254700000000',
  );
  await expect(panel).toContainText('Ouru Complex, 3rd floor, above the bank, Kisii');
  await expect(panel.getByRole('link', { name: 'example.com' })).toHaveAttribute(
    'href',
    'https://example.com',
  );
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);

  const map = main.locator('section', { has: page.getByRole('heading', { name: 'Find Our Office' }) });
  await expect(map.locator('iframe')).toHaveCount(0);
  const openInMaps = map.getByRole('link', { name: 'Open in Maps' });
  await expect(openInMaps).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(openInMaps).toHaveAttribute('target', '_blank');
  await expect(openInMaps).toHaveAttribute('rel', /noopener/);
  await map.getByRole('button', { name: 'Show map' }).click();
  const frame = map.locator('iframe');
  await expect(frame).toHaveAttribute('title', /Map of our office at Ouru Complex/);
  await expect(frame).toHaveAttribute('src', /maps\.google\.com\/maps\?q=Ouru/);
});

test('phone numbers as Kenyans type them: a leading 0 dropped, a pasted code not doubled, Kenya kept, 8 digits refused; at 360 px no horizontal scroll, also with a 5,000-character message', async ({
  page,
}) => {
  await openContact(page);
  const phone = field(page, 'Mobile Number');
  const kenya = form(page).getByRole('button', { name: /^Kenya/ });
  const invalid = 'Enter a valid mobile number.';

  await typePhone(page, '0712345678');
  await expect(phone).toHaveValue('+254 712 345 678');

  for (const pasted of ['+254712345678', '254712345678']) {
    // Pasted over the whole field.
    await phone.selectText();
    await page.keyboard.insertText(pasted);
    await expect(phone).toHaveValue('+254 712 345 678');
    // Pasted after the +254 an emptied field shows.
    await phone.selectText();
    await page.keyboard.press('Backspace');
    await expect(phone).toHaveValue('+254');
    await phone.press('End');
    await page.keyboard.insertText(pasted);
    await expect(phone).toHaveValue('+254 712 345 678');
    await expect(kenya).toBeVisible();
  }

  // Select-all and typing never switches the country (it once became Russia).
  await phone.selectText();
  await phone.pressSequentially('0799111222');
  await expect(phone).toHaveValue('+254 799 111 222');
  await expect(kenya).toBeVisible();

  // Eight digits after +254 are not a number: said once the field is left; Send stays disabled.
  await phone.selectText();
  await phone.pressSequentially('71234567');
  await expect(phone).toHaveValue('+254 712 345 67');
  await expect(form(page).getByText(invalid)).toHaveCount(0);
  await field(page, 'Full Name').fill('Jane Doe');
  await expect(phone).toHaveAccessibleDescription(invalid);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Email Address').fill('jane@example.com');
  await field(page, 'Message').fill('Call me');
  await form(page).getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(send(page)).toBeDisabled();
  await typePhone(page, '8');
  await expect(phone).toHaveValue('+254 712 345 678');
  await expect(form(page).getByText(invalid)).toHaveCount(0);
  await expect(send(page)).toBeEnabled();

  await test.step('at 360 px: no horizontal scroll, also with a 5,000-character message', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await field(page, 'Message').fill('word '.repeat(500) + 'y'.repeat(2500));
    await expect(field(page, 'Message')).toHaveValue(/y{2500}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await kenya.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('Send is enabled only with four non-blank fields and the check; the send flow and its result', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.clock.install();
  await openContact(page);
  const xss = '<img src=x onerror=alert(1)>';
  const name = field(page, 'Full Name');
  const email = field(page, 'Email Address');
  const phone = field(page, 'Mobile Number');
  const message = field(page, 'Message');
  const check = form(page).getByRole('checkbox', { name: "I'm not a robot" });
  await expect(form(page)).toContainText('Demo check');
  await expect(phone).toHaveValue('+254');
  await expect(message).toHaveAttribute('rows', '3');
  await expect(send(page)).toBeDisabled();

  // Whitespace-only fields keep Send disabled.
  await name.fill('   ');
  await email.fill('  ');
  await message.fill(' \n ');
  await check.check();
  await expect(send(page)).toBeDisabled();

  await name.fill(xss);
  await email.fill('jane@example.com');
  await typePhone(page, '712345678');
  await expect(phone).toHaveValue('+254 712 345 678');
  await expect(send(page)).toBeDisabled();
  // Up to the contract's limit (5,000 characters; product rules, 'Long input').
  await message.fill(`${xss} ${'x'.repeat(4_900)}`);
  await expect(message).toHaveValue(new RegExp(`x{4900}$`));
  await expect(send(page)).toBeEnabled();
  await check.uncheck();
  await expect(send(page)).toBeDisabled();
  await check.check();
  await expect(send(page)).toBeEnabled();

  // Time stands still from here: 'Sending...' lasts exactly 1.5 s. Two submits in one go
  // (before React re-renders; a double click would hit a disabled button) send once.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await form(page).evaluate((element) => {
    const f = element as HTMLFormElement;
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect(send(page)).toHaveText('Sending...');
  await expect(send(page)).toBeDisabled();
  await expect(send(page)).toHaveAttribute('aria-busy', 'true');
  await expect(send(page).locator('.spinner')).toBeVisible();
  await page.clock.runFor(1400);
  await expect(send(page)).toHaveText('Sending...');
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  await page.clock.runFor(100);
  // 1.5 s have passed; the enquiry's request (the demo front's latency runs on the page's
  // clock too) finishes once time runs again.
  await page.clock.resume();
  const success = form(page).getByRole('status').filter({ hasText: SUCCESS });
  await expect(success).toBeVisible();
  await expect(success).toHaveText(SUCCESS);

  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(phone).toHaveValue('+254');
  await expect(message).toHaveValue('');
  await expect(check).not.toBeChecked();
  await expect(send(page)).toHaveText('Send Message');
  await expect(send(page)).toBeDisabled();

  // POST /api/contact filed the enquiry, once, on the API server (this test's data set).
  await expect
    .poll(async () => (await serverSubmissions(page)).filter((s) => s.id.startsWith('web-')))
    .toEqual([expect.objectContaining({ name: xss, viewed: false, phone: '+254 712 345 678' })]);

  // Markup typed into a field is only ever text.
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('the phone input: Kenya first, 15 digits at most, a searchable country list debounced by 250 ms', async ({
  page,
}) => {
  await page.clock.install();
  await openContact(page);
  const phone = field(page, 'Mobile Number');
  await typePhone(page, '7123456789012345678');
  const digits = (await phone.inputValue()).replace(/\D/g, '');
  expect(digits).toHaveLength(15);
  expect(digits.startsWith('254')).toBe(true);

  await form(page).getByRole('button', { name: /Kenya/ }).click();
  const search = form(page).getByPlaceholder('Search countries');
  await expect(search).toBeFocused();
  const options = form(page).locator('.country-list .country');
  const all = await options.count();
  expect(all).toBeGreaterThan(200);

  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await search.pressSequentially('Tanz');
  await expect(search).toHaveValue('Tanz');
  await page.clock.runFor(200);
  await expect(options).toHaveCount(all);
  await page.clock.runFor(60);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Tanzania');
  await page.clock.resume();
  await options.first().click();
  await expect(phone).toHaveValue(/^\+255/);
});
