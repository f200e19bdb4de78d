import { csvText, type CsvCell } from '../../lib/csv';
import { paidOutText } from '../payouts/public';
import type { OwnerStatement } from './portal-api.gen';
import { ARREARS_TEXT, BROUGHT_FORWARD_TEXT } from './owner-text';

/**
 * An owner's statement as CSV, for an accountant or iTax (product rules, 'Owners', the CSV
 * exports): one table, two sections, told apart by the first column.
 *
 * - 'Unit': a line per unit: the unit, its tenant ('Vacant' when vacant all month), rent
 *   charged, rent collected and carried (owed at the month's end; negative is a credit).
 * - 'Summary': the statement's lines, each with its amount: 'Rent collected', the management
 *   fee with its rate, each expense with its maintenance request number, the tax line by its
 *   label (none where MRI does not apply), 'Brought forward' (last month's net payout below
 *   zero, recovered here; only when there is one), 'Net payout' (negative when the expenses
 *   were more), the payout once made ('Paid out on <date> to <method>', its reference),
 *   'Rent arrears' and 'Credit carried'. 'Deducted' says which amounts come off the
 *   payout ('Yes') and that MRI the owner files is not taken ('No'). Amounts are as the
 *   statement states them, never negated, so a spreadsheet can check: net payout = rent
 *   collected − the amounts deducted.
 *
 * A year's file is the same table with the statement's month (YYYY-MM) first on every line.
 */
export const STATEMENT_CSV_HEADER = [
  'Section',
  'Item',
  'Tenant',
  'Rent charged (KES)',
  'Rent collected (KES)',
  'Carried (KES)',
  'Reference',
  'Amount (KES)',
  'Deducted',
] as const;

export const STATEMENTS_YEAR_CSV_HEADER = ['Month', ...STATEMENT_CSV_HEADER] as const;

const yesNo = (deducted: boolean): string => (deducted ? 'Yes' : 'No');

/** A 'Summary' line: its label, its reference, its amount and whether it is deducted. */
const summary = (
  item: string,
  amountKes: number,
  deducted: boolean | null = null,
  reference: string | null = null,
): CsvCell[] => [
  'Summary',
  item,
  null,
  null,
  null,
  null,
  reference,
  amountKes,
  deducted === null ? null : yesNo(deducted),
];

/** The statement's lines, in the order of STATEMENT_CSV_HEADER. */
export function statementCsvRows(s: OwnerStatement): CsvCell[][] {
  const units = s.units.map((u): CsvCell[] => [
    'Unit',
    u.unit,
    u.tenant ?? 'Vacant',
    u.rentChargedKes,
    u.collectedKes,
    u.carriedKes,
    null,
    null,
    null,
  ]);
  return [
    ...units,
    summary('Rent collected', s.rentCollectedKes),
    summary(`Management fee (${s.managementFeePercent}%)`, s.managementFeeKes, true),
    ...s.expenses.map((e) => summary(`Expense: ${e.description}`, e.amountKes, true, e.requestNumber)),
    // No tax line where MRI does not apply (product rules, 'Owners').
    ...(s.tax.kind === 'none' ? [] : [summary(s.tax.label, s.tax.amountKes, s.tax.deducted)]),
    ...(s.broughtForwardKes > 0 ? [summary(BROUGHT_FORWARD_TEXT, s.broughtForwardKes, true)] : []),
    summary('Net payout', s.netPayoutKes),
    ...(s.payout ? [summary(paidOutText(s.payout), s.payout.amountKes, null, s.payout.reference)] : []),
    summary(ARREARS_TEXT, s.arrearsCarriedKes),
    summary('Credit carried', s.creditCarriedKes),
  ];
}

/** One statement's file. */
export const statementCsv = (s: OwnerStatement): string => csvText(STATEMENT_CSV_HEADER, statementCsvRows(s));

/** 'statement-pr-ouru-2025-03.csv'. */
export const statementCsvFileName = (s: Pick<OwnerStatement, 'propertyId' | 'month'>): string =>
  `statement-${s.propertyId}-${s.month}.csv`;

/** A year's statements in one file, each line with its month first, the months in the order given. */
export const statementsYearCsv = (statements: readonly OwnerStatement[]): string =>
  csvText(
    STATEMENTS_YEAR_CSV_HEADER,
    statements.flatMap((s) => statementCsvRows(s).map((row) => [s.month, ...row])),
  );

/** 'statements-pr-ouru-2025.csv'. */
export const statementsYearCsvFileName = (propertyId: string, year: string): string =>
  `statements-${propertyId}-${year}.csv`;

/** The year (YYYY) of a statement's month (YYYY-MM). */
export const yearOf = (month: string): string => month.slice(0, 4);

/**
 * The months of `month`'s calendar year that have a statement, oldest first, from the
 * property's months with activity (the owner view lists them newest first).
 */
export const monthsOfYear = (statementMonths: readonly string[], month: string): string[] =>
  [...new Set(statementMonths.filter((m) => yearOf(m) === yearOf(month)))].sort();
