import { isPayoutAnswer, PAYOUT_ANSWER_HEADER } from '../../../src/config/demo';
import type { Payout, PayoutRequest } from '../../../src/types/api.gen';
import { payoutProviders, type PayoutContext } from '../../adapters/payouts';
import { idempotencyKeyOf, keepAnswer, KEY_REUSED_TEXT, keptAnswer } from '../../domain/idempotency';
import { settlePrompts } from '../../domain/mpesa';
import { payOut, readPayouts } from '../../domain/payouts';
import { accountOf, error, json, NOT_FOUND, type Call } from '../operation';
import { checked } from './admin';
import { tooManyAttempts } from './limits';

/** Whether a kept answer is the payout of the statement asked for. */
const isPayoutOf = (kept: unknown, request: PayoutRequest): boolean => {
  const payout = kept as Partial<Payout> | null;
  return payout?.propertyId === request.propertyId && payout.month === request.month;
};

/**
 * Staff's Payouts screen (the rules: server/domain/payouts.ts; admins and managers, the
 * contract's `x-roles`, checked by app.ts): the statements due and the payouts made, and
 * 'Pay out', through the payout providers (server/adapters/payouts.ts). The provider's answer
 * and the payout's record are in the request's one transaction, committed before the answer
 * leaves (docs/api-server.md, 'One request, one transaction').
 */
export const payoutsOperations = {
  async listPayouts() {
    // Prompts settled first, as for every read of the payments: a payment shows at once.
    await settlePrompts();
    return json(200, await readPayouts());
  },

  async payOutStatement(call: Call) {
    const account = accountOf(call);
    const { body, refusal } = checked<PayoutRequest>('payOutStatement', call.body);
    if (refusal) return refusal;
    // A retry with the same key gets the first payout's answer, and pays nothing more; the
    // same key for another statement is the client's mistake (409), never that payout.
    const key = idempotencyKeyOf(call.headers);
    if (key) {
      const kept = await keptAnswer(account.user.id, key, 'payOutStatement');
      if (kept && kept.status === 201 && !isPayoutOf(kept.body, body)) return error(409, KEY_REUSED_TEXT);
      if (kept) return json(kept.status, kept.body);
    }
    await settlePrompts();

    // The providers' answer: the Demo controls' in demo mode only (docs/api-server.md, 'Payouts').
    const requested = call.demo ? call.headers[PAYOUT_ANSWER_HEADER] : undefined;
    const context: PayoutContext = {
      demo: call.demo,
      requested: isPayoutAnswer(requested) ? requested : null,
    };
    const result = await payOut(body, {
      dataset: call.dataset,
      send: (transfer) => payoutProviders.send(transfer, context),
    });
    switch (result.outcome) {
      case 'unknown':
        return json(404, NOT_FOUND);
      case 'refused':
        return error(result.status, result.text);
      case 'too-many-attempts':
        return tooManyAttempts(result.seconds);
      case 'provider-refused':
        return error(502, result.text);
      case 'paid':
        // Only a payout is kept under the key: after a refusal nothing happened, and the same key may try again.
        if (key)
          await keepAnswer(account.user.id, key, 'payOutStatement', { status: 201, body: result.payout });
        return json(201, result.payout);
    }
  },
};
