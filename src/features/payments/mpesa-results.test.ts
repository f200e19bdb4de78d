import { describe, expect, it } from 'vitest';
import {
  CHECK_YOUR_PHONE_TEXT,
  isMpesaDemoAnswer,
  isMpesaReceipt,
  MPESA_DEMO_ANSWERS,
  MPESA_FAILED_TEXT,
  MPESA_RESULT_CODES,
  mpesaPromptText,
  mpesaResultMessage,
  mpesaWaitingText,
  PAYMENT_RECEIVED_TEXT,
  resultCodeOfAnswer,
} from './mpesa-results';

// How an M-Pesa prompt ends (product rules, 'Payments').
describe('MPESA_RESULT_CODES: Daraja result codes', () => {
  it('are the codes the mock simulates', () => {
    expect(MPESA_RESULT_CODES).toEqual({
      success: 0,
      insufficientFunds: 1,
      transactionInProgress: 1001,
      cancelled: 1032,
      unreachable: 1037,
      wrongPin: 2001,
    });
  });
});

describe('mpesaResultMessage: the texts of the product rules', () => {
  it.each([
    [0, 'Payment received'],
    [1032, 'You cancelled the payment on your phone.'],
    [1037, 'Your phone could not be reached. Try again.'],
    [1, 'Your M-Pesa balance is not enough for this payment.'],
    [2001, 'The M-Pesa PIN was wrong. Try again.'],
    [1001, 'Another M-Pesa payment is waiting on your phone. Finish it, then try again.'],
  ])('%i -> %j', (code, text) => expect(mpesaResultMessage(code)).toBe(text));

  it.each([17, 1019, 1025, 9999, -1, 0.5, Number.NaN, 2])(
    'an unknown code (%d) -> the generic failure',
    (code) => expect(mpesaResultMessage(code)).toBe('The payment did not go through. Try again.'),
  );

  it('names the texts', () => {
    expect(PAYMENT_RECEIVED_TEXT).toBe('Payment received');
    expect(MPESA_FAILED_TEXT).toBe('The payment did not go through. Try again.');
    expect(CHECK_YOUR_PHONE_TEXT).toBe('Check your phone');
  });

  it('gives every failure code its own text', () => {
    const failures = Object.values(MPESA_RESULT_CODES).filter((code) => code !== 0);
    const texts = failures.map(mpesaResultMessage);
    expect(new Set(texts).size).toBe(failures.length);
    expect(texts).not.toContain(MPESA_FAILED_TEXT);
    expect(texts).not.toContain(PAYMENT_RECEIVED_TEXT);
  });
});

describe('isMpesaReceipt: ten capital letters and digits', () => {
  it.each([
    ['QKH94M1Z11', true],
    ['ABCDEFGHIJ', true],
    ['0123456789', true],
    ['qkh94m1z11', false],
    ['QKH94M1Z1', false],
    ['QKH94M1Z111', false],
    ['QKH94M1Z1-', false],
    [' QKH94M1Z11', false],
    ['QKH94M1Z11\n', false],
    ['', false],
    ['<script>QKH94M1Z11</script>', false],
    ['QKH94M1Z11'.repeat(1000), false],
  ])('%j -> %s', (text, ok) => expect(isMpesaReceipt(text)).toBe(ok));
});

describe('the demo answers (?mpesa=)', () => {
  it('are the five of the product rules, in order', () => {
    expect(MPESA_DEMO_ANSWERS).toEqual([
      'success',
      'cancelled',
      'unreachable',
      'insufficient-funds',
      'wrong-pin',
    ]);
  });

  it.each([
    ['success', 0, 'Payment received'],
    ['cancelled', 1032, 'You cancelled the payment on your phone.'],
    ['unreachable', 1037, 'Your phone could not be reached. Try again.'],
    ['insufficient-funds', 1, 'Your M-Pesa balance is not enough for this payment.'],
    ['wrong-pin', 2001, 'The M-Pesa PIN was wrong. Try again.'],
  ] as const)('%s -> code %i: %j', (answer, code, text) => {
    expect(isMpesaDemoAnswer(answer)).toBe(true);
    expect(resultCodeOfAnswer(answer)).toBe(code);
    expect(mpesaResultMessage(resultCodeOfAnswer(answer))).toBe(text);
  });

  it.each([
    '',
    'SUCCESS',
    'cancel',
    'insufficient_funds',
    ' success',
    'timeout',
    'toString',
    '__proto__',
    0,
    null,
    undefined,
  ])('%j is no demo answer', (value) => expect(isMpesaDemoAnswer(value)).toBe(false));
});

describe('the texts around the prompt', () => {
  it('the prompt on the phone, as the product rules word it', () => {
    expect(mpesaPromptText(12_000, 'KSI-A4')).toBe(
      'Pay Ksh 12,000 to Kisii Property Management, account KSI-A4. Enter M-Pesa PIN:',
    );
    expect(mpesaPromptText(1, 'KSI-A4')).toBe(
      'Pay Ksh 1 to Kisii Property Management, account KSI-A4. Enter M-Pesa PIN:',
    );
    expect(mpesaPromptText(250_000, 'NRB-12')).toContain('Pay Ksh 250,000 to ');
  });

  it("the waiting line under 'Check your phone'", () => {
    expect(mpesaWaitingText('254712345678')).toBe(
      'We sent a payment request to +254 712 345 678. Enter your M-Pesa PIN on that phone within 60 seconds.',
    );
  });
});
