import {
  DEFAULT_PAYOUT_ANSWER,
  isPayoutAnswer,
  PAYOUT_ANSWER_KEY,
  type PayoutAnswer,
} from '../../config/demo';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../lib/browser-storage';

/*
 * How the demo's simulated payout providers answer 'Pay out' (product rules, 'Payouts'), kept
 * as the M-Pesa answer is (mpesa-answer.ts): in localStorage under PAYOUT_ANSWER_KEY, where the
 * demo's front reads it when a payout is sent (mocks/scenario.ts), set by the Demo controls.
 */

/** The answer in force: the stored one, else 'success'. */
export function readPayoutAnswer(storage: KeyValueStorage | null = browserStorage()): PayoutAnswer {
  const stored = readItem(storage, PAYOUT_ANSWER_KEY);
  return isPayoutAnswer(stored) ? stored : DEFAULT_PAYOUT_ANSWER;
}

/** Keeps the answer for the next payouts ('success' removes the key). */
export function writePayoutAnswer(
  answer: PayoutAnswer,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  writeItem(storage, PAYOUT_ANSWER_KEY, answer === DEFAULT_PAYOUT_ANSWER ? null : answer);
}
