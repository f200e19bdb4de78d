import { ETIMS_SYSTEM_NAME, MRI_TAX_FACTS } from '../../config/tax-facts';
import { formatDate, kesText } from '../../lib/format';
import { payoutAmountText } from '../payouts/public';
import type {
  OwnerResidency,
  StatementPayment,
  StatementTax,
  TaxArrangement,
  UnitStatus,
  WithholdingCertificate,
} from './portal-api.gen';

/**
 * The owner view's words (product rules, 'Owners'), in one place for the screens and their
 * tests.
 */
export const OWNER_FIGURES_TITLE = 'Your properties';
export const RENT_COLLECTED_TEXT = 'Rent collected';
/** One label, one meaning, on the owner's home, the statement and its CSV: rent owed past its due date. */
export const ARREARS_TEXT = 'Rent arrears';
export const OCCUPANCY_TEXT = 'Occupancy';
export const OWNER_ERROR_TITLE = 'Your properties could not be loaded';
export const STATEMENTS_TITLE = 'Monthly statements';
export const STATEMENT_NOT_FOUND_TITLE = 'Statement not found';
export const STATEMENT_NOT_FOUND_TEXT =
  'None of your properties has a statement for this month. Open one from your dashboard.';
export const OWNER_STATEMENT_ERROR_TITLE = 'The statement could not be loaded';
export const NO_EXPENSES_TEXT = 'No expenses this month.';
/** Last month's net payout below zero, recovered from this one (product rules, 'Payouts'). */
export const BROUGHT_FORWARD_TEXT = 'Brought forward';
export const NOT_PAID_OUT_TEXT = 'Not paid out yet.';
export const LAST_PAYOUT_TEXT = 'Last payout';
export const NEXT_PAYOUT_TEXT = 'Next payout';
export const NO_PAYOUT_YET_TEXT = 'None yet.';

/**
 * The next payout expected (product rules, 'Payouts'): a past month's statement is paid out by
 * staff; this month's is so far, paid once the month is over.
 */
export function nextPayoutText(
  next: { amountKes: number; propertyName: string; month: string },
  thisMonth: string,
): string {
  const what = payoutAmountText(next.amountKes, next);
  return next.month >= thisMonth
    ? `${what} so far, paid out once the month is over.`
    : `${what}, due to be paid out.`;
}
export const NEGATIVE_NET_TEXT =
  'The expenses were more than the rent left after fees and tax: the difference is brought forward to next month’s statement and recovered there.';
/** 'Download year (CSV)' when a statement of the year could not be read. */
export const yearCsvFailedText = (year: string): string =>
  `The statements of ${year} could not be downloaded. Try again.`;

/** '10 of 16 units let (63%)': let units, those under notice included, of all units. */
export function occupancyText(letUnits: number, units: number): string {
  if (units === 0) return 'No units';
  const percent = Math.round((letUnits / units) * 100);
  return `${letUnits} of ${units} ${units === 1 ? 'unit' : 'units'} let (${percent}%)`;
}

export const UNIT_STATUS_TEXT: Record<UnitStatus, string> = {
  let: 'Let',
  vacant: 'Vacant',
  'under-notice': 'Under notice',
};

export const RESIDENCY_TEXT: Record<OwnerResidency, string> = {
  resident: 'Resident in Kenya',
  'non-resident': 'Not resident in Kenya',
};

/** What the tax line means, under the statement, by the kind of line (product rules, 'Owners'). */
export const TAX_NOTE: Record<StatementTax['kind'], string> = {
  mri: 'Monthly Rental Income tax (MRI) is a final tax on the gross rent; KRA has appointed us your agent for it, so we withhold it and file it with KRA for you by the 20th of the following month.',
  'mri-due':
    'Monthly Rental Income tax (MRI) is a final tax on the gross rent; you file and pay it yourself on iTax by the 20th of the following month. We do not withhold it: it is not taken from your payout.',
  'non-resident-withholding':
    'Rent paid to an owner who is not resident in Kenya bears withholding tax on the gross rent, a final tax, in place of MRI; we withhold it and pay it to KRA for you.',
  none: 'Monthly Rental Income tax (MRI) does not apply to this rent, so nothing is withheld or due here.',
};

/** The arrangement's fact label on the statement. */
export const TAX_ARRANGEMENT_LABEL = 'Tax arrangement';
export const APPOINTMENT_LABEL = 'KRA appointment';
export const NOT_APPLICABLE_LABEL = 'Why no tax';

/** 'KRA/MRI/AGT/00173 of 14 February 2023': the firm's appointment as the owner's MRI agent. */
export const appointmentText = (a: Pick<TaxArrangement, 'appointmentReference' | 'appointedOn'>): string =>
  [a.appointmentReference ?? '', a.appointedOn ? `of ${formatDate(a.appointedOn)}` : '']
    .filter(Boolean)
    .join(' ');

/** Why MRI does not apply, with the band from the tax facts. */
export const NOT_APPLICABLE_REASON_TEXT: Record<
  NonNullable<TaxArrangement['notApplicableReason']>,
  string
> = {
  'commercial-property': 'Commercial property: MRI is a tax on residential rent.',
  'rent-outside-band': `Annual residential rent outside ${kesText(MRI_TAX_FACTS.lowerThresholdKes)} to ${kesText(MRI_TAX_FACTS.upperThresholdKes)}, the MRI band.`,
};

/** 'MRI due from you: KES 4,125, file by 20 April 2025' (shown, not deducted). */
export const mriDueText = (amountKes: number, dueBy: string): string =>
  `MRI due from you: ${kesText(amountKes)}, file by ${formatDate(dueBy)}`;

/** A unit's carried rent: 'KES 4,000 owed', 'KES 2,000 credit', or 'None'. */
export function carriedText(carriedKes: number): string {
  if (carriedKes > 0) return `${kesText(carriedKes)} owed`;
  if (carriedKes < 0) return `${kesText(-carriedKes)} credit`;
  return 'None';
}

/**
 * The money trail (DECISIONS, 'Money owners can trust'): a unit's rent collected opens the
 * payments that make it up, each with how it reached the lease.
 */
export const ALLOCATION_TEXT: Record<StatementPayment['allocation'], string> = {
  prompt: 'Pay with M-Pesa',
  paybill: 'Paybill, account matched',
  staff: 'Paybill, allocated by staff',
};
/** The column of what a payment counts towards the month's rent collected. */
export const RENT_COUNTED_TEXT = 'Rent counted';
/** The button that opens a unit's payments, and the list it opens: 'Payments of unit A1'. */
export const unitPaymentsText = (unit: string): string => `Payments of unit ${unit}`;

/**
 * A finished month's documents (product rules, 'Owners'): the statement links the management
 * fee's invoice, registered with eTIMS, and the withholding certificate where we withheld tax.
 */
export const DOCUMENTS_TITLE = 'Documents';
/** 'Management fee invoice KRACU0100004217/38521 (eTIMS (simulated))'. */
export const feeInvoiceLinkText = (etimsNumber: string): string =>
  `Management fee invoice ${etimsNumber} (${ETIMS_SYSTEM_NAME})`;
/** 'Withholding certificate WHT-2026-10-OURU'. */
export const certificateLinkText = (number: string): string => `Withholding certificate ${number}`;
export const BACK_TO_THE_STATEMENT = 'Back to the statement';

/** What a statement document's page says, by the document (statement-document.tsx). */
export interface StatementDocumentTexts {
  /** The page's heading (the route's title). */
  title: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
}

export const CERTIFICATE_PAGE_TEXTS: StatementDocumentTexts = {
  title: 'Withholding certificate',
  notFoundTitle: 'Certificate not found',
  notFoundText:
    'This statement has no withholding certificate. One is issued once the month is over, where we withheld tax from your rent.',
  errorTitle: 'The certificate could not be loaded',
};

export const INVOICE_PAGE_TEXTS: StatementDocumentTexts = {
  title: 'Management fee invoice',
  notFoundTitle: 'Invoice not found',
  notFoundText:
    'This statement has no management fee invoice. One is issued once the month is over, where a fee was charged.',
  errorTitle: 'The invoice could not be loaded',
};

/** What the certificate certifies, under its figures, by its kind. */
export const CERTIFICATE_NOTE: Record<WithholdingCertificate['kind'], string> = {
  mri: 'We withheld this Monthly Rental Income tax from your rent as your KRA-appointed agent, and pay it to KRA under the payment reference above. MRI is a final tax: keep this certificate with your tax records.',
  'non-resident':
    'We withheld this tax from rent paid to you as an owner not resident in Kenya, and pay it to KRA under the payment reference above. It is a final tax on the rent: keep this certificate with your tax records.',
};
/** Under the invoice's figures: the fee is already taken from the payout. */
export const INVOICE_NOTE =
  'The fee was deducted from the month’s payout, as its statement shows: there is nothing more to pay.';
