/**
 * Kenyan Monthly Rental Income (MRI) tax facts: the one place they live.
 * The FAQ as first written quoted 10%; KRA has charged 7.5% since 1 January 2024
 * (Finance Act 2023; product rules, 'Public site'). Re-check against KRA when
 * `checkedOn` gets old.
 */
export const MRI_TAX_FACTS = {
  ratePercent: 7.5,
  previousRatePercent: 10,
  rateChangedOn: '1 January 2024',
  /** The MRI band: annual residential rent from KES 288,000 to KES 15,000,000 (checked 2026-11-22). */
  lowerThresholdKes: 288_000,
  upperThresholdKes: 15_000_000,
  dueDayOfMonth: 20,
  latePenaltyPercent: 5,
  latePenaltyMinimumKes: 2_000,
  interestPercentPerMonth: 1,
  expenseDeductionsAllowed: false,
  checkedOn: '2026-11-22',
  source:
    'Finance Act 2023 (amending section 6A of the Income Tax Act, Cap. 470) and Kenya Revenue Authority guidance on Monthly Rental Income tax; late filing penalty per the Tax Procedures Act, 2015',
} as const;

/**
 * Rent paid to a non-resident landlord bears withholding tax of 30% on the gross rent, a
 * final tax withheld by the payer or agent, in place of MRI (product rules, 'Owners').
 */
export const NON_RESIDENT_RENT_TAX_FACTS = {
  ratePercent: 30,
  checkedOn: '2026-11-24',
  source:
    'Income Tax Act (Cap. 470), section 35(1) and the Third Schedule: withholding tax of 30% on rent paid to a non-resident for the use of property in Kenya, a final tax',
} as const;

/** The month MRI dropped from 10% to 7.5% ('YYYY-MM'). */
export const MRI_RATE_CHANGED_MONTH = '2024-01';

/** The MRI rate for rent received in `month` ('YYYY-MM'): 7.5% from January 2024, 10% before. */
export const mriRatePercentFor = (month: string): number =>
  month < MRI_RATE_CHANGED_MONTH ? MRI_TAX_FACTS.previousRatePercent : MRI_TAX_FACTS.ratePercent;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The due date of a month's MRI ('YYYY-MM'): the 20th of the following month (December: 20
 * January of the next year). The estimator and the owner's statement both use it.
 */
export function mriDueDate(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const nextYear = m === 12 ? year + 1 : year;
  const nextMonth = m === 12 ? 1 : m + 1;
  return `${nextYear}-${pad(nextMonth)}-${pad(MRI_TAX_FACTS.dueDayOfMonth)}`;
}

/**
 * KRA's invoicing system the firm's management fee invoices are registered with, as the
 * invoices and the owner's statement name it: simulated here (the server's eTIMS adapter,
 * server/adapters/etims.ts; docs/api-server.md, 'What is simulated').
 */
export const ETIMS_SYSTEM_NAME = 'eTIMS (simulated)';
