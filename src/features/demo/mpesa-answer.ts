import {
  DEFAULT_MPESA_ANSWER,
  isMpesaAnswer,
  MPESA_ANSWER_KEY,
  MPESA_ANSWER_PARAM,
  type MpesaAnswer,
} from '../../config/demo';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../lib/browser-storage';

/*
 * How the demo's simulated phone answers M-Pesa prompts (product rules, 'Payments'), kept as the network scenario is: in localStorage under MPESA_ANSWER_KEY, where
 * the mock API reads it when a prompt is sent (mocks/scenario.ts), set by the Demo controls
 * or by the address (`?mpesa=success`). 'phone' (the default) leaves each prompt to the
 * Phone panel; any other answer is given automatically, about 2 s after the prompt.
 */

/** The answer in force: the stored one, else 'phone'. */
export function readMpesaAnswer(storage: KeyValueStorage | null = browserStorage()): MpesaAnswer {
  const stored = readItem(storage, MPESA_ANSWER_KEY);
  return isMpesaAnswer(stored) ? stored : DEFAULT_MPESA_ANSWER;
}

/** Keeps the answer for the next prompts ('phone' removes the key: prompts wait for the Phone panel). */
export function writeMpesaAnswer(
  answer: MpesaAnswer,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  writeItem(storage, MPESA_ANSWER_KEY, answer === DEFAULT_MPESA_ANSWER ? null : answer);
}

/** The answer the address asks for (`?mpesa=wrong-pin`), stored; else the stored one. */
export function applyMpesaAnswerFromAddress(
  search: string,
  storage: KeyValueStorage | null = browserStorage(),
): MpesaAnswer {
  const asked = new URLSearchParams(search).get(MPESA_ANSWER_PARAM);
  if (isMpesaAnswer(asked)) writeMpesaAnswer(asked, storage);
  return readMpesaAnswer(storage);
}
