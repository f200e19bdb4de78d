import { dateStamp } from '../../lib/date-stamp';
import { formatDate, formatMonth, kesText } from '../../lib/format';
import type { Payout } from './payouts-api.gen';

/**
 * How a payout reads wherever it shows (product rules, 'Payouts'): on the owner's statement and
 * home, and on staff's Payouts screen.
 */

/** The day a payout was made, where the reader is: '5 November 2026'. */
export const paidOnText = (payout: Pick<Payout, 'paidAt'>): string =>
  formatDate(dateStamp(new Date(payout.paidAt)).date);

/** 'Paid out on 5 November 2026 to Equity Bank ••• 4821, reference PSL3319824' */
export const paidOutText = (payout: Pick<Payout, 'paidAt' | 'method' | 'reference'>): string =>
  `Paid out on ${paidOnText(payout)} to ${payout.method.label}, reference ${payout.reference}`;

/** 'Ouru Heights, October 2026': a statement named by its property and month. */
export const statementName = (s: { propertyName: string; month: string }): string =>
  `${s.propertyName}, ${formatMonth(s.month)}`;

/** 'KES 40,230 for Ouru Heights, October 2026': what a payout or an expected one is. */
export const payoutAmountText = (amountKes: number, s: { propertyName: string; month: string }): string =>
  `${kesText(amountKes)} for ${statementName(s)}`;
