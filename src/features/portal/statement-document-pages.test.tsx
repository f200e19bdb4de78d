import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OWNER_ABROAD_SESSION,
  OWNER_SESSION,
  RESIDENT_OWNER_SESSION,
  type SignedInSession,
} from '../../../tests/fixtures';
import { lastStatementMonth, served } from '../../../tests/owner-fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { PATHS } from '../../config/paths';
import { formatDate, kesText } from '../../lib/format';
import { CertificatePage } from './certificate-page';
import { FeeInvoicePage } from './fee-invoice-page';
import { BACK_TO_THE_STATEMENT, CERTIFICATE_PAGE_TEXTS, CERTIFICATE_NOTE, INVOICE_NOTE } from './owner-text';
import type { FeeInvoice, WithholdingCertificate } from './portal-api';

/*
 * A finished month's documents (product rules, 'Owners'): the withholding certificate and the
 * management fee invoice of last month's statements, as the in-process server issues them
 * (the sample data's arrangements: the firm is Ruth's MRI agent, David is abroad, Akinyi files
 * MRI herself). Each is a printable sheet with the way back to its statement.
 */

const documentPath = (kind: 'certificate' | 'invoice', propertyId: string, month: string) =>
  (kind === 'certificate' ? PATHS.userCertificate : PATHS.userFeeInvoice)(propertyId, month);

const renderDocument = (session: SignedInSession, route: string) =>
  renderRoutes(
    [
      { path: PATHS.userCertificate.pattern, element: <CertificatePage /> },
      { path: PATHS.userFeeInvoice.pattern, element: <FeeInvoicePage /> },
    ],
    { route, preloadedState: { session } },
  );

/** The value beside a label of the sheet. */
const factOf = (label: string): string =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the withholding certificate (/user/statements/:propertyId/:month/certificate)', () => {
  it("MRI withheld as the owner's agent: the rent, 7.5%, the tax and KRA's payment reference, printable", async () => {
    const month = await lastStatementMonth(OWNER_SESSION, 'pr-ouru');
    const path = documentPath('certificate', 'pr-ouru', month);
    const certificate = await served<WithholdingCertificate>(OWNER_SESSION, `/api/portal/properties/pr-ouru/statements/${month}/certificate`);
    renderDocument(OWNER_SESSION, path);
    await screen.findByText('Certificate of Monthly Rental Income tax withheld', { selector: 'h2' });
    expect(factOf('Certificate number')).toBe(`WHT-${month}-OURU`);
    expect(factOf('Gross rent collected')).toBe(kesText(certificate.rentKes));
    expect(factOf('Rate')).toBe('7.5%');
    expect(factOf('Tax withheld')).toBe(kesText(certificate.taxKes));
    expect(factOf('KRA payment reference (PRN)')).toBe(certificate.kraPaymentReference);
    expect(factOf('KRA payment reference (PRN)')).toMatch(/^\d{14}$/);
    expect(factOf('Paid to KRA by')).toBe(formatDate(certificate.remitBy));
    expect(factOf('Owner’s KRA PIN')).toBe('A000000000Z (placeholder)');
    expect(screen.getByText(CERTIFICATE_NOTE.mri)).toBeVisible();
    const actions = screen.getByText('Print').closest('div')!;
    expect(within(actions).getByText(BACK_TO_THE_STATEMENT).closest('a')).toHaveAttribute(
      'href',
      PATHS.userStatement('pr-ouru', month),
    );
  }); // prettier-ignore

  it('the owner abroad: the 30% withholding tax', async () => {
    const month = await lastStatementMonth(OWNER_ABROAD_SESSION, 'pr-parklands');
    renderDocument(OWNER_ABROAD_SESSION, documentPath('certificate', 'pr-parklands', month));
    await screen.findByText('Certificate of withholding tax on rent paid to a non-resident', {
      selector: 'h2',
    });
    expect(factOf('Rate')).toBe('30%');
  });

  it('the owner who files MRI herself has none: not found, with the way back to the statement', async () => {
    const month = await lastStatementMonth(RESIDENT_OWNER_SESSION, 'pr-milimani');
    renderDocument(RESIDENT_OWNER_SESSION, documentPath('certificate', 'pr-milimani', month));
    await screen.findByText(CERTIFICATE_PAGE_TEXTS.notFoundTitle);
    const back = screen.getAllByText(BACK_TO_THE_STATEMENT).map((text) => text.closest('a'));
    expect(back[0]).toHaveAttribute('href', PATHS.userStatement('pr-milimani', month));
  });
});

describe('the management fee invoice (/user/statements/:propertyId/:month/invoice)', () => {
  it("the eTIMS number and the fee: 10% of Milimani House's rent", async () => {
    const month = await lastStatementMonth(RESIDENT_OWNER_SESSION, 'pr-milimani');
    const invoice = await served<FeeInvoice>(RESIDENT_OWNER_SESSION, `/api/portal/properties/pr-milimani/statements/${month}/invoice`);
    renderDocument(RESIDENT_OWNER_SESSION, documentPath('invoice', 'pr-milimani', month));
    await screen.findByText(`Invoice INV-${month}-MILIMANI`, { selector: 'h2' });
    expect(factOf('eTIMS invoice number')).toBe(invoice.etimsNumber);
    expect(factOf('eTIMS invoice number')).toMatch(/^KRACU\d{10}\/\d{5}$/);
    expect(factOf('Registered with')).toBe('eTIMS (simulated)');
    expect(factOf('Rent collected')).toBe('KES 55,000');
    expect(factOf('Management fee')).toBe('KES 5,500');
    expect(factOf('To')).toBe('Akinyi Odera');
    expect(screen.getByText(INVOICE_NOTE)).toBeVisible();
  }); // prettier-ignore
});
