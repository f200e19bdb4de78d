import { mriDueDate } from '../../src/config/tax-facts';
import { formatMonth } from '../../src/lib/format';
import type { FeeInvoice, OwnerStatement, WithholdingCertificate } from '../../src/types/api.gen';
import type { EtimsAdapter } from '../adapters/etims';
import type { ItaxAdapter } from '../adapters/itax';
import { MPESA_BUSINESS_NAME } from './data/mpesa';
import { monthStart, type StoredProperty } from './data/portal';
import { sampleToday } from './data/sample-dates';
import { db, uniqueSuffix } from './db';
import {
  ownerNameOf,
  propertyStatement,
  type PropertyStatement,
  readOwnerTables,
  statementMonths,
} from './portal';

/*
 * The documents of an owner's statement (product rules, 'Owners'; DECISIONS, 'Money owners can
 * trust'): once a month has ended, the firm's invoice for its management fee, registered with
 * KRA's eTIMS (server/adapters/etims.ts), and, where the statement deducted tax, a withholding
 * certificate with the PRN of the iTax payment slip the tax is paid with
 * (server/adapters/itax.ts). Each is issued the first time the month's statement or one of its
 * documents is read after the month has ended, and stored (migration 0005_tax_documents.sql):
 * every later read answers the same numbers. The figures are the statement's
 * (server/domain/portal.ts), never worked out again here. Pure rules and builders, and the one
 * read that issues; no HTTP.
 */

export type TaxDocumentKind = 'fee-invoice' | 'withholding-certificate';

/** An issued document as stored: at most one of each kind per property and month. */
export interface StoredTaxDocument {
  id: string;
  propertyId: string;
  month: string;
  kind: TaxDocumentKind;
  /** The invoice's eTIMS number; the certificate's own number. */
  number: string;
  /** The certificate's PRN (iTax); null for an invoice. */
  reference: string | null;
  /** The first day of the month after the statement's. */
  issuedOn: string;
}

/** The documents' words, as the pages print them. */
export const TAX_DOCUMENT_TEXTS = {
  /** The data holds no KRA PINs (product rules, 'Owners'). */
  ownerPin: 'A000000000Z (placeholder)',
  /** The firm, as the invoice's seller and the certificate's issuer (the receipts' name too). */
  firm: MPESA_BUSINESS_NAME,
  certificateTitle: {
    mri: 'Certificate of Monthly Rental Income tax withheld',
    'non-resident': 'Certificate of withholding tax on rent paid to a non-resident',
  },
  /** 'Property management fee, Ouru Heights, October 2026'. */
  feeDescription: (propertyName: string, month: string): string =>
    `Property management fee, ${propertyName}, ${formatMonth(month)}`,
} as const satisfies {
  certificateTitle: Record<WithholdingCertificate['kind'], string>;
  [text: string]: unknown;
};

// ---- The rules ----

/** Whether `month` ('YYYY-MM') has ended on `today` ('YYYY-MM-DD'): a month before today's. */
export const monthEnded = (month: string, today: string): boolean => month < today.slice(0, 7);

/**
 * The certificate a statement's tax calls for: 'mri' where the firm withheld MRI as the
 * owner's appointed agent, 'non-resident' where it withheld the 30% on a non-resident's rent;
 * null where nothing was deducted (the owner files MRI herself, MRI does not apply, or the tax
 * came to nothing).
 */
export function certificateKind(tax: PropertyStatement['tax']): WithholdingCertificate['kind'] | null {
  if (!tax.deducted || tax.amountKes <= 0) return null;
  if (tax.kind === 'mri') return 'mri';
  return tax.kind === 'non-resident-withholding' ? 'non-resident' : null;
}

/**
 * The documents a statement has on `today`: none while its month is open; then the fee
 * invoice where there was a fee, and the certificate where tax was deducted.
 */
export function documentKinds(
  statement: Pick<PropertyStatement, 'month' | 'managementFeeKes' | 'tax'>,
  today: string,
): TaxDocumentKind[] {
  if (!monthEnded(statement.month, today)) return [];
  const kinds: TaxDocumentKind[] = [];
  if (statement.managementFeeKes > 0) kinds.push('fee-invoice');
  if (certificateKind(statement.tax)) kinds.push('withholding-certificate');
  return kinds;
}

/** 'OURU' for pr-ouru: the property in a document's number. */
const propertyCode = (propertyId: string): string => propertyId.replace(/^pr-/, '').toUpperCase();

/** The firm's own numbers, one per property and month: WHT-2026-10-OURU, INV-2026-10-OURU. */
export const certificateNumber = (s: Pick<PropertyStatement, 'propertyId' | 'month'>): string =>
  `WHT-${s.month}-${propertyCode(s.propertyId)}`;
export const invoiceNumber = (s: Pick<PropertyStatement, 'propertyId' | 'month'>): string =>
  `INV-${s.month}-${propertyCode(s.propertyId)}`;

/** A month's documents are dated the first day of the next month, whenever they are first read. */
export const issuedOnOf = (month: string): string => monthStart(`${month}-01`, 1);

// ---- The documents, from the statement and the stored row ----

/** A statement's issued documents, each null where it has none (yet). */
export interface StatementDocuments {
  feeInvoice: StoredTaxDocument | null;
  certificate: StoredTaxDocument | null;
}

export const NO_DOCUMENTS: StatementDocuments = { feeInvoice: null, certificate: null };

/** The statement as the contract shapes it: its figures, and its documents by number and date. */
export function ownerStatementOf(
  statement: PropertyStatement,
  documents: StatementDocuments,
): OwnerStatement {
  const { feeInvoice, certificate } = documents;
  return {
    ...statement,
    feeInvoice: feeInvoice && { etimsNumber: feeInvoice.number, issuedOn: feeInvoice.issuedOn },
    certificate: certificate && { number: certificate.number, issuedOn: certificate.issuedOn },
  };
}

/** The fee invoice: the statement's fee, under the numbers stored. */
export function feeInvoiceOf(
  statement: PropertyStatement,
  stored: StoredTaxDocument,
  etimsSystem: string,
): FeeInvoice {
  return {
    etimsNumber: stored.number,
    etimsSystem,
    invoiceNumber: invoiceNumber(statement),
    issuedOn: stored.issuedOn,
    seller: TAX_DOCUMENT_TEXTS.firm,
    buyer: statement.ownerName,
    propertyId: statement.propertyId,
    propertyName: statement.propertyName,
    month: statement.month,
    description: TAX_DOCUMENT_TEXTS.feeDescription(statement.propertyName, statement.month),
    rentCollectedKes: statement.rentCollectedKes,
    feePercent: statement.managementFeePercent,
    feeKes: statement.managementFeeKes,
  };
}

/**
 * The withholding certificate: the statement's rent, rate and tax, under the number and PRN
 * stored; remitted by the 20th of the next month (MRI and the withholding tax on rent alike).
 * Throws a RangeError for a statement that deducted no tax or a row without its PRN, rather
 * than print a certificate of nothing.
 */
export function withholdingCertificateOf(
  statement: PropertyStatement,
  stored: StoredTaxDocument,
): WithholdingCertificate {
  const kind = certificateKind(statement.tax);
  if (!kind || stored.reference === null)
    throw new RangeError(`No withholding certificate for ${statement.propertyId}, ${statement.month}.`);
  return {
    number: stored.number,
    kind,
    title: TAX_DOCUMENT_TEXTS.certificateTitle[kind],
    ownerName: statement.ownerName,
    ownerPin: TAX_DOCUMENT_TEXTS.ownerPin,
    propertyId: statement.propertyId,
    propertyName: statement.propertyName,
    town: statement.town,
    month: statement.month,
    rentKes: statement.rentCollectedKes,
    ratePercent: statement.tax.ratePercent,
    taxKes: statement.tax.amountKes,
    kraPaymentReference: stored.reference,
    remitBy: mriDueDate(statement.month),
    issuedOn: stored.issuedOn,
    issuer: TAX_DOCUMENT_TEXTS.firm,
  };
}

// ---- Issuing, in the request's transaction ----

/** KRA's systems the documents are issued through (the HTTP layer binds the server's adapters). */
export interface TaxAuthority {
  etims: EtimsAdapter;
  itax: ItaxAdapter;
}

/** The numbers of a new document of `kind`, from KRA's systems. */
async function numbersOf(
  kind: TaxDocumentKind,
  statement: PropertyStatement,
  issuedOn: string,
  authority: TaxAuthority,
): Promise<Pick<StoredTaxDocument, 'number' | 'reference'>> {
  if (kind === 'fee-invoice') {
    const number = await authority.etims.register({
      invoiceNumber: invoiceNumber(statement),
      buyer: statement.ownerName,
      description: TAX_DOCUMENT_TEXTS.feeDescription(statement.propertyName, statement.month),
      amountKes: statement.managementFeeKes,
      issuedOn,
    });
    return { number, reference: null };
  }
  const certificate = certificateKind(statement.tax);
  // documentKinds has made sure of it.
  if (!certificate) throw new Error('A withholding certificate of a statement that deducted no tax.');
  const number = certificateNumber(statement);
  const reference = await authority.itax.registerPayment({
    certificateNumber: number,
    kind: certificate,
    month: statement.month,
    taxKes: statement.tax.amountKes,
    on: issuedOn,
  });
  return { number, reference };
}

/**
 * The statement's documents on `today` (documentKinds): those stored are answered as stored;
 * one due and not yet stored is issued now through KRA's systems and stored. In the request's
 * one transaction, which commits before the answer leaves; transactions of a data set run one
 * at a time (docs/api-server.md, 'One request, one transaction'), so of ten first reads at
 * once the first issues and the other nine find its numbers. Beneath that, the unique index
 * of migration 0005 refuses a second document of a kind for one statement (the random id
 * keeps a second from replacing the first: it would fail the transaction instead).
 */
export async function issueDocuments(
  statement: PropertyStatement,
  authority: TaxAuthority,
  today: string = sampleToday(),
): Promise<StatementDocuments> {
  const due = documentKinds(statement, today);
  if (due.length === 0) return NO_DOCUMENTS;
  const stored = (await db.taxDocuments.list()).filter(
    (d) => d.propertyId === statement.propertyId && d.month === statement.month,
  );
  const documentOf = async (kind: TaxDocumentKind): Promise<StoredTaxDocument | null> => {
    if (!due.includes(kind)) return null;
    const existing = stored.find((d) => d.kind === kind);
    if (existing) return existing;
    const issuedOn = issuedOnOf(statement.month);
    const issued: StoredTaxDocument = {
      id: `td-${uniqueSuffix()}`,
      propertyId: statement.propertyId,
      month: statement.month,
      kind,
      ...(await numbersOf(kind, statement, issuedOn, authority)),
      issuedOn,
    };
    await db.taxDocuments.add(issued);
    return issued;
  };
  // One after the other: the invoice is stored before the certificate.
  const feeInvoice = await documentOf('fee-invoice');
  const certificate = await documentOf('withholding-certificate');
  return { feeInvoice, certificate };
}

/** A statement, and its documents as issued. */
export interface StatementWithDocuments {
  statement: PropertyStatement;
  documents: StatementDocuments;
}

/**
 * The property's statement of `month` with its documents (issued now if due: issueDocuments),
 * read afresh; undefined when the month is not one of its statement months.
 */
export async function readStatementWithDocuments(
  property: StoredProperty,
  month: string,
  authority: TaxAuthority,
  today: string = sampleToday(),
): Promise<StatementWithDocuments | undefined> {
  const tables = await readOwnerTables();
  if (!statementMonths(property, tables).includes(month)) return undefined;
  const statement = propertyStatement(property, month, tables, ownerNameOf(property));
  return { statement, documents: await issueDocuments(statement, authority, today) };
}
