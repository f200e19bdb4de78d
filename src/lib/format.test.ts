import { describe, expect, it } from 'vitest';
import { dateStamp } from './date-stamp';
import { formatDate, formatDateAtTime, formatMonth, kesText } from './format';

// One date style across the product (product rules, 'Dates').
describe('formatDate: day, month name, year', () => {
  it.each([
    ['2025-03-05', '5 March 2025'],
    ['2025-03-18', '18 March 2025'],
    ['2026-01-01', '1 January 2026'],
    ['2025-09-30', '30 September 2025'],
    ['2025-12-31', '31 December 2025'],
    ['2024-02-29', '29 February 2024'],
    ['2099-06-15', '15 June 2099'],
  ])('%s -> %s', (iso, shown) => expect(formatDate(iso)).toBe(shown));

  it.each([
    ['text that is no date', 'Yesterday'],
    ['empty', ''],
    ['a month only', '2025-03'],
    ['a date and time', '2025-03-18T09:45'],
    ['month 13', '2025-13-01'],
    ['day 32', '2025-03-32'],
    ['31 April', '2025-04-31'],
    ['29 February of a common year', '2025-02-29'],
    ['another order', '18/03/2025'],
  ])('%s is shown as stored: %j', (_case, text) => expect(formatDate(text)).toBe(text));
});

describe("formatDateAtTime: the date 'at' its time", () => {
  it.each([
    ['2025-03-18', '09:45', '18 March 2025 at 09:45'],
    ['2026-11-23', '00:05', '23 November 2026 at 00:05'],
    ['2025-03-17', '23:59', '17 March 2025 at 23:59'],
    ['not a date', '10:20', 'not a date at 10:20'],
  ])('%s %s -> %s', (date, time, shown) => expect(formatDateAtTime(date, time)).toBe(shown));
});

describe('formatMonth: a month as a whole', () => {
  it.each([
    ['2025-03', 'March 2025'],
    ['2025-12', 'December 2025'],
    ['2026-01', 'January 2026'],
    ['2025-13', '2025-13'],
    ['2025-00', '2025-00'],
    ['2025-03-18', '2025-03-18'],
    ['', ''],
  ])('%j -> %j', (month, shown) => expect(formatMonth(month)).toBe(shown));
});

describe('dateStamp: the local date and time as stored', () => {
  it.each([
    [new Date(2025, 2, 18, 9, 45, 30), { date: '2025-03-18', time: '09:45' }],
    [new Date(2026, 0, 1, 0, 0), { date: '2026-01-01', time: '00:00' }],
    [new Date(2025, 11, 31, 23, 59), { date: '2025-12-31', time: '23:59' }],
  ])('%s', (now, stamp) => expect(dateStamp(now)).toEqual(stamp));

  it('round-trips through formatDateAtTime', () => {
    const { date, time } = dateStamp(new Date(2025, 2, 5, 10, 20));
    expect(formatDateAtTime(date, time)).toBe('5 March 2025 at 10:20');
  });
});

// Money in whole Kenya shillings, one style across the product (product rules, 'Payments').
describe("kesText: 'KES' and the grouped amount, everywhere money shows", () => {
  it.each([
    [12_000, 'KES 12,000'],
    [1, 'KES 1'],
    [250_000, 'KES 250,000'],
    [15_000_000, 'KES 15,000,000'],
  ])('%i -> %j', (amount, shown) => expect(kesText(amount)).toBe(shown));
});
