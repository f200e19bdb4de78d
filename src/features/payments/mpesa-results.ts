import { CONTENT } from '../../config/content';
import { formatCount } from '../../lib/format';
import { formatMpesaPhone } from './mpesa-phone';
import { MPESA_FACTS } from './payments-facts';

/**
 * How an M-Pesa prompt (an STK push) ends, and what the tenant reads (product rules,
 * 'Payments'). The codes are Daraja's `ResultCode`s; the texts are the product's.
 */
export const MPESA_RESULT_CODES = {
  success: 0,
  insufficientFunds: 1,
  /** Another M-Pesa transaction is already waiting on the subscriber's phone. */
  transactionInProgress: 1001,
  cancelled: 1032,
  /** The phone could not be reached, or nobody answered the prompt in 60 s. */
  unreachable: 1037,
  wrongPin: 2001,
} as const;

export type MpesaResultCode = (typeof MPESA_RESULT_CODES)[keyof typeof MPESA_RESULT_CODES];

export const PAYMENT_RECEIVED_TEXT = 'Payment received';
/** Any failure without a message of its own. */
export const MPESA_FAILED_TEXT = 'The payment did not go through. Try again.';

/** What the tenant reads for each result code. */
export const MPESA_RESULT_MESSAGES: Readonly<Record<MpesaResultCode, string>> = {
  [MPESA_RESULT_CODES.success]: PAYMENT_RECEIVED_TEXT,
  [MPESA_RESULT_CODES.insufficientFunds]: 'Your M-Pesa balance is not enough for this payment.',
  [MPESA_RESULT_CODES.transactionInProgress]:
    'Another M-Pesa payment is waiting on your phone. Finish it, then try again.',
  [MPESA_RESULT_CODES.cancelled]: 'You cancelled the payment on your phone.',
  [MPESA_RESULT_CODES.unreachable]: 'Your phone could not be reached. Try again.',
  [MPESA_RESULT_CODES.wrongPin]: 'The M-Pesa PIN was wrong. Try again.',
};

const isKnownCode = (code: number): code is MpesaResultCode => Object.hasOwn(MPESA_RESULT_MESSAGES, code);

/** The text for a Daraja result code; a code without its own text gets `MPESA_FAILED_TEXT`. */
export const mpesaResultMessage = (code: number): string =>
  isKnownCode(code) ? MPESA_RESULT_MESSAGES[code] : MPESA_FAILED_TEXT;

/** Whether `text` is an M-Pesa receipt number: ten capital letters and digits, such as QKH94M1Z11. */
export const isMpesaReceipt = (text: string): boolean =>
  new RegExp(`^[A-Z0-9]{${MPESA_FACTS.receiptNumberLength}}$`).test(text);

/**
 * The Demo controls' automatic answers to every prompt, as `?mpesa=` writes them; without one,
 * the simulated phone waits for Send or Cancel.
 */
export const MPESA_DEMO_ANSWERS = [
  'success',
  'cancelled',
  'unreachable',
  'insufficient-funds',
  'wrong-pin',
] as const;
export type MpesaDemoAnswer = (typeof MPESA_DEMO_ANSWERS)[number];

export const isMpesaDemoAnswer = (text: unknown): text is MpesaDemoAnswer =>
  (MPESA_DEMO_ANSWERS as readonly unknown[]).includes(text);

const ANSWER_CODES: Readonly<Record<MpesaDemoAnswer, MpesaResultCode>> = {
  success: MPESA_RESULT_CODES.success,
  cancelled: MPESA_RESULT_CODES.cancelled,
  unreachable: MPESA_RESULT_CODES.unreachable,
  'insufficient-funds': MPESA_RESULT_CODES.insufficientFunds,
  'wrong-pin': MPESA_RESULT_CODES.wrongPin,
};

/** The result code a demo answer gives the prompt. */
export const resultCodeOfAnswer = (answer: MpesaDemoAnswer): MpesaResultCode => ANSWER_CODES[answer];

/** What the payment screen says while the prompt is on the tenant's phone. */
export const CHECK_YOUR_PHONE_TEXT = 'Check your phone';

/** The line under 'Check your phone': where the prompt went and how long it waits. */
export const mpesaWaitingText = (phone: string): string =>
  `We sent a payment request to ${formatMpesaPhone(phone)}. Enter your M-Pesa PIN on that phone within ${MPESA_FACTS.stkTimeoutSeconds} seconds.`;

/**
 * The prompt on the (simulated) phone, as Safaricom words it: 'Pay Ksh 12,000 to Kisii
 * Property Management, account KSI-A4. Enter M-Pesa PIN:'. 'Ksh' is Safaricom's, whatever the
 * product's money style.
 */
export const mpesaPromptText = (amountKes: number, accountReference: string): string =>
  `Pay Ksh ${formatCount(amountKes)} to ${CONTENT.brandName}, account ${accountReference}. Enter M-Pesa PIN:`;
