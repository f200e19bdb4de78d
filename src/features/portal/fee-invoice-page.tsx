import { formatDate, formatMonth, kesText } from '../../lib/format';
import { INVOICE_NOTE, INVOICE_PAGE_TEXTS } from './owner-text';
import type { FeeInvoice } from './portal-api';
import { useFeeInvoice } from './portal-live';
import { StatementDocumentPage, type StatementDocumentSheet } from './statement-document';

/** The invoice's sheet: the firm's fee for the month, under the number eTIMS gave it. */
export const feeInvoiceSheet = (i: FeeInvoice): StatementDocumentSheet => ({
  title: `Invoice ${i.invoiceNumber}`,
  facts: [
    ['eTIMS invoice number', i.etimsNumber],
    ['Registered with', i.etimsSystem],
    ['Date', formatDate(i.issuedOn)],
    ['From', i.seller],
    ['To', i.buyer],
    ['Description', i.description],
    ['Period', formatMonth(i.month)],
    ['Rent collected', kesText(i.rentCollectedKes)],
    ['Fee rate', `${i.feePercent}% of rent collected`],
    ['Management fee', kesText(i.feeKes)],
  ],
  note: INVOICE_NOTE,
});

/**
 * A finished month's management fee invoice (/user/statements/:propertyId/:month/invoice;
 * product rules, 'Owners'), registered with eTIMS. Printable.
 */
export const FeeInvoicePage = () => (
  <StatementDocumentPage texts={INVOICE_PAGE_TEXTS} useDocument={useFeeInvoice} sheetOf={feeInvoiceSheet} />
);
