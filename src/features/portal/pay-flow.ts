import { FORBIDDEN_TEXT, isOffline } from '../../console/change-engine';
import { apiErrorText, tooManyAttemptsText } from '../../store/api-error';
import {
  mpesaPhoneError,
  mpesaResultMessage,
  MPESA_FAILED_TEXT,
  parseAmountKes,
  AMOUNT_ERROR,
  toMpesaPhone,
  defaultPaymentKes,
  MPESA_FACTS,
} from '../payments/public';
import type { MpesaPaymentRequest, MpesaPaymentStatus } from './portal-api';

/*
 * 'Pay with M-Pesa' as one state machine (product rules, 'Payments'): the form, the request
 * being sent (one click, one request), the wait while the prompt is on the tenant's phone
 * (the payment's status polled), then the result. The dialog renders this state and
 * nothing else; every transition is a pure function, tested by table (pay-flow.test.ts).
 *
 *   form --submitted (valid)--> sending --startAccepted--> waiting --statusChanged--> succeeded | failed
 *                                                                 --statusWindowEnded--> failed
 *                                       --startFailed----> failed --retried--> form (phone and amount kept)
 *
 * Each attempt to pay carries its own Idempotency-Key (docs/api-server.md, 'Sessions and limits'):
 * a start that failed (its answer lost, the server unreachable or refusing) and is sent again for
 * the same phone and amount is the same attempt, with the same key, so M-Pesa is never asked
 * twice for it; a changed phone or amount, or a payment after a prompt went out, is a new one.
 */

export type PayStep = 'form' | 'sending' | 'waiting' | 'succeeded' | 'failed';
export type PayField = 'phone' | 'amount';

/** A payment M-Pesa confirmed. */
export interface PaidResult {
  receipt: string;
  paymentId: string;
  amountKes: number;
  /** When the answer saying so arrived (a statement asked for after it holds the payment). */
  receivedAt: number;
}

export interface PayFlowState {
  step: PayStep;
  /** What the tenant typed: kept through every step, so 'Try again' starts from it. */
  phone: string;
  amount: string;
  /** A field's error shows once the tenant left it, or after a submit. */
  touched: Record<PayField, boolean>;
  /** The request sent (sending, waiting and after). */
  request: MpesaPaymentRequest | null;
  /** The prompt's CheckoutRequestID, polled while waiting. */
  checkoutRequestId: string | null;
  paid: PaidResult | null;
  /** What went wrong (failed). */
  failure: string | null;
  /** The last status check failed (the poll goes on: a note, not a dead end). */
  checkFailing: boolean;
  /**
   * The attempt whose start M-Pesa has not acknowledged: its Idempotency-Key and the request it
   * was made for (null before the first send, and once a prompt went out).
   */
  attempt: PayAttempt | null;
}

export interface PayAttempt {
  idempotencyKey: string;
  request: MpesaPaymentRequest;
}

export type PayFlowEvent =
  | { type: 'fieldChanged'; field: PayField; value: string }
  | { type: 'fieldLeft'; field: PayField }
  /** `freshKey`: the Idempotency-Key a new attempt takes (`newIdempotencyKey()`). */
  | { type: 'submitted'; freshKey: string }
  | { type: 'startAccepted'; checkoutRequestId: string }
  | { type: 'startFailed'; failure: string }
  | { type: 'statusChanged'; status: MpesaPaymentStatus; receivedAt: number }
  | { type: 'statusCheckFailed' }
  /** The prompt's time passed with no verdict: the poll stops (STATUS_POLL_WINDOW_MS). */
  | { type: 'statusWindowEnded' }
  /** 'Check payment status' after no verdict came: the server's answer (M-Pesa's Transaction Status). */
  | { type: 'statusChecked'; status: MpesaPaymentStatus; receivedAt: number }
  | { type: 'retried' }
  | { type: 'restarted'; amountDueKes: number };

/** The form as the dialog opens: no phone, the amount due as the amount. */
export function initialPayFlow(amountDueKes: number): PayFlowState {
  const amount = defaultPaymentKes(amountDueKes);
  return {
    step: 'form',
    phone: '',
    amount: amount === null ? '' : String(amount),
    touched: { phone: false, amount: false },
    request: null,
    checkoutRequestId: null,
    paid: null,
    failure: null,
    checkFailing: false,
    attempt: null,
  };
}

/**
 * A fresh Idempotency-Key: a random UUID, from crypto.randomUUID, or built from random bytes on a
 * page served over plain HTTP (not a secure context), which lacks it.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sameRequest = (a: MpesaPaymentRequest, b: MpesaPaymentRequest): boolean =>
  a.phone === b.phone && a.amountKes === b.amountKes;

/** The request the form's text makes, or null while a field is wrong. */
export function payRequestOf(phone: string, amount: string): MpesaPaymentRequest | null {
  const mpesaPhone = toMpesaPhone(phone);
  const amountKes = parseAmountKes(amount);
  return mpesaPhone === null || amountKes === null ? null : { phone: mpesaPhone, amountKes };
}

/** The error shown under each field (null: none shown). */
export function fieldErrors(state: PayFlowState): Record<PayField, string | null> {
  return {
    phone: state.touched.phone ? mpesaPhoneError(state.phone) : null,
    amount: state.touched.amount && parseAmountKes(state.amount) === null ? AMOUNT_ERROR : null,
  };
}

/** The failed result's text: M-Pesa's code as the product words it. */
function statusFailure(status: MpesaPaymentStatus): string {
  return status.resultCode === undefined ? MPESA_FAILED_TEXT : mpesaResultMessage(status.resultCode);
}

export function payFlow(state: PayFlowState, event: PayFlowEvent): PayFlowState {
  switch (event.type) {
    case 'fieldChanged':
      return state.step === 'form' ? { ...state, [event.field]: event.value } : state;
    case 'fieldLeft':
      return state.step === 'form' ? { ...state, touched: { ...state.touched, [event.field]: true } } : state;
    case 'submitted': {
      if (state.step !== 'form') return state; // one click, one request
      const request = payRequestOf(state.phone, state.amount);
      const touched = { phone: true, amount: true };
      if (!request) return { ...state, touched };
      const attempt =
        state.attempt && sameRequest(state.attempt.request, request)
          ? state.attempt
          : { idempotencyKey: event.freshKey, request };
      return { ...state, step: 'sending', touched, request, attempt };
    }
    case 'startAccepted':
      return state.step === 'sending'
        ? {
            ...state,
            step: 'waiting',
            checkoutRequestId: event.checkoutRequestId,
            checkFailing: false,
            attempt: null,
          }
        : state;
    case 'startFailed':
      return state.step === 'sending' ? { ...state, step: 'failed', failure: event.failure } : state;
    case 'statusChanged': {
      const { status } = event;
      if (state.step !== 'waiting' || status.checkoutRequestId !== state.checkoutRequestId) return state;
      if (status.status === 'succeeded') {
        return {
          ...state,
          step: 'succeeded',
          checkFailing: false,
          paid: {
            receipt: status.receipt ?? '',
            paymentId: status.paymentId ?? '',
            amountKes: status.amountKes,
            receivedAt: event.receivedAt,
          },
        };
      }
      if (status.status === 'failed')
        return { ...state, step: 'failed', checkFailing: false, failure: statusFailure(status) };
      return state.checkFailing ? { ...state, checkFailing: false } : state;
    }
    case 'statusCheckFailed':
      return state.step === 'waiting' ? { ...state, checkFailing: true } : state;
    case 'statusWindowEnded':
      return state.step === 'waiting'
        ? { ...state, step: 'failed', checkFailing: false, failure: NO_VERDICT_TEXT }
        : state;
    case 'statusChecked': {
      // Only the prompt whose verdict is missing; a pending answer leaves it missing.
      const { status } = event;
      if (state.step !== 'failed' || state.failure !== NO_VERDICT_TEXT) return state;
      if (status.checkoutRequestId !== state.checkoutRequestId || status.status === 'pending') return state;
      return payFlow(
        { ...state, step: 'waiting' },
        { type: 'statusChanged', status, receivedAt: event.receivedAt },
      );
    }
    case 'retried':
      return state.step === 'failed'
        ? { ...state, step: 'form', request: null, checkoutRequestId: null, failure: null }
        : state;
    case 'restarted':
      // The dialog opened again: a fresh form, unless a request is on its way.
      return state.step === 'sending' ? state : initialPayFlow(event.amountDueKes);
  }
}

/**
 * Why the request could not start: another prompt waiting (409), too many prompts (429: when to
 * try again), the server's own words, no access, no network.
 */
export const PAY_OFFLINE_TEXT =
  'The server could not be reached, so no payment request was sent. Check your connection and try again.';
/**
 * A start whose fate is unknown (no answer in 30 s, a server error): the request may have
 * reached M-Pesa, so the tenant is never told that nothing happened (product rules, 'Payments').
 */
export const PAY_UNCONFIRMED_TEXT =
  'We could not confirm that the request reached M-Pesa. Check your statement before you try again.';
/**
 * The prompt's time passed and no verdict came (the status poll stops then): whether the
 * tenant paid is not known here, so the statement is where to look.
 */
export const NO_VERDICT_TEXT = 'We have not heard back from M-Pesa yet.';
/** Under a failure whose outcome is known: the payment did not go through. */
export const NO_MONEY_TAKEN_TEXT = 'No money was taken.';
/** Under 'We have not heard back from M-Pesa yet.' */
export const CHECK_STATEMENT_TEXT =
  'If you entered your PIN, your statement shows the payment. Check it before you try again.';

export function startFailureText(error: unknown): string {
  // Before the offline check, which counts a time-out as no connection: this request may have arrived.
  if ((error as { status?: unknown } | null)?.status === 'TIMEOUT_ERROR') return PAY_UNCONFIRMED_TEXT;
  if (isOffline(error)) return PAY_OFFLINE_TEXT;
  const tooMany = tooManyAttemptsText(error);
  if (tooMany) return tooMany;
  const status = (error as { status?: unknown } | null)?.status;
  const serverText = apiErrorText(error);
  if (status === 403) return serverText ?? FORBIDDEN_TEXT;
  if (typeof status === 'number' && status >= 400 && status < 500 && serverText) return serverText;
  return PAY_UNCONFIRMED_TEXT;
}

/**
 * The line under a failure: 'No money was taken.' only where that is known (M-Pesa's verdict, a
 * refusal, no connection), what to do where it is not (no answer, a server error).
 */
export function failureNote(state: PayFlowState): string | null {
  if (state.failure === NO_VERDICT_TEXT) return CHECK_STATEMENT_TEXT;
  if (state.failure === PAY_UNCONFIRMED_TEXT) return null;
  return NO_MONEY_TAKEN_TEXT;
}

/**
 * Whether a click beside the dialog closes it: not while the request is on its way or the
 * prompt is on the phone, where a stray tap must not hide what happens. Its close button and
 * Escape always close it (product rules, 'Payments': a money dialog is never stuck).
 */
export const closesByMaskClick = (state: PayFlowState): boolean =>
  state.step !== 'sending' && state.step !== 'waiting';

/**
 * How long the status is polled after the prompt went out: the prompt's life on the phone
 * (payments-facts.ts), and one more poll for the server's own 'no answer' verdict.
 */
export const STATUS_POLL_WINDOW_MS = (MPESA_FACTS.stkTimeoutSeconds + 5) * 1000;
