import { DEFAULT_PAYOUT_ANSWER, type PayoutAnswer } from '../../src/config/demo';
import { dateStamp } from '../../src/lib/date-stamp';
import { payoutReference } from '../domain/data/payouts';
import type { PayoutDestination } from '../domain/owners';

/*
 * The payout providers as the server uses them (docs/api-server.md, 'Payouts'): a statement's
 * net payout goes to the owner's payout method, by M-Pesa B2C to a phone or by Pesalink to a
 * bank account. The provider answers at once with its reference, or refuses in words staff
 * can act on. Which statements may be paid, for how much and how often is the domain's
 * (server/domain/payouts.ts); this only moves the money.
 *
 * This server has one implementation, `simulatedPayouts`, named as such: no request leaves
 * the machine. A real one goes here: Daraja's B2C (OAuth token, POST /mpesa/b2c/v3/paymentrequest
 * with the firm's initiator, OriginatorConversationID the transfer's `key`, its result arriving
 * on a callback) and a bank's Pesalink API for accounts. Such a provider answers later: the
 * domain would then record the payout as pending under the key and settle it on the callback,
 * as the M-Pesa prompts are (server/domain/mpesa.ts).
 */

/** One payout to send. */
export interface PayoutTransfer {
  /** One per statement (property and month): the provider's own idempotency key (B2C's OriginatorConversationID). */
  key: string;
  to: PayoutDestination;
  amountKes: number;
  /** What the owner's statement from the provider says: 'Ouru Heights, February 2025'. */
  remarks: string;
  at: Date;
}

/** The provider's answer: paid, with its reference, or refused, in words to show. */
export type TransferResult = { outcome: 'paid'; reference: string } | { outcome: 'refused'; reason: string };

export interface PayoutContext {
  /** Whether the server runs in demo mode (the Demo controls choose the answer). */
  demo: boolean;
  /** The Demo controls' answer for this payout (demo mode only), if one was asked for. */
  requested: PayoutAnswer | null;
}

export interface PayoutAdapter {
  /** As the docs and logs name it. */
  readonly name: string;
  send(transfer: PayoutTransfer, context: PayoutContext): Promise<TransferResult>;
}

/** The providers' refusals, by the kind of payout method (M-Pesa B2C's, the bank's through Pesalink). */
export const PAYOUT_REFUSALS: Readonly<Record<PayoutDestination['kind'], string>> = {
  mpesa: "The recipient's number is not registered for M-Pesa.",
  bank: 'The bank did not accept the transfer.',
};

/**
 * The simulated providers. In demo mode the Demo controls' answer (the header
 * `x-demo-payout-answer`: src/config/demo.ts), paid when none was asked for; without demo mode
 * the header is ignored and every payout is paid, so the production build can be tried end to
 * end. A paid payout's reference: data/payouts.ts.
 */
export const simulatedPayouts: PayoutAdapter = {
  name: 'M-Pesa B2C and Pesalink (simulated)',
  send(transfer, { demo, requested }) {
    const answer: PayoutAnswer = demo ? (requested ?? DEFAULT_PAYOUT_ANSWER) : 'success';
    if (answer === 'refused')
      return Promise.resolve({ outcome: 'refused', reason: PAYOUT_REFUSALS[transfer.to.kind] });
    const reference = payoutReference(transfer.to.kind, transfer.key, dateStamp(transfer.at).date);
    return Promise.resolve({ outcome: 'paid', reference });
  },
};

/** The payout providers this server talks to. */
export const payoutProviders: PayoutAdapter = simulatedPayouts;
