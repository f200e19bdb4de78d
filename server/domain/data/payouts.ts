import { mpesaReceiptNumber } from './mpesa';

/*
 * The facts the simulated payout providers work by (product rules, 'Payouts';
 * docs/api-server.md, 'Payouts'): M-Pesa B2C to a phone, Pesalink to a bank account, and the
 * references each answers with. Plain data and pure functions: the seed and the adapter
 * (server/adapters/payouts.ts) share them.
 */

/** The sample payouts' day: the 5th of the month after the statement's, at 10:00 in Nairobi (EAT, UTC+3). */
export const SAMPLE_PAYOUT_DAY = 5;
export const SAMPLE_PAYOUT_TIME_UTC = '07:00:00.000Z';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The day of the year of an ISO date: '2025-02-01' is 32. */
function dayOfYear(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/**
 * The provider's reference of a payout sent on `date` ('YYYY-MM-DD') for `key` (one per
 * statement), the same key and date always the same reference:
 *   - M-Pesa B2C: a TransactionID, ten capital letters and digits as an M-Pesa receipt number
 *     (QKH94M1Z11: mpesaReceiptNumber);
 *   - Pesalink: a bank's funds-transfer reference, 'FT', the year's last two digits, the day of
 *     the year and five letters and digits (FT25064K2Q7Z).
 */
export function payoutReference(kind: 'mpesa' | 'bank', key: string, date: string): string {
  const receipt = mpesaReceiptNumber(`payout|${key}`, date);
  if (kind === 'mpesa') return receipt;
  return `FT${date.slice(2, 4)}${pad(dayOfYear(date), 3)}${receipt.slice(-5)}`;
}
