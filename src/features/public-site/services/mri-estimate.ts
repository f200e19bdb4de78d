import { kesMillionsText, kesText } from '../../../lib/format';
import { MRI_TAX_FACTS, mriDueDate } from '../../../config/tax-facts';

export { mriDueDate };

/**
 * The MRI estimator's arithmetic (product rules, 'MRI estimator'): pure, from the tax facts.
 * Amounts are whole shillings (rounded half up); months are 'YYYY-MM'.
 */
export const ENTER_RENT_MESSAGE = 'Enter the monthly rent in KES.';

export type MriEstimate =
  | { kind: 'invalid'; message: string }
  | { kind: 'not-applicable'; annualRentKes: number; message: string }
  | {
      kind: 'due';
      rentKes: number;
      taxKes: number;
      /** ISO date: the 20th of the month after `month`. */
      dueDate: string;
      latePenaltyKes: number;
      interestPerMonthKes: number;
      monthsLate: number;
      /** Interest for `monthsLate` months (1% of the tax a month, simple). */
      interestKes: number;
    };

/** Digits with optional thousands commas (and spaces) and an optional decimal part; null otherwise. */
export function parseRent(text: string): number | null {
  const compact = text.trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const shillings = (amount: number) => Math.round(amount);

export function estimateMri(rentText: string, month: string, monthsLate = 1): MriEstimate {
  const rent = parseRent(rentText);
  if (rent === null || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return { kind: 'invalid', message: ENTER_RENT_MESSAGE };
  const F = MRI_TAX_FACTS;
  const annual = shillings(rent * 12);
  if (annual < F.lowerThresholdKes) {
    return {
      kind: 'not-applicable',
      annualRentKes: annual,
      message: `MRI does not apply: ${kesText(annual)} a year is below ${kesText(F.lowerThresholdKes)}, where the MRI regime starts.`,
    };
  }
  if (annual > F.upperThresholdKes) {
    return {
      kind: 'not-applicable',
      annualRentKes: annual,
      message: `MRI does not apply: ${kesText(annual)} a year is above ${kesMillionsText(F.upperThresholdKes)}, so the rent is taxed under the normal income tax rules.`,
    };
  }
  const tax = shillings((rent * F.ratePercent) / 100);
  return {
    kind: 'due',
    rentKes: shillings(rent),
    taxKes: tax,
    dueDate: mriDueDate(month),
    latePenaltyKes: Math.max(shillings((tax * F.latePenaltyPercent) / 100), F.latePenaltyMinimumKes),
    interestPerMonthKes: shillings((tax * F.interestPercentPerMonth) / 100),
    monthsLate: Math.max(0, Math.floor(monthsLate)),
    interestKes: shillings((tax * F.interestPercentPerMonth * Math.max(0, Math.floor(monthsLate))) / 100),
  };
}
