import type { MpesaAutoAnswer } from '../../src/config/demo';
import {
  isMpesaDemoAnswer,
  MPESA_RESULT_CODES,
  resultCodeOfAnswer,
} from '../../src/features/payments/mpesa-results';
import { dateStamp } from '../../src/lib/date-stamp';
import type { DemoMpesaPrompt, MpesaPaymentStatus, MpesaResultCode } from '../../src/types/api.gen';
import {
  DEMO_MPESA_PIN,
  MPESA_BUSINESS_NAME,
  MPESA_PROMPT_TIMEOUT_MS,
  MPESA_RESULT_DESCRIPTIONS,
  mpesaReceiptNumber,
} from './data/mpesa';
import type { StoredLease, StoredMpesaPrompt, StoredPayment } from './data/portal';
import { db, uniqueSuffix } from './db';
import { leaseForAccountNumber } from './portal';

/*
 * M-Pesa Express (STK push), as Safaricom's Daraja API behaves for the firm's backend
 * (product rules, 'Payments'): a prompt is acknowledged at once and answered later, on the
 * demo's Phone panel (the PIN, or Cancel), automatically (the Demo controls' M-Pesa answer,
 * or `?mpesa=`; without demo mode, the simulated Daraja's payer: server/adapters/daraja.ts),
 * or not at all (60 s, then 1037). And Paybill payments (C2B), however they are reported.
 *
 * Nothing runs on a timer (a page of the demo may be closed or reloaded at any time): a
 * prompt's automatic answer and its time-out are written down when it is sent, and settled
 * by whoever reads the payments next (settlePrompts), as of the clock then. A paid prompt
 * makes its payment with an id and a receipt number derived from the prompt, so two tabs
 * settling it at once write the same payment once.
 */

/** How long an automatic answer takes, as a person takes a moment to answer (tests may set 0). */
export const DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS = 2_000;
let autoAnswerDelayMs = DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS;

export function setMpesaAutoAnswerDelay(ms: number): void {
  autoAnswerDelayMs = ms;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
let sent = 0;

/** Daraja-like ids: CheckoutRequestID ws_CO_DDMMYYYYHHmmss plus digits, MerchantRequestID 12345-12345678-1. */
function requestIds(now: Date): { checkoutRequestId: string; merchantRequestId: string } {
  sent += 1;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const stamp = `${pad(now.getDate())}${pad(now.getMonth() + 1)}${now.getFullYear()}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return {
    checkoutRequestId: `ws_CO_${stamp}${pad(sent % 100)}${digits(6)}`,
    merchantRequestId: `${digits(5)}-${digits(8)}-1`,
  };
}

export const promptPending = (prompt: StoredMpesaPrompt): boolean => prompt.result === null;

/** A new prompt to `phone` for `amountKes` on the lease, answered automatically when `autoAnswer` says so. */
export function newPrompt(
  lease: StoredLease,
  requestedBy: string,
  phone: string,
  amountKes: number,
  autoAnswer: MpesaAutoAnswer | null,
  now: number = Date.now(),
): StoredMpesaPrompt {
  const ids = requestIds(new Date(now));
  return {
    id: ids.checkoutRequestId,
    merchantRequestId: ids.merchantRequestId,
    leaseId: lease.id,
    requestedBy,
    phone,
    amountKes,
    accountReference: lease.payReference,
    requestedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + MPESA_PROMPT_TIMEOUT_MS).toISOString(),
    autoAnswer: autoAnswer && {
      answer: autoAnswer,
      at: new Date(now + Math.min(autoAnswerDelayMs, MPESA_PROMPT_TIMEOUT_MS)).toISOString(),
    },
    result: null,
    paymentId: null,
    receipt: null,
  };
}

/** The payment a paid prompt makes (matched to its lease, on the statement at once). */
export function promptPayment(
  prompt: StoredMpesaPrompt,
  lease: StoredLease | undefined,
  answeredAt: string,
): StoredPayment {
  const id = `pm-${prompt.id}`;
  const { date, time } = dateStamp(new Date(answeredAt));
  return {
    id,
    leaseId: prompt.leaseId,
    date,
    time,
    amountKes: prompt.amountKes,
    channel: 'mpesa-prompt',
    receipt: mpesaReceiptNumber(id, date),
    accountNumber: prompt.accountReference,
    phone: prompt.phone,
    payerName: lease && lease.tenantPhone === prompt.phone ? lease.tenantName : 'M-Pesa customer',
  };
}

/** Writes the prompt's answer (and, when paid, its payment first): the prompt as answered. */
async function answer(
  prompt: StoredMpesaPrompt,
  code: MpesaResultCode,
  answeredAt: string,
): Promise<StoredMpesaPrompt> {
  let payment: StoredPayment | null = null;
  if (code === MPESA_RESULT_CODES.success) {
    payment = promptPayment(prompt, await db.leases.find(prompt.leaseId), answeredAt);
    await db.payments.add(payment);
  }
  const answered: StoredMpesaPrompt = {
    ...prompt,
    result: { code, desc: MPESA_RESULT_DESCRIPTIONS[code], answeredAt },
    paymentId: payment?.id ?? null,
    receipt: payment?.receipt ?? null,
  };
  await db.mpesaPrompts.add(answered);
  return answered;
}

/**
 * What has happened to a waiting prompt by `now`: its automatic answer, once due, or the
 * time-out (1037) once 60 s have passed; null while it still waits.
 */
export function dueAnswer(
  prompt: StoredMpesaPrompt,
  now: number,
): { code: MpesaResultCode; at: string } | null {
  if (!promptPending(prompt)) return null;
  const auto = prompt.autoAnswer;
  if (auto && Date.parse(auto.at) <= now && isMpesaDemoAnswer(auto.answer)) {
    return { code: resultCodeOfAnswer(auto.answer), at: auto.at };
  }
  if (Date.parse(prompt.expiresAt) <= now)
    return { code: MPESA_RESULT_CODES.unreachable, at: prompt.expiresAt };
  return null;
}

/** Settles one prompt as of `now`: the prompt as it stands. */
export async function settlePrompt(
  prompt: StoredMpesaPrompt,
  now: number = Date.now(),
): Promise<StoredMpesaPrompt> {
  const due = dueAnswer(prompt, now);
  return due ? answer(prompt, due.code, due.at) : prompt;
}

/** Settles every waiting prompt as of `now` (before anything reads the payments): the prompts as they stand. */
export async function settlePrompts(now: number = Date.now()): Promise<StoredMpesaPrompt[]> {
  const prompts = await db.mpesaPrompts.list();
  return Promise.all(prompts.map((prompt) => settlePrompt(prompt, now)));
}

/** The Phone panel's Send (with the PIN) or Cancel, on a prompt that still waits. */
export function answerByHand(
  prompt: StoredMpesaPrompt,
  reply: { answer: 'pin'; pin: string } | { answer: 'cancel' },
  now: number = Date.now(),
): Promise<StoredMpesaPrompt> {
  const { cancelled, success, wrongPin } = MPESA_RESULT_CODES;
  const code: MpesaResultCode =
    reply.answer === 'cancel' ? cancelled : reply.pin === DEMO_MPESA_PIN ? success : wrongPin;
  return answer(prompt, code, new Date(now).toISOString());
}

/** Where a prompt stands, as the portal polls it. */
export function promptStatus(prompt: StoredMpesaPrompt): MpesaPaymentStatus {
  const status: MpesaPaymentStatus = {
    checkoutRequestId: prompt.id,
    leaseId: prompt.leaseId,
    phone: prompt.phone,
    amountKes: prompt.amountKes,
    status:
      prompt.result === null
        ? 'pending'
        : prompt.result.code === MPESA_RESULT_CODES.success
          ? 'succeeded'
          : 'failed',
    requestedAt: prompt.requestedAt,
    expiresAt: prompt.expiresAt,
  };
  if (prompt.result) {
    status.resultCode = prompt.result.code;
    status.resultDesc = prompt.result.desc;
    status.answeredAt = prompt.result.answeredAt;
  }
  if (prompt.paymentId) status.paymentId = prompt.paymentId;
  if (prompt.receipt) status.receipt = prompt.receipt;
  return status;
}

/** A waiting prompt as the demo's Phone panel shows it. */
export const phonePrompt = (prompt: StoredMpesaPrompt): DemoMpesaPrompt => ({
  checkoutRequestId: prompt.id,
  phone: prompt.phone,
  amountKes: prompt.amountKes,
  accountReference: prompt.accountReference,
  businessName: MPESA_BUSINESS_NAME,
  createdAt: prompt.requestedAt,
  expiresAt: prompt.expiresAt,
});

// ---- Paybill (C2B) ----

/** A Paybill payment as reported: Safaricom's C2B confirmation, or the Demo controls. */
export interface PaybillReport {
  /** The M-Pesa receipt number (TransID); absent: the demo makes one. */
  receipt?: string;
  amountKes: number;
  /** What the payer typed as the account number. */
  accountNumber: string;
  /** The paying phone; absent: the matched lease's tenant's (the demo). */
  phone?: string;
  /** The names M-Pesa registered for the phone; absent or empty: the tenant's when it is their phone. */
  payerName?: string;
  /** When it was paid (local date and time); absent: now. */
  paidAt?: { date: string; time: string };
}

/**
 * Records a Paybill payment: Matched to the lease whose pay reference the account number is
 * (case and surrounding spaces aside), else Unmatched for staff to allocate. One payment per
 * M-Pesa receipt number however often it is reported (docs/api-server.md, 'What is simulated'): a
 * receipt already recorded answers that payment, `recorded` false.
 */
export async function receivePaybillPayment(
  report: PaybillReport,
  now: Date = new Date(),
): Promise<{ payment: StoredPayment; recorded: boolean }> {
  if (report.receipt) {
    const existing = (await db.payments.list()).find((p) => p.receipt === report.receipt);
    if (existing) return { payment: existing, recorded: false };
  }
  const lease = leaseForAccountNumber(await db.leases.list(), report.accountNumber);
  const id = report.receipt ? `pm-c2b-${report.receipt.toLowerCase()}` : `pm-pb-${uniqueSuffix()}`;
  const { date, time } = report.paidAt ?? dateStamp(now);
  const phone = report.phone ?? lease?.tenantPhone ?? '254799000000';
  const payment: StoredPayment = {
    id,
    leaseId: lease?.id ?? null,
    date,
    time,
    amountKes: report.amountKes,
    channel: 'paybill',
    receipt: report.receipt ?? mpesaReceiptNumber(id, date),
    accountNumber: report.accountNumber.trim(),
    phone,
    payerName:
      report.payerName?.trim() ||
      (lease && lease.tenantPhone === phone ? lease.tenantName : 'M-Pesa customer'),
  };
  await db.payments.add(payment);
  return { payment, recorded: true };
}
