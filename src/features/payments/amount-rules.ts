import { kesText } from '../../lib/format';
import { MPESA_FACTS } from './payments-facts';

/**
 * The amount of an M-Pesa payment (product rules, 'Payments'): whole Kenya shillings from
 * KES 1 to the per-payment limit of the payments facts. Accepted: digits with or without
 * thousands commas ('12000', '12,000'), spaces around, and the currency written before it as
 * the product and Kenyans write it ('KES 12,000', 'Ksh 12,000', 'Kshs. 12,000', any case), so
 * an amount copied from the screen pastes back. Refused: decimals (even '.00': M-Pesa moves
 * whole shillings), signs, 0, commas out of place ('1,20,00'), exponents ('1e5'), anything
 * else, and text longer than any amount is written.
 */
export const AMOUNT_ERROR = `Enter an amount in whole shillings, from ${kesText(MPESA_FACTS.minPerTransactionKes)} to ${kesText(MPESA_FACTS.maxPerTransactionKes)}.`;

/** Longer than any amount in the range, however written: refused before looking further. */
const MAX_TYPED_LENGTH = 32;
/** The currency before the amount: 'KES', 'Ksh', 'Kshs', 'Ksh.', then optional spaces. */
const CURRENCY = /^(?:kes|kshs?\.?)\s*/i;
/** Plain digits, or groups of three after the first with a comma between. */
const WHOLE = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

/** The whole shillings typed in `text`, within M-Pesa's range; null otherwise. */
export function parseAmountKes(text: string): number | null {
  if (text.length > MAX_TYPED_LENGTH) return null;
  const number = text.trim().replace(CURRENCY, '');
  if (!WHOLE.test(number)) return null;
  const amount = Number(number.replaceAll(',', ''));
  return Number.isSafeInteger(amount) &&
    amount >= MPESA_FACTS.minPerTransactionKes &&
    amount <= MPESA_FACTS.maxPerTransactionKes
    ? amount
    : null;
}

/** The message under the amount field, or null when the amount can be paid (blank is refused too). */
export const amountError = (text: string): string | null =>
  parseAmountKes(text) === null ? AMOUNT_ERROR : null;

/**
 * What the amount field starts with: the amount due, up to the per-payment limit (a larger
 * debt is paid in more than one payment); null when nothing is due (the field starts empty).
 */
export const defaultPaymentKes = (amountDueKes: number): number | null =>
  Number.isSafeInteger(amountDueKes) && amountDueKes >= MPESA_FACTS.minPerTransactionKes
    ? Math.min(amountDueKes, MPESA_FACTS.maxPerTransactionKes)
    : null;
