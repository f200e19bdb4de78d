import { csvText, type CsvCell } from '../../lib/csv';
import { dateStamp } from '../../lib/date-stamp';
import type { Payment } from './payments-api.gen';
import { PAYMENT_CHANNEL_TEXT, PAYMENT_STATUS_TEXT, payerOf } from './payments-slice';

/**
 * The Payments screen's 'Download CSV' (product rules, 'Owners', the CSV exports): the rows
 * the screen shows, its filter and search applied, every page of them, in its words. The
 * unit and the property are columns of their own; an Unmatched payment has neither (empty).
 */
export const PAYMENTS_CSV_HEADER = [
  'Date',
  'Time',
  'Tenant',
  'Unit',
  'Property',
  'Amount (KES)',
  'Channel',
  'Receipt',
  'Account number',
  'Status',
] as const;

/** One line per payment, in the order given (the screen's: newest first). */
export const paymentsCsvRows = (payments: readonly Payment[]): CsvCell[][] =>
  payments.map((p) => [
    p.date,
    p.time,
    payerOf(p),
    p.unit,
    p.propertyName,
    p.amountKes,
    PAYMENT_CHANNEL_TEXT[p.channel],
    p.receipt,
    p.accountNumber,
    PAYMENT_STATUS_TEXT[p.status],
  ]);

/** The file's text (lib/csv.ts: BOM, CRLF, quoting, formula-safe text). */
export const paymentsCsv = (payments: readonly Payment[]): string =>
  csvText(PAYMENTS_CSV_HEADER, paymentsCsvRows(payments));

/** 'payments-2025-03-18.csv': today, local. */
export const paymentsCsvFileName = (now: Date): string => `payments-${dateStamp(now).date}.csv`;
