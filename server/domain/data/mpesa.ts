import { AMOUNT_ERROR } from '../../../src/features/payments/amount-rules';
import { MPESA_PHONE_ERROR } from '../../../src/features/payments/mpesa-phone';
import { MPESA_FACTS } from '../../../src/features/payments/payments-facts';
import type { MpesaResultCode } from '../../../src/types/api.gen';

/*
 * The facts the simulated M-Pesa (Safaricom's Daraja API as the firm's backend sees it) works
 * by (product rules, 'Payments'): the limits, the 60 s prompt and the form's messages come
 * from the payments feature's modules, the app's and the server's one source. Plain data: the
 * end-to-end tests may import it.
 */

/** The simulated phone's M-Pesa PIN in the demo (kept with the Demo controls' facts, which show it). */
export { DEMO_MPESA_PIN } from '../../../src/config/demo';

/** The name the prompt shows ('Pay Ksh X to <name>, account KSI-A4.') and the receipt's firm. */
export const MPESA_BUSINESS_NAME = 'Kisii Property Management';

/** An unanswered prompt fails with 1037 this long after it was sent, as Daraja's does. */
export const MPESA_PROMPT_TIMEOUT_MS = MPESA_FACTS.stkTimeoutSeconds * 1000;

/** M-Pesa's per-payment limits (KES 1 to 250,000 as reported in 2025). */
export const MPESA_MIN_PAYMENT_KES = MPESA_FACTS.minPerTransactionKes;
export const MPESA_MAX_PAYMENT_KES = MPESA_FACTS.maxPerTransactionKes;

/** The 400s' texts, as the payment form says them (product rules, 'Payments'). */
export const MPESA_PHONE_TEXT = MPESA_PHONE_ERROR;
export const MPESA_AMOUNT_TEXT = AMOUNT_ERROR;
/** A second prompt while one still waits (the form never sends one: one click, one request). */
export const MPESA_PENDING_TEXT =
  'An M-Pesa prompt for this account is still waiting for an answer. Answer it on the phone, or wait a minute and try again.';

/** Daraja's acknowledgement of an accepted STK push. */
export const MPESA_ACCEPTED = 'Success. Request accepted for processing';

/** Daraja's ResultDesc of each result code (a log line, never shown: the app words each result). */
export const MPESA_RESULT_DESCRIPTIONS: Readonly<Record<MpesaResultCode, string>> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber.',
  1032: 'Request cancelled by user.',
  1037: 'DS timeout user cannot be reached.',
  2001: 'The initiator information is invalid.',
};

const RECEIPT_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** FNV-1a, 32 bits: the same text, the same number (the simulated references: receipts, payouts, KRA's numbers). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * An M-Pesa receipt number (transaction code) for a payment: ten capital letters and digits
 * such as QKH94M1Z11, made as M-Pesa's read: a letter for the year (Q 2022, R 2023, S 2024,
 * T 2025...), one for the month (A January ... L December), one for the day (1-9, then A-V),
 * then seven that tell receipts apart. The same id and date always give the same number.
 */
export function mpesaReceiptNumber(id: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const letter = (n: number) => RECEIPT_CHARACTERS[10 + Math.max(0, Math.min(25, n))]!;
  let rest = '';
  let h = hash(id);
  for (let i = 0; i < 7; i++) {
    if (i === 4) h = hash(`${id}#${date}`);
    rest += RECEIPT_CHARACTERS[h % 36];
    h = Math.floor(h / 36);
  }
  return `${letter(year - 2022 + 16)}${letter(month - 1)}${RECEIPT_CHARACTERS[day]}${rest}`;
}
