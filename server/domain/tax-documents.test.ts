import { describe, expect, it, vi } from 'vitest';
import type { TaxArrangement } from '../../src/types/api.gen';
import type { EtimsAdapter, EtimsInvoice } from '../adapters/etims';
import { simulatedEtims } from '../adapters/etims';
import type { ItaxAdapter, WithholdingRemittance } from '../adapters/itax';
import { simulatedItax } from '../adapters/itax';
import { maintenanceSeed } from './data/maintenance';
import { portalSeed } from './data/portal';
import { db } from './db';
import { percentOf, statementTax } from './owner-statement';
import { payoutsSeed } from './payouts';
import { ownerNameOf, type OwnerTables, propertyStatement, type PropertyStatement } from './portal';
import {
  certificateKind,
  certificateNumber,
  documentKinds,
  feeInvoiceOf,
  invoiceNumber,
  issueDocuments,
  issuedOnOf,
  ownerStatementOf,
  readStatementWithDocuments,
  type StoredTaxDocument,
  TAX_DOCUMENT_TEXTS,
  withholdingCertificateOf,
} from './tax-documents';
import { pinClock } from '../test-clock';
import { inDataset } from '../testing';

// A finished month's documents (product rules, 'Owners'): which statements have a fee invoice
// and which a withholding certificate, by the owner's tax arrangement and the month; what each
// says, from the statement's figures; and issuing them once, in a request's transaction.

const TODAY = '2025-03-18';

describe('documentKinds: which months get which document, on 18 March 2025', () => {
  /** A statement's parts the rules read: a 10% fee and the tax by `arrangement`, as the statement makes them. */
  const statement = (
    arrangement: TaxArrangement['kind'],
    month: string,
    rentKes: number,
    feePercent = 10,
  ) => ({
    month,
    managementFeeKes: percentOf(rentKes, feePercent),
    tax: statementTax(month, { kind: arrangement }, rentKes),
  });
  // prettier-ignore
  it.each<[string, ReturnType<typeof statement>, string[], string | null]>([
    ['appointed agent, February: the invoice and an MRI certificate', statement('appointed-agent', '2025-02', 116_000), ['fee-invoice', 'withholding-certificate'], 'mri'],
    ['non-resident, February: the invoice and a 30% certificate', statement('non-resident', '2025-02', 160_000), ['fee-invoice', 'withholding-certificate'], 'non-resident'],
    ['owner files MRI herself, February: the invoice only', statement('owner-files', '2025-02', 55_000), ['fee-invoice'], null],
    ['MRI does not apply, February: the invoice only', statement('not-applicable', '2025-02', 55_000), ['fee-invoice'], null],
    ['appointed agent, a year before: both', statement('appointed-agent', '2024-03', 116_000), ['fee-invoice', 'withholding-certificate'], 'mri'],
    ['appointed agent, this month (still open): none', statement('appointed-agent', '2025-03', 116_000), [], 'mri'],
    ['non-resident, next month: none', statement('non-resident', '2025-04', 160_000), [], 'non-resident'],
    ['appointed agent, no rent collected: no fee, no tax, none', statement('appointed-agent', '2025-02', 0), [], null],
    ['a property without a fee (0%): no invoice, the certificate', statement('appointed-agent', '2025-02', 116_000, 0), ['withholding-certificate'], 'mri'],
    ['owner files, no fee: none', statement('owner-files', '2025-02', 55_000, 0), [], null],
  ])('%s', (_case, s, kinds, certificate) => {
    expect(documentKinds(s, TODAY)).toEqual(kinds);
    expect(certificateKind(s.tax)).toBe(certificate);
  });

  it.each([
    ['December, on 1 January', '2024-12', '2025-01-01', true],
    ['January, on 31 January', '2025-01', '2025-01-31', false],
    ['January, on 1 February', '2025-01', '2025-02-01', true],
  ])('%s: %s', (_case, month, today, ended) => {
    expect(documentKinds(statement('appointed-agent', month, 10_000), today).length > 0).toBe(ended);
  });
});

describe("the documents' numbers and dates", () => {
  it.each([
    ['pr-ouru', '2026-10', 'WHT-2026-10-OURU', 'INV-2026-10-OURU', '2026-11-01'],
    ['pr-parklands', '2025-12', 'WHT-2025-12-PARKLANDS', 'INV-2025-12-PARKLANDS', '2026-01-01'],
  ])('%s, %s', (propertyId, month, certificate, invoice, issuedOn) => {
    expect(certificateNumber({ propertyId, month })).toBe(certificate);
    expect(invoiceNumber({ propertyId, month })).toBe(invoice);
    expect(issuedOnOf(month)).toBe(issuedOn);
  });

  it('the simulated eTIMS answers a control unit invoice number, and iTax a PRN; the same request, the same number', async () => {
    const invoice: EtimsInvoice = {
      invoiceNumber: 'INV-2025-02-OURU',
      buyer: 'Ruth Nyaboke',
      description: 'Property management fee, Ouru Heights, February 2025',
      amountKes: 11_600,
      issuedOn: '2025-03-01',
    };
    const etimsNumber = await simulatedEtims.register(invoice);
    expect(etimsNumber).toMatch(/^KRACU\d{10}\/\d{5}$/);
    expect(await simulatedEtims.register(invoice)).toBe(etimsNumber);
    expect(await simulatedEtims.register({ ...invoice, invoiceNumber: 'INV-2025-02-KILIMANI' })).not.toBe(
      etimsNumber,
    );
    expect(simulatedEtims.name).toBe('eTIMS (simulated)');

    const remittance: WithholdingRemittance = {
      certificateNumber: 'WHT-2025-02-OURU',
      kind: 'mri',
      month: '2025-02',
      taxKes: 8_700,
      on: '2025-03-01',
    };
    const prn = await simulatedItax.registerPayment(remittance);
    expect(prn).toMatch(/^202503\d{8}$/);
    expect(await simulatedItax.registerPayment(remittance)).toBe(prn);
  });
});

// ---- The documents of the sample data's statements of February 2025 ----

const seed = portalSeed(TODAY);
const TABLES: OwnerTables = { ...seed, requests: maintenanceSeed(TODAY), payouts: payoutsSeed(TODAY) };
const propertyOf = (id: string) => seed.properties.find((p) => p.id === id)!;
const february = (id: string): PropertyStatement =>
  propertyStatement(propertyOf(id), '2025-02', TABLES, ownerNameOf(propertyOf(id)));
const stored = (
  kind: StoredTaxDocument['kind'],
  number: string,
  reference: string | null,
): StoredTaxDocument => ({
  id: 'td-1',
  propertyId: 'pr-ouru',
  month: '2025-02',
  kind,
  number,
  reference,
  issuedOn: '2025-03-01',
});

describe('what the documents say: the statement’s figures, under the numbers stored', () => {
  it("the appointed agent's MRI certificate: Ouru Heights' rent of February, 7.5%, the tax withheld, the PRN", () => {
    const statement = february('pr-ouru');
    // The statement's own figures (payouts.test.ts): 116,000 collected, MRI withheld 8,700.
    expect([statement.rentCollectedKes, statement.tax.amountKes]).toEqual([116_000, 8_700]);
    expect(withholdingCertificateOf(statement, stored('withholding-certificate', 'WHT-2025-02-OURU', '20250312345678'))).toEqual({
      number: 'WHT-2025-02-OURU',
      kind: 'mri',
      title: 'Certificate of Monthly Rental Income tax withheld',
      ownerName: 'Ruth Nyaboke',
      ownerPin: 'A000000000Z (placeholder)',
      propertyId: 'pr-ouru',
      propertyName: 'Ouru Heights',
      town: 'Kisii',
      month: '2025-02',
      rentKes: 116_000,
      ratePercent: 7.5,
      taxKes: 8_700,
      kraPaymentReference: '20250312345678',
      remitBy: '2025-03-20',
      issuedOn: '2025-03-01',
      issuer: 'Kisii Property Management',
    });
  }); // prettier-ignore

  it("the owner abroad's certificate: 30% of the rent, as the statement withheld it", () => {
    const statement = february('pr-parklands');
    const certificate = withholdingCertificateOf(
      statement,
      stored('withholding-certificate', 'WHT-2025-02-PARKLANDS', '1'),
    );
    expect(certificate).toMatchObject({
      kind: 'non-resident',
      title: TAX_DOCUMENT_TEXTS.certificateTitle['non-resident'],
      ownerName: 'David Omwenga',
      rentKes: statement.rentCollectedKes,
      ratePercent: 30,
      taxKes: statement.tax.amountKes,
    });
    expect(certificate.taxKes).toBe(percentOf(statement.rentCollectedKes, 30));
  });

  it('no certificate of a statement that deducted nothing (the owner who files MRI): a RangeError, never a certificate of nothing', () => {
    expect(() => withholdingCertificateOf(february('pr-milimani'), stored('withholding-certificate', 'WHT', 'PRN'))).toThrow(RangeError);
  }); // prettier-ignore

  it("the fee invoice: the statement's fee at the property's rate, to the owner, from the firm", () => {
    expect(feeInvoiceOf(february('pr-milimani'), stored('fee-invoice', 'KRACU0100004217/12345', null), 'eTIMS (simulated)')).toEqual({
      etimsNumber: 'KRACU0100004217/12345',
      etimsSystem: 'eTIMS (simulated)',
      invoiceNumber: 'INV-2025-02-MILIMANI',
      issuedOn: '2025-03-01',
      seller: 'Kisii Property Management',
      buyer: 'Akinyi Odera',
      propertyId: 'pr-milimani',
      propertyName: 'Milimani House',
      month: '2025-02',
      description: 'Property management fee, Milimani House, February 2025',
      rentCollectedKes: 55_000,
      feePercent: 10,
      feeKes: 5_500,
    });
  }); // prettier-ignore

  it('the statement names its documents by number and date, or null', () => {
    const statement = february('pr-ouru');
    const invoice = stored('fee-invoice', 'KRACU0100004217/12345', null);
    const certificate = stored('withholding-certificate', 'WHT-2025-02-OURU', '1');
    expect(ownerStatementOf(statement, { feeInvoice: invoice, certificate })).toMatchObject({
      netPayoutKes: statement.netPayoutKes,
      feeInvoice: { etimsNumber: 'KRACU0100004217/12345', issuedOn: '2025-03-01' },
      certificate: { number: 'WHT-2025-02-OURU', issuedOn: '2025-03-01' },
    });
    expect(ownerStatementOf(statement, { feeInvoice: null, certificate: null })).toMatchObject({
      feeInvoice: null,
      certificate: null,
    });
  });
});

describe("issuing in a request's transaction (the sample data of 18 March 2025)", () => {
  const NOW = new Date(2025, 2, 18, 10, 0, 0);
  // A read (a GET) issues documents, and the test server resets only after a change: none yet.
  pinClock(NOW, { before: () => inDataset(() => db.taxDocuments.replace([])) });

  /** KRA's systems, answering fixed numbers and keeping what they were asked. */
  const authority = () => {
    const invoices: EtimsInvoice[] = [];
    const remittances: WithholdingRemittance[] = [];
    const etims: EtimsAdapter = { name: 'eTIMS (test)', register: (i) => (invoices.push(i), Promise.resolve('KRACU0000000001/1')) };
    const itax: ItaxAdapter = { name: 'iTax (test)', registerPayment: (r) => (remittances.push(r), Promise.resolve('2025030000000001')) };
    return { invoices, remittances, etims, itax };
  }; // prettier-ignore
  const read = (propertyId: string, month: string, kra: ReturnType<typeof authority>) =>
    inDataset(async () => readStatementWithDocuments((await db.properties.find(propertyId))!, month, kra));
  const documents = () => inDataset(() => db.taxDocuments.list());

  it("a finished month's first read issues its documents through KRA's systems and stores them; later reads answer them as stored", async () => {
    const kra = authority();
    const first = await read('pr-ouru', '2025-02', kra);
    expect(kra.invoices).toEqual([
      {
        invoiceNumber: 'INV-2025-02-OURU',
        buyer: 'Ruth Nyaboke',
        description: 'Property management fee, Ouru Heights, February 2025',
        amountKes: 11_600,
        issuedOn: '2025-03-01',
      },
    ]);
    expect(kra.remittances).toEqual([
      {
        certificateNumber: 'WHT-2025-02-OURU',
        kind: 'mri',
        month: '2025-02',
        taxKes: 8_700,
        on: '2025-03-01',
      },
    ]);
    expect(first?.documents).toEqual({
      feeInvoice: {
        id: expect.stringMatching(/^td-/),
        propertyId: 'pr-ouru',
        month: '2025-02',
        kind: 'fee-invoice',
        number: 'KRACU0000000001/1',
        reference: null,
        issuedOn: '2025-03-01',
      },
      certificate: {
        id: expect.stringMatching(/^td-/),
        propertyId: 'pr-ouru',
        month: '2025-02',
        kind: 'withholding-certificate',
        number: 'WHT-2025-02-OURU',
        reference: '2025030000000001',
        issuedOn: '2025-03-01',
      },
    });
    expect(await documents()).toEqual([first!.documents.feeInvoice, first!.documents.certificate]);

    // Later, on another day, and whatever KRA's systems would answer now: the same documents.
    vi.setSystemTime(new Date(2025, 5, 2, 9, 0, 0));
    const later = authority();
    expect((await read('pr-ouru', '2025-02', later))?.documents).toEqual(first?.documents);
    expect([later.invoices, later.remittances]).toEqual([[], []]);
    expect(await documents()).toHaveLength(2);
  });

  it('the owner who files MRI herself: the invoice, no certificate; KRA’s iTax is not asked', async () => {
    const kra = authority();
    const { documents: issued } = (await read('pr-milimani', '2025-02', kra))!;
    expect(issued.feeInvoice?.kind).toBe('fee-invoice');
    expect(issued.certificate).toBeNull();
    expect(kra.remittances).toEqual([]);
  });

  it('this month, still open: no documents, nothing stored, nobody asked', async () => {
    const kra = authority();
    expect((await read('pr-ouru', '2025-03', kra))?.documents).toEqual({
      feeInvoice: null,
      certificate: null,
    });
    expect([kra.invoices, kra.remittances, await documents()]).toEqual([[], [], []]);
  });

  it('a month that is no statement month: undefined, nothing issued', async () => {
    const kra = authority();
    expect(await read('pr-ouru', '2023-02', kra)).toBeUndefined();
    expect(await documents()).toEqual([]);
  });

  it('the unique index: a second document of a kind for one statement cannot be stored', async () => {
    const kra = authority();
    const first = await read('pr-ouru', '2025-02', kra);
    const again: StoredTaxDocument = {
      ...first!.documents.feeInvoice!,
      id: 'td-second',
      number: 'KRACU0000000001/2',
    };
    await expect(inDataset(() => db.taxDocuments.add(again))).rejects.toThrow();
    expect(await documents()).toHaveLength(2);
  });

  it('issueDocuments on a statement already read: the stored documents, by the same rules', async () => {
    const kra = authority();
    const statement = february('pr-ouru');
    const issued = await inDataset(() => issueDocuments(statement, kra, TODAY));
    expect(await inDataset(() => issueDocuments(statement, kra, TODAY))).toEqual(issued);
    expect(kra.invoices).toHaveLength(1);
  });
});
