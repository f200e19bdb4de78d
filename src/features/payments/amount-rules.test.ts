import { describe, expect, it } from 'vitest';
import { AMOUNT_ERROR, amountError, defaultPaymentKes, parseAmountKes } from './amount-rules';
import { MPESA_FACTS } from './payments-facts';

// The amount of an M-Pesa payment (product rules, 'Payments').
describe('AMOUNT_ERROR', () => {
  it('has the exact text of the product rules', () => {
    expect(AMOUNT_ERROR).toBe('Enter an amount in whole shillings, from KES 1 to KES 250,000.');
  });

  it('is built from the facts module, so it follows the limit', () => {
    expect(AMOUNT_ERROR).toContain(`KES ${MPESA_FACTS.maxPerTransactionKes.toLocaleString('en-US')}.`);
  });
});

describe('parseAmountKes: whole shillings from KES 1 to the per-payment limit', () => {
  it.each([
    ['12000', 12_000],
    ['12,000', 12_000],
    [' 12000 ', 12_000],
    ['\t12,000\n', 12_000],
    ['1', 1],
    ['250000', 250_000],
    ['250,000', 250_000],
    ['1,000', 1_000],
    ['999', 999],
    ['012000', 12_000],
    ['KES 12,000', 12_000],
    ['KES12000', 12_000],
    ['kes 12000', 12_000],
    ['Ksh 12,000', 12_000],
    ['Ksh\u00a012,000', 12_000],
    ['Kshs 12,000', 12_000],
    ['Ksh. 12,000', 12_000],
    ['KSH 12,000', 12_000],
  ])('%j -> %i', (typed, amount) => expect(parseAmountKes(typed)).toBe(amount));

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['zero', '0'],
    ['zeros', '000'],
    ['negative', '-500'],
    ['plus sign', '+500'],
    ['decimals', '12000.50'],
    ['zero cents', '12000.00'],
    ['a decimal comma', '12000,5'],
    ['commas out of place', '1,20,00'],
    ['a comma first', ',12000'],
    ['a comma last', '12000,'],
    ['a space inside', '12 000'],
    ['one above the limit', '250001'],
    ['far above the limit', '1,000,000'],
    ['exponent', '1e5'],
    ['hex', '0x10'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['letters', 'twelve thousand'],
    ['currency only', 'KES'],
    ['currency after', '12000 KES'],
    ['another currency', 'USD 100'],
    ['a dollar sign', '$100'],
    ['full-width digits', '\uff11\uff12\uff10\uff10\uff10'],
    ['HTML', '<b>12000</b>'],
    ['script', '<script>alert(1)</script>'],
    ['very long digits', '1'.repeat(400)],
    ['very long text', 'KES 12,000 '.repeat(1000)],
  ])('%s (%j) -> null', (_case, typed) => expect(parseAmountKes(typed)).toBeNull());
});

describe('amountError', () => {
  it.each([
    ['12,000', null],
    ['1', null],
    ['250000', null],
    ['', AMOUNT_ERROR],
    ['0', AMOUNT_ERROR],
    ['250001', AMOUNT_ERROR],
    ['12000.50', AMOUNT_ERROR],
    ['<img src=x onerror=alert(1)>', AMOUNT_ERROR],
  ])('%j -> %j', (typed, error) => expect(amountError(typed)).toBe(error));
});

describe('defaultPaymentKes: the amount due, up to the limit', () => {
  it.each([
    [12_000, 12_000],
    [1, 1],
    [250_000, 250_000],
    [300_000, 250_000],
    [0, null],
    [-5_000, null],
    [12_000.5, null],
    [Number.NaN, null],
  ])('%d due -> %j', (due, amount) => expect(defaultPaymentKes(due)).toBe(amount));
});
