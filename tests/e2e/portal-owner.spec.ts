import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  BACK_TO_THE_STATEMENT,
  certificateLinkText,
  feeInvoiceLinkText,
  mriDueText,
  NO_EXPENSES_TEXT,
  TAX_NOTE,
} from '../../src/features/portal/owner-text';
import { STATEMENT_CSV_HEADER } from '../../src/features/portal/owner-statement-csv';
import { formatMonth } from '../../src/lib/format';
import type { OwnerStatement } from '../../src/types/api.gen';
import { ADMIN_SESSION, CUSTOMER_SESSION, OWNER_SESSION } from '../fixtures';
import {
  expect,
  expectFloatingButtonsClear,
  expectNoAxeViolations,
  LIVE_WITHIN_MS,
  personBrowser,
  PUBLIC_ORIGIN,
  test,
  tokenFor,
  waitForApp,
} from './support';
import { navigateInApp } from './console-support';

/**
 * The owner view of the portal (product rules, 'Owners'): signed in with the Demo controls'
 * 'Owner', 'Owner abroad' and 'Owner (files MRI)' personas, the home shows this month's rent collected, arrears
 * and occupancy, then each property with its units (the tenant by first name and initial);
 * a month's statement shows the rent collected by unit, the management fee, the tax by the
 * owner's arrangement (MRI 7.5% withheld for the owner whose appointed agent the firm is, 30%
 * withholding for the owner abroad, MRI due and not deducted for the owner who files it) and
 * the net payout,
 * whose arithmetic is checked here from the figures on the page; printed, a 6-unit
 * property's statement is one A4 page holding the net payout. A tenant's payment in another
 * browser shows in the owner's figures and statement without a reload.
 */

const kes = (n: number): string => `KES ${n.toLocaleString('en-US')}`;
/** Halves up, as the statement rounds each line to whole shillings. */
const kesValue = (text: string): number => Number(text.replace(/[^\d]/g, ''));

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The value beside a label of a description list, inside `scope`. */
const valueOf = (scope: Locator, label: string | RegExp): Locator =>
  scope.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

type Persona = 'Tenant' | 'Owner' | 'Owner abroad' | 'Owner (files MRI)';

async function signInAsPersona(page: Page, persona: Persona): Promise<void> {
  await page.goto('/');
  await waitForApp(page);
  await switchPersona(page, persona);
}

/** The Demo controls' one-click sign-in, in this tab as it is (no page load). */
async function switchPersona(page: Page, persona: Persona): Promise<void> {
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await page
    .getByRole('dialog', { name: 'Demo controls' })
    .getByRole('button', { name: `Sign in as ${persona}`, exact: true })
    .click();
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/user`);
  await waitForApp(page);
}

const PERSONA_EMAILS: Record<Persona, string> = {
  Tenant: 'user@example.com',
  Owner: 'owner@example.com',
  'Owner abroad': 'investor@example.com',
  'Owner (files MRI)': 'resident@example.com',
};

/**
 * Switches persona in this tab and watches every frame of the page's main content from the
 * moment the new person's session is stored until `arrived` shows: the frames that still held
 * `previous` (product rules, 'Sessions': the next person never sees a frame of the previous
 * person's data).
 */
async function switchWatching(
  page: Page,
  persona: Persona,
  previous: string,
  arrived: string,
): Promise<string[]> {
  await page.evaluate(
    ({ old, next, email }) => {
      const seen: string[] = [];
      (window as unknown as { __framesWithPrevious: string[] }).__framesWithPrevious = seen;
      const watch = () => {
        const signedInAsNext = (localStorage.getItem('user') ?? '').includes(email);
        const text = document.querySelector('main')?.textContent ?? '';
        if (signedInAsNext && text.includes(old)) seen.push(text.slice(0, 120));
        if (!signedInAsNext || !text.includes(next)) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { old: previous, next: arrived, email: PERSONA_EMAILS[persona] },
  );
  await switchPersona(page, persona);
  await expect(page.locator('main').getByText(arrived).first()).toBeVisible();
  return page.evaluate(() => (window as unknown as { __framesWithPrevious: string[] }).__framesWithPrevious);
}

/**
 * The statement on the page shows the server's figures, each in its place, under the tax's
 * label; the units' collected rent adds up to the total. The rules that make the figures are
 * the server's, table-tested in server/domain/owner-statement.test.ts. Answers the net payout.
 */
async function checkStatementFigures(page: Page, taxLabel: string): Promise<number> {
  const [, propertyId, month] = /\/user\/statements\/([^/]+)\/(\d{4}-\d{2})$/.exec(
    new URL(page.url()).pathname,
  )!;
  const statement = await page.evaluate(
    async ([p, m]) => {
      const response = await fetch(`/api/portal/properties/${p}/statements/${m}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as OwnerStatement;
    },
    [propertyId, month] as const,
  );
  const sheet = page.getByRole('article', { name: /^Statement for / });
  const collectedCells = await sheet
    .getByRole('table')
    .first()
    .locator('tbody tr:not([aria-hidden]) td:nth-child(4)')
    .allInnerTexts();
  const deduction = (n: number) => (n === 0 ? kes(0) : `− ${kes(n)}`);
  expect(collectedCells.reduce((sum, text) => sum + kesValue(text), 0)).toBe(statement.rentCollectedKes);
  expect(statement.rentCollectedKes).toBeGreaterThan(0);
  expect(statement.tax.label).toBe(taxLabel);
  await expect(valueOf(sheet, /^Rent collected$/)).toHaveText(kes(statement.rentCollectedKes));
  await expect(valueOf(sheet, 'Management fee (10%)')).toHaveText(deduction(statement.managementFeeKes));
  await expect(valueOf(sheet, /^Expenses$/)).toHaveText(kes(statement.expensesKes));
  await expect(valueOf(sheet, taxLabel)).toHaveText(deduction(statement.tax.amountKes));
  await expect(valueOf(sheet, 'Net payout')).toHaveText(kes(statement.netPayoutKes));
  return statement.netPayoutKes;
}

/** The owner's figures as the server holds them now. */
const serverPortfolio = (page: Page, token: string) =>
  page.evaluate(async (t) => {
    const response = await fetch('/api/portal/owner', { headers: { Authorization: `Bearer ${t}` } });
    return (await response.json()) as { month: string; rentCollectedKes: number };
  }, token);

test("the resident owner (1440 px): figures, units, a statement with MRI 7.5%, a tenant's payment live in both, the statement as CSV read back, and last month's fee invoice and MRI certificate", async ({
  page,
  browser,
  dataset,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsPersona(page, 'Owner');

  // The figures first, then each property with its units.
  const figures = page.getByRole('region', { name: 'Your properties' });
  await expect(valueOf(figures, 'Occupancy')).toHaveText(/^\d+ of 16 units let \(\d+%\)$/);
  const ouru = page.getByRole('region', { name: 'Ouru Heights, Kisii' });
  const a4 = ouru.getByRole('row', { name: /^A4 / });
  await expect(a4).toContainText('Brian N.');
  await expect(a4).toContainText('Let');
  await expect(ouru.getByRole('row', { name: /^A5 / })).toContainText('Under notice');
  await expect(ouru.getByRole('row', { name: /^A3 / })).toContainText('Vacant');
  await expect(page.getByRole('region', { name: 'Kilimani Court, Nairobi' })).toBeVisible();
  // Owners never see a tenant's phone number or email.
  const shown = await page.locator('main').innerText();
  expect(shown).not.toMatch(/@example\.com|2547\d{8}|07\d{2} \d{3} \d{3}|Nyakundi/);
  await test.step('/user, owner (1440)', () => expectNoAxeViolations(page));

  // This month's statement of Ouru Heights, in a second tab of the owner's, stays open.
  const { month, rentCollectedKes: before } = await serverPortfolio(
    page,
    await tokenFor(page, OWNER_SESSION),
  );
  await expect(valueOf(figures, /^Rent collected, /)).toHaveText(kes(before));
  const statementTab = await page.context().newPage();
  await statementTab.setViewportSize({ width: 1440, height: 900 });
  await statementTab.goto(`/user/statements/pr-ouru/${month}`);
  await waitForApp(statementTab);
  await expect(statementTab.getByRole('heading', { level: 1, name: 'Monthly statement' })).toBeVisible();
  await expect(statementTab).toHaveTitle(/^Monthly statement \| /);
  await checkStatementFigures(statementTab, 'MRI withheld (7.5%)');
  await expect(statementTab.getByRole('article')).toContainText(TAX_NOTE.mri);
  await expect(valueOf(statementTab.getByRole('article'), 'Tax arrangement')).toHaveText(
    'Firm withholds MRI (appointed agent)',
  );
  await expect(valueOf(statementTab.getByRole('article'), 'KRA appointment')).toHaveText(
    /^KRA\/MRI\/AGT\/00173 of /,
  );
  await test.step('/user/statements (1440)', () => expectNoAxeViolations(statementTab));
  const a4Collected = statementTab.getByRole('row', { name: /^A4 / }).getByRole('cell').nth(3);
  const a4Before = kesValue(await a4Collected.innerText());

  // The tenant pays, in a browser of their own: what was due and a month's rent ahead.
  const tenant = await personBrowser(browser, dataset, CUSTOMER_SESSION);
  await tenant.goto('/user?mpesa=success');
  await waitForApp(tenant);
  await tenant.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  const pay = tenant.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await pay.getByLabel('Phone number').fill('0712 345 678');
  const due = Number(await pay.getByLabel('Amount (KES)').inputValue());
  await pay.getByLabel('Amount (KES)').fill(String(due + 18_000));
  await pay.getByRole('button', { name: 'Send payment request' }).click();
  await expect(pay.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await tenant.context().close();

  // Both owner screens follow without a reload.
  const after = await serverPortfolio(page, await tokenFor(page, OWNER_SESSION));
  expect(after.rentCollectedKes).toBeGreaterThanOrEqual(before + 18_000);
  await expect(valueOf(figures, /^Rent collected, /)).toHaveText(kes(after.rentCollectedKes), {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(a4Collected).toHaveText(kes(a4Before + after.rentCollectedKes - before), {
    timeout: LIVE_WITHIN_MS,
  });
  const net = await checkStatementFigures(statementTab, 'MRI withheld (7.5%)');

  // The money trail: A4's rent opens the payments that make it up, the tenant's among them,
  // by its receipt, with the phone masked and how it reached the lease.
  await statementTab.getByRole('button', { name: 'Payments of unit A4' }).click();
  const trail = statementTab.getByRole('group', { name: 'Payments of unit A4' });
  await expect(trail.getByRole('row', { name: /0712 ••• 678/ }).last()).toContainText('Pay with M-Pesa');
  await expect(trail).not.toContainText('254712345678');
  await test.step('/user/statements, a unit opened (1440)', () => expectNoAxeViolations(statementTab));

  // The statement as CSV, downloaded and read back as a spreadsheet reads it (the format's
  // rules are src/lib/csv.test.ts's): the summary's net payout is the page's.
  const downloaded = statementTab.waitForEvent('download');
  await statementTab.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(`statement-pr-ouru-${month}.csv`);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(STATEMENT_CSV_HEADER);
  expect(rows.find((row) => row[0] === 'Unit' && row[1] === 'A4')?.[2]).toBe('Brian N.');
  expect(rows.find((row) => row[0] === 'Summary' && row[1] === 'Net payout')?.[7]).toBe(String(net));

  // Last month is over: its statement links its documents, the fee invoice registered with
  // eTIMS and the MRI certificate (the firm is her appointed agent); each opens from it.
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastMonth =
    monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
  await navigateInApp(statementTab, `/user/statements/pr-ouru/${lastMonth}`);
  const last = await statementTab.evaluate(async (m) => {
    const response = await fetch(`/api/portal/properties/pr-ouru/statements/${m}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as OwnerStatement;
  }, lastMonth);
  await statementTab.getByRole('link', { name: feeInvoiceLinkText(last.feeInvoice!.etimsNumber) }).click();
  await expect(statementTab).toHaveURL(`${PUBLIC_ORIGIN}/user/statements/pr-ouru/${lastMonth}/invoice`);
  const invoice = statementTab.getByRole('article', { name: `Invoice INV-${lastMonth}-OURU` });
  await expect(valueOf(invoice, 'eTIMS invoice number')).toHaveText(last.feeInvoice!.etimsNumber);
  await expect(valueOf(invoice, 'Registered with')).toHaveText('eTIMS (simulated)');
  await expect(valueOf(invoice, /^Management fee$/)).toHaveText(kes(last.managementFeeKes));
  await invoice.getByRole('link', { name: BACK_TO_THE_STATEMENT }).click();
  await statementTab.getByRole('link', { name: certificateLinkText(last.certificate!.number) }).click();
  await expect(statementTab).toHaveURL(`${PUBLIC_ORIGIN}/user/statements/pr-ouru/${lastMonth}/certificate`);
  await expect(statementTab).toHaveTitle(/^Withholding certificate \| /);
  const certificate = statementTab.getByRole('article', {
    name: 'Certificate of Monthly Rental Income tax withheld',
  });
  await expect(valueOf(certificate, 'Certificate number')).toHaveText(`WHT-${lastMonth}-OURU`);
  await expect(valueOf(certificate, /^Rate$/)).toHaveText('7.5%');
  await expect(valueOf(certificate, 'Tax withheld')).toHaveText(kes(last.tax.amountKes));
  await expect(valueOf(certificate, 'KRA payment reference (PRN)')).toHaveText(/^\d{14}$/);
  await test.step('/user/statements/…/certificate (1440)', () => expectNoAxeViolations(statementTab));
});

test('the owner abroad (360 px), after the tenant in the same tab: nothing of the tenant shows; a statement with 30% withholding in place of MRI, printed on one A4 page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  // One tab, three sign-ins by the Demo controls: Tenant, Owner abroad, Tenant, Owner abroad.
  // No frame after a switch shows the previous person's figures (the tenant's pay reference
  // KSI-A4, the owner abroad's Parklands Heights).
  await signInAsPersona(page, 'Tenant');
  await expect(page.locator('main').getByText('KSI-A4').first()).toBeVisible();
  expect(await switchWatching(page, 'Owner abroad', 'KSI-A4', 'Parklands Heights')).toEqual([]);
  expect(await switchWatching(page, 'Tenant', 'Parklands Heights', 'KSI-A4')).toEqual([]);
  expect(await switchWatching(page, 'Owner abroad', 'KSI-A4', 'Parklands Heights')).toEqual([]);
  const parklands = page.getByRole('region', { name: 'Parklands Heights, Nairobi' });
  await expect(parklands.getByRole('row', { name: /^201 / })).toContainText('Naliaka W.');
  await expect(page.getByRole('region', { name: 'Ouru Heights, Kisii' })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await test.step('/user, owner abroad (360)', () => expectNoAxeViolations(page));
  // Her approval waits at the top (Approve, Decline): no floating button over them, on a phone or
  // a desktop, as the page opens and at its end.
  await expect(page.getByRole('button', { name: /^Approve/ }).first()).toBeVisible();
  await expectFloatingButtonsClear(page, '/user, owner abroad, an approval waiting (360)');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectFloatingButtonsClear(page, '/user, owner abroad, an approval waiting (1440)');
  await page.setViewportSize({ width: 360, height: 800 });

  // 'My Properties' -> the latest statement.
  await page.getByRole('link', { name: 'Latest statement, Parklands Heights' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC_ORIGIN}/user/statements/pr-parklands/\\d{4}-\\d{2}$`));
  const sheet = page.getByRole('article', { name: /^Statement for .*: Parklands Heights, Nairobi$/ });
  await expect(sheet).toBeVisible();
  await expect(valueOf(sheet, 'Residency')).toHaveText('Not resident in Kenya');
  await expect(sheet.getByText(/MRI withheld/)).toHaveCount(0);
  await expect(sheet).toContainText(TAX_NOTE['non-resident-withholding']);
  await expect(sheet.getByText(NO_EXPENSES_TEXT)).toBeVisible();
  const net = await checkStatementFigures(page, 'Withholding tax (30%)');
  expect(await noSidewaysScroll(page)).toBe(true);
  await test.step('/user/statements (360)', () => expectNoAxeViolations(page));

  // Printed by Chromium: one A4 page, with the net payout on it.
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  expect(document.numPages).toBe(1);
  const text = (await (await document.getPage(1)).getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ');
  expect(text).toContain('Net payout');
  expect(text).toContain(kes(net));
  expect(text).toContain('Withholding tax (30%)');
  expect(text).not.toContain('Demo controls');
});

test('the owner who files MRI herself (1024 px): MRI due with its filing date, shown and not deducted; staff make the firm her agent from this month, and only this month follows; a refused payout, then a paid one', async ({
  page,
  browser,
  dataset,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInAsPersona(page, 'Owner (files MRI)');
  await expect(page.getByRole('region', { name: 'Milimani House, Kisumu' })).toBeVisible();
  await page.getByRole('link', { name: 'Latest statement, Milimani House' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC_ORIGIN}/user/statements/pr-milimani/\\d{4}-\\d{2}$`));
  const sheet = page.getByRole('article', { name: /^Statement for .*: Milimani House, Kisumu$/ });
  await expect(sheet).toBeVisible();
  await expect(valueOf(sheet, 'Tax arrangement')).toHaveText('Owner files MRI');
  const month = /\/(\d{4}-\d{2})$/.exec(new URL(page.url()).pathname)![1]!;
  const statement = await page.evaluate(async (m) => {
    const response = await fetch(`/api/portal/properties/pr-milimani/statements/${m}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as OwnerStatement;
  }, month);
  expect([statement.tax.kind, statement.tax.deducted]).toEqual(['mri-due', false]);
  await expect(sheet.getByText(mriDueText(statement.tax.amountKes, statement.tax.dueBy!))).toBeVisible();
  // Not among the deductions: the summary has no tax line (the arithmetic is table-tested in
  // server/domain/owner-statement.test.ts); the page shows the server's net payout.
  await expect(sheet.getByRole('term').filter({ hasText: /MRI/ })).toHaveCount(0);
  await expect(valueOf(sheet, 'Net payout')).toHaveText(kes(statement.netPayoutKes));
  await expect(sheet).toContainText(TAX_NOTE['mri-due']);
  await test.step('/user/statements, owner who files MRI (1024)', () => expectNoAxeViolations(page));

  // Staff, on the console's Owners screen, make the firm her appointed agent from this month.
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const staff = await personBrowser(browser, dataset, ADMIN_SESSION);
  await staff.goto(`${PUBLIC_ORIGIN}/admin-owners`);
  await staff.getByRole('button', { name: 'Change the tax arrangement of Akinyi Odera' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Tax arrangement of Akinyi Odera' });
  await dialog.getByRole('radio', { name: 'Firm withholds MRI (appointed agent)' }).check();
  await dialog.getByLabel('Appointment reference').fill('KRA/MRI/AGT/00999');
  await dialog.getByLabel('Appointment date').fill(`${thisMonth}-01`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Tax arrangement saved')).toBeVisible();
  await expect(staff.getByRole('row', { name: /Akinyi Odera/ })).toContainText(
    'KRA appointment KRA/MRI/AGT/00999',
  );

  // Staff pay out her statement of last month, to her M-Pesa phone, from the console's Payouts:
  // the provider refuses first (the Demo controls' Payouts answer), which pays nothing and
  // leaves the dialog to try again; then it pays.
  const payoutsAnswer = async (answer: RegExp) => {
    await staff.getByRole('button', { name: /^Demo controls/ }).click();
    const panel = staff.getByRole('dialog', { name: 'Demo controls' });
    await panel.getByRole('radio', { name: answer }).check();
    await staff.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  };
  await navigateInApp(staff, '/admin-payouts');
  await payoutsAnswer(/^Refuse/);
  await staff.getByRole('button', { name: /^Pay out Milimani House, / }).click();
  const payOut = staff.getByRole('dialog', { name: /^Pay out Milimani House, / });
  await expect(payOut).toContainText('M-Pesa 0722 ••• 315');
  await payOut.getByRole('button', { name: 'Pay out', exact: true }).click();
  await expect(staff.getByText("The recipient's number is not registered for M-Pesa.")).toBeVisible();
  await expect(payOut).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(payOut).toBeHidden();
  await payoutsAnswer(/^Pay out/);
  await staff.getByRole('button', { name: /^Pay out Milimani House, / }).click();
  await payOut.getByRole('button', { name: 'Pay out', exact: true }).click();
  await expect(staff.getByText(/^Paid out Milimani House, /)).toBeVisible();
  await expect(staff.getByRole('button', { name: /^Pay out Milimani House, / })).toHaveCount(0);
  await staff.context().close();

  // This month's statement follows (the open one, live, when it is this month's); earlier ones never change.
  if (month !== thisMonth) await page.goto(`${PUBLIC_ORIGIN}/user/statements/pr-milimani/${thisMonth}`);
  await expect(valueOf(sheet, 'Tax arrangement')).toHaveText('Firm withholds MRI (appointed agent)', {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(sheet.getByRole('term').filter({ hasText: 'MRI withheld (7.5%)' })).toBeVisible();
  const earlier = await page.evaluate(async (m) => {
    const [y, mo] = m.split('-').map(Number) as [number, number];
    const before = mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
    const response = await fetch(`/api/portal/properties/pr-milimani/statements/${before}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as OwnerStatement;
  }, thisMonth);
  expect([earlier.taxArrangement.kind, earlier.tax.kind]).toEqual(['owner-files', 'mri-due']);

  // Last month's statement says where its payout went; her home says it is the last payout.
  await page.goto(`${PUBLIC_ORIGIN}/user/statements/pr-milimani/${earlier.month}`);
  await expect(
    sheet.getByText(/^Paid out on \d{1,2} \w+ \d{4} to M-Pesa 0722 ••• 315, reference \w+\.$/),
  ).toBeVisible();
  await page.goto(`${PUBLIC_ORIGIN}/user`);
  await expect(valueOf(page.locator('main'), 'Last payout')).toContainText(
    `for Milimani House, ${formatMonth(earlier.month)}. Paid out on `,
  );
});
