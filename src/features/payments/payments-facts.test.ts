import { describe, expect, it } from 'vitest';
import { isAccountReference, MPESA_FACTS, MPESA_LIMIT_HISTORY } from './payments-facts';

// The dated M-Pesa facts (product rules, 'Payments').
describe('MPESA_FACTS', () => {
  it.each([
    ['minPerTransactionKes', 1],
    ['maxPerTransactionKes', 250_000],
    ['maxPerDayKes', 500_000],
    ['dailyLimitSince', '2023-08-15'],
    ['accountReferenceMaxLength', 12],
    ['transactionDescMaxLength', 13],
    ['stkTimeoutSeconds', 60],
    ['receiptNumberLength', 10],
    ['receiptNumberExample', 'QKH94M1Z11'],
  ] as const)('%s is %j', (key, value) => expect(MPESA_FACTS[key]).toBe(value));

  it('is dated with a real ISO date no later than today, and names its sources', () => {
    expect(MPESA_FACTS.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(MPESA_FACTS.checkedOn))).toBe(false);
    expect(MPESA_FACTS.checkedOn <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(MPESA_FACTS.sources.length).toBeGreaterThan(0);
  });

  it('keeps a payment within a day: the per-payment limit is below the daily one', () => {
    expect(MPESA_FACTS.maxPerTransactionKes).toBeLessThanOrEqual(MPESA_FACTS.maxPerDayKes);
  });
});

describe('MPESA_LIMIT_HISTORY', () => {
  it('was KES 150,000 from March 2020 to at least August 2023', () => {
    expect(MPESA_LIMIT_HISTORY[0]).toEqual({
      maxPerTransactionKes: 150_000,
      from: '2020-03',
      lastReported: '2023-08',
      current: false,
    });
  });

  it("ends with the one current figure, the facts module's KES 250,000 as reported in 2025", () => {
    expect(MPESA_LIMIT_HISTORY.filter((period) => period.current)).toEqual([MPESA_LIMIT_HISTORY.at(-1)]);
    expect(MPESA_LIMIT_HISTORY.at(-1)).toMatchObject({ maxPerTransactionKes: 250_000, lastReported: '2025' });
  });

  it('is oldest first', () => {
    const reported = MPESA_LIMIT_HISTORY.map((period) => period.lastReported);
    expect(reported).toEqual([...reported].sort());
  });
});

describe('isAccountReference: Daraja AccountReference, at most 12 characters', () => {
  it.each([
    ['KSI-A4', true],
    ['A', true],
    ['KSI-B12-0001', true],
    ['ksi-a4', true],
    ['KSI-B12-00012', false],
    ['', false],
    ['KSI A4', false],
    [' KSI-A4', false],
    ['KSI/A4', false],
    ['<script>', false],
    ['A'.repeat(10_000), false],
  ])('%j -> %s', (text, ok) => expect(isAccountReference(text)).toBe(ok));
});
