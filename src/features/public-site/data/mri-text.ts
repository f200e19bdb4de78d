import { kesMillionsText, kesText } from '../../../lib/format';
import { MRI_TAX_FACTS } from '../../../config/tax-facts';

/*
 * The MRI facts (src/config/tax-facts.ts) as the public pages phrase them: the FAQ, the
 * articles, the MRI & Filing page and its estimator.
 */

/** English ordinal of a day of the month: 1st, 2nd, 3rd, 20th, 21st ... */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const F = MRI_TAX_FACTS;

/** Ready-made phrases built from MRI_TAX_FACTS, for FAQ answers and service copy. */
export const MRI_TEXT = {
  /** '7.5% (10% before 1 January 2024)' */
  rate: `${F.ratePercent}% (${F.previousRatePercent}% before ${F.rateChangedOn})`,
  /** 'between KES 288,000 and KES 15 million a year' */
  thresholds: `between ${kesText(F.lowerThresholdKes)} and ${kesMillionsText(F.upperThresholdKes)} a year`,
  /** 'by the 20th of the following month' */
  dueDate: `by the ${ordinal(F.dueDayOfMonth)} of the following month`,
  /** '5% of the tax due or KES 2,000, whichever is higher' */
  latePenalty: `${F.latePenaltyPercent}% of the tax due or ${kesText(F.latePenaltyMinimumKes)}, whichever is higher`,
  /** '1% a month' */
  interest: `${F.interestPercentPerMonth}% a month`,
} as const;
