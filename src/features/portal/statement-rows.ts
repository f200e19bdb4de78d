import { PATHS } from '../../config/paths';
import { kesText } from '../../lib/format';
import type { AccountEntry, LeaseSummary } from './portal-api';
import type { PaymentChannel } from './portal-api.gen';

/**
 * The statement of account as the screens show it (product rules, 'Customer portal'): the
 * server's entries with the balance after each, newest first,
 * a charge in 'Charges' and a payment in 'Payments'.
 */
export interface StatementRow {
  id: string;
  date: string;
  time?: string;
  description: string;
  /** A charge's amount, null for a payment. */
  chargeKes: number | null;
  /** A payment's amount, null for a charge. */
  paymentKes: number | null;
  /** The balance after this entry: positive is owed, negative is a credit. */
  balanceKes: number;
  receipt: string | null;
  /** A payment's id, for its receipt. */
  paymentId: string | null;
}

/** The server's lines (newest first, each with the balance after it) as the table's rows. */
export function statementRows(entries: readonly AccountEntry[]): StatementRow[] {
  return entries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    ...(entry.time !== undefined && { time: entry.time }),
    description: entry.description,
    chargeKes: entry.kind === 'charge' ? entry.amountKes : null,
    paymentKes: entry.kind === 'payment' ? entry.amountKes : null,
    balanceKes: entry.balanceKes,
    receipt: entry.receipt ?? null,
    paymentId: entry.paymentId ?? null,
  }));
}

/** A balance as the statement shows it: 'KES 1,200' owed, 'KES 500 credit' (never a minus). */
export const balanceText = (balanceKes: number): string =>
  balanceKes < 0 ? `${kesText(-balanceKes)} credit` : kesText(balanceKes);

/** 'Credit: KES 500', the home's line when the tenant has paid more than was due. */
export const creditText = (creditKes: number): string => `Credit: ${kesText(creditKes)}`;

/** 'Unit A4, Ouru Heights, Kisii'. */
export const unitText = (lease: Pick<LeaseSummary, 'unit' | 'propertyName' | 'town'>): string =>
  `Unit ${lease.unit}, ${lease.propertyName}, ${lease.town}`;

/** How a payment was made, in words. */
export const CHANNEL_TEXT: Record<PaymentChannel, string> = {
  'mpesa-prompt': 'M-Pesa (Pay with M-Pesa)',
  paybill: 'M-Pesa Paybill',
};

/** The latest payment on a statement (entries newest first, as the server sends them), or null. */
export const lastPayment = (entries: readonly AccountEntry[]): AccountEntry | null =>
  entries.find((entry) => entry.kind === 'payment') ?? null;

/** The statement's address: /user/payments, with the lease named when the person rents several. */
export const statementPath = (leaseId: string, several: boolean): string =>
  several ? `${PATHS.userPayments}?lease=${encodeURIComponent(leaseId)}` : PATHS.userPayments;
