import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import * as Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { http } from '../../../tests/contract-http';
import {
  OWNER_ABROAD_SESSION,
  OWNER_SESSION,
  RESIDENT_OWNER_SESSION,
  type SignedInSession,
} from '../../../tests/fixtures';
import { lastStatement, served } from '../../../tests/owner-fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { PATHS } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { OwnerStatementPage } from './owner-statement-page';
import { certificateLinkText, feeInvoiceLinkText } from './owner-text';
import type { OwnerPortfolio, OwnerStatement } from './portal-api';

/*
 * The owner's monthly statement (product rules, 'Owners'): the tax line follows the owner's
 * arrangement. Last month's statement of each demo owner, as the in-process server answers
 * it: every tenant of the sample data has paid last month in full, so the Kisumu house's
 * figures are known by hand (rent 55,000; fee 10%: 5,500; MRI due 7.5%: 4,125, not deducted;
 * net 49,500).
 */

const renderStatement = (session: SignedInSession, propertyId: string, month: string) =>
  renderRoutes([{ path: '/user/statements/:propertyId/:month', element: <OwnerStatementPage /> }], {
    route: `/user/statements/${propertyId}/${month}`,
    preloadedState: { session },
  });

/** The statement's 'Summary': each label and its value, in order. */
async function summaryLines(): Promise<[string, string][]> {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Summary' });
  const list = heading.nextElementSibling as HTMLElement;
  return [...list.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

/** The value beside a fact's label. */
const factOf = (label: string): string =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe("the owner's statement: the tax line by the owner's arrangement", () => {
  it('the owner who files MRI: MRI due is shown with its filing date, not deducted; the net is not reduced by it', async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    expect(await summaryLines()).toEqual([
      ['Rent collected', 'KES 55,000'],
      ['Management fee (10%)', '− KES 5,500'],
      ['Expenses', 'KES 0'],
      ['Net payout', 'KES 49,500'],
    ]);
    expect(
      screen.getByText(`MRI due from you: KES 4,125, file by ${formatDate(statement.tax.dueBy!)}`),
    ).toBeVisible();
    expect(statement.tax.dueBy!.slice(8)).toBe('20');
    expect(factOf('Tax arrangement')).toBe('Owner files MRI');
    expect(screen.queryByText(/MRI withheld/)).toBeNull();
    expect(screen.queryByText('KRA appointment', { selector: 'dt' })).toBeNull();
    expect(screen.getByText(/you file and pay it yourself on iTax/)).toBeVisible();
  });

  it("the firm as appointed agent: 'MRI withheld (7.5%)' deducted, with the appointment's reference and date", async () => {
    const statement = await lastStatement(OWNER_SESSION, 'pr-ouru');
    renderStatement(OWNER_SESSION, 'pr-ouru', statement.month);
    const lines = await summaryLines();
    expect(lines.map(([label]) => label)).toEqual([
      'Rent collected',
      'Management fee (10%)',
      'Expenses',
      'MRI withheld (7.5%)',
      'Net payout',
    ]);
    expect(lines[3]![1]).toBe(`− KES ${statement.tax.amountKes.toLocaleString('en-US')}`);
    expect(statement.tax.amountKes).toBeGreaterThan(0);
    expect(factOf('Tax arrangement')).toBe('Firm withholds MRI (appointed agent)');
    expect(factOf('KRA appointment')).toBe(
      `KRA/MRI/AGT/00173 of ${formatDate(statement.taxArrangement.appointedOn!)}`,
    );
    expect(screen.queryByText(/MRI due from you/)).toBeNull();
  });

  it("the owner abroad: 'Withholding tax (30%)' deducted, as a final tax", async () => {
    const statement = await lastStatement(OWNER_ABROAD_SESSION, 'pr-parklands');
    renderStatement(OWNER_ABROAD_SESSION, 'pr-parklands', statement.month);
    const lines = await summaryLines();
    expect(lines[3]).toEqual([
      'Withholding tax (30%)',
      `− KES ${statement.tax.amountKes.toLocaleString('en-US')}`,
    ]);
    expect(factOf('Tax arrangement')).toBe('Non-resident: withholding tax (30%)');
    expect(screen.queryByText(/MRI/, { selector: 'dd' })).toBeNull();
  });

  it('MRI does not apply: no tax line at all, and the reason shown', async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const commercial: OwnerStatement = {
      ...statement,
      tax: {
        ...statement.tax,
        kind: 'none',
        label: 'MRI does not apply',
        ratePercent: 0,
        amountKes: 0,
        deducted: false,
        dueBy: null,
      },
      taxArrangement: {
        kind: 'not-applicable',
        name: 'MRI does not apply',
        fromMonth: statement.month,
        appointmentReference: null,
        appointedOn: null,
        notApplicableReason: 'commercial-property',
      },
    };
    server.use(
      http.get('/api/portal/properties/{propertyId}/statements/{month}', () => HttpResponse.json(commercial)),
    );
    renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    expect((await summaryLines()).map(([label]) => label)).toEqual([
      'Rent collected',
      'Management fee (10%)',
      'Expenses',
      'Net payout',
    ]);
    expect(factOf('Tax arrangement')).toBe('MRI does not apply');
    expect(factOf('Why no tax')).toBe('Commercial property: MRI is a tax on residential rent.');
    expect(screen.queryByText(/MRI due from you/)).toBeNull();
    const sheet = screen.getByRole('article');
    expect(within(sheet).queryByText(/Rate checked on/)).toBeNull();
  });
});

describe("the owner's statement: the money trail", () => {
  it("a unit's rent collected opens its payments: date, receipt, masked phone, amounts and how each was allocated", async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const house = statement.units[0]!;
    const traced: OwnerStatement = {
      ...statement,
      units: [
        {
          ...house,
          payments: [
            {
              date: `${statement.month}-03`,
              receipt: 'TC31A2B3C4',
              phone: '0712 ••• 678',
              amountKes: 30_000,
              rentKes: 30_000,
              allocation: 'prompt',
            },
            {
              date: `${statement.month}-09`,
              receipt: 'TC48K9M2PQ',
              phone: '0733 ••• 276',
              amountKes: 25_400,
              rentKes: 25_000,
              allocation: 'staff',
            },
          ],
        },
        {
          unitId: 'u-vacant',
          unit: 'B2',
          tenant: null,
          rentChargedKes: 0,
          collectedKes: 0,
          carriedKes: 0,
          payments: [],
        },
      ],
    };
    server.use(
      http.get('/api/portal/properties/{propertyId}/statements/{month}', () => HttpResponse.json(traced)),
    );
    const { user } = renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);

    const open = await screen.findByLabelText(`Payments of unit ${house.unit}`, { selector: 'button' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('TC31A2B3C4')).toBeNull();
    // A unit without payments opens nothing.
    expect(screen.queryByLabelText('Payments of unit B2', { selector: 'button' })).toBeNull();

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const prompt = (await screen.findByText('TC31A2B3C4')).closest('tr')!;
    expect(within(prompt).getByText(formatDate(`${statement.month}-03`))).toBeVisible();
    expect(within(prompt).getByText('0712 ••• 678')).toBeVisible();
    expect(within(prompt).getAllByText('KES 30,000')).toHaveLength(2);
    expect(within(prompt).getByText('Pay with M-Pesa')).toBeVisible();
    const staff = screen.getByText('TC48K9M2PQ').closest('tr')!;
    expect(within(staff).getByText('0733 ••• 276')).toBeVisible();
    expect(within(staff).getByText('KES 25,400')).toBeVisible();
    expect(within(staff).getByText('KES 25,000')).toBeVisible();
    expect(within(staff).getByText('Paybill, allocated by staff')).toBeVisible();
    // The rent counted is the column the owner reads against the unit's collected.
    expect(screen.getByText('Rent counted')).toBeVisible();
  });
});

/** A file the page handed to the browser's download (lib/csv.ts, downloadCsv). */
interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * The downloads the page starts: jsdom has no object URLs and does not save a file, so the
 * Blob behind each URL is kept and the link's click is recorded.
 */
function captureDownloads() {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  const restore = () => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: original.create,
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: original.revoke,
    });
  };
  return { downloads, revoked, restore };
}

/** A downloaded file's cells as a spreadsheet reads them, after checking its type and BOM. */
async function cellsOf({ blob }: Download): Promise<string[][]> {
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe("the owner's statement as CSV", () => {
  let capture: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    capture = captureDownloads();
  });
  afterEach(() => {
    capture.restore();
    vi.restoreAllMocks();
  });

  it("'Download CSV' saves the statement: a line per unit, then the summary with the tax not deducted", async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const { user } = renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(capture.downloads.map((d) => d.fileName)).toEqual([
      `statement-pr-milimani-${statement.month}.csv`,
    ]);
    const cells = await cellsOf(capture.downloads[0]!);
    expect(cells[0]).toEqual([
      'Section',
      'Item',
      'Tenant',
      'Rent charged (KES)',
      'Rent collected (KES)',
      'Carried (KES)',
      'Reference',
      'Amount (KES)',
      'Deducted',
    ]);
    const units = cells.filter((row) => row[0] === 'Unit');
    expect(units).toHaveLength(1);
    expect(units[0]!.slice(3, 6)).toEqual(['55000', '55000', '0']);
    expect(cells.filter((row) => row[0] === 'Summary').slice(0, 4)).toEqual([
      ['Summary', 'Rent collected', '', '', '', '', '', '55000', ''],
      ['Summary', 'Management fee (10%)', '', '', '', '', '', '5500', 'Yes'],
      ['Summary', 'MRI due from you', '', '', '', '', '', '4125', 'No'],
      ['Summary', 'Net payout', '', '', '', '', '', '49500', ''],
    ]);
    await waitFor(() => expect(capture.revoked).toEqual(['blob:test/1']));
  });

  it("'Download year (CSV)' saves every statement of the year with activity, oldest first, each line with its month", async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const portfolio = await served<OwnerPortfolio>(RESIDENT_OWNER_SESSION, '/api/portal/owner');
    const year = statement.month.slice(0, 4);
    const listed = portfolio.properties.find((p) => p.id === 'pr-milimani')!.statementMonths;
    const months = listed.filter((m) => m.startsWith(`${year}-`)).reverse();
    const { user } = renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    const button = await screen.findByRole('button', { name: 'Download year (CSV)' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    expect(capture.downloads[0]!.fileName).toBe(`statements-pr-milimani-${year}.csv`);
    const cells = await cellsOf(capture.downloads[0]!);
    expect(cells[0]!.slice(0, 3)).toEqual(['Month', 'Section', 'Item']);
    expect([...new Set(cells.slice(1).map((row) => row[0]))]).toEqual(months);
    expect(cells).toContainEqual([statement.month, 'Summary', 'Net payout', '', '', '', '', '', '49500', '']);
  });

  it("'Download year (CSV)' that cannot read a month says so and saves nothing", async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const portfolio = await served<OwnerPortfolio>(RESIDENT_OWNER_SESSION, '/api/portal/owner');
    const year = statement.month.slice(0, 4);
    // Another month of the year with activity, whose statement cannot be read.
    const other = `${year}-${statement.month.endsWith('-01') ? '02' : '01'}`;
    const withOther: OwnerPortfolio = {
      ...portfolio,
      properties: portfolio.properties.map((p) =>
        p.id === 'pr-milimani' ? { ...p, statementMonths: [...p.statementMonths, other] } : p,
      ),
    };
    server.use(
      http.get('/api/portal/owner', () => HttpResponse.json(withOther)),
      http.get('/api/portal/properties/{propertyId}/statements/{month}', ({ params }) =>
        params.month === statement.month
          ? HttpResponse.json(statement)
          : HttpResponse.json({ error: 'The server could not answer.' }, { status: 500 }),
      ),
    );
    const { user } = renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    const button = await screen.findByRole('button', { name: 'Download year (CSV)' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(
      await screen.findByText(`The statements of ${year} could not be downloaded. Try again.`),
    ).toBeInTheDocument();
    expect(capture.downloads).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe("the owner's statement: a finished month's documents", () => {
  it('the firm withheld MRI as her agent: the fee invoice (eTIMS) and the withholding certificate, each linking to its page', async () => {
    const statement = await lastStatement(OWNER_SESSION, 'pr-ouru');
    renderStatement(OWNER_SESSION, 'pr-ouru', statement.month);
    const invoice = await screen.findByText(feeInvoiceLinkText(statement.feeInvoice!.etimsNumber));
    expect(invoice.textContent).toMatch(/^Management fee invoice KRACU\d{10}\/\d+ \(eTIMS \(simulated\)\)$/);
    expect(invoice.closest('a')).toHaveAttribute('href', PATHS.userFeeInvoice('pr-ouru', statement.month));
    const certificate = screen.getByText(certificateLinkText(statement.certificate!.number));
    expect(certificate.textContent).toBe(`Withholding certificate WHT-${statement.month}-OURU`);
    expect(certificate.closest('a')).toHaveAttribute(
      'href',
      PATHS.userCertificate('pr-ouru', statement.month),
    );
  });

  it('the owner who files MRI herself: the fee invoice only', async () => {
    const statement = await lastStatement(RESIDENT_OWNER_SESSION, 'pr-milimani');
    renderStatement(RESIDENT_OWNER_SESSION, 'pr-milimani', statement.month);
    const invoice = await screen.findByText(feeInvoiceLinkText(statement.feeInvoice!.etimsNumber));
    expect(invoice.closest('a')).toHaveAttribute(
      'href',
      PATHS.userFeeInvoice('pr-milimani', statement.month),
    );
    expect(screen.queryByText(/^Withholding certificate/)).toBeNull();
  });
});
