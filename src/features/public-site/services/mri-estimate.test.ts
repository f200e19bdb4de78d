import { describe, expect, it } from 'vitest';
import { ENTER_RENT_MESSAGE, estimateMri, mriDueDate, parseRent } from './mri-estimate';

describe('parseRent', () => {
  it.each([
    ['50000', 50_000],
    ['50,000', 50_000],
    [' 1,250,000 ', 1_250_000],
    ['24000.50', 24_000.5],
    ['', null],
    ['   ', null],
    ['0', null],
    ['-5000', null],
    ['abc', null],
    ['5e4', null],
    ['<script>1</script>', null],
  ])('%j → %j', (text, value) => {
    expect(parseRent(text)).toBe(value);
  });
});

describe('mriDueDate: the 20th of the following month', () => {
  it.each([
    ['2025-03', '2025-04-20'],
    ['2025-12', '2026-01-20'],
    ['2024-01', '2024-02-20'],
  ])('%s → %s', (month, due) => expect(mriDueDate(month)).toBe(due));
});

describe('estimateMri', () => {
  it.each([
    // rent, tax 7.5%, penalty max(5%, 2,000), interest 1% a month
    ['50,000', 3_750, 2_000, 38],
    ['24,000', 1_800, 2_000, 18],
    ['1,000,000', 75_000, 3_750, 750],
    ['1,250,000', 93_750, 4_688, 938],
    ['33333', 2_500, 2_000, 25],
  ])('%s a month: tax %i, late penalty %i, interest %i a month', (rent, tax, penalty, interest) => {
    expect(estimateMri(rent, '2025-03')).toEqual({
      kind: 'due',
      rentKes: Math.round(Number(rent.replaceAll(',', ''))),
      taxKes: tax,
      dueDate: '2025-04-20',
      latePenaltyKes: penalty,
      interestPerMonthKes: interest,
      monthsLate: 1,
      interestKes: interest,
    });
  });

  it.each([
    [1, 38],
    [3, 113],
    [12, 450],
    [0, 0],
  ])('interest for %i months late on KES 3,750 of tax: KES %i', (months, interest) => {
    const result = estimateMri('50,000', '2025-03', months);
    expect(result.kind === 'due' && result.interestKes).toBe(interest);
  });

  it.each([
    ['23,999', 'MRI does not apply: KES 287,988 a year is below KES 288,000'],
    ['1,250,001', 'MRI does not apply: KES 15,000,012 a year is above KES 15 million'],
  ])('%s a month is outside the bands', (rent, message) => {
    const result = estimateMri(rent, '2025-03');
    expect(result.kind).toBe('not-applicable');
    expect(result.kind === 'not-applicable' && result.message).toContain(message);
  });

  it.each(['', '   ', '0', '-1', 'ten thousand'])('%j: "Enter the monthly rent in KES."', (rent) => {
    expect(estimateMri(rent, '2025-03')).toEqual({ kind: 'invalid', message: ENTER_RENT_MESSAGE });
  });
});
