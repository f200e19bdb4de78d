import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MpesaAutoAnswer } from '../../src/config/demo';
import type { C2bConfirmation } from '../../src/types/api.gen';
import { mpesaReceiptNumber } from '../domain/data/mpesa';
import { mpesaCallbackSecret } from './callback-secret.mjs';

/*
 * Safaricom's Daraja API as the server uses it (docs/api-server.md, 'What is simulated'):
 *   - M-Pesa Express (the STK push): the server asks Daraja to show the payer's phone a
 *     prompt; the payer's answer comes back later. How a prompt's life is kept (60 s, the
 *     result codes, the payment a paid prompt makes) is the domain's: server/domain/mpesa.ts.
 *   - C2B: a payment to the firm's Paybill reaches the server as Daraja's confirmation,
 *     posted to the registered ConfirmationURL (the contract's confirmPaybillPayment), whose
 *     path carries the callback secret (callback-secret.mjs).
 *
 * This server has one implementation, `simulatedDaraja`, named as such in the docs: no
 * request leaves the machine. A real one would implement `DarajaAdapter.stkPush` with
 * Daraja's OAuth token and POST /mpesa/stkpush/v1/processrequest, answering null (the payer's
 * answer then arrives on an STK callback operation), and register the ConfirmationURL once.
 */

export interface StkPushContext {
  /** Whether the server runs in demo mode (the demo's Phone panel and Demo controls answer prompts). */
  demo: boolean;
  /** The Demo controls' automatic answer for this prompt (demo mode only), if one was asked for. */
  requested: MpesaAutoAnswer | null;
}

export interface DarajaAdapter {
  /** As the docs and logs name it. */
  readonly name: string;
  /**
   * The STK push has been sent: how the payer's phone will answer, when the adapter knows
   * (a simulation); the domain writes it on the prompt and settles it after a moment
   * (server/domain/mpesa.ts, the automatic answer). Null: someone answers later (the demo's
   * Phone panel; a real Daraja's callback), or nobody and the prompt times out.
   */
  stkPushAnswer(context: StkPushContext): MpesaAutoAnswer | null;
}

/**
 * The simulated Daraja. In demo mode the demo's people answer: the Demo controls' automatic
 * answer when one is set, else the Phone panel (or nobody: 1037 after 60 s). Without demo mode
 * there is no Phone panel, so the simulated payer pays every prompt, after the short delay of
 * an automatic answer: the production build can be tried end to end (docs/api-server.md).
 */
export const simulatedDaraja: DarajaAdapter = {
  name: 'Daraja (simulated)',
  stkPushAnswer: ({ demo, requested }) => (demo ? requested : 'success'),
};

/** The Daraja this server talks to. */
export const daraja: DarajaAdapter = simulatedDaraja;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether a callback's path secret is this server's (compared in constant time). */
export const isCallbackSecret = (value: string, secret: string = mpesaCallbackSecret()): boolean =>
  timingSafeEqual(digest(value), digest(secret));

const pad = (n: number): string => String(n).padStart(2, '0');

/** Daraja's TransTime of a moment, YYYYMMDDHHmmss in the server's local time. */
export const transTime = (at: Date): string =>
  `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;

/**
 * The body the simulated Safaricom posts when someone pays the firm's Paybill: a new M-Pesa
 * receipt number (TransID) unless one is given, the amount as Daraja writes it ('5000.00').
 */
export function simulatedC2bConfirmation(payment: {
  accountNumber: string;
  amountKes: number;
  phone: string;
  firstName?: string;
  receipt?: string;
  at?: Date;
}): C2bConfirmation {
  const at = payment.at ?? new Date();
  const stamp = transTime(at);
  const receipt =
    payment.receipt ??
    mpesaReceiptNumber(
      randomBytes(8).toString('hex'),
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`,
    );
  return {
    TransactionType: 'Pay Bill',
    TransID: receipt,
    TransTime: stamp,
    TransAmount: `${payment.amountKes}.00`,
    BusinessShortCode: '600000',
    BillRefNumber: payment.accountNumber,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: payment.phone,
    FirstName: payment.firstName ?? '',
    MiddleName: '',
    LastName: '',
  };
}
