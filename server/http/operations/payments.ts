import { isMpesaAutoAnswer, MPESA_AUTO_ANSWER_HEADER } from '../../../src/config/demo';
import { toMpesaPhone } from '../../../src/features/payments/mpesa-phone';
import type {
  C2bConfirmation,
  DemoMpesaPromptAnswer,
  DemoPaybillPayment,
  AllocationUndo,
  MpesaPaymentRequest,
  PaymentAllocation,
} from '../../../src/types/api.gen';
import { statementOfPayment, undoReason } from '../../../src/features/payments/public';
import { daraja, isCallbackSecret } from '../../adapters/daraja';
import { bodyProblem } from '../../contract';
import {
  MPESA_ACCEPTED,
  MPESA_AMOUNT_TEXT,
  MPESA_MAX_PAYMENT_KES,
  MPESA_MIN_PAYMENT_KES,
  MPESA_PENDING_TEXT,
  MPESA_PHONE_TEXT,
} from '../../domain/data/mpesa';
import { allocated, ALLOCATION_TEXTS, undone, undoRefusal } from '../../domain/allocations';
import { sampleToday } from '../../domain/data/sample-dates';
import { db } from '../../domain/db';
import { idempotencyKeyOf, keepAnswer, keptAnswer } from '../../domain/idempotency';
import {
  answerByHand,
  newPrompt,
  phonePrompt,
  promptPending,
  promptStatus,
  receivePaybillPayment,
  settlePrompt,
  settlePrompts,
} from '../../domain/mpesa';
import {
  leaseSummary,
  maySeeLease,
  paidOutStatements,
  propertiesById,
  readPaymentRow,
  readPaymentRows,
} from '../../domain/portal';
import { takeMpesaPrompt } from '../../domain/rate-limits';
import { fullName } from '../../domain/sessions';
import { accountOf, error, json, NOT_FOUND, FORBIDDEN, type Call } from '../operation';
import { checked } from './admin';
import { tooManyAttempts } from './limits';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A Kenyan mobile number already in Daraja's form, 2547XXXXXXXX or 2541XXXXXXXX (the app converts what was typed). */
const isMpesaPhone = (value: unknown): value is string =>
  typeof value === 'string' && toMpesaPhone(value) === value;
const validAmount = (value: unknown): boolean =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MPESA_MIN_PAYMENT_KES &&
  value <= MPESA_MAX_PAYMENT_KES;

/** Daraja's TransTime (YYYYMMDDHHmmss, Nairobi time) as a stored date and time; null when it is no real moment. */
function c2bTime(value: string): { date: string; time: string } | null {
  const [, y, mo, d, h, mi, sec] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value) ?? [];
  if (!y) return null;
  const at = new Date(Date.UTC(+y, +mo! - 1, +d!, +h!, +mi!, +sec!));
  const real =
    at.getUTCFullYear() === +y &&
    at.getUTCMonth() === +mo! - 1 &&
    at.getUTCDate() === +d! &&
    +h! < 24 &&
    +mi! < 60 &&
    +sec! < 60;
  return real ? { date: `${y}-${mo}-${d}`, time: `${h}:${mi}` } : null;
}

/**
 * Money in: staff's payments and allocation; the tenant's M-Pesa prompt and its status (the
 * prompt answered through the Daraja adapter: server/adapters/daraja.ts); Safaricom's C2B
 * confirmation of a Paybill payment; and demo mode's simulated M-Pesa (a Paybill payment
 * with any account number, the Phone panel).
 */
export const paymentsOperations = {
  async listPayments() {
    await settlePrompts();
    return json(200, await readPaymentRows());
  },

  async listLeases() {
    const [leases, properties] = await Promise.all([db.leases.list(), propertiesById()]);
    const summaries = leases.map((lease) => leaseSummary(lease, properties.get(lease.propertyId)));
    summaries.sort((a, b) =>
      a.propertyName === b.propertyName
        ? a.unit.localeCompare(b.unit, 'en', { numeric: true })
        : a.propertyName.localeCompare(b.propertyName, 'en'),
    );
    return json(200, summaries);
  },

  /** An Unmatched payment to a lease: once (409 after), in the request's one transaction; who and when kept. */
  async allocatePayment(call: Call) {
    const { body, refusal } = checked<PaymentAllocation>('allocatePayment', call.body);
    if (refusal) return refusal;
    const payment = await db.payments.find(call.params.id!);
    if (!payment) return error(404, 'No such payment.');
    if (payment.leaseId !== null) return error(409, ALLOCATION_TEXTS.alreadyAllocated);
    const lease = await db.leases.find(body.leaseId);
    if (!lease) return error(404, 'No such lease.');
    const changed = allocated(payment, lease.id, fullName(accountOf(call)), new Date().toISOString());
    await db.payments.add(changed);
    return json(200, await readPaymentRow(changed));
  },

  /** 'Undo allocation': staff's own, the same day, with a reason kept on the payment (product rules, 'Staff payments'). */
  async undoPaymentAllocation(call: Call) {
    const reasonText = field(call.body, 'reason');
    const reason = typeof reasonText === 'string' ? undoReason(reasonText) : null;
    if (reason === null) return error(400, ALLOCATION_TEXTS.reason);
    const { refusal } = checked<AllocationUndo>('undoPaymentAllocation', call.body);
    if (refusal) return refusal;
    const payment = await db.payments.find(call.params.id!);
    if (!payment) return error(404, 'No such payment.');
    const lease = payment.leaseId ? await db.leases.find(payment.leaseId) : undefined;
    const statement = lease ? statementOfPayment(lease.propertyId, payment.date) : null;
    const paidOut = statement !== null && paidOutStatements(await db.payouts.list())(statement);
    const refused = undoRefusal(payment, paidOut, sampleToday());
    if (refused !== null || !lease) return error(409, refused ?? ALLOCATION_TEXTS.notAllocated);
    const changed = undone(payment, lease, await db.properties.find(lease.propertyId), {
      by: fullName(accountOf(call)),
      at: new Date().toISOString(),
      reason,
    });
    await db.payments.add(changed);
    return json(200, await readPaymentRow(changed));
  },

  // 'Pay with M-Pesa': an STK push, acknowledged at once; the answer comes later.
  async startMpesaPayment(call: Call) {
    const account = accountOf(call);
    const lease = await db.leases.find(call.params.leaseId!);
    if (!lease) return json(404, NOT_FOUND);
    if (!maySeeLease(account, lease)) return json(403, FORBIDDEN);
    const key = idempotencyKeyOf(call.headers);
    if (key) {
      const kept = await keptAnswer(account.user.id, key, 'startMpesaPayment');
      if (kept) return json(kept.status, kept.body);
    }
    // The form's own words first, then the contract's check of the rest of the body.
    const phone = field(call.body, 'phone');
    if (!isMpesaPhone(phone)) return error(400, MPESA_PHONE_TEXT);
    if (!validAmount(field(call.body, 'amountKes'))) return error(400, MPESA_AMOUNT_TEXT);
    const problem = bodyProblem('startMpesaPayment', call.body);
    if (problem !== null) return error(400, problem);
    const body = call.body as MpesaPaymentRequest;

    // One prompt at a time per lease and per phone (Daraja's 1001: a transaction in progress).
    const prompts = await settlePrompts();
    if (prompts.some((p) => promptPending(p) && (p.leaseId === lease.id || p.phone === body.phone)))
      return error(409, MPESA_PENDING_TEXT);
    const wait = takeMpesaPrompt(call.dataset, lease.id, body.phone);
    if (wait > 0) return tooManyAttempts(wait);

    // Who answers the prompt: the simulated Daraja says (server/adapters/daraja.ts).
    const requested = call.demo ? call.headers[MPESA_AUTO_ANSWER_HEADER] : undefined;
    const autoAnswer = daraja.stkPushAnswer({
      demo: call.demo,
      requested: isMpesaAutoAnswer(requested) ? requested : null,
    });
    const prompt = newPrompt(lease, account.user.id, body.phone, body.amountKes, autoAnswer);
    await db.mpesaPrompts.add(prompt);
    const accepted = {
      merchantRequestId: prompt.merchantRequestId,
      checkoutRequestId: prompt.id,
      responseCode: '0' as const,
      responseDescription: MPESA_ACCEPTED,
      customerMessage: MPESA_ACCEPTED,
    };
    if (key) await keepAnswer(account.user.id, key, 'startMpesaPayment', { status: 202, body: accepted });
    return json(202, accepted);
  },

  async getMpesaPaymentStatus(call: Call) {
    const prompt = await db.mpesaPrompts.find(call.params.checkoutRequestId!);
    if (!prompt) return json(404, NOT_FOUND);
    const lease = await db.leases.find(prompt.leaseId);
    if (!lease || !maySeeLease(accountOf(call), lease)) return json(403, FORBIDDEN);
    return json(200, promptStatus(await settlePrompt(prompt)));
  },

  // ---- Safaricom's callbacks (tag mpesa) ----

  /**
   * Daraja's C2B confirmation of a Paybill payment, at the ConfirmationURL whose path holds
   * the callback secret: recorded once per receipt number (TransID), acknowledged every time.
   */
  async confirmPaybillPayment({ body: raw, params }: Call) {
    if (!isCallbackSecret(params.secret ?? '')) return error(403, 'Not a known callback.');
    const { body, refusal } = checked<C2bConfirmation>('confirmPaybillPayment', raw);
    if (refusal) return refusal;
    const amountKes = Number(body.TransAmount);
    if (!validAmount(amountKes)) return error(400, 'TransAmount must be whole shillings from 1 to 250,000.');
    const paidAt = c2bTime(body.TransTime);
    if (!paidAt) return error(400, 'TransTime must be a date and time, YYYYMMDDHHmmss.');
    const payerName = [body.FirstName, body.MiddleName, body.LastName]
      .map((n) => n?.trim())
      .filter(Boolean)
      .join(' ');
    await receivePaybillPayment({
      receipt: body.TransID,
      amountKes,
      accountNumber: body.BillRefNumber,
      phone: body.MSISDN,
      payerName,
      paidAt,
    });
    return json(200, { ResultCode: 0, ResultDesc: 'Accepted' });
  },

  // ---- Demo mode's simulated M-Pesa ----

  /** A Paybill payment arrives, as a C2B confirmation would record it: Matched by pay reference, else Unmatched. */
  async sendDemoPaybillPayment({ body: raw }: Call) {
    const { body, refusal } = checked<DemoPaybillPayment>('sendDemoPaybillPayment', raw);
    if (refusal) return refusal;
    const { payment } = await receivePaybillPayment({
      amountKes: body.amountKes,
      accountNumber: body.accountNumber,
      ...(body.phone ? { phone: body.phone } : {}),
    });
    return json(201, await readPaymentRow(payment));
  },

  /** The Phone panel: the prompts still waiting for a PIN (not those answered automatically), oldest first. */
  async listDemoMpesaPrompts() {
    const prompts = (await settlePrompts()).filter((p) => promptPending(p) && p.autoAnswer === null);
    prompts.sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0));
    return json(200, prompts.map(phonePrompt));
  },

  /** The Phone panel's Send (PIN) or Cancel. */
  async answerDemoMpesaPrompt({ body: raw, params }: Call) {
    const { body, refusal } = checked<DemoMpesaPromptAnswer>('answerDemoMpesaPrompt', raw);
    if (refusal) return refusal;
    const stored = await db.mpesaPrompts.find(params.checkoutRequestId!);
    if (!stored) return json(404, NOT_FOUND);
    const prompt = await settlePrompt(stored);
    if (!promptPending(prompt)) return error(409, 'This prompt is no longer waiting for an answer.');
    return json(200, promptStatus(await answerByHand(prompt, body)));
  },
};
