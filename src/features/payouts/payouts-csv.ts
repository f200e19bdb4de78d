import { csvText, type CsvCell } from '../../lib/csv';
import { dateStamp } from '../../lib/date-stamp';
import type { Payout } from './payouts-api.gen';

/**
 * The Payouts screen's 'Download CSV' (product rules, 'Owners', the CSV exports): every payout
 * made, newest first, in the screen's words; the date is the day it was paid, where the reader is.
 */
export const PAYOUTS_CSV_HEADER = [
  'Paid on',
  'Property',
  'Statement month',
  'Owner',
  'Amount (KES)',
  'Paid to',
  'Reference',
] as const;

export const payoutsCsvRows = (payouts: readonly Payout[]): CsvCell[][] =>
  payouts.map((p) => [
    dateStamp(new Date(p.paidAt)).date,
    p.propertyName,
    p.month,
    p.ownerName,
    p.amountKes,
    p.method.label,
    p.reference,
  ]);

/** The file's text (lib/csv.ts: BOM, CRLF, quoting, formula-safe text). */
export const payoutsCsv = (payouts: readonly Payout[]): string =>
  csvText(PAYOUTS_CSV_HEADER, payoutsCsvRows(payouts));

/** 'payouts-2026-11-28.csv': today, local. */
export const payoutsCsvFileName = (now: Date): string => `payouts-${dateStamp(now).date}.csv`;
