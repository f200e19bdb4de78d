import { formatDate, formatMonth, kesText } from '../../lib/format';
import { CERTIFICATE_NOTE, CERTIFICATE_PAGE_TEXTS } from './owner-text';
import type { WithholdingCertificate } from './portal-api';
import { useWithholdingCertificate } from './portal-live';
import { StatementDocumentPage, type StatementDocumentSheet } from './statement-document';

/** The certificate's sheet: who withheld what from whose rent, and how it reaches KRA. */
export const certificateSheet = (c: WithholdingCertificate): StatementDocumentSheet => ({
  title: c.title,
  facts: [
    ['Certificate number', c.number],
    ['Issued on', formatDate(c.issuedOn)],
    ['Issued by', c.issuer],
    ['Owner', c.ownerName],
    ['Owner’s KRA PIN', c.ownerPin],
    ['Property', `${c.propertyName}, ${c.town}`],
    ['Tax period', formatMonth(c.month)],
    ['Gross rent collected', kesText(c.rentKes)],
    ['Rate', `${c.ratePercent}%`],
    ['Tax withheld', kesText(c.taxKes)],
    ['KRA payment reference (PRN)', c.kraPaymentReference],
    ['Paid to KRA by', formatDate(c.remitBy)],
  ],
  note: CERTIFICATE_NOTE[c.kind],
});

/**
 * A finished month's withholding certificate (/user/statements/:propertyId/:month/certificate;
 * product rules, 'Owners'), where we withheld tax from the owner's rent: MRI as her appointed
 * agent, or the 30% on a non-resident's rent. Printable.
 */
export const CertificatePage = () => (
  <StatementDocumentPage
    texts={CERTIFICATE_PAGE_TEXTS}
    useDocument={useWithholdingCertificate}
    sheetOf={certificateSheet}
  />
);
