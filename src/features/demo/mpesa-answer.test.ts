import { describe, expect, it } from 'vitest';
import { MPESA_ANSWER_KEY, MPESA_ANSWERS } from '../../config/demo';
import { MPESA_DEMO_ANSWERS } from '../payments/mpesa-results';
import type { KeyValueStorage } from '../../lib/browser-storage';
import { applyMpesaAnswerFromAddress, readMpesaAnswer, writeMpesaAnswer } from './mpesa-answer';

// How the demo's phone answers M-Pesa prompts, kept where the mock reads it (product rules, 'Demo and QA tools').
const memory = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

describe('the M-Pesa answer of the demo phone', () => {
  it("offers the payments rules' automatic answers, and the Phone panel first", () => {
    expect(MPESA_ANSWERS.map((a) => a.key)).toEqual(['phone', ...MPESA_DEMO_ANSWERS]);
  });

  it('is the Phone panel by default, and for anything unknown in storage', () => {
    const storage = memory();
    expect(readMpesaAnswer(storage)).toBe('phone');
    storage.setItem(MPESA_ANSWER_KEY, 'bribe');
    expect(readMpesaAnswer(storage)).toBe('phone');
  });

  it("is kept under the mock's key; 'phone' removes it", () => {
    const storage = memory();
    writeMpesaAnswer('wrong-pin', storage);
    expect(storage.map.get(MPESA_ANSWER_KEY)).toBe('wrong-pin');
    expect(readMpesaAnswer(storage)).toBe('wrong-pin');
    writeMpesaAnswer('phone', storage);
    expect(storage.map.has(MPESA_ANSWER_KEY)).toBe(false);
  });

  it.each([
    ['?mpesa=success', 'success'],
    ['?scenario=slow&mpesa=insufficient-funds', 'insufficient-funds'],
    ['?mpesa=cancelled', 'cancelled'],
    ['?mpesa=unreachable', 'unreachable'],
    ['?mpesa=wrong-pin', 'wrong-pin'],
  ])('the address %s sets %s', (search, answer) => {
    const storage = memory();
    expect(applyMpesaAnswerFromAddress(search, storage)).toBe(answer);
    expect(readMpesaAnswer(storage)).toBe(answer);
  });

  it('an address without a known answer keeps the stored one; ?mpesa=phone clears it', () => {
    const storage = memory();
    writeMpesaAnswer('success', storage);
    expect(applyMpesaAnswerFromAddress('?mpesa=maybe', storage)).toBe('success');
    expect(applyMpesaAnswerFromAddress('', storage)).toBe('success');
    expect(applyMpesaAnswerFromAddress('?mpesa=phone', storage)).toBe('phone');
    expect(storage.map.has(MPESA_ANSWER_KEY)).toBe(false);
  });
});
